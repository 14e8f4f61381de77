Feature: "Bssszzzz"
  The rulebook section "Bssszzzz": a player who notices another player's mistake calls
  "bssszzzz!". The player caught takes the last card played back into the hand, draws a card
  from the cowpat pile, and the turn ends. Calling "bssszzzz" wrongly is a mistake too. An
  implementation accepts plays as claimed and lets the others challenge them (mistakes
  challenge, the default) or refuses every mistake at once (mistakes strict), R-KN-MISTAKES.

  Background:
    Given a game of Carl, Eva and Alfredo
    And the cowpat pile holds pasture-20 (head, Kuhno top) and pasture-21 (belly, Kuhno top)
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-01 (back), pasture-02 (head), flower-01 (back) and milk-1 (head)
    And Eva holds pasture-04 (back), pasture-05 (back) and pasture-06 (back)
    And it is Carl's turn

  Rule: Under mistakes strict a mistake is refused, and nothing is open to a challenge

    @id:KN-EN-BSS-01 @KN-BSS-1 @R-KN-MISTAKES=strict
    Scenario: A cow without a spot toward Kuhno is refused at once
      When Carl places pasture-02 along the right side facing the bottom right corner
      Then the action is rejected with "no_matching_spot" under KN-PLACE-3
      And the state is unchanged

    @id:KN-EN-BSS-02 @KN-BSS-2 @R-KN-MISTAKES=strict
    Scenario: There is nothing to call bssszzzz on
      Given Carl places pasture-01 along the right side facing the bottom right corner
      When Alfredo calls "bssszzzz"
      Then the action is rejected with "nothing_to_challenge" under KN-BSS-2
      And the state is unchanged

    @id:KN-EN-BSS-14 @KN-BSS-1 @KN-PLACE-1 @R-KN-MISTAKES=strict
    Scenario: Under strict a cow on the wrong side is refused
      When Carl places pasture-01 along the bottom side facing the bottom left corner
      Then the action is rejected with "wrong_position" under KN-PLACE-1
      And the state is unchanged

    @id:KN-EN-BSS-15 @KN-BSS-1 @KN-CALL-1 @R-KN-MISTAKES=strict
    Scenario: Under strict a call that is not due is refused
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

    @id:KN-EN-BSS-16 @KN-BSS-1 @KN-PARTY-2 @R-KN-MISTAKES=strict
    Scenario: Under strict a party cow's sound that is taken is refused
      Given Carl holds party-1 (back)
      When Carl places party-1 along the right side facing the top right corner, calling "moo"
      Then the action is rejected with "sound_not_new" under KN-PARTY-2
      And the state is unchanged

    @id:KN-EN-BSS-17 @KN-BSS-1 @KN-CALL-2 @R-KN-MISTAKES=strict
    Scenario: Under strict a last cow without "Kuhno" is refused
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Carl holds pasture-01 (back)
      And it is Carl's turn
      When Carl places pasture-01 along the right side facing the bottom right corner
      Then the action is rejected with "missing_kuhno" under KN-CALL-2
      And the state is unchanged

    @id:KN-EN-BSS-18 @KN-BSS-1 @KN-FLOWER-3 @R-KN-MISTAKES=strict
    Scenario: Under strict a flower cow as the first card is refused
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds flower-04 (back, head, belly, tail), pasture-01 (back) and pasture-02 (back)
      And it is Carl's turn
      When Carl places flower-04 along the top side facing the top right corner
      Then the action is rejected with "flower_first" under KN-FLOWER-3
      And the state is unchanged
      And no cow lies along any side

  Rule: Under mistakes challenge a play stands until somebody calls bssszzzz

    @id:KN-EN-BSS-03 @KN-BSS-1 @R-KN-MISTAKES=challenge
    Scenario: A cow placed with a mistake is accepted as claimed
      When Carl places pasture-02 along the right side facing the bottom right corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3
      And the right side holds exactly pasture-02
      And it is now Eva's turn

    @id:KN-EN-BSS-04 @KN-BSS-1 @KN-TURN-2 @R-KN-MISTAKES=challenge
    Scenario: Playing a card one does not hold is refused in either mode
      When Carl places pasture-04 along the right side facing the bottom right corner
      Then the action is rejected with "card_not_in_hand" under KN-TURN-2
      And the state is unchanged

    @id:KN-EN-BSS-05 @KN-BSS-3 @R-KN-MISTAKES=challenge
    Scenario: Caught: the cow goes back to the hand, a card is drawn and the turn ends
      Given Carl places pasture-02 along the right side facing the bottom right corner
      When Eva calls "bssszzzz"
      Then the action is accepted
      And Carl holds exactly pasture-01, pasture-02, flower-01, milk-1 and pasture-20
      And the right side holds exactly nothing
      And the next cow goes to the right side, clockwise
      And it is now Eva's turn

    @id:KN-EN-BSS-06 @KN-BSS-3 @KN-FLOWER-1 @R-KN-MISTAKES=challenge
    Scenario: Caught after a flower cow: only the last card played goes back
      Given Carl holds pasture-03 (back)
      And Carl places flower-01 along the right side facing the bottom right corner
      And Carl places pasture-02 along the bottom side facing the bottom left corner
      When Alfredo calls "bssszzzz"
      Then the action is accepted
      And Carl holds exactly pasture-01, pasture-02, pasture-03, milk-1 and pasture-20
      And the right side holds exactly flower-01
      And the bottom side holds exactly nothing
      And it is now Eva's turn

    @id:KN-EN-BSS-07 @KN-BSS-3 @KN-MILK-1 @R-KN-MISTAKES=challenge
    Scenario: A wrong milk cow caught costs nobody a turn
      Given Carl places milk-1 along the right side facing the bottom right corner
      When Alfredo calls "bssszzzz"
      Then the action is accepted
      And it is now Eva's turn
      And Eva is now to lose 0 turns
      And Carl holds 5 cards

    @id:KN-EN-BSS-08 @KN-BSS-3 @KN-ROUND-1 @R-KN-MISTAKES=challenge
    Scenario: A false "Kuhno" caught reopens the round
      Given a game of Carl, Eva and Alfredo
      And the cowpat pile holds pasture-20 (head, Kuhno top) and pasture-21 (belly, Kuhno top)
      And pasture-30 lies along the top side facing the top right corner
      And Carl holds pasture-02 (head)
      And it is Carl's turn
      And Carl places pasture-02 along the right side facing the bottom right corner, calling "kuhno"
      When Eva calls "bssszzzz"
      Then the action is accepted
      And round 1 is being played
      And Carl holds exactly pasture-02 and pasture-20
      And it is now Eva's turn

    @id:KN-EN-BSS-09 @KN-BSS-2 @R-KN-MISTAKES=challenge
    Scenario: Nobody calls bssszzzz on their own play
      Given Carl places pasture-02 along the right side facing the bottom right corner
      When Carl calls "bssszzzz"
      Then the action is rejected with "own_play" under KN-BSS-2
      And the state is unchanged

    @id:KN-EN-BSS-10 @KN-BSS-2 @R-KN-MISTAKES=challenge
    Scenario: The next action closes the window for a challenge
      Given Carl places pasture-01 along the right side facing the bottom right corner
      And Eva places pasture-04 along the bottom side facing the bottom left corner
      When Eva calls "bssszzzz"
      Then the action is rejected with "own_play" under KN-BSS-2
      And the state is unchanged

    @id:KN-EN-BSS-19 @KN-BSS-5 @KN-TURN-1 @R-KN-MISTAKES=challenge
    Scenario: A cow placed out of turn is refused, under challenge too
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then the action is rejected with "not_your_turn" under KN-TURN-1
      And the state is unchanged

  Rule: Incorrectly calling out "bssszzzz" is a mistake too

    @id:KN-EN-BSS-11 @KN-BSS-4 @R-KN-MISTAKES=challenge
    Scenario: A false bssszzzz costs the caller a card; the play stands
      Given Carl places pasture-01 along the right side facing the bottom right corner
      When Alfredo calls "bssszzzz"
      Then the action is accepted
      And Alfredo holds 4 cards
      And the right side holds exactly pasture-01
      And it is now Eva's turn

    @id:KN-EN-BSS-12 @KN-BSS-4 @R-KN-MISTAKES=challenge
    Scenario: A false bssszzzz by the player whose turn it is ends that turn
      Given Carl places pasture-01 along the right side facing the bottom right corner
      When Eva calls "bssszzzz"
      Then the action is accepted
      And Eva holds exactly pasture-04, pasture-05, pasture-06 and pasture-20
      And it is now Alfredo's turn

    @id:KN-EN-BSS-13 @KN-BSS-4 @R-KN-MISTAKES=challenge
    Scenario: A false bssszzzz on a correct "Kuhno" changes nothing; the round stays over
      Given a game of Carl, Eva and Alfredo
      And the cowpat pile holds pasture-20 (back, Kuhno top) and pasture-21 (belly, Kuhno top)
      And pasture-30 lies along the top side facing the top right corner
      And Carl holds pasture-01 (back)
      And Eva holds pasture-04 (belly), pasture-05 (belly) and pasture-06 (belly)
      And it is Carl's turn
      And Carl places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
      When Eva calls "bssszzzz"
      Then the action is accepted
      And the round has ended
      And Eva holds 3 cards
      And the dung points of round 1 are 0, 3 and 3
