Feature: The 2-player game: auctions of your own cards or of a neutral lot
  The rulebook section "The 2-player game", Gameplay: you auction 2 cards of your own
  stack as before, or the top 2 cards of the neutral cow pile with one card of the
  neutral Kuhpon stack, the cows face up and the Kuhpon face down. Your opponent states a
  bid for the 2 or the 3 cards. If you agree to the sale, the opponent pays you the bid and
  takes the cards, the Kuhpon into their money without showing it; or you use your right
  of first refusal and pay the opponent their bid.

  Background:
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And the neutral pile holds cow-220-1, cow-300-1, cow-400-1 and cow-500-1 from the top
    And the neutral Kuhpon stack holds kp-50-3 and kp-0-9 from the top
    And Anne has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And it is Anne's turn

  # ------------------------------------------------------------------ KF-TWO-6, KF-TWO-7: the neutral lot

  @id:KF-EN-TWO-10 @KF-TWO-6 @KF-TWO-7 @KF-TWO-5
  Scenario: A neutral lot is the top 2 cows of the pile and the top Kuhpon of the neutral stack
    When Anne auctions a neutral lot
    Then the action is accepted
    And the lot is cow-220-1 and cow-300-1
    And the hidden Kuhpon of the lot is kp-50-3
    And the neutral pile holds exactly cow-400-1 and cow-500-1 from the top
    And the neutral Kuhpon stack holds exactly kp-0-9 from the top
    And Anne's stack holds exactly cow-10-1, cow-30-1 and cow-60-1
    And the step is auction

  @id:KF-EN-TWO-11 @KF-TWO-5 @KF-TWO-7
  Scenario: The next neutral lot comes from the top of what is left
    Given Anne auctions a neutral lot
    And Benno passes
    When Benno auctions a neutral lot
    Then the action is accepted
    And the lot is cow-400-1 and cow-500-1
    And the hidden Kuhpon of the lot is kp-0-9
    And the neutral pile holds 0 cards
    And the neutral Kuhpon stack holds 0 cards

  @id:KF-EN-TWO-12 @KF-TWO-6
  Scenario: No neutral lot when the neutral pile is empty
    Given Anne auctions a neutral lot
    And Benno passes
    And Benno auctions a neutral lot
    And Anne passes
    When Anne auctions a neutral lot
    Then the action is rejected with "neutral_pile_empty" under KF-TWO-6
    And the state is unchanged
    And it is Anne's turn

  @id:KF-EN-TWO-13 @KF-TWO-6 @needs:legal @R-KF-STACK-LOOK=owner_sees
  Scenario: The turn player may auction their own cards or a neutral lot
    Then Anne may auction cow-10-1 and cow-30-1
    And Anne may auction a neutral lot
    And Anne may not trade
    And Benno has no legal action

  @id:KF-EN-TWO-14 @KF-TWO-6 @needs:legal @R-KF-STACK-LOOK=owner_sees
  Scenario: Once the neutral pile is empty only the own cards are left to auction
    Given Anne auctions a neutral lot
    And Benno passes
    And Benno auctions a neutral lot
    And Anne passes
    Then Anne may not auction a neutral lot
    And Anne may auction cow-10-1 and cow-60-1

  @id:KF-EN-TWO-15 @KF-TWO-6 @KF-AUC-1
  Scenario: An auction of the own stack works as in the standard game and leaves the pile alone
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And the lot is cow-10-1 and cow-30-1
    And the lot has no hidden Kuhpon
    And the neutral pile holds exactly cow-220-1, cow-300-1, cow-400-1 and cow-500-1 from the top
    And the neutral Kuhpon stack holds exactly kp-50-3 and kp-0-9 from the top

  @id:KF-EN-TWO-16 @KF-AUC-1 @KF-TWO-6
  Scenario: An auction of the own stack must still be 2 cards
    When Anne auctions cow-10-1
    Then the action is rejected with "lot_size" under KF-AUC-1
    And the state is unchanged
    When Anne auctions cow-10-1, cow-30-1 and cow-60-1
    Then the action is rejected with "lot_size" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-TWO-17 @KF-TURN-5 @KF-TWO-6 @KF-TWO-7
  Scenario: A neutral lot names no cards
    When the action {"type": "auction_neutral", "player": 0, "cards": ["cow-220-1", "cow-300-1"]} is sent
    Then the action is rejected with "malformed_action" under KF-TURN-5
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TWO-9: one stated bid

  @id:KF-EN-TWO-20 @KF-TWO-9
  Scenario: The opponent states one bid and the auction closes at once
    Given Anne auctions a neutral lot
    When Benno bids 30 to take the lot
    Then the action is accepted
    And the step is award
    And the highest bid is 30 by Benno to take the lot
    When Benno bids 40 to take the lot
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    When Benno passes
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-TWO-21 @KF-TWO-9 @KF-AUC-2
  Scenario: The auctioneer does not bid
    Given Anne auctions a neutral lot
    When Anne bids 20 to take the lot
    Then the action is rejected with "auctioneer_cannot_bid" under KF-AUC-2
    And the state is unchanged

  @id:KF-EN-TWO-22 @KF-TWO-9
  Scenario: Nobody calls the close of a 2-player auction
    Given Anne auctions a neutral lot
    When Anne closes the auction
    Then the action is rejected with "close_not_allowed_two_player" under KF-TWO-9
    And the state is unchanged
    And the step is auction

  @id:KF-EN-TWO-23 @KF-TWO-9 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: Nobody calls the close, whatever the option of the standard game says
    Given Anne auctions cow-10-1 and cow-30-1
    When Anne closes the auction
    Then the action is rejected with "close_not_allowed_two_player" under KF-TWO-9
    And the state is unchanged
    When Benno bids 20 to take the lot
    Then the action is accepted
    And the step is award

  @id:KF-EN-TWO-24 @KF-TWO-9 @KF-SPC-1 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: When the opponent states no bid, the auctioneer takes the lot for free, its Kuhpon too
    Given Anne auctions a neutral lot
    When Benno passes
    Then the action is accepted
    And Anne's display holds exactly cow-220-1 and cow-300-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1 and kp-50-3
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And it is Benno's turn

  @id:KF-EN-TWO-25 @KF-AUC-4 @KF-TWO-9
  Scenario: The stated bid is at least 10, in steps of 10
    Given Anne auctions a neutral lot
    When Benno bids 0 to take the lot
    Then the action is rejected with "bid_too_low" under KF-AUC-4
    And the state is unchanged
    When Benno bids 25 to take the lot
    Then the action is rejected with "bid_not_multiple_of_10" under KF-AUC-4
    And the state is unchanged

  @id:KF-EN-TWO-27 @KF-TURN-5 @KF-TWO-10
  Scenario: A 2-player bid says whether it is to take the lot or not
    Given Anne auctions cow-10-1 and cow-30-1
    When the action {"type": "bid", "player": 1, "amount": 20} is sent
    Then the action is rejected with "malformed_action" under KF-TURN-5
    And the state is unchanged
    When the action {"type": "bid", "player": 1, "amount": 20, "case": "C"} is sent
    Then the action is rejected with "malformed_action" under KF-TURN-5
    And the state is unchanged

  @id:KF-EN-TWO-26 @KF-TWO-9 @needs:legal
  Scenario: After the lot is laid out only the opponent may act: bid to take the lot, or pass
    Given Anne auctions a neutral lot
    Then Benno may bid from 10 to take the lot
    And Benno may not bid not to take the lot
    And Benno may pass
    And Anne has no legal action

  # ------------------------------------------------------------------ KF-TWO-11, KF-TWO-12: the award

  @id:KF-EN-TWO-30 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: On a sale the opponent pays the auctioneer and takes the cows and the hidden Kuhpon
    Given Anne auctions a neutral lot
    And Benno bids 30 to take the lot
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno must pay 30 to Anne
    And the lot goes to Benno once paid
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno's display holds exactly cow-220-1 and cow-300-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2 and kp-50-3
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2 and kp-10-2
    And it is Benno's turn

  @id:KF-EN-TWO-31 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: By first refusal the auctioneer pays the opponent's bid and takes all 3 cards
    Given Anne auctions a neutral lot
    And Benno bids 30 to take the lot
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 30 to Benno
    And the lot goes to Anne once paid
    When Anne pays kp-20-1 and kp-10-1
    Then the action is accepted
    And Anne's display holds exactly cow-220-1 and cow-300-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1 and kp-50-3
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-20-1 and kp-10-1

  @id:KF-EN-TWO-32 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=auctioneer
  Scenario: Under the literal English reading the auctioneer always takes the hidden Kuhpon
    Given Anne auctions a neutral lot
    And Benno bids 30 to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno's display holds exactly cow-220-1 and cow-300-1
    And Benno holds exactly the Kuhpons kp-100-2 and kp-50-2
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2, kp-10-2 and kp-50-3

  @id:KF-EN-TWO-33 @KF-TWO-12 @KF-CON-3
  Scenario: The hidden Kuhpon cannot pay for its own lot
    Given Anne auctions a neutral lot
    And Benno bids 50 to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-50-3
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged
    And Benno must pay 50 to Anne

  @id:KF-EN-TWO-34 @KF-TWO-11 @KF-TWO-6
  Scenario: An auction of the own stack has first refusal too
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20 to take the lot
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 20 to Benno
    And the lot goes to Anne once paid
    When Anne pays kp-20-1
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2, kp-10-2 and kp-20-1

  @id:KF-EN-TWO-35 @KF-TWO-11 @KF-TWO-10
  Scenario: An auction of the own stack knows only bids to take the lot
    Given Anne auctions cow-10-1 and cow-30-1
    When Benno bids 20 not to take the lot
    Then the action is rejected with "case_b_not_allowed" under KF-TWO-10
    And the state is unchanged
    When Benno bids 20 to take the lot
    Then the action is accepted
    And the highest bid is 20 by Benno to take the lot

  # ------------------------------------------------------------------ KF-TWO-4: what the players see

  @id:KF-EN-TWO-40 @KF-TWO-4 @needs:view @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Nobody sees the hidden Kuhpon in the lot, and after the sale only its receiver does
    Given Anne auctions a neutral lot
    Then Anne sees the hidden Kuhpon only as 1 card
    And Benno sees the hidden Kuhpon only as 1 card
    And Anne's view shows none of kp-50-3
    And Benno's view shows none of kp-50-3
    And Anne sees the lot as cow-220-1 and cow-300-1
    When Benno bids 30 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    Then Benno's view shows kp-50-3
    And Anne's view shows none of kp-50-3
    And Anne sees Benno's money as 3 cards

  @id:KF-EN-TWO-41 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE=face_down
  Scenario: A face-down neutral pile shows nothing but its count
    Then Anne sees the neutral pile as 4 cards
    And Benno sees the neutral pile as 4 cards
    And Anne's view shows none of cow-220-1, cow-300-1, cow-400-1 and cow-500-1
    And Anne sees the neutral Kuhpon stack only as 2 cards
    And Anne's view shows none of kp-50-3 and kp-0-9
    When Anne auctions a neutral lot
    Then Anne sees the neutral pile as 2 cards
    And Benno's view shows none of cow-400-1 and cow-500-1

  @id:KF-EN-TWO-42 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE=face_up
  Scenario: A face-up neutral pile shows its top card to both players, and nothing below
    Then Anne sees the neutral pile as 4 cards with cow-220-1 on top
    And Benno sees the neutral pile as 4 cards with cow-220-1 on top
    And Anne's view shows none of cow-300-1, cow-400-1 and cow-500-1
    When Anne auctions a neutral lot
    Then Benno sees the neutral pile as 2 cards with cow-400-1 on top
    And Benno's view shows none of cow-500-1
    And Benno sees the hidden Kuhpon only as 1 card
    When Benno passes
    And Benno auctions a neutral lot
    Then Anne sees the neutral pile as 0 cards with no card on top

  @id:KF-EN-TWO-43 @KF-TWO-4 @needs:view
  Scenario: The box, which holds the undrawn Kuhpons, shows only its count
    Then Anne sees the box only as 61 cards
    And Benno sees the box only as 61 cards
    And Anne's view shows none of kp-200-1, kp-0-1 and copycat-1
