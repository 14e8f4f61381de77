@game:kuhhandel-festival @edition:en @variant:standard
Feature: Mini suite for the harness's own tests

  The harness tests run these against toy implementations. Not rules of the game.

  @id:MINI-01 @KF-AUC-4
  Scenario: A bid in tens is accepted
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}
      """
    When seat 1 acts
      """
      {"type": "bid", "player": 1, "amount": 20}
      """
    Then the action is accepted
    And the state at "players/1/name" is "Benno"

  @id:MINI-02 @KF-AUC-4
  Scenario: A bid of 15 is rejected
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}
      """
    When seat 1 acts
      """
      {"type": "bid", "player": 1, "amount": 15}
      """
    Then the action is rejected with code "bid_not_multiple_of_10" and clause "KF-AUC-4"
    And the state is
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}], "log": []}
      """

  @id:MINI-03 @KF-TURN-5
  Scenario: A malformed action is rejected
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}]}
      """
    When seat 0 acts
      """
      "nonsense"
      """
    Then the action is rejected with code "malformed_action" and clause "KF-TURN-5"

  @id:MINI-04 @KF-SET-5 @needs:view
  Scenario: Others' Kuhpons are hidden in a view
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne", "kuhpons": ["kp-0-1"]}, {"name": "Benno", "kuhpons": []}]}
      """
    Then the view of seat 1 shows seat 0's kuhpons as {"count": 1}

  @id:MINI-05 @KF-SPC-3 @R-KF-PAYMENT=any_sufficient
  Scenario: A scenario under a non-default ruling option
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}]}
      """
    Then the scenario options are {"payment": "any_sufficient"}

  @id:MINI-06 @KF-SPC-3 @R-KF-COLOURED-AMOUNT=stated
  Scenario: A scenario under an undeclared ruling option
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}]}
      """

  @id:MINI-07 @KF-END-1 @needs:legal
  Scenario: A scenario needing an undeclared capability
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}]}
      """

  @id:MINI-08 @KF-AUC-4
  Scenario Outline: Bids in tens, as an outline
    Given the position
      """
      {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}
      """
    When seat 1 bids <amount>
    Then the action is <outcome>

    Examples:
      | amount | outcome  |
      | 30     | accepted |
      | 25     | refused  |
