Feature: Beware of Red Eyes!
  The rulebook's "Rules for Real Kuhno Fans": while the top card of the cowpat pile shows Kuhno
  with red eyes, no cow may be placed along the side where he sits; a cow that would go there
  goes to the next position instead (R-KN-RED-EYES, the red-eyes variant).

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the right side with red eyes
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-01 (head), party-1 (head), pasture-02 (belly) and pasture-03 (head)
    And Eva holds pasture-04 (head), pasture-05 (back) and pasture-06 (back)
    And it is Carl's turn

  @id:KN-EN-RED-01 @KN-RED-1 @R-KN-VARIANTS
  Scenario: The red-eyed side is skipped: the cow goes to the next position
    When Carl places pasture-01 along the bottom side facing the bottom left corner
    Then the action is accepted
    And the bottom side holds exactly pasture-01
    And the right side holds exactly nothing
    And the next cow goes to the left side, clockwise

  @id:KN-EN-RED-02 @KN-RED-1
  Scenario: No cow may lie along the side where the red-eyed Kuhno sits
    When Carl places pasture-03 along the right side facing the bottom right corner
    Then the play stands as the mistake "red_eyes_side" under KN-RED-1

  @id:KN-EN-RED-10 @KN-RED-1 @KN-BSS-1 @R-KN-MISTAKES=strict
  Scenario: Under strict a cow along the red-eyed side is refused
    When Carl places pasture-03 along the right side facing the bottom right corner
    Then the action is rejected with "red_eyes_side" under KN-RED-1
    And the state is unchanged

  @id:KN-EN-RED-03 @KN-RED-1 @KN-PLACE-1
  Scenario: The skip goes one side further, not anywhere
    When Carl places pasture-01 along the left side facing the top left corner
    Then the play stands as the mistake "wrong_position" under KN-PLACE-1

  @id:KN-EN-RED-04 @KN-RED-1 @KN-PLACE-3
  Scenario: The cow on the next position still needs a spot toward Kuhno's side
    When Carl places pasture-02 along the bottom side facing the bottom left corner
    Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

  @id:KN-EN-RED-05 @KN-RED-1 @KN-PARTY-1 @R-KN-RED-EYES
  Scenario: A party cow skips the side too and looks back toward it; the next cow skips it again
    When Carl places party-1 along the bottom side facing the bottom right corner, calling "meow"
    Then the action is accepted
    And the next cow goes to the right side, counterclockwise
    When Eva places pasture-04 along the top side facing the top left corner
    Then the action is accepted
    And the top side holds exactly pasture-04 and pasture-30

  @id:KN-EN-RED-06 @KN-RED-1
  Scenario: Red eyes on another side close nothing at the position
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the left side with red eyes
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-01 (tail), pasture-02 (back) and pasture-03 (back)
    And it is Carl's turn
    When Carl places pasture-01 along the right side facing the bottom right corner
    Then the action is accepted
    And the right side holds exactly pasture-01
    And the next cow goes to the bottom side, clockwise
    And it is now Eva's turn

  @id:KN-EN-RED-07 @KN-RED-2
  Scenario: The starting player may not put the first cow where the red-eyed Kuhno sits
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side with red eyes
    And Carl holds pasture-01 (back, tail), pasture-02 (back) and pasture-03 (back)
    And it is Carl's turn
    When Carl places pasture-01 along the top side facing the top right corner
    Then the play stands as the mistake "red_eyes_side" under KN-RED-1

  @id:KN-EN-RED-08 @KN-RED-2
  Scenario: The starting player may choose any other side
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side with red eyes
    And Carl holds pasture-01 (back, tail), pasture-02 (back) and pasture-03 (back)
    And it is Carl's turn
    When Carl places pasture-01 along the right side facing the bottom right corner
    Then the action is accepted
    And the next cow goes to the bottom side, clockwise

  @id:KN-EN-RED-09 @KN-PLACE-1 @variant:standard
  Scenario: Without the red-eyes rule, red eyes close nothing
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the right side with red eyes
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds pasture-03 (head), pasture-01 (tail) and pasture-02 (belly)
    And it is Carl's turn
    When Carl places pasture-03 along the right side facing the bottom right corner
    Then the action is accepted
    And the right side holds exactly pasture-03
