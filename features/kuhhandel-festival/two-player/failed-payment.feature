Feature: The 2-player game: a bidder who cannot pay
  The rulebook sections "The 2-player game" and "Special cases in the auction": a bidder
  who cannot raise their bid shows all their Kuhpons, and the auction is repeated, in
  which they may not bid more than they have. With one bidder, and a black sheep in the
  lot that must be bid on, a player shown to have nothing cannot bid at all.

  Background:
    Given a game of Anne and Benno
    And Anne has a triple of cow-300-1, cow-300-2 and cow-300-3
    And Anne's stack holds cow-400-1 and cow-400-2
    And Benno's stack holds cow-500-1 and cow-500-2
    And the neutral pile holds cow-300-4 and cow-150-1 from the top
    And the neutral Kuhpon stack holds kp-100-7 from the top
    And Anne has the Kuhpons kp-100-1, kp-50-1 and kp-20-1
    And Benno has the Kuhpons kp-0-3
    And it is Anne's turn

  @id:KF-EN-TWO-80 @KF-TWO-13 @KF-TWO-10 @KF-SPC-8 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: An opponent shown to have no money may pass even in a lot with a black sheep
    Given Anne auctions a neutral lot
    And Benno bids 50 to take the lot
    When Anne sells to the highest bidder
    Then the action is accepted
    And Benno's Kuhpons are revealed as kp-0-3
    And Benno may bid at most 0
    When Benno passes
    Then the action is accepted
    And Anne has the black sheep cow-300-4
    And Anne's display holds exactly cow-150-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-100-7
    And it is Benno's turn

  @id:KF-EN-TWO-81 @KF-TWO-13 @needs:legal
  Scenario: In the repeat a player shown to have no money has only the pass left
    Given Anne auctions a neutral lot
    And Benno bids 50 not to take the lot
    When Anne sells to the highest bidder
    Then Benno may pass
    And Benno may not bid to take the lot
    And Benno may not bid not to take the lot
