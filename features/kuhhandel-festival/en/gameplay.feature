Feature: Gameplay
  The rulebook section "Gameplay": on their turn a player chooses one of two actions, an
  auction or a cow trade; then play passes clockwise to the next player. At the start of
  the game only auctions are possible. Only the player the game waits for may act, only
  with an action of the current step, and only with a well-formed action.

  Rule: At the start of the game only auctions are possible

    @id:KF-EN-TURN-01 @KF-TURN-1 @KF-TRD-1
    Scenario: The game opens with auctions: no cow trade is possible before anyone owns a cow
      Given a new game of Anne, Benno and Claudi dealt from seed 3
      When Anne challenges Benno over the 10-cows offering nothing
      Then the action is rejected with "trade_unavailable" under KF-TRD-1
      And the state is unchanged

    @id:KF-EN-TURN-02 @KF-TURN-1 @needs:legal
    Scenario: At the start of the game the first player may only auction
      Given a new game of Anne, Benno, Claudi and Doris dealt from seed 3
      Then Anne may not trade

  Rule: On their turn a player chooses an auction or a cow trade

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds copycat-1, cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-10-1
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And Claudi has the Kuhpons kp-200-1, kp-20-2 and kp-10-3
      And it is Anne's turn

    @id:KF-EN-TURN-03 @KF-TURN-1
    Scenario: The turn player may choose an auction
      When Anne auctions cow-10-1 and cow-30-1
      Then the step is auction
      And the lot is cow-10-1 and cow-30-1
      And Anne's stack holds exactly copycat-1 and cow-60-1

    @id:KF-EN-TURN-04 @KF-TURN-1
    Scenario: The turn player may choose a cow trade instead, and that is the whole turn
      Given Anne challenges Benno over the 400-cows offering kp-50-1 and kp-10-1
      When Benno accepts
      Then Anne's display holds exactly cow-400-1 and cow-400-2
      And Benno's display holds exactly nothing
      And Benno holds exactly the Kuhpons kp-100-2, kp-50-1, kp-20-1, kp-10-1 and kp-10-2
      And Anne holds exactly the Kuhpons kp-100-1
      And Anne's stack holds exactly copycat-1, cow-10-1, cow-30-1 and cow-60-1
      And it is Benno's turn

    @id:KF-EN-TURN-05 @KF-TURN-1 @KF-TURN-3
    Scenario: A player takes one action per turn
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno passes
      And Claudi passes
      When Anne auctions copycat-1 and cow-60-1
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged
      And it is Benno's turn

    @id:KF-EN-TURN-06 @KF-TURN-1 @KF-TURN-4
    Scenario: A player who chose an auction cannot also open a cow trade
      Given Anne auctions cow-10-1 and cow-30-1
      When Anne challenges Benno over the 400-cows offering kp-10-1
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged

  Rule: Play passes clockwise when a turn is complete

    @id:KF-EN-TURN-07 @KF-TURN-2
    Scenario: After a sale the next seat plays, not the buyer
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Claudi has the Kuhpons kp-200-1, kp-20-2 and kp-10-3
      And it is Anne's turn
      And Anne auctions cow-10-1 and cow-30-1
      And Benno passes
      And Claudi bids 20
      And Benno passes
      And Anne sells to the highest bidder
      When Claudi pays kp-20-2
      Then Claudi's display holds exactly cow-10-1 and cow-30-1
      And it is Benno's turn

    @id:KF-EN-TURN-08 @KF-TURN-2
    Scenario: After a cow trade the next seat plays, not the partner
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And it is Benno's turn
      And Benno challenges Anne over the 400-cows offering kp-20-1
      When Anne accepts
      Then Benno's display holds exactly cow-400-1 and cow-400-2
      And it is Claudi's turn

    @id:KF-EN-TURN-09 @KF-TURN-2
    Scenario: After the last seat, play passes to the first seat
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Claudi's turn
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne passes
      When Benno passes
      Then Claudi's display holds exactly cow-220-1 and cow-300-1
      And it is Anne's turn

    @id:KF-EN-TURN-10 @KF-TURN-2
    Scenario: In a 4-player game the fourth seat is followed by the first
      Given a game of Anne, Benno, Claudi and Doris
      And Anne's stack holds cow-10-1 and cow-30-1
      And Benno's stack holds cow-60-1 and cow-100-1
      And Claudi's stack holds cow-150-1 and cow-220-1
      And Doris's stack holds cow-300-1, cow-400-1 and cow-500-1
      And it is Doris's turn
      And Doris auctions cow-400-1 and cow-500-1
      And Anne passes
      And Benno passes
      When Claudi passes
      Then Doris's display holds exactly cow-400-1 and cow-500-1
      And it is Anne's turn

    @id:KF-EN-TURN-11 @KF-TURN-2
    Scenario: The turn does not pass while a Copycat of the turn waits to be placed
      Given a game of Anne, Benno, Claudi, Doris and Emil
      And Anne's stack holds cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Doris's stack holds cow-400-1 and cow-500-1
      And Emil's stack holds copycat-1, cow-10-1 and cow-10-2
      And it is Emil's turn
      And Emil auctions copycat-1 and cow-10-1
      And Anne passes
      And Benno passes
      And Claudi passes
      When Doris passes
      Then Emil must place copycat-1
      And the step is copycat

    @id:KF-EN-TURN-12 @KF-TURN-2
    Scenario: In a 5-player game the turn passes from the fifth seat to the first once the Copycat is placed
      Given a game of Anne, Benno, Claudi, Doris and Emil
      And Anne's stack holds cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Doris's stack holds cow-400-1 and cow-500-1
      And Emil's stack holds copycat-1, cow-10-1 and cow-10-2
      And it is Emil's turn
      And Emil auctions copycat-1 and cow-10-1
      And Anne passes
      And Benno passes
      And Claudi passes
      And Doris passes
      When Emil places copycat-1 with the 10-cows
      Then Emil's copycat-1 is placed with the 10-cows
      And it is Anne's turn

    @id:KF-EN-TURN-13 @KF-TURN-2 @KF-END-3
    Scenario: The seat of a player who dropped out is passed over
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Benno has the Kuhpons kp-100-2
      And Benno has dropped out
      And it is Anne's turn
      And Anne auctions cow-10-1 and cow-30-1
      When Claudi passes
      Then Anne's display holds exactly cow-10-1 and cow-30-1
      And it is Claudi's turn

  Rule: Only the player the current step waits for may act

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds copycat-1, cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-10-1
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And Claudi has the Kuhpons kp-200-1, kp-20-2 and kp-10-3
      And it is Anne's turn

    @id:KF-EN-TURN-14 @KF-TURN-3
    Scenario: Another player cannot start an auction on the turn player's turn
      When Benno auctions cow-100-1 and cow-150-1
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-15 @KF-TURN-3
    Scenario: The highest bidder cannot award the lot to themselves
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno bids 20
      And Claudi passes
      When Benno sells to the highest bidder
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-16 @KF-TURN-3
    Scenario: Only the payer pays
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno bids 20
      And Claudi passes
      And Anne sells to the highest bidder
      When Claudi pays kp-20-2
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-17 @KF-TURN-3
    Scenario: A third player cannot answer a cow trade
      Given Claudi's display holds cow-400-3
      And Anne challenges Benno over the 400-cows offering kp-50-1
      When Claudi accepts
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-18 @KF-TURN-3
    Scenario: The challenger cannot answer their own cow trade
      Given Anne challenges Benno over the 400-cows offering kp-50-1
      When Anne accepts
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-19 @KF-TURN-3
    Scenario: After a tie the challenged player cannot make the new offer
      Given Anne challenges Benno over the 400-cows offering kp-10-1
      And Benno counters with kp-10-2
      When Benno offers again with kp-20-1
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged

    @id:KF-EN-TURN-20 @KF-TURN-3
    Scenario: Only the owner places a Copycat
      Given Anne auctions copycat-1 and cow-10-1
      And Benno passes
      And Claudi passes
      When Benno places copycat-1 separately
      Then the action is rejected with "not_your_turn" under KF-TURN-3
      And the state is unchanged
      And Anne must place copycat-1

  Rule: An action must belong to the current step

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds copycat-1, cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-10-1
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And Claudi has the Kuhpons kp-200-1, kp-20-2 and kp-10-3
      And it is Anne's turn

    @id:KF-EN-TURN-21 @KF-TURN-4
    Scenario: No bid before an auction has started
      When Anne bids 20
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged

    @id:KF-EN-TURN-22 @KF-TURN-4
    Scenario: A bidder cannot accept anything during an auction
      Given Anne auctions cow-10-1 and cow-30-1
      When Benno accepts
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged

    @id:KF-EN-TURN-23 @KF-TURN-4
    Scenario: The auctioneer cannot sell before the auction has closed
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno bids 20
      When Anne sells to the highest bidder
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged
      And the highest bid is 20 by Benno

    @id:KF-EN-TURN-24 @KF-TURN-4
    Scenario: The auctioneer cannot start another auction while awarding the lot
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno bids 20
      And Claudi passes
      When Anne auctions cow-60-1
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged
      And the step is award

    @id:KF-EN-TURN-25 @KF-TURN-4
    Scenario: The payer cannot bid again instead of paying
      Given Anne auctions cow-10-1 and cow-30-1
      And Benno bids 20
      And Claudi passes
      And Anne sells to the highest bidder
      When Benno bids 30
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged
      And Benno must pay 20 to Anne

    @id:KF-EN-TURN-26 @KF-TURN-4
    Scenario: The challenged player answers a cow trade, not with a bid
      Given Anne challenges Benno over the 400-cows offering kp-50-1
      When Benno bids 60
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged

    @id:KF-EN-TURN-27 @KF-TURN-4
    Scenario: After a tie the challenger must offer again, not open a new trade
      Given Anne challenges Benno over the 400-cows offering kp-10-1
      And Benno counters with kp-10-2
      When Anne challenges Benno over the 400-cows offering kp-50-1
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged
      And the step is trade_again

    @id:KF-EN-TURN-28 @KF-TURN-4
    Scenario: A Copycat waiting to be placed comes before the next auction
      Given Anne auctions copycat-1 and cow-10-1
      And Benno passes
      And Claudi passes
      When Anne auctions cow-60-1
      Then the action is rejected with "wrong_step" under KF-TURN-4
      And the state is unchanged
      And Anne must place copycat-1

  Rule: An action must be well-formed

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds copycat-1, cow-10-1, cow-30-1 and cow-60-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-10-1
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And Claudi has the Kuhpons kp-200-1, kp-20-2 and kp-10-3
      And it is Anne's turn

    @id:KF-EN-TURN-29 @KF-TURN-5
    Scenario: An action of an unknown type is malformed
      When the action {"type": "steal", "player": 0, "cards": ["cow-100-1"]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-30 @KF-TURN-5
    Scenario: An action without a type is malformed
      When the action {"player": 0, "cards": ["cow-10-1", "cow-30-1"]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-31 @KF-TURN-5
    Scenario: An action by a seat that is not in the game is malformed
      When the action {"type": "auction", "player": 3, "cards": ["cow-10-1", "cow-30-1"]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-32 @KF-TURN-5
    Scenario: The player is named by seat number, not by name
      When the action {"type": "auction", "player": "Anne", "cards": ["cow-10-1", "cow-30-1"]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-33 @KF-TURN-5
    Scenario: An auction without its cards is malformed
      When the action {"type": "auction", "player": 0} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-34 @KF-TURN-5
    Scenario: The cards of an auction must be a list
      When the action {"type": "auction", "player": 0, "cards": "cow-10-1 and cow-30-1"} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-35 @KF-TURN-5
    Scenario: A bid amount must be a whole number, not text
      Given Anne auctions cow-10-1 and cow-30-1
      When the action {"type": "bid", "player": 1, "amount": "20"} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged
      And there is no bid

    @id:KF-EN-TURN-36 @KF-TURN-5
    Scenario: An action with a field its type does not have is malformed
      Given Anne auctions cow-10-1 and cow-30-1
      When the action {"type": "pass", "player": 1, "amount": 20} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-37 @KF-TURN-5
    Scenario: The cows of a cow trade are named by their value as a number
      When the action {"type": "trade", "player": 0, "partner": 1, "cows": ["400"], "kuhpons": ["kp-50-1"]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-38 @KF-TURN-5
    Scenario: A cow trade without its face-down offer is malformed
      When the action {"type": "trade", "player": 0, "partner": 1, "cows": [400]} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-39 @KF-TURN-5
    Scenario: A Copycat placement must say where the Copycat goes
      Given Anne auctions copycat-1 and cow-10-1
      And Benno passes
      And Claudi passes
      When the action {"type": "place_copycat", "player": 0, "copycat": "copycat-1"} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-40 @KF-TURN-5
    Scenario: An action must be a JSON object
      When the action ["auction", 0, "cow-10-1", "cow-30-1"] is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged

    @id:KF-EN-TURN-41 @KF-TURN-5
    Scenario: A Copycat placement names the cow type as a number
      Given Anne auctions copycat-1 and cow-10-1
      And Benno passes
      And Claudi passes
      When the action {"type": "place_copycat", "player": 0, "copycat": "copycat-1", "cow": "10"} is sent
      Then the action is rejected with "malformed_action" under KF-TURN-5
      And the state is unchanged
      And Anne must place copycat-1

  Rule: A position's turn player can act

    @id:KF-EN-TURN-42 @KF-TURN-6
    Scenario: A position whose turn player can neither auction nor trade is refused
      Anne's stack is empty and nobody else owns a 400-cow: play never passes to her.
      Given a game of Anne, Benno and Claudi
      And Anne's display holds cow-400-1
      And Benno's stack holds cow-10-1
      And Claudi's stack holds cow-30-1
      And it is Anne's turn
      When the position is loaded
      Then the position is refused at $.turn under KF-TURN-6

    @id:KF-EN-TURN-43 @KF-TURN-6
    Scenario: A position whose turn player has dropped out is refused
      Given a game of Anne, Benno and Claudi
      And Anne has dropped out
      And Benno's stack holds cow-10-1
      And Claudi's stack holds cow-30-1
      And it is Anne's turn
      When the position is loaded
      Then the position is refused at $.turn under KF-TURN-6

    @id:KF-EN-TURN-44 @KF-TURN-6
    Scenario: A turn player with an empty stack and a cow trade open to them can be loaded
      Given a game of Anne, Benno and Claudi
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Benno's stack holds cow-10-1
      And it is Anne's turn
      When the position is loaded
      Then it is Anne's turn
      And the step is turn
