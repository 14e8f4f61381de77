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

  @id:KF-EN-AUC-50 @KF-AUC-1 @R-KF-STACK-LOOK=blind @needs:legal
  Scenario: With a blind stack the auctioneer is offered a draw of 2 cards, not a choice among them
    Then Anne may auction 2 cards drawn blind from the stack

  @id:KF-EN-AUC-51 @KF-AUC-1 @R-KF-STACK-LOOK=blind
  Scenario: With a blind stack the auction records which 2 cards came out of the stack
    When Anne auctions cow-10-1 and cow-60-1
    Then the action is accepted
    And the lot is cow-10-1 and cow-60-1
    And Anne's stack holds exactly cow-30-1

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
    45 exceeds 40 by 5: it is too low, whatever else is wrong with it.
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 40
    When Claudi bids 45
    Then the action is rejected with "bid_too_low" under KF-AUC-4
    And the state is unchanged
    And the highest bid is 40 by Benno

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

  # ------------------------------------------------------------------ KF-AUC-1: the lot

  @id:KF-EN-AUC-05 @KF-AUC-1 @KF-COP-1
  Scenario: A Copycat of the stack may be part of the lot
    Given Anne's stack holds copycat-1
    When Anne auctions cow-60-1 and copycat-1
    Then the action is accepted
    And the lot is cow-60-1 and copycat-1
    And Anne's stack holds exactly cow-10-1, cow-30-1
    And the step is auction
    And there is no bid

  @id:KF-EN-AUC-06 @KF-AUC-1
  Scenario: A lot of 1 card is refused while the stack holds more
    When Anne auctions cow-10-1
    Then the action is rejected with "lot_size" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-AUC-07 @KF-AUC-1
  Scenario: A lot of 3 cards is refused
    When Anne auctions cow-10-1, cow-30-1 and cow-60-1
    Then the action is rejected with "lot_size" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-AUC-08 @KF-AUC-1
  Scenario: The auctioneer may not offer a card of another player's stack
    When Anne auctions cow-10-1 and cow-100-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-AUC-09 @KF-AUC-1
  Scenario: The auctioneer may not offer a cow of their own display
    Given Anne's display holds cow-400-1
    When Anne auctions cow-10-1 and cow-400-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-AUC-10 @KF-AUC-1
  Scenario: The auctioneer may not offer a card that lies in the box
    When Anne auctions cow-10-1 and cow-500-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  # ------------------------------------------------------------------ KF-AUC-2, KF-AUC-3: who bids

  @id:KF-EN-AUC-11 @KF-AUC-2
  Scenario: The auctioneer may not bid over a bid either
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Anne bids 30
    Then the action is rejected with "auctioneer_cannot_bid" under KF-AUC-2
    And the state is unchanged
    And the highest bid is 20 by Benno

  @id:KF-EN-AUC-12 @KF-AUC-2 @needs:legal
  Scenario: The auctioneer has no bid among their legal actions
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And Anne may not bid
    And Anne may not pass
    And Benno may bid from 10
    And Claudi may bid from 10

  @id:KF-EN-AUC-13 @KF-AUC-3 @R-KF-BIDDING
  Scenario: The other players bid as often as they like
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    And Claudi bids 30
    And Benno bids 40
    When Claudi bids 50
    Then the action is accepted
    And the highest bid is 50 by Claudi
    And the step is auction

  @id:KF-EN-AUC-14 @KF-AUC-3 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: A player who passed may bid again after someone else bids
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    And Claudi bids 20
    When Benno bids 30
    Then the action is accepted
    And the highest bid is 30 by Benno
    And nobody has passed since the last bid
    And the step is auction

  @id:KF-EN-AUC-15 @KF-AUC-3 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: A pass is not final while the auction is open
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    When Benno bids 20
    Then the action is accepted
    And the highest bid is 20 by Benno
    And the step is auction

  @id:KF-EN-AUC-16 @KF-AUC-3 @R-KF-BIDDING
  Scenario: The highest bidder may raise their own bid
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Benno bids 40
    Then the action is accepted
    And the highest bid is 40 by Benno
    And the step is auction

  # ------------------------------------------------------------------ KF-AUC-4: bid steps

  @id:KF-EN-AUC-17 @KF-AUC-4 @R-KF-BIDDING
  Scenario: The first bid is at least 10
    Given Anne auctions cow-10-1 and cow-30-1
    When Benno bids 0
    Then the action is rejected with "bid_too_low" under KF-AUC-4
    And the state is unchanged
    And there is no bid
    When Benno bids 10
    Then the action is accepted
    And the highest bid is 10 by Benno

  @id:KF-EN-AUC-18 @KF-AUC-4 @R-KF-BIDDING
  Scenario: A bid equal to the highest bid is too low
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 40
    When Claudi bids 40
    Then the action is rejected with "bid_too_low" under KF-AUC-4
    And the state is unchanged
    When Claudi bids 50
    Then the action is accepted
    And the highest bid is 50 by Claudi

  @id:KF-EN-AUC-19 @KF-AUC-4 @R-KF-BIDDING
  Scenario: A bid below the highest bid is too low
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 100
    When Claudi bids 60
    Then the action is rejected with "bid_too_low" under KF-AUC-4
    And the state is unchanged
    And the highest bid is 100 by Benno

  @id:KF-EN-AUC-20 @KF-AUC-4 @R-KF-BIDDING
  Scenario: A first bid that is no multiple of 10 is refused
    Given Anne auctions cow-10-1 and cow-30-1
    When Benno bids 15
    Then the action is rejected with "bid_not_multiple_of_10" under KF-AUC-4
    And the state is unchanged

  @id:KF-EN-AUC-21 @KF-AUC-4 @R-KF-BIDDING
  Scenario: A bid may jump by more than 10 and exceed the bidder's money
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Claudi bids 300
    Then the action is accepted
    And the highest bid is 300 by Claudi

  @id:KF-EN-AUC-22 @KF-AUC-4 @needs:legal
  Scenario: The least legal bid is 10 above the highest bid
    Given Anne auctions cow-10-1 and cow-30-1
    When Benno bids 40
    Then the action is accepted
    And Claudi may bid from 50

  # ------------------------------------------------------------------ KF-AUC-5: the close

  @id:KF-EN-AUC-23 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: The auction stays open until every other player has passed
    Given a game of Anne, Benno, Claudi and Doris
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Doris's stack holds cow-400-1 and cow-500-1
    And Benno has the Kuhpons kp-20-1 and kp-10-2
    And it is Anne's turn
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    When Claudi passes
    Then the action is accepted
    And the step is auction
    And Claudi has passed
    When Doris passes
    Then the action is accepted
    And the step is award
    And the highest bid is 30 by Benno

  @id:KF-EN-AUC-24 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: The highest bidder may not pass
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Benno passes
    Then the action is rejected with "high_bidder_cannot_pass" under KF-AUC-5
    And the state is unchanged

  @id:KF-EN-AUC-25 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Under the default option the auctioneer may not close the auction
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Anne closes the auction
    Then the action is rejected with "close_not_allowed" under KF-AUC-5
    And the state is unchanged
    And the step is auction

  @id:KF-EN-AUC-26 @KF-AUC-5 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Under the default option a bidder may not close the auction
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Benno closes the auction
    Then the action is rejected with "close_not_allowed" under KF-AUC-5
    And the state is unchanged

  @id:KF-EN-AUC-27 @KF-AUC-5 @KF-AUC-6 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: When the auctioneer calls the close, passes do not close the auction
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Claudi passes
    Then the action is accepted
    And the step is auction
    When Anne closes the auction
    Then the action is accepted
    And the step is award
    And the highest bid is 20 by Benno

  @id:KF-EN-AUC-28 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: When the auctioneer calls the close, they may call it before everyone has spoken
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Anne closes the auction
    Then the action is accepted
    And the step is award
    And the highest bid is 20 by Benno

  @id:KF-EN-AUC-29 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: When the auctioneer calls the close, no one else may close the auction
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Claudi closes the auction
    Then the action is rejected with "close_not_allowed" under KF-AUC-5
    And the state is unchanged
    When Benno closes the auction
    Then the action is rejected with "close_not_allowed" under KF-AUC-5
    And the state is unchanged

  @id:KF-EN-AUC-30 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
  Scenario: When the auctioneer calls the close, the highest bidder still may not pass
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Benno passes
    Then the action is rejected with "high_bidder_cannot_pass" under KF-AUC-5
    And the state is unchanged

  @id:KF-EN-AUC-31 @KF-AUC-5 @KF-TURN-4
  Scenario: No bid is taken once the auction has closed
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    And Claudi passes
    When Claudi bids 30
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    And the step is award

  @id:KF-EN-AUC-32 @KF-AUC-3 @KF-AUC-5 @R-KF-DROPPED-OUT @R-KF-AUCTION-CLOSE=all_pass
  Scenario: A player who dropped out neither bids nor is waited for
    Given a game of Anne, Benno, Claudi and Doris
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Doris has the Kuhpons kp-200-2
    And Doris has dropped out
    And it is Anne's turn
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    When Doris bids 30
    Then the action is rejected with "player_out" under KF-END-3
    And the state is unchanged
    When Claudi passes
    Then the action is accepted
    And the step is award
    And the highest bid is 20 by Benno

  # ------------------------------------------------------------------ KF-AUC-6: the award

  @id:KF-EN-AUC-33 @KF-AUC-6 @KF-AUC-7
  Scenario: After the close the auctioneer may sell to the highest bidder
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno must pay 30 to Anne
    And the lot is cow-10-1 and cow-30-1
    And Benno's display holds exactly nothing

  @id:KF-EN-AUC-34 @KF-AUC-6 @KF-AUC-8
  Scenario: After the close the auctioneer may use first refusal
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    When Anne uses first refusal
    Then the action is accepted
    And Anne must pay 30 to Benno
    And the lot is cow-10-1 and cow-30-1

  @id:KF-EN-AUC-35 @KF-AUC-6 @KF-TURN-3
  Scenario: Only the auctioneer awards the lot
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    When Benno sells to the highest bidder
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged
    When Claudi uses first refusal
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged
    And the step is award

  @id:KF-EN-AUC-36 @KF-AUC-6 @needs:legal
  Scenario: The award offers the auctioneer a sale or first refusal
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    When Claudi passes
    Then the action is accepted
    And the step is award
    And Benno may not bid
    And Claudi may not bid
    And Benno has no legal action

  # ------------------------------------------------------------------ KF-AUC-7: the sale

  @id:KF-EN-AUC-37 @KF-AUC-7
  Scenario: The lot stays in the middle until the buyer has paid
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Claudi pays kp-200-1
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged
    And Benno's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1 and kp-10-1

  @id:KF-EN-AUC-38 @KF-AUC-7 @KF-SPC-3 @R-KF-PAYMENT
  Scenario: The buyer pays the auctioneer the bid and the turn passes on
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 120
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-100-2 and kp-20-1
    Then the action is accepted
    And Benno's display holds exactly cow-10-1 and cow-30-1
    And Benno holds exactly the Kuhpons kp-10-2
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-10-1, kp-100-2 and kp-20-1
    And Anne's display holds exactly nothing
    And Anne's stack holds exactly cow-60-1
    And it is Benno's turn

  # ------------------------------------------------------------------ KF-AUC-8: first refusal

  @id:KF-EN-AUC-39 @KF-AUC-8 @KF-SPC-4 @R-KF-PAYMENT
  Scenario: By first refusal the auctioneer pays the highest bidder and keeps the lot
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 60
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-50-1 and kp-10-1
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Anne holds exactly the Kuhpons kp-100-1
    And Benno holds exactly the Kuhpons kp-100-2, kp-20-1, kp-10-2, kp-50-1 and kp-10-1
    And Benno's display holds exactly nothing
    And it is Benno's turn

  @id:KF-EN-AUC-40 @KF-AUC-8 @KF-TURN-3
  Scenario: After first refusal only the auctioneer pays
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne uses first refusal
    When Benno pays kp-20-1 and kp-10-2
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged
    And Anne must pay 30 to Benno

  # ------------------------------------------------------------------ KF-AUC-9: the display

  @id:KF-EN-AUC-41 @KF-AUC-9 @needs:view
  Scenario: Won cows lie face up in the buyer's display for every player to see
    Given Benno's display holds cow-10-2
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-1 and kp-10-2
    Then the action is accepted
    And Benno's display holds exactly cow-10-1, cow-10-2 and cow-30-1
    And Claudi sees Benno's display as cow-10-1, cow-10-2 and cow-30-1
    And Anne sees Benno's display as cow-10-1, cow-10-2 and cow-30-1
    And Claudi counts 2 of the 10-cows in Benno's display
    And Anne counts 1 of the 30-cows in Benno's display

  @id:KF-EN-AUC-42 @KF-AUC-9 @KF-AUC-8 @needs:view
  Scenario: A lot kept by first refusal lies face up in the auctioneer's display
    Given Anne auctions cow-10-1 and cow-30-1
    And Benno bids 10
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-10-1
    Then the action is accepted
    And Benno sees Anne's display as cow-10-1 and cow-30-1
    And Claudi sees Anne's display as cow-10-1 and cow-30-1

  @id:KF-EN-AUC-43 @KF-AUC-9 @KF-AUC-1 @needs:view
  Scenario: The lot lies face up for every player while it is auctioned
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And Benno sees the lot as cow-10-1 and cow-30-1
    And Claudi sees the lot as cow-10-1 and cow-30-1

  # ------------------------------------------------------------------ KF-AUC-10: only through an auction

  @id:KF-EN-AUC-44 @KF-AUC-10 @KF-SPC-1 @R-KF-AUCTION-CLOSE=all_pass
  Scenario: Stack cards reach the auctioneer's own display only through the auction
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And the lot is cow-10-1 and cow-30-1
    And Anne's display holds exactly nothing
    When Benno passes
    And Claudi passes
    Then the action is accepted
    And Anne's display holds exactly cow-10-1 and cow-30-1
    And Anne's stack holds exactly cow-60-1

  @id:KF-EN-AUC-45 @KF-AUC-10 @KF-TRD-2
  Scenario: A cow in the stack cannot be traded into a display
    Given Anne's display holds cow-30-2
    And Benno's display holds cow-30-3 and cow-60-2
    When Anne challenges Benno over the 60-cow offering kp-10-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged
    And Anne's stack holds exactly cow-10-1, cow-30-1 and cow-60-1

  @id:KF-EN-AUC-46 @KF-AUC-10 @KF-TURN-4
  Scenario: A Copycat in the stack cannot be laid out without an auction
    Given Anne's stack holds copycat-1
    When Anne places copycat-1 separately
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged
    And Anne's stack holds exactly cow-10-1, cow-30-1, cow-60-1 and copycat-1

  @id:KF-EN-AUC-47 @KF-AUC-10 @KF-SET-5 @needs:view @R-KF-STACK-LOOK=owner_sees
  Scenario: The rest of the auctioneer's stack stays face down for the others
    Given Anne's stack holds cow-400-2
    When Anne auctions cow-10-1 and cow-30-1
    Then the action is accepted
    And Benno sees Anne's stack as 2 cards
    And Claudi sees Anne's stack as 2 cards
    And Benno's view shows none of cow-60-1 and cow-400-2
    And Claudi's view shows none of cow-60-1 and cow-400-2
    And Anne's view shows cow-60-1 and cow-400-2

  @id:KF-EN-AUC-48 @KF-AUC-2 @KF-TURN-3
  Scenario: The auctioneer, who does not bid, does not pass either
    Given Anne auctions cow-10-1 and cow-30-1
    When Anne passes
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged
    And there is no bid

  @id:KF-EN-AUC-49 @KF-AUC-5 @KF-AUC-3 @R-KF-AUCTION-CLOSE=all_pass @needs:legal
  Scenario: Every bidder but the highest may pass; the highest bidder may raise
    Given Anne auctions cow-10-1 and cow-30-1
    When Benno bids 20
    Then Claudi may pass
    And Claudi may bid from 30
    And Benno may not pass
    And Benno may bid from 30
    And Anne may not bid
    And Anne may not close the auction
