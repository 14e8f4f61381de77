Feature: Taking sticks

  Toy Nim exists to prove that the harness names no game; these are its own rules.

  @id:TN-EN-SET-01 @TN-SET-1
  Scenario: A new game starts with ten sticks and the first seat to move
    Given a new game of Toy Nim between Anne and Benno
    Then 10 sticks are left
    And Anne is to move

  @id:TN-EN-SET-02 @TN-SET-1
  Scenario: A game for three players is refused
    When a game of Toy Nim is dealt for Anne, Benno and Claudi
    Then the deal is refused at "$.players"

  @id:TN-EN-TAKE-01 @TN-TAKE-1
  Scenario Outline: Taking one to three sticks passes the turn
    Given a new game of Toy Nim between Anne and Benno
    When Anne takes <n> sticks
    Then the action is accepted
    And <left> sticks are left
    And Benno is to move

    Examples:
      | n | left |
      | 1 | 9    |
      | 3 | 7    |

  @id:TN-EN-TAKE-02 @TN-TAKE-1
  Scenario: Taking four sticks is refused
    Given a new game of Toy Nim between Anne and Benno
    When Anne takes 4 sticks
    Then the action is rejected with code "take_one_to_three" under clause "TN-TAKE-1"
    And the state is unchanged

  @id:TN-EN-TAKE-03 @TN-TAKE-2
  Scenario: No more sticks than the pile holds
    Given a position of Toy Nim with 2 sticks left and Benno to move
    When Benno takes 3 sticks
    Then the action is rejected with code "not_enough_sticks" under clause "TN-TAKE-2"
    And the state is unchanged

  @id:TN-EN-TAKE-04 @TN-TAKE-3
  Scenario: Only the player to move takes
    Given a new game of Toy Nim between Anne and Benno
    When Benno takes 1 sticks
    Then the action is rejected with code "not_your_turn" under clause "TN-TAKE-3"
    And the state is unchanged

  @id:TN-EN-TAKE-05 @TN-TAKE-1 @TN-TAKE-2 @needs:legal
  Scenario: The legal takes of the player to move
    Given a position of Toy Nim with 2 sticks left and Benno to move
    Then the legal takes of Benno are 1, 2
    And Anne has no legal take
