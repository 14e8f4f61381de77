Feature: The 2-player game: the end of the game
  The rulebook sections "End of game and scoring" and "The 2-player game": with no card
  left in your stack you must offer a cow trade, and with nothing in front of you either
  you drop out. In the 2-player game the neutral pile is something to auction too. The
  game ends when all 9 triples are complete.

  Background:
    Given a game of Anne and Benno
    And it is Anne's turn

  @id:KF-EN-TWO-90 @KF-TWO-14 @KF-END-2 @needs:legal
  Scenario: With an empty stack a player may still auction a neutral lot, or trade
    Given Anne's display holds cow-10-1
    And Benno's display holds cow-10-2
    And Benno's stack holds cow-30-1 and cow-30-2
    And the neutral pile holds cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    And Anne has the Kuhpons kp-10-1
    When Anne auctions cow-30-1
    Then the action is rejected with "stack_empty" under KF-END-2
    And the state is unchanged
    And Anne may auction a neutral lot
    And Anne may challenge Benno over the 10-cows

  @id:KF-EN-TWO-91 @KF-TWO-14 @KF-END-3
  Scenario: A player with nothing in front of them stays in while the neutral pile has cards
    Given Anne's stack holds cow-30-1, cow-30-2 and cow-60-2
    And the neutral pile holds cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    And Anne auctions cow-30-1 and cow-30-2
    When Benno passes
    Then the action is accepted
    And Benno is still in the game
    And it is Benno's turn
    When Benno auctions a neutral lot
    Then the action is accepted
    And the lot is cow-60-1 and cow-100-1

  @id:KF-EN-TWO-92 @KF-TWO-14 @KF-END-3 @KF-TWO-9
  Scenario: Once the neutral pile is empty such a player drops out, and bids in no auction
    Given Anne's stack holds cow-30-1, cow-30-2 and cow-60-2
    And Anne auctions cow-30-1 and cow-30-2
    When Benno passes
    Then the action is accepted
    And Benno has dropped out
    And it is Anne's turn
    When Anne auctions cow-60-2
    Then the action is accepted
    And Anne's display holds exactly cow-30-1, cow-30-2 and cow-60-2

  @id:KF-EN-TWO-93 @KF-TWO-14 @KF-END-2 @needs:legal
  Scenario: Once the neutral pile is empty a player with an empty stack must trade
    Given Anne's display holds cow-10-1
    And Benno's display holds cow-10-2
    And Benno's stack holds cow-30-1 and cow-30-2
    And Anne has the Kuhpons kp-10-1
    When Anne auctions a neutral lot
    Then the action is rejected with "neutral_pile_empty" under KF-TWO-6
    And the state is unchanged
    And Anne may not auction a neutral lot
    And Anne may not auction
    And Anne may challenge Benno over the 10-cows

  @id:KF-EN-TWO-94 @KF-TWO-14 @KF-END-5
  Scenario: A forced trade nobody can answer skips the turn only once the neutral pile is empty
    Given Anne's stack holds cow-30-1, cow-30-2, cow-60-2, cow-60-3 and cow-220-1
    And Benno's display holds cow-400-1
    And the neutral pile holds cow-150-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    And Anne auctions cow-30-1 and cow-30-2
    When Benno passes
    Then it is Benno's turn
    And the number of turns skipped in a row is 0
    When Benno auctions a neutral lot
    And Anne passes
    Then it is Anne's turn
    When Anne auctions cow-60-2 and cow-60-3
    And Benno passes
    Then it is Anne's turn
    And Benno is still in the game

  @id:KF-EN-TWO-95 @KF-END-1 @KF-TWO-14 @needs:legal @R-KF-STACK-LOOK=owner_sees
  Scenario: The last card of the stack is auctioned alone, and the neutral lot stays open
    Given Anne's stack holds cow-30-1
    And Benno's stack holds cow-30-2 and cow-60-2
    And the neutral pile holds cow-60-1 and cow-100-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    When Anne auctions cow-30-1 and cow-60-1
    Then the action is rejected with "last_card_alone" under KF-END-1
    And the state is unchanged
    And Anne may auction cow-30-1
    And Anne may auction a neutral lot

  @id:KF-EN-TWO-96 @KF-TWO-15 @KF-END-4 @KF-END-7 @KF-SCO-3 @KF-SCO-4 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: The ninth triple ends the game with neutral cards left, which count for nobody
    Given Anne has a triple of cow-10-1, cow-10-2 and cow-10-3
    And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
    And Anne has a triple of cow-60-1, cow-60-2 and cow-60-3
    And Anne has a triple of cow-100-1, cow-100-2 and cow-100-3
    And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Benno has a triple of cow-220-1, cow-220-2 and cow-220-3
    And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Benno has a triple of cow-400-1, cow-400-2 and cow-400-3
    And Anne has the black sheep cow-10-4
    And Benno has the black sheep cow-150-4
    And Anne's display holds cow-500-1 and cow-500-2
    And Anne's stack holds cow-500-3 and copycat-2
    And the neutral pile holds copycat-1, cow-500-4, cow-30-4 and cow-60-4 from the top
    And the neutral Kuhpon stack holds kp-200-5 and kp-200-4 from the top
    And Anne has the Kuhpons kp-100-1 and kp-50-1
    And Benno has the Kuhpons kp-100-2 and kp-20-2
    And Anne auctions cow-500-3 and copycat-2
    When Benno passes
    Then the action is accepted
    And the game is over
    And Anne has a triple of the 500-cows
    And Anne counts 1 Copycat
    And the neutral pile holds exactly copycat-1, cow-500-4, cow-30-4 and cow-60-4 from the top
    And the neutral Kuhpon stack holds exactly kp-200-5 and kp-200-4 from the top
    And Anne has the most Kuhpons
    And Anne scores 6 x 700 + 50 - 10 = 4240
    And Benno scores 4 x 1070 - 150 = 4130
    And the winner is Anne
    When Benno auctions a neutral lot
    Then the action is rejected with "game_over" under KF-END-7
    And the state is unchanged
