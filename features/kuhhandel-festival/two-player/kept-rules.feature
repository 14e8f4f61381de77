Feature: The 2-player game keeps the rules of the basic game
  The rulebook section "The 2-player game": the cow trade remains the same as in the basic
  game, and all other rules remain the same. These scenarios play rules of the basic game
  with two players; they cite only the basic game's clauses, which apply to both variants.

  Background:
    Given a game of Anne and Benno
    And Anne's stack holds cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-10-1
    And Anne has the Kuhpons kp-0-1, kp-10-1, kp-50-1, kp-100-1 and kp-200-1
    And Benno has the Kuhpons kp-0-2, kp-20-1, kp-50-2, kp-100-2 and kp-200-2
    And it is Anne's turn

  @id:KF-EN-TWO-100 @KF-TRD-1 @KF-TRD-6 @KF-TURN-2
  Scenario: A cow trade between the two players, accepted
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno holds exactly the Kuhpons kp-0-2, kp-20-1, kp-50-2, kp-100-2, kp-200-2, kp-100-1 and kp-0-1
    And it is Benno's turn

  @id:KF-EN-TWO-101 @KF-TRD-7 @KF-TRD-8
  Scenario: A counter-bid: the higher bid receives the cows, each keeps the money received
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-50-1
    When Benno counters with kp-100-2
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne holds exactly the Kuhpons kp-0-1, kp-10-1, kp-100-1, kp-200-1 and kp-100-2
    And Benno holds exactly the Kuhpons kp-0-2, kp-20-1, kp-50-2, kp-200-2 and kp-50-1

  @id:KF-EN-TWO-102 @KF-TRD-9 @KF-TRD-10
  Scenario: Two ties: the challenger receives the cow, the money stays exchanged
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-50-1
    When Benno counters with kp-50-2
    Then Anne must open the trade with Benno over the 150-cows again
    When Anne offers again with kp-200-1
    And Benno counters with kp-200-2
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Anne holds exactly the Kuhpons kp-0-1, kp-10-1, kp-50-1, kp-100-1 and kp-200-2
    And Benno holds exactly the Kuhpons kp-0-2, kp-20-1, kp-50-2, kp-100-2 and kp-200-1

  @id:KF-EN-TWO-103 @KF-TRI-1 @KF-TRI-4 @KF-TRI-5
  Scenario: A trade completes a triple, and the 4th card in a stack turns into money
    Given Anne's display holds cow-150-1 and cow-150-2
    And Benno's display holds cow-150-3
    And Benno's stack holds cow-150-4
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Benno accepts
    Then Anne's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Benno's money holds cow-150-4
    And Benno's stack holds exactly cow-100-1 and cow-10-1

  @id:KF-EN-TWO-104 @KF-TRI-3 @KF-TRD-11
  Scenario: A triple turns the 4th card on the table into a black sheep
    Given Anne's display holds cow-220-1, cow-220-2 and cow-400-1
    And Benno's display holds cow-220-3, cow-220-4 and cow-400-2
    And Anne challenges Benno over the 220 and 400-cows offering kp-200-1
    When Benno accepts
    Then Anne's triple of the 220-cows is cow-220-1, cow-220-2 and cow-220-3
    And Anne's display holds exactly cow-400-1 and cow-400-2
    And Benno has the black sheep cow-220-4
    And Benno's display holds exactly nothing

  @id:KF-EN-TWO-105 @KF-COP-7 @KF-COP-5
  Scenario: A separate Copycat joins a pair when cows arrive, and completes the triple
    Given Anne's display holds cow-220-1 and cow-220-2
    And Anne's copycat-1 is placed separately
    And Anne auctions cow-30-1 and cow-60-1
    When Benno passes
    Then Anne must place copycat-1 (reason cows_arrived)
    When Anne places copycat-1 with the 220-cows
    Then the action is accepted
    And Anne's triple of the 220-cows is cow-220-1, cow-220-2 and copycat-1
    And it is Benno's turn

  @id:KF-EN-TWO-106 @KF-SPC-2 @KF-SPC-3 @R-KF-PAYMENT=exact_or_least
  Scenario: No change: who cannot pay the bid exactly pays the least amount above it
    Given Anne auctions cow-30-1 and cow-60-1
    And Benno bids 30 to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-20-1 and kp-50-2
    Then the action is rejected with "payment_not_least" under KF-SPC-3
    And the state is unchanged
    When Benno pays kp-50-2
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-0-1, kp-10-1, kp-50-1, kp-100-1, kp-200-1 and kp-50-2

  @id:KF-EN-TWO-107 @KF-TURN-3
  Scenario: Only the turn player acts on their turn
    When Benno auctions cow-100-1 and cow-10-1
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TWO-108 @KF-SCO-1 @KF-SCO-2 @KF-SCO-3 @KF-SCO-4 @KF-SCO-5 @KF-SCO-6
  Scenario: Scoring as in the basic game
    Given Anne has a triple of cow-500-1, cow-500-2 and cow-500-3
    And Anne has a triple of cow-220-1, cow-220-2 and copycat-2
    And Anne has the black sheep cow-220-3
    And Benno has a triple of cow-400-1, cow-400-2 and cow-400-3
    And Benno has the black sheep cow-500-4
    And the game is over
    Then Benno has the most Kuhpons
    And Anne scores 2 x 720 + 50 - 220 = 1270
    And Benno scores 2 x 400 - 500 = 300
    And the winner is Anne

  @id:KF-EN-TWO-109 @KF-END-7
  Scenario: Nothing is played after the end
    Given the game is over
    When Anne auctions cow-30-1 and cow-60-1
    Then the action is rejected with "game_over" under KF-END-7
    And the state is unchanged
