Feature: And what if you have no suitable card?
  The rulebook section "And What If You Have No Suitable Card?": a player who cannot place
  any cow takes the top card of the cowpat pile; if a cow now fits, they may place it,
  otherwise the turn ends. The new top card often shows Kuhno on another side, so cards that
  did not fit may fit now (R-KN-DRAW).

  Background:
    Given a game of Carl, Eva and Alfredo
    And the cowpat pile holds pasture-20 (head, Kuhno top), pasture-21 (Kuhno right) and pasture-22 (Kuhno left)
    And pasture-30 lies along the top side facing the top right corner
    And Eva holds pasture-04 (head), pasture-05 (head) and pasture-06 (belly, head)
    And it is Eva's turn

  @id:KN-EN-DRAW-01 @KN-DRAW-1 @KN-MAT-3
  Scenario: A player with no suitable cow draws, and Kuhno moves to the new top card's side
    When Eva draws from the cowpat pile
    Then the action is accepted
    And Eva holds exactly pasture-04, pasture-05, pasture-06 and pasture-20
    And the top card of the cowpat pile is pasture-21
    And the step is after_draw
    And it is now Eva's turn

  @id:KN-EN-DRAW-02 @KN-DRAW-1 @KN-DRAW-2 @R-KN-DRAW
  Scenario: After the draw a cow that did not fit before may fit, and may be placed
    Given Eva draws from the cowpat pile
    When Eva places pasture-04 along the right side facing the bottom right corner
    Then the action is accepted
    And the right side holds exactly pasture-04
    And it is now Alfredo's turn

  @id:KN-EN-DRAW-03 @KN-DRAW-2 @R-KN-DRAW
  Scenario: After the draw the player may also end the turn without placing a cow
    Given Eva draws from the cowpat pile
    When Eva ends the turn
    Then the action is accepted
    And it is now Alfredo's turn
    And Eva holds 4 cards

  @id:KN-EN-DRAW-04 @KN-DRAW-2 @R-KN-DRAW
  Scenario: A player draws one card at most in a turn
    Given Eva draws from the cowpat pile
    When Eva draws from the cowpat pile
    Then the action is rejected with "wrong_step" under KN-TURN-3
    And the state is unchanged

  @id:KN-EN-DRAW-05 @KN-DRAW-1 @R-KN-DRAW
  Scenario: A player with a suitable cow may not draw instead
    Given Eva holds pasture-07 (back)
    When Eva draws from the cowpat pile
    Then the action is rejected with "card_fits" under KN-DRAW-1
    And the state is unchanged

  @id:KN-EN-DRAW-06 @KN-DRAW-1 @KN-DRAW-2 @needs:legal
  Scenario: With no suitable cow, drawing is all a player may do
    Then Eva may only draw from the cowpat pile

  @id:KN-EN-DRAW-07 @KN-DRAW-2
  Scenario: When the drawn card does not help either, the turn ends at once
    Given a game of Carl, Eva and Alfredo
    And the cowpat pile holds pasture-20 (head, Kuhno top) and pasture-21 (Kuhno left)
    And pasture-30 lies along the top side facing the top right corner
    And Eva holds pasture-04 (head), pasture-05 (head) and pasture-06 (head)
    And it is Eva's turn
    When Eva draws from the cowpat pile
    Then the action is accepted
    And Eva holds exactly pasture-04, pasture-05, pasture-06 and pasture-20
    And it is now Alfredo's turn
    And the step is play
