Feature: Game materials
  The rulebook section "Game Materials": 64 cards of five kinds (34 pasture, 4 milk, 10 cowpat,
  6 party and 10 flower cows); every cow has 1 to 4 spots, every back shows the cowpat with
  Kuhno. The printed faces are not known, so every scenario states the faces it uses
  (R-KN-DECK).

  @id:KN-EN-MAT-01 @KN-MAT-1 @KN-MAT-4
  Scenario: A new game holds the 64 cards, each once
    Given a new game of Anne, Benno and Claudi dealt from seed 5
    Then the game has 34 pasture cows, 4 milk cows, 10 cowpat cows, 6 party cows and 10 flower cows
    And every one of the 64 cards lies in exactly one place

  @id:KN-EN-MAT-02 @KN-MAT-1
  Scenario: A card that is no card of the game is refused
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the top side
    When the action {"type": "play", "player": 0, "card": "pasture-35", "side": "top", "facing": "top_right"} is sent
    Then the action is rejected with "unknown_card" under KN-MAT-1
    And the state is unchanged

  @id:KN-EN-MAT-03 @KN-MAT-2 @KN-PLACE-3 @R-KN-DECK
  Scenario Outline: A cow with four spots has a spot on every side
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the <kuhno> side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back, head, belly, tail), pasture-02 (head) and pasture-03 (head)
    When Anne places pasture-01 along the right side facing the bottom right corner
    Then the play breaks no rule
    And the right side holds exactly pasture-01
    And Anne holds exactly pasture-02 and pasture-03
    And it is now Benno's turn

    Examples:
      | kuhno  |
      | top    |
      | right  |
      | bottom |
      | left   |

  @id:KN-EN-MAT-04 @KN-MAT-2 @R-KN-DECK
  Scenario: A cow cannot carry two spots at the same place
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the top side
    And Anne holds pasture-01 (back, back)
    When the position is loaded
    Then the position is refused

  @id:KN-EN-MAT-05 @KN-MAT-3 @KN-SET-3 @needs:view
  Scenario: Kuhno's side on the top card of the pile is seen by everyone
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the left side
    And Anne holds pasture-01 (back)
    Then Benno's view shows the cowpat pile only as 57 cards with Kuhno on the left side on top
    And Claudi's view shows the cowpat pile only as 57 cards with Kuhno on the left side on top

  @id:KN-EN-MAT-06 @KN-MAT-4
  Scenario: A position with a card in two places (65 cards) is refused
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the top side
    And Anne holds pasture-01 (back) and pasture-02 (back)
    And Benno holds pasture-01 (back)
    When the position is loaded
    Then the position is refused

  @id:KN-EN-MAT-07 @KN-MAT-4
  Scenario: A position with a card missing is refused
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the top side
    And Anne holds pasture-01 (back) and pasture-02 (back)
    When the position is loaded without milk-3
    Then the position is refused
