Feature: Contents
  The rulebook section "Contents": 40 cow cards (nine cow types of four cards each, with the
  values 10, 30, 60, 100, 150, 220, 300, 400 and 500, plus 4 Copycats) and 40 Kuhpon cards
  (ten each of 0 and 100, five each of 10, 20, 50 and 200). Every card is one physical card:
  it lies in exactly one place, and no action creates, copies or destroys one.

  @id:KF-EN-CON-01 @KF-CON-1
  Scenario: The cow cards are four cows of each of the nine types and 4 Copycats
    Given a new game of Anne, Benno, Claudi and Doris dealt from seed 11
    Then the stacks together hold 40 cards
    And the stacks together hold all four copies of the 10, 30, 60, 100, 150, 220, 300, 400 and 500-cows
    And the stacks together hold copycat-1, copycat-2, copycat-3 and copycat-4

  @id:KF-EN-CON-02 @KF-CON-1
  Scenario: A 5-player game deals the same 36 cows and 4 Copycats
    Given a new game of Anne, Benno, Claudi, Doris and Emil dealt from seed 4
    Then the stacks together hold 36 cows
    And the stacks together hold 4 Copycats
    And the stacks together hold all four copies of the 10, 30, 60, 100, 150, 220, 300, 400 and 500-cows

  @id:KF-EN-CON-03 @KF-CON-2
  Scenario: The 40 Kuhpons are ten 0s, ten 100s and five each of 10, 20, 50 and 200
    Given a new game of Anne, Benno, Claudi, Doris and Emil dealt from seed 4
    Then the money hands together hold 10 Kuhpons of value 0
    And the money hands together hold 10 Kuhpons of value 100
    And the money hands together hold 5 Kuhpons of value 10
    And the money hands together hold 5 Kuhpons of value 20
    And the money hands together hold 5 Kuhpons of value 50
    And the money hands together hold 5 Kuhpons of value 200
    And the box holds 0 Kuhpons

  @id:KF-EN-CON-04 @KF-CON-2
  Scenario: A Kuhpon is worth its face value in a payment
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Benno has the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1 and kp-0-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 80
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-20-1 and kp-10-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-50-1, kp-20-1 and kp-10-1
    And Benno holds exactly the Kuhpons kp-100-1 and kp-0-1
    And Benno's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-CON-05 @KF-CON-2 @KF-SPC-3
  Scenario: A 0 Kuhpon adds nothing to a payment
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Benno has the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1 and kp-0-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 80
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-20-1 and kp-0-1
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-CON-06 @KF-CON-2 @KF-SCO-3
  Scenario: One 200 Kuhpon is more money than six smaller Kuhpons worth 180
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne has the Kuhpons kp-200-1
    And Benno has the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-0-1 and kp-0-2
    And Claudi has the Kuhpons kp-100-2
    Then Anne has the most Kuhpons
    And Benno does not have the most Kuhpons
    And Claudi does not have the most Kuhpons

  @id:KF-EN-CON-07 @KF-CON-3
  Scenario: A sale with a triple moves every card but creates and destroys none
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-100-3, cow-30-1 and cow-60-1
    And Benno's display holds cow-100-1 and cow-100-2
    And Benno's stack holds cow-150-1 and cow-220-1
    And Claudi's display holds cow-100-4
    And Claudi's stack holds cow-300-1 and cow-400-1
    And Benno has the Kuhpons kp-100-1, kp-50-1 and kp-20-1
    And Anne auctions cow-100-3 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1 and kp-20-1
    Then the action is accepted
    And Benno's triple of the 100-cows is cow-100-1, cow-100-2 and cow-100-3
    And Claudi has the black sheep cow-100-4
    And Benno's display holds exactly cow-30-1
    And Anne holds exactly the Kuhpons kp-50-1 and kp-20-1
    And Benno holds exactly the Kuhpons kp-100-1
    And every card of the game lies in exactly one place

  @id:KF-EN-CON-08 @KF-CON-3
  Scenario: A lot naming a card that does not exist is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    When Anne auctions cow-10-1 and cow-10-5
    Then the action is rejected with "unknown_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-09 @KF-CON-3
  Scenario: A payment naming a Kuhpon that does not exist is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Benno has the Kuhpons kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-6
    Then the action is rejected with "unknown_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-10 @KF-CON-3
  Scenario: A trade offer naming a Kuhpon that does not exist is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne's display holds cow-400-1
    And Benno's display holds cow-400-2
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Anne has the Kuhpons kp-0-1 and kp-50-1
    When Anne challenges Benno over the 400-cows offering kp-0-1 and kp-0-11
    Then the action is rejected with "unknown_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-11 @KF-CON-3
  Scenario: A lot naming the same card twice is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    When Anne auctions cow-10-1 and cow-10-1
    Then the action is rejected with "duplicate_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-12 @KF-CON-3
  Scenario: A Kuhpon cannot be counted twice in one payment
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Benno has the Kuhpons kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 100
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1 and kp-50-1
    Then the action is rejected with "duplicate_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-13 @KF-CON-3
  Scenario: A Kuhpon cannot be laid twice in one trade offer
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne's display holds cow-400-1
    And Benno's display holds cow-400-2
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Anne has the Kuhpons kp-100-1 and kp-0-1
    When Anne challenges Benno over the 400-cows offering kp-100-1 and kp-100-1
    Then the action is rejected with "duplicate_card" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-CON-14 @KF-CON-3
  Scenario: A position with a card in two places is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Benno's display holds cow-10-1
    When the position is loaded
    Then the position is refused

  @id:KF-EN-CON-15 @KF-CON-3
  Scenario: A position where a card is missing is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Benno has the Kuhpons kp-100-2
    When the position is loaded without kp-100-1
    Then the position is refused

  @id:KF-EN-CON-16 @KF-CON-3
  Scenario: A position with a card that does not exist is refused
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Benno has the Kuhpons kp-200-6
    When the position is loaded
    Then the position is refused
