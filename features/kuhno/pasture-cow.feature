Feature: Pasture cow
  The rulebook section "Pasture Cow (34x)": a pasture cow has no special effect; once it is
  placed correctly the turn ends.

  @id:KN-EN-PASTURE-01 @KN-PASTURE-1
  Scenario: After a pasture cow the next player's turn begins, and nothing else changes
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-01 (back), pasture-02 (back) and pasture-03 (back)
    And it is Carl's turn
    When Carl places pasture-01 along the right side facing the bottom right corner
    Then the action is accepted
    And it is now Eva's turn
    And the step is play
    And Eva is now to lose 0 turns
    And Eva now owes 0 cards
    And the sounds of this round are none
    And the cowpat pile holds 54 cards

  @id:KN-EN-PASTURE-02 @KN-PASTURE-1
  Scenario: A pasture cow placed wrongly is refused like any cow
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-01 (back), pasture-02 (head) and pasture-03 (back)
    And it is Carl's turn
    When Carl places pasture-02 along the right side facing the bottom right corner
    Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3
