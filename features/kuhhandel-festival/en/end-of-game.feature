Feature: End of game
  The rulebook section "End of game and scoring", first part: a player with 1 card left in
  their stack auctions it alone; with no cards left they must offer a cow trade while they
  have cows in front of them outside triples; with none of these either they drop out and
  wait. The game ends when all 9 triples are complete. The rulings add: a forced trade that
  nobody can answer skips the turn (R-KF-FORCED-TRADE), and the game also ends when every
  player still in the game had their turn skipped in a row or everyone dropped out
  (R-KF-END-STALL). After the end no action is accepted.

  Rule: A player with 1 card left in their stack auctions it on its own

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1
      And Anne's display holds cow-30-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Benno has the Kuhpons kp-100-2, kp-20-1 and kp-10-2
      And it is Anne's turn

    @id:KF-EN-END-01 @KF-END-1
    Scenario: The last card of a stack is auctioned on its own
      When Anne auctions cow-10-1
      Then the action is accepted
      And the step is auction
      And the lot is cow-10-1
      And Anne's stack holds exactly nothing

    @id:KF-EN-END-02 @KF-END-1
    Scenario: The last card is sold like any lot
      Given Anne auctions cow-10-1
      And Benno bids 10
      And Claudi passes
      And Anne sells to the highest bidder
      When Benno pays kp-10-2
      Then Benno's display holds exactly cow-10-1
      And Anne's money holds kp-10-2
      And Anne's display holds exactly cow-30-1
      And it is Benno's turn

    @id:KF-EN-END-03 @KF-END-1
    Scenario: With 1 card left a lot of 2 is refused
      When Anne auctions cow-10-1 and cow-30-1
      Then the action is rejected with "last_card_alone" under KF-END-1
      And the state is unchanged

  Rule: A player with no cards left must offer a cow trade while they have cows outside triples

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's display holds cow-400-1
      And Anne has the Kuhpons kp-100-1 and kp-50-1
      And Benno's display holds cow-400-2
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Anne's turn

    @id:KF-EN-END-04 @KF-END-2 @needs:legal
    Scenario: A player with an empty stack and a cow another player owns gets their turn, and must trade in it
      Given it is Claudi's turn
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne passes
      When Benno passes
      Then it is Anne's turn
      And Anne is still in the game
      And the number of turns skipped in a row is 0
      And Anne may challenge Benno over the 400-cows
      And Anne may not auction

    @id:KF-EN-END-05 @KF-END-2
    Scenario: With an empty stack the turn is a cow trade
      Given Anne challenges Benno over the 400-cows offering kp-100-1
      When Benno accepts
      Then Anne's display holds exactly cow-400-1 and cow-400-2
      And Benno's money holds kp-100-1
      And it is Benno's turn

    @id:KF-EN-END-06 @KF-END-2
    Scenario: A player with an empty stack cannot start an auction
      When Anne auctions cow-400-1
      Then the action is rejected with "stack_empty" under KF-END-2
      And the state is unchanged

    @id:KF-EN-END-07 @KF-END-2 @needs:legal
    Scenario: A player with an empty stack may only trade
      Then Anne may not auction
      And Anne may challenge Benno over the 400-cows

  Rule: A player with neither drops out when their turn comes

    @id:KF-EN-END-08 @KF-END-3
    Scenario: A player with no stack and no loose cow drops out when their turn comes, and keeps what they have
      Given a game of Anne, Benno and Claudi
      And Anne has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno has the black sheep cow-500-4
      And the coloured amount of cow-500-4 is 500
      And Anne has the Kuhpons kp-200-1 and kp-0-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Claudi's turn
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne passes
      When Benno passes
      Then Anne has dropped out
      And it is Benno's turn
      And Anne has a triple of the 500-cows
      And Anne holds exactly the Kuhpons kp-200-1 and kp-0-1

    @id:KF-EN-END-09 @KF-END-3 @KF-END-2
    Scenario: Until their turn comes such a player may still buy cows and so stay in the game
      Given a game of Anne, Benno and Claudi
      And Anne has the Kuhpons kp-20-1 and kp-100-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And Benno's display holds cow-220-2
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Claudi's turn
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne bids 20
      And Benno passes
      And Claudi sells to the highest bidder
      When Anne pays kp-20-1
      Then Anne's display holds exactly cow-220-1 and cow-300-1
      And Anne is still in the game
      And it is Anne's turn

    @id:KF-EN-END-10 @KF-END-3
    Scenario: A separate Copycat alone does not keep a player in the game
      Given a game of Anne, Benno and Claudi
      And Anne's copycat-1 is placed separately
      And Benno's stack holds cow-100-1 and cow-150-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Claudi's turn
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne passes
      When Benno passes
      Then Anne has dropped out
      And Anne's copycat-1 is placed separately
      And it is Benno's turn

  Rule: A player who dropped out takes no further part

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne has the Kuhpons kp-100-1
      And Anne has dropped out
      And Benno's stack holds cow-100-1 and cow-150-1
      And Benno's display holds cow-400-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And Claudi's display holds cow-400-2
      And it is Benno's turn

    @id:KF-EN-END-11 @KF-END-3
    Scenario: A player who dropped out does not bid
      Given Benno auctions cow-100-1 and cow-150-1
      When Anne bids 10
      Then the action is rejected with "player_out" under KF-END-3
      And the state is unchanged
      And there is no bid

    @id:KF-EN-END-12 @KF-END-3
    Scenario: The auction does not wait for a player who dropped out
      Given Benno auctions cow-100-1 and cow-150-1
      When Claudi passes
      Then Benno's display holds exactly cow-100-1, cow-150-1 and cow-400-1
      And it is Claudi's turn

    @id:KF-EN-END-13 @KF-END-3
    Scenario: A player who dropped out takes no turn
      When Anne auctions cow-100-1 and cow-150-1
      Then the action is rejected with "player_out" under KF-END-3
      And the state is unchanged

    @id:KF-EN-END-14 @KF-END-3
    Scenario: A player who dropped out cannot be challenged to a cow trade
      When Benno challenges Anne over the 400-cows offering nothing
      Then the action is rejected with "player_out" under KF-END-3
      And the state is unchanged

  Rule: The game ends as soon as all 9 triples are complete
    Seven triples lie on the table; Anne has two 10-cows in front of her.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Anne has a triple of cow-60-1, cow-60-2 and cow-60-3
      And Anne has a triple of cow-100-1, cow-100-2 and cow-100-3
      And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Benno has a triple of cow-220-1, cow-220-2 and cow-220-3
      And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
      And Claudi has a triple of cow-400-1, cow-400-2 and cow-400-3
      And Anne's display holds cow-10-1 and cow-10-2
      And Anne has the Kuhpons kp-10-1 and kp-100-1
      And Benno has the Kuhpons kp-50-1
      And Claudi has the Kuhpons kp-20-1

    @id:KF-EN-END-15 @KF-END-4
    Scenario: The game ends when the ninth triple is formed in an auction
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds cow-10-3
      And Claudi's stack holds cow-10-4 and copycat-2
      And it is Benno's turn
      And Benno auctions cow-10-3
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      When Anne pays kp-10-1
      Then Anne's triple of the 10-cows is cow-10-1, cow-10-2 and cow-10-3
      And Claudi's money holds cow-10-4
      And Claudi's stack holds exactly copycat-2
      And the game is over

    @id:KF-EN-END-16 @KF-END-4
    Scenario: The game ends at the ninth triple even while a Copycat waits to be placed
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds cow-10-3 and copycat-1
      And Claudi's stack holds cow-10-4
      And it is Benno's turn
      And Benno auctions cow-10-3 and copycat-1
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      When Anne pays kp-10-1
      Then Anne's triple of the 10-cows is cow-10-1, cow-10-2 and cow-10-3
      And the game is over
      And Anne counts 1 Copycat

    @id:KF-EN-END-17 @KF-END-4
    Scenario: The game ends when a Copycat placement forms the ninth triple
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds copycat-1
      And Claudi's display holds cow-10-3
      And Claudi's stack holds cow-10-4
      And it is Benno's turn
      And Benno auctions copycat-1
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      And Anne pays kp-10-1
      When Anne places copycat-1 with the 10-cows
      Then Anne's triple of the 10-cows is cow-10-1, cow-10-2 and copycat-1
      And Claudi has the black sheep cow-10-3
      And Claudi's money holds cow-10-4
      And the game is over

    @id:KF-EN-END-18 @KF-END-4
    Scenario: The game ends when a cow trade forms the ninth triple
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's display holds cow-10-3
      And Claudi's display holds cow-10-4
      And it is Anne's turn
      And Anne challenges Benno over the 10-cows offering kp-100-1
      When Benno accepts
      Then Anne's triple of the 10-cows is cow-10-1, cow-10-2 and cow-10-3
      And Claudi has the black sheep cow-10-4
      And the game is over

    @id:KF-EN-END-19 @KF-END-4
    Scenario: The eighth triple does not end the game
      Given Benno's stack holds cow-10-3 and cow-500-1
      And Claudi's stack holds cow-500-2 and cow-500-3
      And it is Benno's turn
      And Benno auctions cow-10-3 and cow-500-1
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      When Anne pays kp-10-1
      Then Anne has a triple of the 10-cows
      And Anne has 4 triples
      And the game is not over
      And the score is not final
      And it is Claudi's turn

    @id:KF-EN-END-20 @KF-END-7
    Scenario: After the ninth triple the final scores are given
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds cow-10-3
      And Claudi's stack holds cow-10-4 and copycat-2
      And the coloured amount of cow-10-4 is 10
      And it is Benno's turn
      And Benno auctions cow-10-3
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      When Anne pays kp-10-1
      Then the game is over
      And the score is final
      And Anne scores 1000
      And Benno scores 2010
      And Claudi scores 1800
      And the winner is Benno

    @id:KF-EN-END-21 @KF-END-7
    Scenario: No auction after the ninth triple
      Given Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds cow-10-3
      And Claudi's stack holds cow-10-4 and copycat-2
      And it is Benno's turn
      And Benno auctions cow-10-3
      And Anne bids 10
      And Claudi passes
      And Benno sells to the highest bidder
      And Anne pays kp-10-1
      When Claudi auctions copycat-2
      Then the action is rejected with "game_over" under KF-END-7
      And the state is unchanged
      And Claudi's stack holds exactly copycat-2

  Rule: A forced trade that nobody can answer skips the turn

    @id:KF-EN-END-22 @KF-END-5 @KF-TURN-2
    Scenario: A player who must trade but whose cows nobody else owns has their turn skipped
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-30-1, cow-60-1 and cow-100-1
      And Benno's display holds cow-400-1
      And Claudi's stack holds cow-220-1 and cow-300-1
      And it is Anne's turn
      And Anne auctions cow-30-1 and cow-60-1
      And Benno passes
      When Claudi passes
      Then it is Claudi's turn
      And Benno is still in the game
      And Benno's display holds exactly cow-400-1
      And the game is not over

    @id:KF-EN-END-23 @KF-END-5 @KF-END-2
    Scenario: A skipped player plays again once another player owns one of their cow types
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-30-1, cow-60-1, cow-100-1 and cow-150-1
      And Benno's display holds cow-400-1
      And Claudi's stack holds cow-400-2 and cow-220-1
      And it is Anne's turn
      And Anne auctions cow-30-1 and cow-60-1
      And Benno passes
      And Claudi passes
      And Claudi auctions cow-400-2 and cow-220-1
      And Anne passes
      And Benno passes
      And Anne auctions cow-100-1 and cow-150-1
      And Benno passes
      When Claudi passes
      Then it is Benno's turn

  Rule: The game also ends when nobody can act any more

    @id:KF-EN-END-24 @KF-END-6 @KF-END-5
    Scenario: The game ends when every player still in the game had their turn skipped in a row
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-30-1
      And Benno's display holds cow-10-1
      And Claudi's display holds cow-100-1
      And it is Anne's turn
      And Anne auctions cow-30-1
      And Benno passes
      When Claudi passes
      Then the game is over
      And Anne is still in the game
      And Benno is still in the game
      And Claudi is still in the game
      And the number of turns skipped in a row is 3

    @id:KF-EN-END-25 @KF-END-6 @KF-END-5
    Scenario: A turn played in between starts the count of skipped turns again
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-30-1 and cow-60-1
      And Benno's display holds cow-400-1
      And Claudi's stack holds cow-220-1, cow-300-1 and cow-500-1
      And it is Anne's turn
      And Anne auctions cow-30-1 and cow-60-1
      And Benno passes
      And Claudi passes
      And Claudi auctions cow-220-1 and cow-300-1
      And Anne passes
      When Benno passes
      Then the game is not over
      And it is Claudi's turn
      And the number of turns skipped in a row is 0

    @id:KF-EN-END-31 @KF-END-6 @KF-END-3
    Scenario: Only the players still in the game count towards a stall
      Given a game of Anne, Benno, Claudi and Doris
      And Doris has dropped out
      And Anne's stack holds cow-30-1
      And Benno's display holds cow-10-1
      And Claudi's display holds cow-100-1
      And it is Anne's turn
      And Anne auctions cow-30-1
      And Benno passes
      When Claudi passes
      Then the game is over
      And the number of turns skipped in a row is 3

    @id:KF-EN-END-26 @KF-END-6 @KF-END-3
    Scenario: The game ends when every player has dropped out
      Given a game of Anne, Benno and Claudi
      And Anne's display holds cow-10-1 and cow-10-2
      And Anne's stack holds cow-10-3
      And Claudi's display holds cow-10-4
      And Benno has the Kuhpons kp-100-1
      And it is Anne's turn
      And Anne auctions cow-10-3
      And Benno passes
      When Claudi passes
      Then Anne has a triple of the 10-cows
      And Claudi has the black sheep cow-10-4
      And Anne has dropped out
      And Benno has dropped out
      And Claudi has dropped out
      And the game is over

  Rule: No action is accepted after the end


    @id:KF-EN-END-27 @KF-END-7
    Scenario: No bid after the game ended for want of possible turns
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-30-1
      And Benno's display holds cow-10-1
      And Claudi's display holds cow-100-1
      And Benno has the Kuhpons kp-100-1
      And it is Anne's turn
      And Anne auctions cow-30-1
      And Benno passes
      And Claudi passes
      When Benno bids 10
      Then the action is rejected with "game_over" under KF-END-7
      And the state is unchanged
      And the game is over

    @id:KF-EN-END-28 @KF-END-7
    Scenario: No action of any kind is accepted once the game is over
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1 and cow-30-1
      And Anne's display holds cow-400-1
      And Benno's display holds cow-400-2
      And Anne has the Kuhpons kp-100-1
      And it is Anne's turn
      And the game is over
      When Anne challenges Benno over the 400-cows offering kp-100-1
      Then the action is rejected with "game_over" under KF-END-7
      And the state is unchanged

    @id:KF-EN-END-29 @KF-END-7
    Scenario: The turn player's auction is refused once the game is over
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1 and cow-30-1
      And it is Anne's turn
      And the game is over
      When Anne auctions cow-10-1 and cow-30-1
      Then the action is rejected with "game_over" under KF-END-7
      And the state is unchanged
      And Anne's stack holds exactly cow-10-1 and cow-30-1

    @id:KF-EN-END-30 @KF-END-7 @needs:legal
    Scenario: Nobody has a legal action after the end
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1 and cow-30-1
      And Benno's stack holds cow-100-1 and cow-150-1
      And it is Anne's turn
      And the game is over
      Then Anne has no legal action
      And Benno has no legal action
