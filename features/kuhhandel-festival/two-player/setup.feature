Feature: The 2-player game: setup
  The rulebook section "The 2-player game", Setup: each player receives ten cow cards from
  the well-shuffled deck, and the other twenty form a neutral draw pile in the middle. The
  players take the usual Kuhpons; ten of the remaining ones, drawn at random, form a
  neutral face-down stack beside the pile.

  @id:KF-EN-TWO-01 @KF-TWO-2
  Scenario Outline: Ten cows to each player and twenty to the neutral pile
    Given a new game of Anne and Benno dealt from seed <seed>
    Then every player's stack holds 10 cards
    And the neutral pile holds 20 cards
    And the stacks and the neutral pile together hold all four copies of the 10, 30, 60, 100, 150, 220, 300, 400 and 500-cows and every Copycat
    And the box holds 0 cows
    And the box holds 0 Copycats

    Examples:
      | seed |
      | 1    |
      | 2    |
      | 3    |

  @id:KF-EN-TWO-02 @KF-TWO-3 @KF-SET-3
  Scenario Outline: The usual Kuhpons to each player, ten of the rest to the neutral stack
    Given a new game of Anne and Benno dealt from seed <seed>
    Then every player holds Kuhpons worth 0, 0, 10, 20, 50, 100, 100 and 200
    And the neutral Kuhpon stack holds 10 cards
    And the box holds 14 Kuhpons
    And the neutral Kuhpon stack and the box together hold 6 Kuhpons of value 0
    And the neutral Kuhpon stack and the box together hold 6 Kuhpons of value 100
    And the neutral Kuhpon stack and the box together hold 3 Kuhpons of value 10
    And the neutral Kuhpon stack and the box together hold 3 Kuhpons of value 20
    And the neutral Kuhpon stack and the box together hold 3 Kuhpons of value 50
    And the neutral Kuhpon stack and the box together hold 3 Kuhpons of value 200

    Examples:
      | seed |
      | 4    |
      | 5    |

  @id:KF-EN-TWO-03 @KF-CON-3 @KF-TWO-5
  Scenario: After the deal every card lies in exactly one place, the neutral piles included
    Given a new game of Anne and Benno dealt from seed 6
    Then every card of the game lies in exactly one place

  @id:KF-EN-TWO-04 @KF-TWO-1
  Scenario: Without a named first player, the first seat starts
    Given a new game of Anne and Benno dealt from seed 7
    Then it is Anne's turn
    And the step is turn

  @id:KF-EN-TWO-05 @KF-TWO-1
  Scenario: The setup names the first player
    Given a new game of Anne and Benno dealt from seed 7 where Benno starts
    Then it is Benno's turn

  @id:KF-EN-TWO-06 @KF-TWO-1
  Scenario: The 2-player game is for exactly two players
    When a new game of Anne, Benno and Claudi is dealt from seed 1
    Then the setup is refused
    When a new game of Anne is dealt from seed 1
    Then the setup is refused

  @id:KF-EN-TWO-07 @KF-TWO-4 @KF-SET-5 @needs:view @R-KF-TWO-PILE-FACE=face_down
  Scenario: At the start a player sees only the counts of the neutral piles and of the box
    Given a new game of Anne and Benno dealt from seed 8
    Then Anne sees the neutral pile as 20 cards
    And Anne sees the neutral Kuhpon stack only as 10 cards
    And Anne sees the box only as 14 cards
    And Benno sees the neutral pile as 20 cards
    And Benno sees Anne's stack as 10 cards
    And Benno sees Anne's money as 8 cards

  # ------------------------------------------------------------------ an explicit deal (new_game with `deal`)

  @id:KF-EN-TWO-08 @KF-TWO-2 @KF-TWO-3
  Scenario: An explicit deal lays the stacks, the neutral pile and the neutral Kuhpon stack in the order given
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 and copycat-2
    And Benno's stack holds cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-500-4 from the top
    And the neutral Kuhpon stack holds kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 and kp-200-4 from the top
    When the game is dealt as laid out
    Then the neutral pile holds exactly cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-500-4 from the top
    And the neutral Kuhpon stack holds exactly kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 and kp-200-4 from the top
    And every player holds Kuhpons worth 0, 0, 10, 20, 50, 100, 100 and 200
    And the box holds 14 Kuhpons
    And every card of the game lies in exactly one place

  @id:KF-EN-TWO-09 @KF-TWO-2
  Scenario: A deal that does not give each player 10 cows, or leaves a cow out, is refused
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1, copycat-2 and cow-150-1
    And Benno's stack holds cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-500-4 from the top
    And the neutral Kuhpon stack holds kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 and kp-200-4 from the top
    When the game is dealt as laid out
    Then the setup is refused at $.deal under KF-TWO-2
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 and copycat-2
    And Benno's stack holds cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-10-1 from the top
    And the neutral Kuhpon stack holds kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 and kp-200-4 from the top
    When the game is dealt as laid out
    Then the setup is refused at $.neutral_pile or $.deal under KF-TWO-2

  @id:KF-EN-TWO-18 @KF-TWO-3
  Scenario: A deal whose neutral Kuhpon stack is not 10 distinct leftover Kuhpons is refused
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 and copycat-2
    And Benno's stack holds cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-500-4 from the top
    And the neutral Kuhpon stack holds kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6 and kp-0-7 from the top
    When the game is dealt as laid out
    Then the setup is refused at $.neutral_kuhpons under KF-TWO-3
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 and copycat-2
    And Benno's stack holds cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 and cow-500-4 from the top
    And the neutral Kuhpon stack holds kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 and kp-200-5 from the top
    When the game is dealt as laid out
    Then the setup is refused at $.neutral_kuhpons under KF-TWO-3
