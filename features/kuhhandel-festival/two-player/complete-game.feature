Feature: The 2-player game: a complete game from a fixed deal
  A whole 2-player game, from the deal to the score. Each player has 10 cows in their
  stack, the neutral pile holds the other 20 in a fixed order and the neutral Kuhpon
  stack 10 Kuhpons, face down. Turn by turn the players auction their own cards or a
  neutral lot; black sheep come out of the pile, bids A and B are made, sold and refused,
  and the ninth triple ends the game while two cows and a Kuhpon are still in the
  neutral piles.

  @id:KF-EN-TWO-120 @KF-TWO-1 @KF-TWO-6 @KF-TWO-8 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @KF-TWO-15 @KF-END-4 @KF-SCO-2 @KF-SCO-3 @KF-SCO-5 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Anne and Benno play a game of 17 turns
    Given a game of Anne and Benno
    And Anne's stack holds cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 and copycat-2
    And Benno's stack holds cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 and copycat-4
    And the neutral pile holds cow-10-3, cow-500-1, cow-150-3, cow-10-4, cow-30-3, cow-500-2, cow-220-3, cow-150-4, cow-60-3, cow-30-4, cow-300-3, cow-220-4, cow-400-3, cow-300-4, cow-100-3, cow-400-4, cow-500-3, cow-60-4, cow-100-4 and cow-500-4 from the top
    And the neutral Kuhpon stack holds kp-100-5, kp-0-5, kp-50-3, kp-200-3, kp-10-3, kp-0-6, kp-20-3, kp-100-6, kp-50-4 and kp-0-7 from the top
    And Anne has the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-20-1, kp-50-1, kp-100-1, kp-100-2 and kp-200-1
    And Benno has the Kuhpons kp-0-3, kp-0-4, kp-10-2, kp-20-2, kp-50-2, kp-100-3, kp-100-4 and kp-200-2
    And it is Anne's turn
    # turns 1 and 2: each takes a pair of their own cows, nobody bids
    When Anne auctions cow-10-1 and cow-10-2
    And Benno passes
    And Benno auctions cow-150-1 and cow-150-2
    And Anne passes
    # turn 3: the first neutral lot completes Anne's 10-cows
    And Anne auctions a neutral lot
    And Benno passes
    Then Anne's triple of the 10-cows is cow-10-1, cow-10-2 and cow-10-3
    And Anne's display holds exactly cow-500-1
    # turn 4: the 4th 10-cow comes out of the pile as a black sheep; Anne pays not to take it
    When Benno auctions a neutral lot
    And Anne bids 10 not to take the lot
    And Benno sells to the highest bidder
    And Anne pays kp-10-1
    Then Benno has the black sheep cow-10-4
    And Benno's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    # turns 5 to 7: by first refusal Anne keeps a lot Benno bid for
    When Anne auctions cow-30-1 and cow-30-2
    And Benno passes
    And Benno auctions cow-220-1 and cow-220-2
    And Anne passes
    And Anne auctions a neutral lot
    And Benno bids 40 to take the lot
    And Anne uses first refusal
    And Anne pays kp-50-1
    Then Anne's triple of the 30-cows is cow-30-1, cow-30-2 and cow-30-3
    And Anne's display holds exactly cow-500-1 and cow-500-2
    # turn 8: Anne bids not to take a black sheep; Benno refuses the sale and hands the lot over
    When Benno auctions a neutral lot
    And Anne bids 10 not to take the lot
    And Benno uses first refusal
    And Benno pays kp-10-1
    Then Anne has the black sheep cow-150-4
    And Anne's display holds exactly cow-220-3, cow-500-1 and cow-500-2
    # turns 9 to 11
    When Anne auctions cow-60-1 and cow-60-2
    And Benno passes
    And Benno auctions cow-300-1 and cow-300-2
    And Anne passes
    And Anne auctions a neutral lot
    And Benno bids 10 to take the lot
    And Anne uses first refusal
    And Anne pays kp-10-1
    Then Anne's triple of the 60-cows is cow-60-1, cow-60-2 and cow-60-3
    And Anne has the black sheep cow-30-4
    # turn 12: two of Benno's triples at once turn Anne's 220-cow into a black sheep
    When Benno auctions a neutral lot
    And Anne bids 30 to take the lot
    And Benno uses first refusal
    And Benno pays kp-10-1 and kp-20-2
    Then Benno's triple of the 220-cows is cow-220-1, cow-220-2 and cow-220-4
    And Benno's triple of the 300-cows is cow-300-1, cow-300-2 and cow-300-3
    And Anne has the black sheep cow-220-3
    # turns 13 to 16
    When Anne auctions cow-100-1 and cow-100-2
    And Benno passes
    And Benno auctions cow-400-1 and cow-400-2
    And Anne passes
    And Anne auctions a neutral lot
    And Benno bids 50 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-50-1
    Then Benno's triple of the 400-cows is cow-400-1, cow-400-2 and cow-400-3
    And Benno has the black sheep cow-300-4
    When Benno auctions a neutral lot
    And Anne bids 20 to take the lot
    And Benno sells to the highest bidder
    And Anne pays kp-20-1
    Then Anne's triple of the 100-cows is cow-100-1, cow-100-2 and cow-100-3
    And Anne has the black sheep cow-400-4
    # turn 17: Benno pays not to take the last black sheep, and Anne's ninth triple ends the game
    When Anne auctions a neutral lot
    And Benno bids 10 not to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-10-2
    Then the action is accepted
    And the game is over
    And Anne's triple of the 500-cows is cow-500-1, cow-500-2 and cow-500-3
    And Anne's black sheep are exactly cow-150-4, cow-30-4, cow-220-3, cow-400-4 and cow-60-4
    And Benno's black sheep are exactly cow-10-4 and cow-300-4
    And the neutral pile holds exactly cow-100-4 and cow-500-4 from the top
    And the neutral Kuhpon stack holds exactly kp-0-7 from the top
    And Anne's stack holds exactly copycat-1 and copycat-2
    And Anne holds exactly the Kuhpons kp-0-1, kp-0-2, kp-10-1, kp-10-2, kp-10-3, kp-20-2, kp-50-1, kp-50-3, kp-50-4, kp-100-1, kp-100-2, kp-100-5, kp-100-6, kp-200-1 and kp-200-3
    And Benno holds exactly the Kuhpons kp-0-3, kp-0-4, kp-0-5, kp-0-6, kp-20-1, kp-20-3, kp-50-2, kp-100-3, kp-100-4 and kp-200-2
    And every card of the game lies in exactly one place
    And Anne has the most Kuhpons
    And Anne counts 0 Copycats
    And Anne scores 6 x 700 - 150 - 30 - 220 - 400 - 60 = 3340
    And Benno scores 4 x 1070 - 10 - 300 = 3970
    And the winner is Benno
    And the score is final
