Feature: Special cases in the auction
  The rulebook section "Special cases in the auction": nobody bids, no matching Kuhpons
  (no change is given; who cannot pay exactly pays more, the auctioneer too), and a highest
  bidder unable to pay, who shows their Kuhpons, after which the auction is repeated and
  they may bid no more than they have.

  Background:
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And it is Anne's turn

  # ------------------------------------------------------------------ KF-SPC-1: nobody bids

  @id:KF-EN-SPC-01 @KF-SPC-1 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Nobody bids: the auctioneer takes the 2 cards for free
    Given Anne has the Kuhpons kp-100-1 and kp-10-1
    And Benno has the Kuhpons kp-50-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Anne holds exactly the Kuhpons kp-100-1 and kp-10-1
    And Benno holds exactly the Kuhpons kp-50-1
    And Claudi holds exactly the Kuhpons kp-200-1
    And Anne's stack holds exactly cow-60-1
    And it is Benno's turn

  @id:KF-EN-SPC-02 @KF-SPC-1 @KF-TURN-4 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Nobody bids: there is nothing to award or pay
    Given Anne has the Kuhpons kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    And Claudi passes
    When Anne uses first refusal
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    When Anne pays kp-100-1
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    And it is Benno's turn

  @id:KF-EN-SPC-03 @KF-SPC-1 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: When the auctioneer calls the close, a close without a bid gives them the lot for free
    Given Anne has the Kuhpons kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And the step is auction
    And there is no bid
    When Anne closes the auction
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Anne holds exactly the Kuhpons kp-100-1
    And it is Benno's turn

  # ------------------------------------------------------------------ KF-SPC-2: no exchange, no change

  @id:KF-EN-SPC-04 @KF-SPC-2 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: No change is given when the buyer pays more than the bid
    Given Benno has the Kuhpons kp-0-1, kp-50-1 and kp-100-1
    And Anne has the Kuhpons kp-10-1 and kp-20-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-10-1, kp-20-1 and kp-50-1
    And Benno holds exactly the Kuhpons kp-0-1 and kp-100-1
    And Benno's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-SPC-05 @KF-SPC-2
  Scenario: A payment is made only with the payer's own money
    Given Benno has the Kuhpons kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-10-2
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-1 and kp-10-2
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged
    When Benno pays kp-20-1 and kp-10-5
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged
    And Benno must pay 30 to Anne

  # ------------------------------------------------------------------ KF-SPC-3: paying more

  @id:KF-EN-SPC-06 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: A buyer who can pay the exact amount may not pay more
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged
    And Benno must pay 70 to Anne

  @id:KF-EN-SPC-07 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: An exact payment may not include a 0-value Kuhpon
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-20-1 and kp-0-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-SPC-08 @KF-SPC-3
  Scenario: A payment below the bid is refused
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-10-1 and kp-0-1
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-SPC-09 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: The exact amount is accepted
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1 and kp-20-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-50-1 and kp-20-1
    And Benno holds exactly the Kuhpons kp-0-1, kp-10-1 and kp-100-1
    And Benno's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-SPC-10 @KF-SPC-3 @R-KF-PAYMENT=exact_or_least
  Scenario: Who cannot pay exactly must pay the least total above the bid
    Given Benno has the Kuhpons kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-1
    Then the action is rejected with "payment_not_least" under KF-SPC-3
    And the state is unchanged
    When Benno pays kp-50-1, kp-20-1 and kp-20-2
    Then the action is rejected with "payment_not_least" under KF-SPC-3
    And the state is unchanged
    When Benno pays kp-50-1 and kp-20-2
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-50-1 and kp-20-2
    And Benno holds exactly the Kuhpons kp-20-1 and kp-100-1
    And Benno's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-SPC-11 @KF-SPC-3 @R-KF-PAYMENT=exact_or_least
  Scenario: An overpayment may not include a 0-value Kuhpon
    Given Benno has the Kuhpons kp-0-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1 and kp-0-1
    Then the action is rejected with "payment_not_least" under KF-SPC-3
    And the state is unchanged
    When Benno pays kp-20-1
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-SPC-12 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: Who cannot pay exactly and pays too little is refused
    Given Benno has the Kuhpons kp-0-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-1 and kp-0-1
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-SPC-13 @KF-SPC-3 @needs:legal @R-KF-PAYMENT=exact_or_least
  Scenario: The only legal payments are those of the least total above the bid
    Given Benno has the Kuhpons kp-0-1, kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno may pay 70 and nothing else

  @id:KF-EN-SPC-36 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: With minimal payments, who cannot pay exactly may pay any total no card of which is spare
    60 cannot be paid exactly; 100 is more than the least total (70), but without the 100
    nothing would be left, so no card is spare.
    Given Benno has the Kuhpons kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-100-1
    And Benno holds exactly the Kuhpons kp-20-1, kp-20-2 and kp-50-1

  @id:KF-EN-SPC-37 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: With minimal payments, a payment that would still cover the bid without one of its cards is refused
    Given Benno has the Kuhpons kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-20-1 and kp-20-2
    Then the action is rejected with "payment_not_minimal" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-SPC-38 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: With minimal payments, who can pay exactly must still pay exactly
    Given Benno has the Kuhpons kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-SPC-39 @KF-SPC-3 @R-KF-PAYMENT @needs:legal
  Scenario: With minimal payments, the legal payments are those without a spare card
    Given Benno has the Kuhpons kp-0-1, kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno may pay 70 and 100 and nothing else

  @id:KF-EN-SPC-14 @KF-SPC-3 @R-KF-PAYMENT=any_sufficient
  Scenario: With any sufficient payment a buyer may overpay although the exact amount is possible
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-100-1
    And Benno holds exactly the Kuhpons kp-0-1, kp-10-1, kp-20-1 and kp-50-1
    And Benno's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-SPC-15 @KF-SPC-3 @R-KF-PAYMENT=any_sufficient
  Scenario: With any sufficient payment a 0-value Kuhpon may be added
    Given Benno has the Kuhpons kp-0-1, kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-20-1, kp-20-2 and kp-0-1
    Then the action is accepted
    And Anne holds exactly the Kuhpons kp-0-1, kp-20-1, kp-20-2 and kp-50-1
    And Benno holds exactly the Kuhpons kp-100-1

  @id:KF-EN-SPC-16 @KF-SPC-3 @R-KF-PAYMENT=any_sufficient
  Scenario: With any sufficient payment too little is still refused
    Given Benno has the Kuhpons kp-0-1, kp-10-1, kp-20-1, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 70
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-50-1, kp-10-1 and kp-0-1
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged

  # ------------------------------------------------------------------ KF-SPC-4: the auctioneer pays the same way

  @id:KF-EN-SPC-17 @KF-SPC-4 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: The auctioneer using first refusal must pay exactly when they can
    Given Anne has the Kuhpons kp-0-1, kp-10-1, kp-20-1 and kp-50-1
    And Benno has the Kuhpons kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-50-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged
    When Anne pays kp-20-1, kp-10-1 and kp-0-1
    Then the action is rejected with "payment_not_exact" under KF-SPC-3
    And the state is unchanged
    When Anne pays kp-20-1 and kp-10-1
    Then the action is accepted
    And Benno holds exactly the Kuhpons kp-100-1, kp-20-1 and kp-10-1
    And Anne holds exactly the Kuhpons kp-0-1 and kp-50-1
    And Anne's display holds exactly cow-10-1 and cow-30-1

  @id:KF-EN-SPC-18 @KF-SPC-4 @KF-SPC-3 @R-KF-PAYMENT=exact_or_least
  Scenario: The auctioneer who cannot pay exactly pays the least total above the bid
    Given Anne has the Kuhpons kp-20-1, kp-20-2, kp-50-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-100-1
    Then the action is rejected with "payment_not_least" under KF-SPC-3
    And the state is unchanged
    When Anne pays kp-50-1
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged
    When Anne pays kp-50-1 and kp-20-1
    Then the action is accepted
    And Benno holds exactly the Kuhpons kp-50-1 and kp-20-1
    And Anne holds exactly the Kuhpons kp-20-2 and kp-100-1
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Benno's display holds exactly nothing
    And it is Benno's turn

  @id:KF-EN-SPC-19 @KF-SPC-4 @KF-SPC-3 @R-KF-PAYMENT=any_sufficient
  Scenario: With any sufficient payment the auctioneer may overpay for first refusal
    Given Anne has the Kuhpons kp-10-1, kp-20-1 and kp-50-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-50-1
    Then the action is accepted
    And Benno holds exactly the Kuhpons kp-50-1
    And Anne holds exactly the Kuhpons kp-10-1 and kp-20-1
    And Anne's display holds exactly cow-10-1 and cow-30-1

  # ------------------------------------------------------------------ KF-SPC-5: first refusal needs the money

  @id:KF-EN-SPC-20 @KF-SPC-5 @KF-AUC-8 @R-KF-REFUSAL-UNABLE
  Scenario: An auctioneer who cannot pay the bid cannot use first refusal, and sells
    Given Anne has the Kuhpons kp-0-1, kp-10-1 and kp-20-1
    And Benno has the Kuhpons kp-50-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 40
    And Claudi passes
    When Anne uses first refusal
    Then the action is rejected with "first_refusal_unaffordable" under KF-SPC-5
    And the state is unchanged
    And the step is award
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno must pay 40 to Anne

  @id:KF-EN-SPC-21 @KF-SPC-5 @KF-AUC-8 @R-KF-REFUSAL-UNABLE
  Scenario: An auctioneer whose money just reaches the bid may use first refusal
    Given Anne has the Kuhpons kp-0-1, kp-10-1 and kp-20-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 30 to Benno

  @id:KF-EN-SPC-22 @KF-SPC-5 @R-KF-REFUSAL-UNABLE @needs:legal
  Scenario: First refusal the auctioneer cannot afford is no legal action
    Given Anne has the Kuhpons kp-10-1 and kp-20-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 40
    When Claudi passes
    Then the action is accepted
    And Anne may not use first refusal

  # ------------------------------------------------------------------ KF-SPC-6: unable to pay

  @id:KF-EN-SPC-23 @KF-SPC-6 @KF-SPC-7 @KF-AUC-7 @R-KF-FAILED-SALE @R-KF-REPEAT
  Scenario: A highest bidder who cannot pay shows all their Kuhpons and the auction is repeated
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno's Kuhpons are revealed as kp-0-1, kp-20-1 and kp-100-1
    And the step is auction
    And there is no bid
    And the lot is cow-10-1 and cow-30-1
    And the auction has been repeated 1 time
    And Benno holds exactly the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne holds exactly the Kuhpons kp-10-1
    And Benno's display holds exactly nothing
    And Anne's display holds exactly nothing

  @id:KF-EN-SPC-24 @KF-SPC-6 @R-KF-FAILED-SALE @needs:view
  Scenario: The other players see the Kuhpons of the bidder who cannot pay
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    When Benno bids 150
    And Claudi passes
    Then the action is accepted
    And Claudi's view shows none of kp-0-1, kp-20-1 and kp-100-1
    And Anne's view shows none of kp-0-1, kp-20-1 and kp-100-1
    When Anne sells to the highest bidder
    Then the action is accepted
    And Claudi sees Benno's Kuhpons revealed as kp-0-1, kp-20-1 and kp-100-1
    And Anne sees Benno's Kuhpons revealed as kp-0-1, kp-20-1 and kp-100-1
    And Claudi's view shows kp-0-1, kp-20-1 and kp-100-1
    And Anne's view shows kp-0-1, kp-20-1 and kp-100-1

  @id:KF-EN-SPC-25 @KF-SPC-6 @KF-TURN-4 @R-KF-FAILED-SALE
  Scenario: After a failed sale the auctioneer cannot switch to first refusal
    Given Anne has the Kuhpons kp-100-1, kp-100-2 and kp-50-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-3
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    When Anne uses first refusal
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    And the step is auction

  @id:KF-EN-SPC-26 @KF-SPC-6 @KF-AUC-7 @R-KF-FAILED-SALE
  Scenario: A highest bidder whose money just reaches the bid pays and is not revealed
    Given Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 120
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno must pay 120 to Anne
    And nobody's Kuhpons are revealed

  # ------------------------------------------------------------------ KF-SPC-7: the repeated auction

  @id:KF-EN-SPC-27 @KF-SPC-7 @KF-SPC-8 @R-KF-REPEAT @R-KF-PAYMENT
  Scenario: In the repeated auction everyone bids again, and the lot is sold
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    And Claudi bids 50
    And Benno bids 60
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno must pay 60 to Anne
    When Benno pays kp-100-1
    Then the action is accepted
    And Benno's display holds exactly cow-10-1 and cow-30-1
    And Anne holds exactly the Kuhpons kp-10-1 and kp-100-1
    And Benno holds exactly the Kuhpons kp-0-1 and kp-20-1
    And Anne's stack holds exactly cow-60-1
    And it is Benno's turn

  @id:KF-EN-SPC-28 @KF-SPC-7 @KF-AUC-8 @R-KF-REPEAT @R-KF-PAYMENT
  Scenario: The auctioneer may use first refusal in the repeated auction
    Given Anne has the Kuhpons kp-50-1 and kp-100-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-2
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    And Claudi bids 50
    And Benno passes
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 50 to Claudi
    When Anne pays kp-50-1
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Claudi holds exactly the Kuhpons kp-200-1 and kp-50-1
    And Benno holds exactly the Kuhpons kp-0-1, kp-20-1 and kp-100-2
    And it is Benno's turn

  @id:KF-EN-SPC-29 @KF-SPC-7 @KF-SPC-1 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Nobody bids in the repeated auction: the auctioneer takes the lot for free
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Anne holds exactly the Kuhpons kp-10-1
    And Benno holds exactly the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And it is Benno's turn

  @id:KF-EN-SPC-30 @KF-SPC-7 @KF-AUC-5 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=all_pass
  Scenario: The repeated auction starts with no bid and no passes
    Given Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And there is no bid
    And nobody has passed since the last bid
    When Benno passes
    Then the action is accepted
    And the step is auction
    And Benno has passed

  @id:KF-EN-SPC-31 @KF-SPC-7 @KF-SPC-8 @KF-SPC-6 @R-KF-REPEAT
  Scenario: A second bidder who cannot pay in the repeat is shown and capped too
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-10-2 and kp-20-2
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    And Claudi bids 130
    And Benno passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And the auction has been repeated 2 times
    And Benno's Kuhpons are revealed as kp-0-1, kp-20-1 and kp-100-1
    And Claudi's Kuhpons are revealed as kp-10-2 and kp-20-2
    And Benno may bid at most 120
    And Claudi may bid at most 30
    When Benno bids 130
    Then the action is rejected with "bid_over_cap" under KF-SPC-8
    And the state is unchanged
    When Claudi bids 40
    Then the action is rejected with "bid_over_cap" under KF-SPC-8
    And the state is unchanged

  # ------------------------------------------------------------------ KF-SPC-8: the cap

  @id:KF-EN-SPC-32 @KF-SPC-8 @R-KF-REPEAT
  Scenario: In the repeat the bidder who could not pay may not bid more than they have
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno may bid at most 120
    And Claudi may bid without a cap
    When Benno bids 130
    Then the action is rejected with "bid_over_cap" under KF-SPC-8
    And the state is unchanged
    When Benno bids 120
    Then the action is accepted
    And the highest bid is 120 by Benno

  @id:KF-EN-SPC-33 @KF-SPC-8 @R-KF-REPEAT
  Scenario: The cap holds even when the bid would otherwise be high enough
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    And Claudi bids 120
    When Benno bids 130
    Then the action is rejected with "bid_over_cap" under KF-SPC-8
    And the state is unchanged
    And the highest bid is 120 by Claudi
    When Claudi bids 300
    Then the action is accepted
    And the highest bid is 300 by Claudi

  @id:KF-EN-SPC-34 @KF-SPC-8 @R-KF-REPEAT @needs:legal
  Scenario: The capped bidder's legal bids stop at their money
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno may bid from 10 up to 120
    And Claudi may bid from 10
    When Claudi bids 120
    Then the action is accepted
    And Benno may not bid

  @id:KF-EN-SPC-35 @KF-SPC-8 @KF-SPC-7 @R-KF-REPEAT @needs:view
  Scenario: The shown Kuhpons stay visible during the repeat and are hidden again after delivery
    Given Anne has the Kuhpons kp-10-1
    And Benno has the Kuhpons kp-0-1, kp-20-1 and kp-100-1
    And Claudi has the Kuhpons kp-200-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 150
    And Claudi passes
    And Anne sells to the highest bidder
    When Claudi bids 50
    Then the action is accepted
    And Claudi sees Benno's Kuhpons revealed as kp-0-1, kp-20-1 and kp-100-1
    And Anne sees Benno's Kuhpons revealed as kp-0-1, kp-20-1 and kp-100-1
    When Benno passes
    And Anne sells to the highest bidder
    And Claudi pays kp-200-1
    Then the action is accepted
    And Claudi's display holds exactly cow-10-1 and cow-30-1
    And nobody's Kuhpons are revealed
    And Claudi's view shows none of kp-0-1, kp-20-1 and kp-100-1
    And Anne's view shows none of kp-0-1, kp-20-1 and kp-100-1
    And Claudi sees Benno's money as 3 cards
