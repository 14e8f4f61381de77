Feature: End of the game
  The rulebook section "End of the Game": play as many rounds as there are players; the
  player with the fewest dung points at the end of all rounds wins (R-KN-TIES: players tied
  for the fewest share the win).

  Background:
    Given a game of Anne and Benno
    And it is round 2
    And the dung points of round 1 were 3 and 0
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back)
    And Benno holds pasture-02 (back, head) and pasture-03 (belly, back, head)
    And it is Anne's turn

  @id:KN-EN-END-01 @KN-END-1 @KN-END-2
  Scenario: The last of as many rounds as players ends the game; the fewest dung points win
    When Anne places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
    Then the action is accepted
    And the game has ended
    And the dung points of round 2 are 0 and 5
    And the dung point totals are 3 and 5
    And the game is won by Anne

  @id:KN-EN-END-02 @KN-END-2 @R-KN-TIES
  Scenario: Players tied for the fewest dung points share the win
    Given a game of Anne, Benno and Carl
    And it is round 3
    And the dung points of round 1 were 3, 0 and 2
    And the dung points of round 2 were 0, 4 and 1
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back)
    And Benno holds pasture-02 (back)
    And Carl holds pasture-03 (back, head, belly, tail)
    And it is Anne's turn
    When Anne places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
    Then the game has ended
    And the dung point totals are 3, 5 and 7
    And the game is won by Anne

  @id:KN-EN-END-03 @KN-END-2 @R-KN-TIES
  Scenario: A tie for the fewest: both win
    Given a game of Anne and Benno
    And it is round 2
    And the dung points of round 1 were 5 and 0
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back)
    And Benno holds pasture-02 (back, head, belly, tail) and pasture-03 (back)
    And it is Anne's turn
    When Anne places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
    Then the dung point totals are 5 and 5
    And the game is won by Anne and Benno

  @id:KN-EN-END-04 @KN-END-1
  Scenario: A round that is not the last leaves the game running
    Given a game of Anne, Benno and Carl
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back)
    And it is Anne's turn
    When Anne places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
    Then the round has ended
    And the step is round_over

  Rule: Nothing happens after the end of the game

    Background:
      Given a game of Anne and Benno
      And it is round 2
      And the dung points of round 1 were 3 and 0
      And the dung points of round 2 were 0 and 5
      And the round is over

    @id:KN-EN-END-05 @KN-END-3
    Scenario Outline: Every action after the end is refused
      When <action>
      Then the action is rejected with "game_over" under KN-END-3
      And the state is unchanged

      Examples:
        | action                                                         |
        | Anne starts the next round                                     |
        | Benno draws from the cowpat pile                               |
        | Anne places pasture-01 along the top side facing the top right corner |
        | Benno calls "bssszzzz"                                         |
