@game:kuhhandel-festival @edition:en @variant:standard
Feature: Auction
  The rulebook section "Auction": the auctioneer lays 2 cards of their stack face up, the
  other players bid in steps of at least 10, and the auctioneer sells or uses first refusal.

  Background:
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
    And Claudi has the Kuhpons kp-200-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And it is Anne's turn

  @id:KF-EN-AUC-01 @KF-AUC-1
  Scenario: The auctioneer lays 2 cards of their own stack face up
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And the lot is cow-10-1 and cow-30-1
    And Anne's stack holds exactly cow-60-1

  @id:KF-EN-AUC-02 @KF-AUC-2
  Scenario: The auctioneer may not bid
    Given Anne auctions cow-10-1 and cow-30-1
    When Anne bids 20
    Then the action is rejected with "auctioneer_cannot_bid" under KF-AUC-2
    And the state is unchanged

  @id:KF-EN-AUC-03 @KF-AUC-4
  Scenario: A bid must exceed the highest bid by at least 10
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 40
    When Claudi bids 45
    Then the action is rejected with "bid_not_multiple_of_10" under KF-AUC-4
    And the state is unchanged

  @id:KF-EN-AUC-04 @KF-AUC-7 @KF-AUC-5
  Scenario: The highest bidder pays and takes the lot
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-1 and kp-10-2
    Then the action is accepted
    And Benno's display holds exactly cow-10-1 and cow-30-1
    And Anne's money holds kp-20-1 and kp-10-2
    And it is Benno's turn
