Feature: The easy way
  The rulebook's "easy way" (under "Pasture Cow (34x)"): to learn the game, the players act as
  if every card showed a pasture cow, so no card has an effect (R-KN-VARIANTS: the easy
  variant). Placing, drawing, the calls and the dung points stay as they are.

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds party-1 (back), milk-4 (tail, back, head, belly), cowpat-10 (tail, back) and flower-10 (back, head)
    And it is Carl's turn

  @id:KN-EN-EASY-01 @KN-EASY-1 @KN-PLACE-2 @R-KN-VARIANTS
  Scenario: A party cow is placed like any cow, without a sound, and turns nothing round
    When Carl places party-1 along the right side facing the bottom right corner
    Then the action is accepted
    And the next cow goes to the bottom side, clockwise
    And the sounds of this round are none

  @id:KN-EN-EASY-02 @KN-EASY-1 @KN-CALL-1
  Scenario: A party cow needs no new sound, so a sound is a wrong call
    When Carl places party-1 along the right side facing the bottom right corner, calling "meow"
    Then the play stands as the mistake "wrong_sound" under KN-CALL-1

  @id:KN-EN-EASY-03 @KN-EASY-1
  Scenario Outline: Milk, cowpat and flower cows have no effect
    When Carl places <card> along the right side facing the bottom right corner
    Then the action is accepted
    And it is now Eva's turn
    And Eva is now to lose 0 turns
    And Eva now owes 0 cards

    Examples:
      | card      |
      | milk-4    |
      | cowpat-10 |
      | flower-10 |

  @id:KN-EN-EASY-04 @KN-EASY-1
  Scenario: A flower cow may open the round the easy way
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And Carl holds flower-10 (back), pasture-01 (back) and pasture-02 (back)
    And it is Carl's turn
    When Carl places flower-10 along the top side facing the top right corner
    Then the action is accepted
    And it is now Eva's turn

  @id:KN-EN-EASY-05 @KN-EASY-1 @KN-CALL-1
  Scenario: The sound of the round is always "moo"
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds party-1 (back) and pasture-01 (head)
    And it is Carl's turn
    When Carl places party-1 along the right side facing the bottom right corner, calling "moo"
    Then the action is accepted
    And Carl holds exactly pasture-01
