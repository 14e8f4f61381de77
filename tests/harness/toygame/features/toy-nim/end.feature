Feature: End of game

  @id:TN-EN-END-01 @TN-END-1
  Scenario: Taking the last stick wins
    Given a position of Toy Nim with 3 sticks left and Anne to move
    When Anne takes 3 sticks
    Then the action is accepted
    And the winner is Anne

  @id:TN-EN-END-02 @TN-END-1 @R-TN-LAST-STICK=loses
  Scenario: Under misère play, taking the last stick loses
    Given a position of Toy Nim with 1 sticks left and Anne to move
    When Anne takes 1 sticks
    Then the action is accepted
    And the winner is Benno

  @id:TN-EN-END-03 @TN-END-2
  Scenario: Nothing is accepted after the end
    Given a position of Toy Nim with 1 sticks left and Anne to move
    When Anne takes 1 sticks
    And Benno takes 1 sticks
    Then the action is rejected with code "game_over" under clause "TN-END-2"
    And the state is unchanged
