Feature: End of a round
  The rulebook section "End of a Round": the round ends as soon as a player places the last
  cow correctly ("Kuhno!"), whatever cow it shows, or once a player takes the last card of
  the cowpat pile (cards still owed go to waste). Every player adds up the spots of the cows
  left in the hand: these are the dung points. Then the next round is dealt (R-KN-ROUND-START,
  R-KN-NEXT-ROUND).

  @id:KN-EN-ROUND-01 @KN-ROUND-1 @KN-ROUND-3 @KN-OBJ-1
  Scenario: Carl gets rid of his last cow; the others score a dung point per spot in their hands
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds flower-05 (back)
    And Eva holds pasture-04 (belly, back), milk-2 (head) and cowpat-02 (back, head, belly, tail)
    And Alfredo holds party-2 (back, head, belly)
    And it is Carl's turn
    When Carl places flower-05 along the right side facing the bottom right corner, calling "kuhno"
    Then the action is accepted
    And the round has ended
    And the dung points of round 1 are 0, 7 and 3
    And the right side holds exactly flower-05

  @id:KN-EN-ROUND-02 @KN-ROUND-2
  Scenario: Taking the last card of the pile ends the round
    Given a game of Carl, Eva and Alfredo
    And pasture-30 lies along the top side facing the top right corner
    And the cowpat pile holds only pasture-20 (head, belly, Kuhno top)
    And Carl holds pasture-01 (back, head)
    And Eva holds pasture-04 (head) and pasture-05 (head)
    And Alfredo holds pasture-06 (belly)
    And it is Eva's turn
    When Eva draws from the cowpat pile
    Then the action is accepted
    And the round has ended
    And the cowpat pile holds 0 cards
    And the dung points of round 1 are 2, 4 and 1

  @id:KN-EN-ROUND-03 @KN-ROUND-2 @KN-BSS-3 @R-KN-MISTAKES=challenge
  Scenario: A mistake's card that is the last of the pile ends the round too
    Given a game of Carl, Eva and Alfredo
    And pasture-30 lies along the top side facing the top right corner
    And the cowpat pile holds only pasture-20 (head, Kuhno top)
    And Carl holds pasture-01 (head), pasture-02 (head) and pasture-03 (head)
    And it is Carl's turn
    And Carl places pasture-01 along the right side facing the bottom right corner
    When Eva calls "bssszzzz"
    Then the action is accepted
    And the round has ended
    And Carl holds exactly pasture-01, pasture-02, pasture-03 and pasture-20

  Rule: The next round

    Background:
      Given a game of Carl, Eva and Alfredo
      And the dung points of round 1 were 3, 0 and 5
      And the round is over
      And the party cows of this round have called "meow"
      And Eva owes 2 cards
      And the next deal gives Carl pasture-01, pasture-02, pasture-03, pasture-04, pasture-05, pasture-06 and pasture-07
      And the next deal gives Eva pasture-08, pasture-09, pasture-10, pasture-11, pasture-12, pasture-13 and pasture-14
      And the next deal gives Alfredo milk-1, milk-2, milk-3, milk-4, party-1, party-2 and party-3

    @id:KN-EN-ROUND-04 @KN-ROUND-4 @KN-SET-1 @R-KN-ROUND-START @R-KN-NEXT-ROUND @variant:standard @variant:red-eyes
    Scenario: The next round is dealt afresh and started by the left neighbour of the last starter
      When Alfredo starts the next round
      Then the action is accepted
      And round 2 is being played
      And Eva starts the round
      And Alfredo holds exactly milk-1, milk-2, milk-3, milk-4, party-1, party-2 and party-3
      And the cowpat pile holds 43 cards
      And no cow lies along any side
      And the sounds of this round are none
      And Eva now owes 0 cards
      And every one of the 64 cards lies in exactly one place
      And the dung points of round 1 are 3, 0 and 5

    @id:KN-EN-ROUND-11 @KN-ROUND-4 @R-KN-ROUND-START @variant:standard @variant:red-eyes
    Scenario: Each round is started by the next player round the table, not by the youngest again
      Given Carl started the game
      And Eva started this round
      When Carl starts the next round
      Then Alfredo starts the round

    @id:KN-EN-ROUND-05 @KN-ROUND-4 @R-KN-ROUND-START=youngest @variant:standard @variant:red-eyes
    Scenario: Under round_start youngest the youngest player starts every round
      Given Eva started the game
      And Eva started this round
      When Carl starts the next round
      Then Eva starts the round

    @id:KN-EN-ROUND-06 @KN-SET-1 @R-KN-NEXT-ROUND @variant:standard @variant:red-eyes
    Scenario: A deal that does not give everyone 7 cards is refused
      Given the next deal gives Carl pasture-01, pasture-02, pasture-03, pasture-04, pasture-05 and pasture-06
      When Carl starts the next round
      Then the action is rejected with "bad_deal" under KN-SET-1
      And the state is unchanged

  Rule: The next round needs a deal or the game's seed

    @id:KN-EN-ROUND-07 @KN-ROUND-4 @R-KN-NEXT-ROUND
    Scenario: A game dealt without a seed needs a deal for the next round
      Given a game of Carl, Eva and Alfredo
      And the dung points of round 1 were 3, 0 and 5
      And the round is over
      When Carl starts the next round
      Then the action is rejected with "deal_required" under KN-ROUND-4
      And the state is unchanged

    @id:KN-EN-ROUND-08 @KN-ROUND-4 @KN-TURN-3
    Scenario: The next round cannot be started while a round is being played
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      When Eva starts the next round
      Then the action is rejected with "wrong_step" under KN-TURN-3
      And the state is unchanged

    @id:KN-EN-ROUND-09 @KN-ROUND-4 @KN-SET-1 @R-KN-NEXT-ROUND
    Scenario: A seeded game deals the next round from its seed
      Given a game of Anne and Benno
      And the game was dealt from seed 11
      And the dung points of round 1 were 4 and 0
      And the round is over
      When Benno starts the next round
      Then the action is accepted
      And round 2 is being played
      And Benno starts the round
      And every player holds 7 cards and the cowpat pile holds the other 50

  Rule: A complete short round from a fixed deck

    @id:KN-EN-ROUND-10 @KN-SET-1 @KN-ROUND-1 @KN-ROUND-3 @KN-MILK-1 @KN-FLOWER-1 @KN-PARTY-1 @KN-CALL-1 @KN-CALL-2
    Scenario: Anne and Benno play a round to Anne's "Kuhno"
      Given the deal gives Anne pasture-01 (back), milk-1 (back), flower-02 (head, back), pasture-02 (back), pasture-03 (back), party-1 (back) and pasture-05 (back)
      And the deal gives Benno pasture-11 (back), pasture-12 (back), pasture-13 (back), pasture-14 (back, head), pasture-15 (back), pasture-16 (back, head, belly) and cowpat-02 (back)
      And the deal puts pasture-34 (back, Kuhno top) on top of the cowpat pile
      And a new game of Anne and Benno is dealt as given
      When Anne places pasture-01 along the top side facing the top right corner
      And Benno places pasture-11 along the right side facing the bottom right corner
      And Anne places milk-1 along the bottom side facing the bottom left corner
      Then it is now Anne's turn
      When Anne places flower-02 along the left side facing the top left corner
      And Anne places pasture-02 along the top side facing the top right corner
      And Anne places pasture-03 along the right side facing the bottom right corner
      Then it is now Benno's turn
      When Benno places pasture-12 along the bottom side facing the bottom left corner
      And Anne places party-1 along the left side facing the bottom left corner, calling "moo" and "meow"
      Then the next cow goes to the bottom side, counterclockwise
      When Benno places pasture-13 along the bottom side facing the bottom right corner
      And Anne places pasture-05 along the right side facing the top right corner, calling "kuhno"
      Then the action is accepted
      And the round has ended
      And the dung points of round 1 are 0 and 7
      And the top side holds exactly pasture-02 and pasture-01
      And the right side holds exactly pasture-05, pasture-03 and pasture-11
      And the bottom side holds exactly pasture-13, pasture-12 and milk-1
      And the left side holds exactly party-1 and flower-02
      And the cowpat pile holds 50 cards
      And every one of the 64 cards lies in exactly one place
