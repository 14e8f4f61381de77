Feature: Cow trade (Kuhhandel)
  The rulebook section "Cow trade (Kuhhandel)": instead of an auction, the turn player
  challenges another player over up to 2 cows that both of them own, with a face-down
  offer of Kuhpons. The challenged player accepts the offer, or counter-bids face down;
  then the offers are exchanged and the higher bid receives the other player's cows.
  Each player keeps the Kuhpons received. A first tie sends the bids back and the
  challenger opens the same trade again; a second tie goes to the challenger.

  Background:
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-10-2
    And Benno's stack holds cow-30-1 and cow-30-2
    And Anne has the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 and kp-200-1
    And Benno has the Kuhpons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 and kp-200-2
    And Claudi has the Kuhpons kp-0-4, kp-100-3 and kp-200-3
    And it is Anne's turn

  # ------------------------------------------------------------------ KF-TRD-1: the challenge

  @id:KF-EN-TRD-01 @KF-TRD-1 @KF-TRD-5
  Scenario: Instead of an auction, the turn player challenges a player who owns the same cow
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    Then the action is accepted
    And Benno must answer Anne's trade over the 150-cows in round 1
    And the face-down offer is kp-100-1 and kp-0-1
    And Anne's money does not hold kp-100-1 and kp-0-1
    And Anne's stack holds exactly cow-10-1 and cow-10-2

  @id:KF-EN-TRD-02 @KF-TRD-1
  Scenario: At the start of the game no cow trade is possible
    When Anne challenges Benno over the 150-cows offering kp-10-1
    Then the action is rejected with "trade_unavailable" under KF-TRD-1
    And the state is unchanged

  @id:KF-EN-TRD-03 @KF-TRD-1
  Scenario: No cow trade when no other player owns a cow type the turn player owns
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-220-1
    And Claudi's display holds cow-60-1
    When Anne challenges Benno over the 150-cows offering kp-10-1
    Then the action is rejected with "trade_unavailable" under KF-TRD-1
    And the state is unchanged

  @id:KF-EN-TRD-04 @KF-TRD-1 @KF-TRD-2 @needs:legal
  Scenario: The turn player may trade only with players who own the same cow type
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2 and cow-220-2
    And Claudi's display holds cow-60-1
    Then Anne may challenge Benno over the 150-cows
    And Anne may challenge Benno over the 220-cows
    And Anne may challenge Benno over the 150 and 220-cows
    And Anne may not challenge Benno over the 60-cows
    And Anne may not challenge Claudi
    And Benno has no legal action

  @id:KF-EN-TRD-05 @KF-TRD-1 @needs:legal @R-KF-STACK-LOOK=owner_sees
  Scenario: At the start of the game only an auction is offered to the turn player
    Then Anne may auction cow-10-1 and cow-10-2
    And Anne may not trade

  @id:KF-EN-TRD-06 @KF-TRD-1
  Scenario: A player cannot challenge themselves
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Anne over the 150-cows offering kp-10-1
    Then the action is rejected with "trade_self" under KF-TRD-1
    And the state is unchanged

  @id:KF-EN-TRD-07 @KF-TRD-1 @KF-END-3 @R-KF-DROPPED-OUT
  Scenario: A player who dropped out cannot be challenged
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
    And Benno has the black sheep cow-500-4
    And the coloured amount of cow-500-4 is 500
    And Claudi has dropped out
    When Anne challenges Claudi over the 150-cows offering kp-10-1
    Then the action is rejected with "player_out" under KF-END-3
    And the state is unchanged

  @id:KF-EN-TRD-08 @KF-TRD-1 @KF-TURN-3
  Scenario: Only the turn player may open a cow trade
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Benno challenges Anne over the 150-cows offering kp-100-2
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TRD-2: both own the cows

  @id:KF-EN-TRD-09 @KF-TRD-2
  Scenario: The challenger must own the cow the trade concerns
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2 and cow-220-1
    When Anne challenges Benno over the 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-10 @KF-TRD-2
  Scenario: The challenged player must own the cow the trade concerns
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-11 @KF-TRD-2
  Scenario: In a trade over 2 cows, both players must own both of them
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150 and 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-12 @KF-TRD-2
  Scenario: A cow in the challenger's face-down stack is not owned for a trade
    Given Anne's stack holds cow-220-1
    And Anne's display holds cow-150-1
    And Benno's display holds cow-150-2 and cow-220-2
    When Anne challenges Benno over the 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-13 @KF-TRD-2 @KF-TRI-2 @KF-TRI-6
  Scenario: Cows in a triple and a black sheep are not owned for a trade
    Given Anne's display holds cow-150-1
    And Anne has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Benno's display holds cow-150-2
    And Benno has the black sheep cow-300-4
    And the coloured amount of cow-300-4 is 300
    When Anne challenges Benno over the 300-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-14 @KF-TRD-2 @KF-TRI-6
  Scenario: A challenger cannot trade with a black sheep for the partner's triple
    Given Anne's display holds cow-150-1
    And Anne has the black sheep cow-300-4
    And the coloured amount of cow-300-4 is 300
    And Benno's display holds cow-150-2
    And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
    When Anne challenges Benno over the 150 and 300-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-15 @KF-TRD-2
  Scenario: A cow trade concerns at most 2 cows
    Given Anne's display holds cow-60-1, cow-150-1 and cow-220-1
    And Benno's display holds cow-60-2, cow-150-2 and cow-220-2
    When Anne challenges Benno over the 60, 150 and 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_count" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRD-16 @KF-TRD-2
  Scenario: A cow trade concerns at least 1 cow
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When the action {"type": "trade", "player": 0, "partner": 1, "cows": [], "kuhpons": ["kp-10-1"]} is sent
    Then the action is rejected with "trade_cow_count" under KF-TRD-2
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TRD-3: 2 different cows

  @id:KF-EN-TRD-17 @KF-TRD-3
  Scenario: A trade over 2 cows of the same type is refused, even when both players hold 2
    Given Anne's display holds cow-150-1 and cow-150-2
    And Benno's display holds cow-150-3 and cow-150-4
    When Anne challenges Benno over the 150 and 150-cows offering kp-200-1
    Then the action is rejected with "trade_same_cow" under KF-TRD-3
    And the state is unchanged

  @id:KF-EN-TRD-18 @KF-TRD-2 @KF-TRD-3 @KF-TRD-6 @KF-TRD-11
  Scenario: An accepted trade over 2 different cows gives the challenger one cow of each type
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2 and cow-220-2
    And Anne challenges Benno over the 150 and 220-cows offering kp-100-1 and kp-50-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1, cow-150-2, cow-220-1 and cow-220-2
    And Benno's display holds exactly nothing
    And Benno's money holds kp-100-1 and kp-50-1
    And it is Benno's turn

  @id:KF-EN-TRD-19 @KF-TRD-3 @KF-TRD-7 @KF-TRD-8 @KF-TRD-11
  Scenario: A counter-bid that wins a trade over 2 cows takes one cow of each type
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2 and cow-220-2
    And Anne challenges Benno over the 150 and 220-cows offering kp-10-1
    When Benno counters with kp-50-2
    Then the action is accepted
    And Benno's display holds exactly cow-150-1, cow-150-2, cow-220-1 and cow-220-2
    And Anne's display holds exactly nothing
    And Anne's money holds kp-50-2
    And Benno's money holds kp-10-1

  # ------------------------------------------------------------------ KF-TRD-4: no Copycats

  @id:KF-EN-TRD-20 @KF-TRD-4
  Scenario: A Copycat cannot be traded
    Given Anne's display holds cow-150-1
    And Anne's copycat-1 is placed separately
    And Benno's display holds cow-150-2
    And Benno's copycat-2 is placed separately
    When Anne challenges Benno over the Copycat offering kp-100-1
    Then the action is rejected with "copycat_not_tradeable" under KF-TRD-4
    And the state is unchanged

  @id:KF-EN-TRD-21 @KF-TRD-4
  Scenario: A Copycat cannot be traded together with a cow
    Given Anne's display holds cow-150-1
    And Anne's copycat-1 is placed separately
    And Benno's display holds cow-150-2
    And Benno's copycat-2 is placed separately
    When the action {"type": "trade", "player": 0, "partner": 1, "cows": [150, "copycat-2"], "kuhpons": ["kp-100-1"]} is sent
    Then the action is rejected with "copycat_not_tradeable" under KF-TRD-4
    And the state is unchanged

  @id:KF-EN-TRD-22 @KF-TRD-4 @KF-TRD-7 @R-KF-COPYCAT-ORPHAN
  Scenario: A Copycat placed with the traded cow type stays with its owner
    Given Anne's display holds cow-150-1
    And Anne's copycat-1 is placed with the 150-cows
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-10-1
    When Benno counters with kp-50-2
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne's copycat-1 is placed with the 150-cows
    And it is Benno's turn

  # ------------------------------------------------------------------ KF-TRD-5: the face-down offer

  @id:KF-EN-TRD-23 @KF-TRD-5 @KF-TRD-6
  Scenario: A bluff of only 0-value cards can be accepted
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-0-1 and kp-0-2
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Benno's money holds kp-0-1 and kp-0-2
    And Benno's money holds 8 cards

  @id:KF-EN-TRD-24 @KF-TRD-5 @KF-TRD-7 @KF-TRD-8
  Scenario: A bluff of only 0-value cards loses to any counter-bid worth more
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-0-1 and kp-0-2
    When Benno counters with kp-20-1
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne's money holds kp-20-1
    And Benno's money holds kp-0-1 and kp-0-2

  @id:KF-EN-TRD-25 @KF-TRD-5 @KF-TRD-7 @KF-TRD-8
  Scenario: 0-value cards add to the number of cards, not to the amount
    Anne's 3 cards are worth 10, Benno's 1 card 20: compared by the number of cards Anne
    would win, compared by amount Benno wins.
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-10-1, kp-0-1 and kp-0-2
    When Benno counters with kp-20-1
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne's money holds kp-20-1
    And Benno's money holds kp-10-1, kp-0-1 and kp-0-2

  @id:KF-EN-TRD-26 @KF-TRD-5 @KF-TRD-6 @R-KF-TRADE-OFFER
  Scenario: An empty offer can be accepted
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering nothing
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 and kp-200-1
    And Benno holds exactly the Kuhpons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 and kp-200-2

  @id:KF-EN-TRD-27 @KF-TRD-5 @KF-TRD-7 @KF-TRD-9 @R-KF-TRADE-OFFER
  Scenario: An empty offer countered with nothing is a tie
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering nothing
    When Benno counters with nothing
    Then the action is accepted
    And Anne must open the trade with Benno over the 150-cows again
    And Anne's display holds exactly cow-150-1
    And Benno's display holds exactly cow-150-2

  @id:KF-EN-TRD-28 @KF-TRD-5 @KF-CON-3
  Scenario: The challenger can only offer Kuhpons from their own hand
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1 and kp-200-2
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-TRD-29 @KF-TRD-5 @KF-TRD-6 @KF-TRI-4
  Scenario: A turned cow in the challenger's money can be offered
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Anne has the Kuhpons cow-300-4
    And the coloured amount of cow-300-4 is 300
    And Anne challenges Benno over the 150-cows offering cow-300-4
    When Benno accepts
    Then the action is accepted
    And Benno's money holds cow-300-4
    And Anne's money does not hold cow-300-4
    And Anne's display holds exactly cow-150-1 and cow-150-2

  # ------------------------------------------------------------------ KF-TRD-6: acceptance

  @id:KF-EN-TRD-30 @KF-TRD-6 @KF-TRD-11
  Scenario: On acceptance the partner takes the offer and the challenger takes the cow
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-10-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-50-1 and kp-200-1
    And Benno holds exactly the Kuhpons kp-0-3, kp-10-1, kp-20-1, kp-50-2, kp-50-3, kp-100-1, kp-100-2 and kp-200-2
    And it is Benno's turn

  @id:KF-EN-TRD-31 @KF-TRD-6 @KF-TURN-3
  Scenario: The challenger cannot accept their own offer
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Anne accepts
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TRD-32 @KF-TRD-6 @KF-TURN-3
  Scenario: A third player cannot accept the offer
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi's display holds cow-150-3
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Claudi accepts
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TRD-33 @KF-TRD-6 @KF-TURN-4
  Scenario: Nothing can be accepted while no trade is open
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Benno accepts
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TRD-7, KF-TRD-8: counter-bid

  @id:KF-EN-TRD-34 @KF-TRD-7 @KF-TRD-8
  Scenario: A higher counter-bid wins the challenger's cow, and the offers are exchanged
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-50-1 and kp-0-1
    When Benno counters with kp-100-2
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-0-2, kp-10-1, kp-100-1, kp-100-2 and kp-200-1
    And Benno holds exactly the Kuhpons kp-0-1, kp-0-3, kp-20-1, kp-50-1, kp-50-2, kp-50-3 and kp-200-2
    And it is Benno's turn

  @id:KF-EN-TRD-35 @KF-TRD-7 @KF-TRD-8
  Scenario: A lower counter-bid loses the partner's cow, and each keeps the Kuhpons received
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-200-1
    When Benno counters with kp-100-2 and kp-50-2
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-50-2, kp-100-1 and kp-100-2
    And Benno holds exactly the Kuhpons kp-0-3, kp-20-1, kp-50-3, kp-200-1 and kp-200-2
    And it is Benno's turn

  @id:KF-EN-TRD-36 @KF-TRD-7 @KF-TRD-8 @KF-TRI-4
  Scenario: A turned cow in a counter-bid counts its coloured amount
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Benno has the Kuhpons cow-300-4
    And the coloured amount of cow-300-4 is 300
    And Anne challenges Benno over the 150-cows offering kp-200-1 and kp-50-1
    When Benno counters with cow-300-4
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne's money holds cow-300-4
    And Benno's money holds kp-200-1 and kp-50-1
    And Benno's money does not hold cow-300-4

  @id:KF-EN-TRD-37 @KF-TRD-7 @KF-TRD-9 @KF-TRI-4
  Scenario: A turned cow worth exactly the offer ties the trade
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Benno has the Kuhpons cow-300-4
    And the coloured amount of cow-300-4 is 300
    And Anne challenges Benno over the 150-cows offering kp-200-1 and kp-100-1
    When Benno counters with cow-300-4
    Then the action is accepted
    And Anne must open the trade with Benno over the 150-cows again
    And Benno's money holds cow-300-4
    And Anne's money holds kp-200-1 and kp-100-1

  @id:KF-EN-TRD-38 @KF-TRD-7 @KF-CON-3
  Scenario: The partner cannot counter with the cards of the challenger's offer
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Benno counters with kp-100-1
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-TRD-39 @KF-TRD-7 @KF-CON-3
  Scenario: The partner cannot counter with another player's Kuhpons
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Benno counters with kp-100-2 and kp-200-3
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-TRD-40 @KF-TRD-7 @KF-TURN-3
  Scenario: The challenger cannot counter their own offer
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Anne counters with kp-200-1
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TRD-41 @KF-TRD-7 @KF-TURN-3
  Scenario: A third player cannot counter-bid
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi's display holds cow-150-3
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Claudi counters with kp-200-3
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TRD-42 @KF-TRD-1 @KF-TURN-4
  Scenario: While the trade waits for an answer, the challenger cannot start an auction
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Anne auctions cow-10-1 and cow-10-2
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-TRD-43 @KF-TRD-9 @KF-TURN-4
  Scenario: Without a tie the challenger cannot offer again
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Anne offers again with kp-200-1
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TRD-9: a first tie

  @id:KF-EN-TRD-44 @KF-TRD-9
  Scenario: On a tie both take their bids back and the challenger must open the trade again
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    When Benno counters with kp-50-2 and kp-50-3
    Then the action is accepted
    And Anne must open the trade with Benno over the 150-cows again
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 and kp-200-1
    And Benno holds exactly the Kuhpons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 and kp-200-2
    And Anne's display holds exactly cow-150-1
    And Benno's display holds exactly cow-150-2

  @id:KF-EN-TRD-45 @KF-TRD-9
  Scenario: After a tie the challenger opens the same trade again with different Kuhpons
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2 and cow-220-2
    And Anne challenges Benno over the 150 and 220-cows offering kp-100-1 and kp-0-1
    And Benno counters with kp-50-2 and kp-50-3
    When Anne offers again with kp-200-1
    Then the action is accepted
    And Benno must answer Anne's trade over the 150 and 220-cows in round 2
    And the face-down offer is kp-200-1
    And Anne's money does not hold kp-200-1

  @id:KF-EN-TRD-46 @KF-TRD-9 @KF-TRD-7 @KF-TRD-8
  Scenario: In the reopened trade a higher counter-bid wins
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    And Benno counters with kp-50-2 and kp-50-3
    And Anne offers again with kp-200-1
    When Benno counters with kp-200-2 and kp-20-1
    Then the action is accepted
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne's money holds kp-200-2 and kp-20-1
    And Benno's money holds kp-200-1
    And it is Benno's turn

  @id:KF-EN-TRD-47 @KF-TRD-9 @KF-TRD-6
  Scenario: The reopened offer can be accepted
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    And Benno counters with kp-50-2 and kp-50-3
    And Anne offers again with kp-10-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Benno holds exactly the Kuhpons kp-0-3, kp-10-1, kp-20-1, kp-50-2, kp-50-3, kp-100-2 and kp-200-2

  @id:KF-EN-TRD-48 @KF-TRD-9 @KF-TURN-4
  Scenario: After a tie the challenger cannot hold an auction instead
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    And Benno counters with kp-100-2
    When Anne auctions cow-10-1 and cow-10-2
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-TRD-49 @KF-TRD-9 @KF-TURN-4
  Scenario: After a tie the challenger cannot open a different trade
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Claudi's display holds cow-150-3
    And Anne challenges Benno over the 150-cows offering kp-100-1
    And Benno counters with kp-100-2
    When Anne challenges Claudi over the 150-cows offering kp-100-1
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-TRD-50 @KF-TRD-9 @KF-TURN-4
  Scenario: After a tie the partner cannot answer before the trade is opened again
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    And Benno counters with kp-100-2
    When Benno counters with kp-200-2
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-TRD-51 @KF-TRD-9 @KF-TURN-3
  Scenario: After a tie only the challenger opens the trade again
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    And Benno counters with kp-100-2
    When Benno offers again with kp-200-2
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  @id:KF-EN-TRD-52 @KF-TRD-9 @KF-CON-3
  Scenario: The reopened offer can only hold the challenger's own Kuhpons
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    And Benno counters with kp-100-2
    When Anne offers again with kp-100-2
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  # ------------------------------------------------------------------ KF-TRD-10: a second tie

  @id:KF-EN-TRD-53 @KF-TRD-10 @KF-TRD-8
  Scenario: A second tie gives the challenger the cow, and the money stays exchanged
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    And Benno counters with kp-50-2 and kp-50-3
    And Anne offers again with kp-200-1
    When Benno counters with kp-100-2, kp-50-2 and kp-50-3
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-50-2, kp-50-3, kp-100-1 and kp-100-2
    And Benno holds exactly the Kuhpons kp-0-3, kp-20-1, kp-200-1 and kp-200-2
    And it is Benno's turn

  @id:KF-EN-TRD-54 @KF-TRD-10 @KF-TRD-9 @KF-TRD-5 @R-KF-TRADE-OFFER
  Scenario: Two ties with bids worth nothing give the challenger the cow
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering nothing
    And Benno counters with nothing
    And Anne offers again with nothing
    When Benno counters with kp-0-3
    Then the action is accepted
    And Anne's display holds exactly cow-150-1 and cow-150-2
    And Benno's display holds exactly nothing
    And Anne's money holds kp-0-3
    And Benno's money does not hold kp-0-3

  @id:KF-EN-TRD-55 @KF-TRD-10 @KF-TRD-11
  Scenario: A second tie in a trade over 2 cows gives the challenger one cow of each type
    Given Anne's display holds cow-150-1 and cow-220-1
    And Benno's display holds cow-150-2 and cow-220-2
    And Anne challenges Benno over the 150 and 220-cows offering kp-50-1
    And Benno counters with kp-50-2
    And Anne offers again with kp-200-1
    When Benno counters with kp-200-2
    Then the action is accepted
    And Anne's display holds exactly cow-150-1, cow-150-2, cow-220-1 and cow-220-2
    And Benno's display holds exactly nothing
    And Anne's money holds kp-200-2
    And Benno's money holds kp-200-1

  # ------------------------------------------------------------------ KF-TRD-11: how many cows move

  @id:KF-EN-TRD-56 @KF-TRD-11 @R-KF-TRADE-PAIR=one_per_type
  Scenario: When the loser holds 2 cows of the type, only one of them moves
    Given Anne's display holds cow-60-1
    And Benno's display holds cow-60-2 and cow-60-3
    And Anne challenges Benno over the 60-cows offering kp-50-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-60-1 and cow-60-2
    And Benno's display holds exactly cow-60-3

  @id:KF-EN-TRD-57 @KF-TRD-11 @KF-TRI-1 @KF-TRI-3 @R-KF-TRADE-PAIR=one_per_type
  Scenario: When both players hold 2 cows of the type, only one moves and it completes a triple
    Given Anne's display holds cow-60-1 and cow-60-2
    And Benno's display holds cow-60-3 and cow-60-4
    And Anne challenges Benno over the 60-cows offering kp-100-1
    When Benno accepts
    Then the action is accepted
    And Anne's triple of the 60-cows is cow-60-1, cow-60-2 and cow-60-3
    And Anne's display holds exactly nothing
    And Anne has no black sheep
    And Benno's display holds exactly nothing
    And Benno has the black sheep cow-60-4

  @id:KF-EN-TRD-58 @KF-TRD-11 @KF-TRI-1 @KF-TRI-5 @R-KF-TRADE-PAIR=pairs_when_both_hold_two
  Scenario: Under the pairs option, when both players hold 2 cows of the type, both move
    Given Anne's display holds cow-60-1 and cow-60-2
    And Benno's display holds cow-60-3 and cow-60-4
    And Anne challenges Benno over the 60-cows offering kp-100-1
    When Benno accepts
    Then the action is accepted
    And Anne's triple of the 60-cows is cow-60-1, cow-60-2 and cow-60-3
    And Anne has the black sheep cow-60-4
    And Anne's display holds exactly nothing
    And Benno's display holds exactly nothing
    And Benno has no black sheep

  @id:KF-EN-TRD-59 @KF-TRD-11 @R-KF-TRADE-PAIR=pairs_when_both_hold_two
  Scenario: Under the pairs option, one cow moves when the winner holds only 1 of the type
    Given Anne's display holds cow-60-1
    And Benno's display holds cow-60-2 and cow-60-3
    And Anne challenges Benno over the 60-cows offering kp-50-1
    When Benno accepts
    Then the action is accepted
    And Anne's display holds exactly cow-60-1 and cow-60-2
    And Benno's display holds exactly cow-60-3

  @id:KF-EN-TRD-60 @KF-TRD-11 @KF-TRD-7 @KF-TRI-5 @R-KF-TRADE-PAIR=pairs_when_both_hold_two
  Scenario: Under the pairs option, a trade over 2 cows moves a pair of one type and one cow of the other
    Given Anne's display holds cow-60-1, cow-60-2 and cow-150-1
    And Benno's display holds cow-60-3, cow-60-4 and cow-150-2
    And Anne challenges Benno over the 60 and 150-cows offering kp-50-1
    When Benno counters with kp-100-2
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and cow-60-3
    And Benno has the black sheep cow-60-4
    And Benno's display holds exactly cow-150-1 and cow-150-2
    And Anne's display holds exactly nothing
    And Anne has no black sheep

  # ------------------------------------------------------------------ KF-TRD-12: hidden offers

  @id:KF-EN-TRD-61 @KF-TRD-12 @KF-TRD-5 @needs:view @R-KF-OFFER-COUNT
  Scenario: Only the challenger sees the cards of the offer; the others see their number
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    Then Anne sees the trade offer as kp-100-1 and kp-0-1
    And Benno sees the trade offer as 2 cards
    And Claudi sees the trade offer as 2 cards
    And Benno's view shows none of kp-100-1 and kp-0-1
    And Claudi's view shows none of kp-100-1 and kp-0-1
    And Claudi sees Anne's money as 4 cards

  @id:KF-EN-TRD-62 @KF-TRD-12 @KF-TRD-5 @needs:view @R-KF-TRADE-OFFER @R-KF-OFFER-COUNT
  Scenario: An empty offer is seen by the others as 0 cards
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering nothing
    Then Benno sees the trade offer as 0 cards
    And Claudi sees the trade offer as 0 cards

  @id:KF-EN-TRD-63 @KF-TRD-12 @needs:view
  Scenario: After an acceptance a third player does not learn which Kuhpons changed hands
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    When Benno accepts
    Then Benno's view shows kp-100-1 and kp-0-1
    And Claudi's view shows none of kp-100-1 and kp-0-1
    And Claudi sees Benno's money as 8 cards

  @id:KF-EN-TRD-64 @KF-TRD-12 @KF-TRD-8 @needs:view
  Scenario: After a counter-bid the exchanged Kuhpons are not visible to a third player
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1
    When Benno counters with kp-50-2 and kp-20-1
    Then Anne's view shows kp-50-2 and kp-20-1
    And Benno's view shows kp-100-1
    And Claudi's view shows none of kp-100-1, kp-50-2 and kp-20-1
    And Claudi sees Anne's money as 7 cards
    And Claudi sees Benno's money as 5 cards

  @id:KF-EN-TRD-65 @KF-TRD-12 @KF-TRD-9 @needs:view
  Scenario: After a tie a third player sees neither bid
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    And Anne challenges Benno over the 150-cows offering kp-100-1 and kp-0-1
    When Benno counters with kp-50-2 and kp-50-3
    Then Claudi's view shows none of kp-100-1, kp-0-1, kp-50-2 and kp-50-3
    And Claudi sees Anne's money as 6 cards
    And Claudi sees Benno's money as 6 cards

  @id:KF-EN-TRD-66 @KF-TRD-6 @KF-TRD-7 @KF-TRD-9 @needs:legal
  Scenario: The challenged player may accept or counter; after a tie the challenger offers again
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1
    Then Benno may accept
    And Benno may counter
    And Anne may not accept
    And Anne may not offer again
    When Benno counters with kp-100-2
    Then Anne may offer again
    And Benno may not accept
    And Benno may not counter

  # ------------------------------------------------------------------ the order of the checks

  @id:KF-EN-TRD-67 @KF-TRD-1 @R-KF-REJECTION-ORDER
  Scenario: A trade with oneself is refused as such even when no trade is possible at all
    KF-TRD-1 names trade_self before trade_unavailable, and the checks follow the clause.
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-220-1
    When Anne challenges Anne over the 150-cows offering kp-10-1
    Then the action is rejected with "trade_self" under KF-TRD-1
    And the state is unchanged

  # ------------------------------------------------------------------ what others see of an offer

  @id:KF-EN-TRD-68 @KF-TRD-5 @KF-TRD-12 @R-KF-OFFER-COUNT=hidden @needs:view
  Scenario: With hidden offer counts nobody else sees how many cards were offered
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1, kp-0-1 and kp-0-2
    Then the action is accepted
    And Benno sees nothing of the trade offer, not even its number of cards
    And Claudi sees nothing of the trade offer, not even its number of cards
    And Anne sees the trade offer as kp-100-1, kp-0-1 and kp-0-2

  @id:KF-EN-TRD-69 @KF-TRD-5 @KF-TRD-12 @needs:view @R-KF-OFFER-COUNT
  Scenario: By default the number of cards of an offer is public, its cards are not
    Given Anne's display holds cow-150-1
    And Benno's display holds cow-150-2
    When Anne challenges Benno over the 150-cows offering kp-100-1, kp-0-1 and kp-0-2
    Then the action is accepted
    And Benno sees the trade offer as 3 cards
    And Claudi sees the trade offer as 3 cards
    And Claudi's view shows none of kp-100-1, kp-0-1 and kp-0-2
