Feature: The 2-player game: black sheep in a neutral lot, and bids A and B
  The rulebook section "The 2-player game", Gameplay: a cow offered from the neutral pile
  whose triple already lies face up becomes a black sheep at once, turned, and is still
  auctioned. The opponent then bids either to take the cards (A) or not to take them, so
  that the auctioneer receives them (B). The auctioneer may agree to the sale, or use the
  right of first refusal by paying the opponent's bid, to take the cards (A) or to hand
  them over (B). The English opponent "must then decide" between A and B, so a pass is
  refused (R-KF-TWO-BLACK-SHEEP-BID: refused, the English default).

  Background:
    Given a game of Anne and Benno
    And Anne has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Anne's stack holds cow-400-1 and cow-400-2
    And Benno's stack holds cow-500-1 and cow-500-2
    And the neutral pile holds cow-300-4, cow-150-1, cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-100-7 and kp-0-9 from the top
    And Anne has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And it is Anne's turn

  # ------------------------------------------------------------------ KF-TWO-8: the black sheep

  @id:KF-EN-TWO-50 @KF-TWO-8 @KF-TWO-10 @R-KF-TWO-BLACK-SHEEP-BID=refused
  Scenario: A revealed cow of a completed type is still auctioned, and the opponent must bid
    When Anne auctions a neutral lot
    Then the action is accepted
    And the lot is cow-300-4 and cow-150-1
    And the hidden Kuhpon of the lot is kp-100-7
    When Benno passes
    Then the action is rejected with "bid_required" under KF-TWO-10
    And the state is unchanged
    And the step is auction

  @id:KF-EN-TWO-51 @KF-TWO-10 @needs:legal @R-KF-TWO-BLACK-SHEEP-BID=refused
  Scenario: In a lot with a black sheep the opponent may bid to take it or not to take it
    Given Anne auctions a neutral lot
    Then Benno may bid from 10 to take the lot
    And Benno may bid from 10 not to take the lot
    And Benno may not pass

  @id:KF-EN-TWO-52 @KF-TWO-8 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Bid A, sold: the opponent pays and receives the black sheep with the lot
    Given Anne auctions a neutral lot
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno has the black sheep cow-300-4
    And Benno's display holds exactly cow-150-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-10-2 and kp-100-7
    And Anne's triple of the 300-cows is cow-300-1, cow-300-2 and cow-300-3
    And Anne has no black sheep

  @id:KF-EN-TWO-53 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Bid B, sold: the opponent pays, and the auctioneer receives the lot
    Given Anne auctions a neutral lot
    When Benno bids 20 not to take the lot
    Then the action is accepted
    And the highest bid is 20 by Benno not to take the lot
    When Anne sells to the highest bidder
    Then Benno must pay 20 to Anne
    And the lot goes to Anne once paid
    When Benno pays kp-20-2
    Then the action is accepted
    And Anne has the black sheep cow-300-4
    And Anne's display holds exactly cow-150-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2 and kp-100-7
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2 and kp-10-2
    And Benno has no black sheep
    And it is Benno's turn

  @id:KF-EN-TWO-54 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Bid B, first refusal: the auctioneer pays the bid and hands the lot over
    Given Anne auctions a neutral lot
    And Benno bids 20 not to take the lot
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 20 to Benno
    And the lot goes to Benno once paid
    When Anne pays kp-20-1
    Then the action is accepted
    And Benno has the black sheep cow-300-4
    And Benno's display holds exactly cow-150-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-20-1 and kp-100-7
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1 and kp-10-1
    And Anne has no black sheep

  @id:KF-EN-TWO-55 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Bid A, first refusal: the auctioneer pays the bid and takes the lot
    Given Anne auctions a neutral lot
    And Benno bids 20 to take the lot
    When Anne uses first refusal
    Then Anne must pay 20 to Benno
    And the lot goes to Anne once paid
    When Anne pays kp-20-1
    Then the action is accepted
    And Anne has the black sheep cow-300-4
    And Anne's display holds exactly cow-150-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-10-1 and kp-100-7

  @id:KF-EN-TWO-56 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=auctioneer
  Scenario: Under the literal English reading the auctioneer keeps the Kuhpon when handing the lot over
    Given Anne auctions a neutral lot
    And Benno bids 20 not to take the lot
    And Anne uses first refusal
    When Anne pays kp-20-1
    Then the action is accepted
    And Benno has the black sheep cow-300-4
    And Benno's display holds exactly cow-150-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2, kp-10-2 and kp-20-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-10-1 and kp-100-7

  # ------------------------------------------------------------------ KF-TWO-10: when B exists

  @id:KF-EN-TWO-57 @KF-TWO-10 @R-KF-TWO-CASE-B-SCOPE
  Scenario: A neutral lot without a black sheep knows only bids to take it, and may be passed
    Given Anne auctions a neutral lot
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    And Benno auctions a neutral lot
    When Anne bids 20 not to take the lot
    Then the action is rejected with "case_b_not_allowed" under KF-TWO-10
    And the state is unchanged
    When Anne passes
    Then the action is accepted
    And Benno's display holds exactly cow-150-1, cow-60-1 and cow-100-1

  @id:KF-EN-TWO-58 @KF-TWO-10 @R-KF-REJECTION-ORDER @R-KF-TWO-CASE-B-SCOPE
  Scenario: A bid B where none is open is refused before its amount is looked at
    Given Anne auctions a neutral lot
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    And Benno auctions a neutral lot
    When Anne bids 25 not to take the lot
    Then the action is rejected with "case_b_not_allowed" under KF-TWO-10
    And the state is unchanged

  @id:KF-EN-TWO-59 @KF-TWO-10 @R-KF-TWO-CASE-B-SCOPE=neutral_lots
  Scenario: If bid B is open in every neutral lot, it may be made without a black sheep
    Given Anne auctions a neutral lot
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    And Benno auctions a neutral lot
    When Anne bids 20 not to take the lot
    Then the action is accepted
    When Benno sells to the highest bidder
    Then Anne must pay 20 to Benno
    And the lot goes to Benno once paid

  @id:KF-EN-TWO-60 @KF-TWO-10 @KF-TWO-9 @R-KF-TWO-BLACK-SHEEP-BID=allowed
  Scenario: If a pass is allowed in a lot with a black sheep, the auctioneer takes it for free
    Given Anne auctions a neutral lot
    When Benno passes
    Then the action is accepted
    And Anne has the black sheep cow-300-4
    And Anne's display holds exactly cow-150-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1 and kp-100-7

  # ------------------------------------------------------------------ KF-TWO-13: a failed payment

  @id:KF-EN-TWO-61 @KF-TWO-13 @KF-SPC-6 @KF-SPC-7 @KF-SPC-8
  Scenario: A bid B the opponent cannot pay: the money is shown and the same lot is auctioned again
    Given Anne auctions a neutral lot
    And Benno bids 200 not to take the lot
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno's Kuhpons are revealed as kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And Benno may bid at most 180
    And the auction has been repeated 1 time
    And the step is auction
    And the lot is cow-300-4 and cow-150-1
    And the hidden Kuhpon of the lot is kp-100-7
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1

  @id:KF-EN-TWO-62 @KF-TWO-13 @KF-SPC-8 @R-KF-TWO-HIDDEN-KUHPON=receiver @R-KF-TWO-BLACK-SHEEP-BID=refused
  Scenario: In the repeat the opponent bids again within the money shown, either case
    Given Anne auctions a neutral lot
    And Benno bids 200 not to take the lot
    And Anne sells to the highest bidder
    When Benno bids 190 to take the lot
    Then the action is rejected with "bid_over_cap" under KF-SPC-8
    And the state is unchanged
    When Benno passes
    Then the action is rejected with "bid_required" under KF-TWO-10
    And the state is unchanged
    When Benno bids 100 to take the lot
    Then the action is accepted
    When Anne sells to the highest bidder
    And Benno pays kp-100-2
    Then Benno has the black sheep cow-300-4
    And Benno's display holds exactly cow-150-1
    And Benno holds exactly the Kuhpons kp-50-2, kp-20-2, kp-10-2 and kp-100-7

  @id:KF-EN-TWO-63 @KF-TWO-13 @needs:view
  Scenario: The hidden Kuhpon stays hidden when the bidder's money is shown
    Given Anne auctions a neutral lot
    And Benno bids 200 to take the lot
    And Anne sells to the highest bidder
    Then Anne sees Benno's Kuhpons revealed as kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And Anne sees the hidden Kuhpon only as 1 card
    And Anne's view shows none of kp-100-7
    And Benno's view shows none of kp-100-7

  @id:KF-EN-TWO-64 @KF-SPC-5 @KF-TWO-11
  Scenario: First refusal in either case needs the money to pay the bid
    Given Anne auctions a neutral lot
    And Benno bids 190 not to take the lot
    When Anne uses first refusal
    Then the action is rejected with "first_refusal_unaffordable" under KF-SPC-5
    And the state is unchanged
    And the step is award

  # ------------------------------------------------------------------ KF-SPC-2: no change in either case

  @id:KF-EN-TWO-65 @KF-SPC-2 @KF-SPC-3 @KF-TWO-11
  Scenario: No change in case B either: the auctioneer who refuses pays the bid exactly when she can
    Given Anne auctions a neutral lot
    And Benno bids 20 not to take the lot
    And Anne uses first refusal
    When Anne pays kp-50-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged
    And Anne must pay 20 to Benno
    When Anne pays kp-20-1
    Then the action is accepted
    And Benno has the black sheep cow-300-4

  # ------------------------------------------------------------------ a Copycat nobody won

  @id:KF-EN-TWO-136 @KF-TWO-11 @KF-TWO-12 @KF-COP-2 @R-KF-COPYCAT-RECEIVED
  Scenario: A Copycat that comes to the auctioneer by a sale in case B is placed at once
    Given the neutral pile holds cow-300-4, copycat-1, cow-60-1 and cow-100-1 from the top
    And Anne auctions a neutral lot
    And Benno bids 20 not to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Anne has the black sheep cow-300-4
    And Anne must place copycat-1 (reason received)
    When Anne places copycat-1 separately
    Then the action is accepted
    And Anne's copycat-1 is placed separately
    And it is Benno's turn

