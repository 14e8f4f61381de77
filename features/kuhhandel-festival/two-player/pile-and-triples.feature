Feature: The 2-player game: the neutral pile and the triples
  The rulebook sections "The 2-player game" and "Triples": when a triple forms, the 4th
  card of its type is turned where it lies, a black sheep on the table or money in a
  stack. The neutral pile belongs to nobody: a cow of that type in the pile stays there,
  and becomes a black sheep only when it is offered in a neutral lot.

  Background:
    Given a game of Anne and Benno
    And Benno's display holds cow-60-2 and cow-60-3
    And Anne's stack holds cow-60-4, cow-400-1 and cow-400-2
    And Benno's stack holds cow-500-1 and cow-500-2
    And the neutral pile holds cow-150-1, cow-10-1, cow-60-1 and cow-30-1 from the top
    And the neutral Kuhpon stack holds kp-100-7 and kp-0-9 from the top
    And Anne has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And it is Anne's turn

  @id:KF-EN-TWO-70 @KF-TWO-8 @KF-TRI-1 @KF-TWO-5
  Scenario: A triple leaves a cow of its type in the neutral pile where it is, unturned
    Given Anne auctions cow-60-4 and cow-400-1
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-2, cow-60-3 and cow-60-4
    And the neutral pile holds exactly cow-150-1, cow-10-1, cow-60-1 and cow-30-1 from the top
    And Benno has no black sheep
    And Anne's money does not hold cow-60-1
    And Benno's money does not hold cow-60-1

  @id:KF-EN-TWO-71 @KF-TWO-8 @KF-TWO-10 @R-KF-TWO-HIDDEN-KUHPON=receiver @R-KF-TWO-BLACK-SHEEP-BID=refused
  Scenario: That cow becomes a black sheep when it is offered later
    Given Anne auctions cow-60-4 and cow-400-1
    And Benno bids 20 to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    And Benno auctions a neutral lot
    And Anne passes
    And Anne auctions a neutral lot
    When Benno passes
    Then the action is rejected with "bid_required" under KF-TWO-10
    When Benno bids 10 not to take the lot
    And Anne sells to the highest bidder
    And Benno pays kp-10-2
    Then Anne has the black sheep cow-60-1
    And Anne's display holds exactly cow-30-1
    And Anne holds exactly the Kuhpons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2, kp-10-2 and kp-0-9
    And Benno's triple of the 60-cows is cow-60-2, cow-60-3 and cow-60-4

  @id:KF-EN-TWO-72 @KF-TWO-8 @KF-TWO-11 @KF-COP-7 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: A lot of two black sheep brings no cow: it forms no triple and moves no Copycat
    Given Anne has a triple of cow-150-2, cow-150-3 and cow-150-4
    And Benno has a triple of cow-10-2, cow-10-3 and cow-10-4
    And Benno's copycat-1 is placed separately
    And Anne auctions a neutral lot
    And Benno bids 10 not to take the lot
    And Anne uses first refusal
    When Anne pays kp-10-1
    Then the action is accepted
    And Benno's black sheep are exactly cow-10-1 and cow-150-1
    And Benno's display holds exactly cow-60-2 and cow-60-3
    And Benno's copycat-1 is placed separately
    And Benno holds exactly the Kuhpons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-10-1 and kp-100-7
    And it is Benno's turn

  @id:KF-EN-TWO-73 @KF-COP-1 @KF-COP-2 @KF-COP-4 @KF-TWO-7
  Scenario: A Copycat of the neutral pile is auctioned like a cow and is never turned
    Given the neutral pile holds copycat-2 and cow-30-1 from the top
    And the neutral Kuhpon stack holds kp-0-9 from the top
    And Benno has a triple of cow-30-2, cow-30-3 and cow-30-4
    And Anne auctions a neutral lot
    And Benno bids 10 not to take the lot
    And Anne sells to the highest bidder
    When Benno pays kp-10-2
    Then the action is accepted
    And Anne has the black sheep cow-30-1
    And Anne must place copycat-2 (reason received)
    And copycat-2 is not turned
