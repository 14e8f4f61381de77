Feature: Cowpat cow
  The rulebook section "Cowpat Cow (10x)": the cowpat cow's spots say how many cards the left
  neighbour must draw from the cowpat pile, unless they place a cowpat cow too; then the
  spots add up and pass on to their left neighbour. A player who cannot or will not place a
  cowpat cow draws what is owed, then plays the turn as usual (R-KN-COWPAT).

  @id:KN-EN-COWPAT-01 @KN-COWPAT-1
  Scenario: A cowpat cow with two spots: the left neighbour owes two cards
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds cowpat-01 (tail, back), pasture-01 (head) and pasture-02 (head)
    And it is Carl's turn
    When Carl places cowpat-01 along the right side facing the bottom right corner
    Then the action is accepted
    And Eva now owes 2 cards
    And it is now Eva's turn
    And Eva holds 3 cards

  Rule: The player who owes cards places a cowpat cow or draws them

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And cowpat-01 lies along the right side facing the bottom right corner
      And Eva holds pasture-04 (back), cowpat-02 (back), cowpat-03 (head) and pasture-05 (head)
      And Eva owes 2 cards
      And it is Eva's turn

    @id:KN-EN-COWPAT-02 @KN-COWPAT-2
    Scenario: Another cow cannot be placed while the cards are owed
      When Eva places pasture-04 along the bottom side facing the bottom left corner
      Then the action is rejected with "penalty_owed" under KN-COWPAT-2
      And the state is unchanged

    @id:KN-EN-COWPAT-03 @KN-COWPAT-2 @R-KN-COWPAT
    Scenario: Drawing the cards owed, then carrying out the turn as usual
      When Eva draws from the cowpat pile
      Then the action is accepted
      And Eva holds 6 cards
      And Eva now owes 0 cards
      And it is now Eva's turn
      And the step is play
      When Eva places pasture-04 along the bottom side facing the bottom left corner
      Then the action is accepted
      And it is now Alfredo's turn

    @id:KN-EN-COWPAT-04 @KN-COWPAT-2 @R-KN-COWPAT
    Scenario: The cowpat cow that passes the cards on must fit like any cow
      When Eva places cowpat-03 along the bottom side facing the bottom left corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

    @id:KN-EN-COWPAT-07 @KN-COWPAT-2 @KN-BSS-3 @R-KN-CAUGHT-DEBTOR @R-KN-MISTAKES=challenge
    Scenario: A debtor's cowpat cow caught as a mistake: the debt is drawn, then the penalty card
      Given Eva places cowpat-03 along the bottom side facing the bottom left corner
      When Carl calls "bssszzzz"
      Then the action is accepted
      And Eva holds 7 cards
      And Eva now owes 0 cards
      And it is now Alfredo's turn

    @id:KN-EN-COWPAT-05 @KN-COWPAT-3
    Scenario: A cowpat cow adds its spots to the debt and passes it on
      When Eva places cowpat-02 along the bottom side facing the bottom left corner
      Then the action is accepted
      And Alfredo now owes 3 cards
      And Eva holds exactly pasture-04, cowpat-03 and pasture-05
      And it is now Alfredo's turn

  @id:KN-EN-COWPAT-06 @KN-COWPAT-3 @KN-ROUND-2 @R-KN-COWPAT
  Scenario: Cards owed beyond the last card of the pile go to waste, the round ends, and no debt or lost turn outlives it
    Given a game of Carl, Eva and Alfredo
    And cowpat-01 lies along the right side facing the bottom right corner
    And the cowpat pile holds only pasture-20 (back, head, Kuhno top) and pasture-21 (belly, Kuhno top)
    And Carl holds pasture-01 (back)
    And Eva holds pasture-04 (belly, tail) and pasture-05 (head)
    And Alfredo holds milk-4 (back, head, belly, tail)
    And Eva owes 3 cards
    And Alfredo is to lose 1 turn
    And it is Eva's turn
    When Eva draws from the cowpat pile
    Then the action is accepted
    And Eva holds exactly pasture-04, pasture-05, pasture-20 and pasture-21
    And the round has ended
    And the dung points of round 1 are 1, 6 and 4
    And Eva now owes 0 cards
    And Alfredo is now to lose 0 turns
