Feature: The 2-player game: positions that cannot be loaded
  The rulebook sections "Contents" and "The 2-player game": every card lies in exactly one
  place, the neutral pile holds cows and Copycats, the neutral stack Kuhpons, and every
  neutral lot takes 2 cows and 1 Kuhpon off the top. A position that breaks this is
  refused, and the refusal names where.

  Background:
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne has the Kuhpons kp-100-1 and kp-10-1
    And it is Anne's turn

  @id:KF-EN-TWO-130 @KF-TWO-5 @KF-CON-3
  Scenario: A card in the neutral pile and in a stack is refused
    Given the neutral pile holds cow-10-1 and cow-60-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    When the position is loaded
    Then the position is refused at $.neutral_pile[0] or $.players[0].stack[0] under KF-CON-3

  @id:KF-EN-TWO-131 @KF-TWO-5
  Scenario: A Kuhpon in the neutral cow pile is refused
    Given the neutral pile holds kp-50-3 and cow-60-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    When the position is loaded
    Then the position is refused at $.neutral_pile[0]

  @id:KF-EN-TWO-132 @KF-TWO-5
  Scenario: A cow in the neutral Kuhpon stack is refused
    Given the neutral pile holds cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds cow-150-1 from the top
    When the position is loaded
    Then the position is refused at $.neutral_kuhpons[0]

  @id:KF-EN-TWO-133 @KF-TWO-5
  Scenario: A neutral pile of an odd number of cards is refused
    Given the neutral pile holds cow-60-1, cow-100-1 and cow-150-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    When the position is loaded
    Then the position is refused at $.neutral_pile under KF-TWO-5

  @id:KF-EN-TWO-134 @KF-TWO-5
  Scenario: A neutral Kuhpon stack that does not match the pile is refused
    Given the neutral pile holds cow-60-1, cow-100-1, cow-150-1 and cow-220-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    When the position is loaded
    Then the position is refused at $.neutral_kuhpons under KF-TWO-5

  @id:KF-EN-TWO-135 @KF-TWO-5 @KF-TWO-8
  Scenario: A cow of a completed type may wait in the neutral pile
    Given Benno has a triple of cow-60-2, cow-60-3 and cow-60-4
    And the neutral pile holds cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    Then the neutral pile holds exactly cow-60-1 and cow-100-1 from the top
    And it is Anne's turn
