Feature: Copycat cards
  The rulebook section "Copycat cards": Copycats are auctioned like cows and placed at once,
  with a cow type of the display or separately. A Copycat whose cows are turned by another
  player's triple is placed anew; it is never turned itself. A triple holds at most one
  Copycat, and the 2 other cards of its type are turned as usual.

  Background:
    Given a game of Anne, Benno and Claudi
    And Anne has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And Claudi has the Kuhpons kp-100-3, kp-50-3, kp-20-3 and kp-10-3
    And Benno's stack holds cow-400-1 and cow-400-2
    And Claudi's stack holds cow-500-1 and cow-500-2
    And it is Anne's turn

  # ------------------------------------------------------------ auctioned like cows

  @id:KF-EN-COP-01 @KF-COP-1
  Scenario: A Copycat is auctioned together with a cow
    Given Anne's stack holds copycat-1, cow-10-1 and cow-30-1
    When Anne auctions copycat-1 and cow-10-1
    Then the action is accepted
    And the lot is copycat-1 and cow-10-1
    And Anne's stack holds exactly cow-30-1

  @id:KF-EN-COP-02 @KF-COP-1 @KF-COP-2
  Scenario: The buyer of a Copycat must place it at once
    Given Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno's display holds exactly cow-10-1
    And Benno must place copycat-1 (reason received)
    And Anne's money holds kp-20-2

  @id:KF-EN-COP-03 @KF-COP-1 @KF-COP-2
  Scenario: Two Copycats auctioned together are both placed by the auctioneer who keeps them
    Given Anne's stack holds copycat-1 and copycat-2
    And Anne auctions copycat-1 and copycat-2
    And Benno bids 10
    And Claudi passes
    And Anne uses first refusal
    When Anne pays kp-10-1
    Then the action is accepted
    And Anne must place copycat-1 (reason received)
    And copycat-2 waits to be placed by Anne
    And Benno's money holds kp-10-1

  # ------------------------------------------------------------ placed at once

  @id:KF-EN-COP-04 @KF-COP-2 @KF-TURN-4
  Scenario: Play does not go on before the Copycat is placed
    Given Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno auctions cow-400-1 and cow-400-2
    Then the action is rejected with "wrong_step" under KF-TURN-4
    And the state is unchanged

  @id:KF-EN-COP-05 @KF-COP-2
  Scenario: A Copycat is placed with a cow type of the display
    Given Benno's display holds cow-60-1
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 60-cows
    Then the action is accepted
    And Benno's copycat-1 is placed with the 60-cows
    And Benno's display holds exactly cow-10-1 and cow-60-1
    And it is Benno's turn

  @id:KF-EN-COP-06 @KF-COP-2
  Scenario: A Copycat may be placed with the cow won together with it
    Given Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 10-cows
    Then the action is accepted
    And Benno's copycat-1 is placed with the 10-cows
    And it is Benno's turn

  @id:KF-EN-COP-07 @KF-COP-2
  Scenario: A Copycat may be placed separately
    Given Benno's display holds cow-60-1
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 separately
    Then the action is accepted
    And Benno's copycat-1 is placed separately
    And it is Benno's turn

  @id:KF-EN-COP-08 @KF-COP-2
  Scenario: A Copycat cannot be placed with a cow type that is not in the display
    Given Benno's display holds cow-60-1
    And Claudi's display holds cow-300-1
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 300-cows
    Then the action is rejected with "copycat_bad_cow" under KF-COP-2
    And the state is unchanged

  @id:KF-EN-COP-09 @KF-COP-2
  Scenario: Only the Copycat waiting to be placed can be placed
    Given Claudi's display holds cow-60-2
    And Claudi's copycat-2 is placed separately
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-2 separately
    Then the action is rejected with "copycat_not_yours" under KF-COP-2
    And the state is unchanged

  @id:KF-EN-COP-10 @KF-COP-2 @KF-TURN-3
  Scenario: Only the owner of the waiting Copycat places it
    Given Claudi's display holds cow-10-2
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Claudi places copycat-1 with the 10-cows
    Then the action is rejected with "not_your_turn" under KF-TURN-3
    And the state is unchanged

  # ------------------------------------------------------------ Copycat triples

  @id:KF-EN-COP-11 @KF-COP-5
  Scenario: Two cows and a Copycat placed with them form a triple
    Given Benno's display holds cow-60-1 and cow-60-2
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 60-cows
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and copycat-1
    And Benno's display holds exactly cow-10-1
    And it is Benno's turn

  @id:KF-EN-COP-12 @KF-COP-5 @KF-TRI-1
  Scenario: A second cow won in an auction completes a triple with the Copycat
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed with the 60-cows
    And Anne's stack holds cow-60-2 and cow-10-1
    And Anne auctions cow-60-2 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and copycat-1
    And Benno's display holds exactly cow-10-1
    And it is Benno's turn

  @id:KF-EN-COP-13 @KF-COP-5 @KF-TRI-1
  Scenario: A second cow won in a cow trade completes a triple with the Copycat
    Given it is Benno's turn
    And Benno's display holds cow-60-1
    And Benno's copycat-1 is placed with the 60-cows
    And Claudi's display holds cow-60-2 and cow-30-1
    And Benno challenges Claudi over the 60-cows offering kp-50-2
    When Claudi accepts
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and copycat-1
    And Claudi's display holds exactly cow-30-1
    And it is Claudi's turn

  @id:KF-EN-COP-14 @KF-COP-5
  Scenario: A triple holds at most one Copycat: a second one cannot go with the same type
    Given Benno's display holds cow-60-1
    And Benno's copycat-2 is placed with the 60-cows
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 60-cows
    Then the action is rejected with "copycat_type_taken" under KF-COP-5
    And the state is unchanged

  @id:KF-EN-COP-15 @KF-COP-5 @KF-TRI-1 @R-KF-COPYCAT-NATURAL
  Scenario: Three real cows form the triple and free the Copycat placed with their type
    Given Benno's display holds cow-150-1 and cow-30-1
    And Benno's copycat-1 is placed with the 150-cows
    And Anne's stack holds cow-150-2 and cow-150-3
    And Claudi's stack holds cow-150-4
    And Anne auctions cow-150-2 and cow-150-3
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Claudi's money holds cow-150-4
    And Benno must place copycat-1 (reason freed)

  @id:KF-EN-COP-16 @KF-COP-5 @R-KF-COPYCAT-NATURAL
  Scenario: The freed Copycat may complete another triple
    Given Benno's display holds cow-150-1, cow-30-1 and cow-30-2
    And Benno's copycat-1 is placed with the 150-cows
    And Anne's stack holds cow-150-2 and cow-150-3
    And Anne auctions cow-150-2 and cow-150-3
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    When Benno places copycat-1 with the 30-cows
    Then the action is accepted
    And Benno has 2 triples
    And Benno's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Benno's triple of the 30-cows is cow-30-1, cow-30-2 and copycat-1
    And it is Benno's turn

  # ------------------------------------------------------------ the 2 other cards are turned

  @id:KF-EN-COP-17 @KF-COP-6 @KF-TRI-3 @KF-TRI-4
  Scenario: After a Copycat triple the 2 other cards of the type are turned where they lie
    Given Benno's display holds cow-60-1 and cow-60-2
    And Claudi's display holds cow-60-3
    And Anne's stack holds copycat-1, cow-10-1 and cow-60-4
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 60-cows
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and copycat-1
    And Claudi's black sheep are exactly cow-60-3
    And Claudi's display holds exactly nothing
    And Anne's money holds cow-60-4
    And Anne's stack holds exactly nothing

  @id:KF-EN-COP-18 @KF-COP-6 @KF-TRI-5
  Scenario: The 2 other cards are turned also when they belong to the player with the Copycat triple
    Given Benno's display holds cow-60-1 and cow-60-2
    And Benno's stack holds cow-60-3 and cow-60-4
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 60-cows
    Then the action is accepted
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and copycat-1
    And Benno's money holds cow-60-3 and cow-60-4
    And Benno's stack holds exactly cow-400-1 and cow-400-2

  @id:KF-EN-COP-19 @KF-COP-6 @KF-COP-2
  Scenario: The 2 other cards can never form a second triple, not even with a Copycat
    Benno completes the 60-cows with a Copycat, which turns Claudi's two 60-cows into black
    sheep. Claudi then wins a Copycat and tries to make a second triple of them with it.
    Given Benno's display holds cow-60-1 and cow-60-2
    And Claudi's display holds cow-60-3 and cow-60-4
    And Anne's stack holds copycat-1 and cow-10-1
    And Benno's stack holds copycat-2 and cow-30-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    And Benno places copycat-1 with the 60-cows
    And Benno auctions copycat-2 and cow-30-1
    And Claudi bids 20
    And Anne passes
    And Benno sells to the highest bidder
    And Claudi pays kp-20-3
    When Claudi places copycat-2 with the 60-cows
    Then the action is rejected with "copycat_bad_cow" under KF-COP-2
    And the state is unchanged
    And Claudi's black sheep are exactly cow-60-3 and cow-60-4
    And Claudi has no triple of the 60-cows

  # ------------------------------------------------------------ turned cows, unturned Copycats

  @id:KF-EN-COP-20 @KF-COP-3 @KF-COP-4
  Scenario: A Copycat whose cows an opponent's triple turns is not turned but placed anew
    Given Claudi's display holds cow-150-4 and cow-30-1
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Claudi's black sheep are exactly cow-150-4
    And copycat-2 is not turned
    And Claudi must place copycat-2 (reason turned)

  @id:KF-EN-COP-21 @KF-COP-3
  Scenario: The Copycat whose cows were turned may go with another type of the display
    Given Claudi's display holds cow-150-4 and cow-30-1
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    When Claudi places copycat-2 with the 30-cows
    Then the action is accepted
    And Claudi's copycat-2 is placed with the 30-cows
    And it is Benno's turn

  @id:KF-EN-COP-22 @KF-COP-3
  Scenario: The Copycat whose cows were turned may be placed separately
    Given Claudi's display holds cow-150-4 and cow-30-1
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    When Claudi places copycat-2 separately
    Then the action is accepted
    And Claudi's copycat-2 is placed separately
    And it is Benno's turn

  @id:KF-EN-COP-23 @KF-COP-3 @KF-COP-2
  Scenario: The Copycat whose cows were turned cannot stay with the turned type
    Given Claudi's display holds cow-150-4 and cow-30-1
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    When Claudi places copycat-2 with the 150-cows
    Then the action is rejected with "copycat_bad_cow" under KF-COP-2
    And the state is unchanged

  @id:KF-EN-COP-24 @KF-COP-3 @KF-COP-5
  Scenario: Placed anew, the Copycat may complete a triple of another type
    Given Claudi's display holds cow-150-4, cow-30-1 and cow-30-2
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2 and kp-10-2
    When Claudi places copycat-2 with the 30-cows
    Then the action is accepted
    And Claudi's triple of the 30-cows is cow-30-1, cow-30-2 and copycat-2
    And Claudi's black sheep are exactly cow-150-4
    And it is Benno's turn

  @id:KF-EN-COP-25 @KF-COP-4
  Scenario: A Copycat in a stack stays there when a triple turns the cows of that stack
    Given Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Claudi's stack holds cow-150-4 and copycat-3
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Claudi's money holds cow-150-4
    And Claudi's stack holds exactly cow-500-1, cow-500-2 and copycat-3
    And copycat-3 is not turned

  # ------------------------------------------------------------ a separate Copycat joins a type

  @id:KF-EN-COP-26 @KF-COP-7
  Scenario: A separate Copycat may be placed when its owner wins cows in an auction
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed separately
    And Anne's stack holds cow-300-1 and cow-300-2
    And Anne auctions cow-300-1 and cow-300-2
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno's display holds exactly cow-60-1, cow-300-1 and cow-300-2
    And Benno must place copycat-1 (reason cows_arrived)

  @id:KF-EN-COP-27 @KF-COP-7 @KF-COP-5
  Scenario: A separate Copycat joins the cows it was waiting for and completes a triple
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed separately
    And Anne's stack holds cow-300-1 and cow-300-2
    And Anne auctions cow-300-1 and cow-300-2
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 with the 300-cows
    Then the action is accepted
    And Benno's triple of the 300-cows is cow-300-1, cow-300-2 and copycat-1
    And Benno's display holds exactly cow-60-1
    And it is Benno's turn

  @id:KF-EN-COP-28 @KF-COP-7
  Scenario: A separate Copycat may stay separate when its owner receives cows
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed separately
    And Anne's stack holds cow-300-1 and cow-300-2
    And Anne auctions cow-300-1 and cow-300-2
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    And Benno pays kp-20-2
    When Benno places copycat-1 separately
    Then the action is accepted
    And Benno's copycat-1 is placed separately
    And it is Benno's turn

  @id:KF-EN-COP-29 @KF-COP-7 @KF-COP-5 @R-KF-COPYCAT-TIMING=cows_arrived
  Scenario: A separate Copycat may join a type when its owner wins a cow in a cow trade
    Given it is Benno's turn
    And Benno's display holds cow-30-1
    And Benno's copycat-1 is placed separately
    And Claudi's display holds cow-30-2 and cow-60-1
    And Benno challenges Claudi over the 30-cows offering kp-50-2
    And Claudi accepts
    When Benno places copycat-1 with the 30-cows
    Then the action is accepted
    And Benno's triple of the 30-cows is cow-30-1, cow-30-2 and copycat-1
    And it is Claudi's turn

  @id:KF-EN-COP-34 @KF-COP-7 @R-KF-COPYCAT-TIMING=new_type
  Scenario: A separate Copycat is not placed anew when the cow won is of a type already in the display
    Benno waited with the Copycat for a new cow type; a second 30-cow is no new type.
    Given it is Benno's turn
    And Benno's display holds cow-30-1
    And Benno's copycat-1 is placed separately
    And Claudi's display holds cow-30-2 and cow-60-1
    And Benno challenges Claudi over the 30-cows offering kp-50-2
    When Claudi accepts
    Then the action is accepted
    And copycat-1 does not wait to be placed
    And Benno's copycat-1 is placed separately
    And Benno's display holds exactly cow-30-1 and cow-30-2
    And it is Claudi's turn

  @id:KF-EN-COP-30 @KF-COP-7
  Scenario: A Copycat placed with a type does not move when its owner receives cows
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed with the 60-cows
    And Anne's stack holds cow-300-1 and cow-10-1
    And Anne auctions cow-300-1 and cow-10-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno's copycat-1 is placed with the 60-cows
    And it is Benno's turn

  @id:KF-EN-COP-31 @KF-COP-7
  Scenario: A separate Copycat is not placed anew when its owner receives no cow
    Given Benno's display holds cow-60-1
    And Benno's copycat-1 is placed separately
    And Anne's stack holds copycat-2
    And Anne auctions copycat-2
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2
    Then the action is accepted
    And Benno must place copycat-2 (reason received)
    And copycat-1 does not wait to be placed

  @id:KF-EN-COP-32 @KF-COP-3 @R-KF-COPYCAT-ORPHAN
  Scenario: A Copycat left with a type whose cows were traded away is placed anew when that type is completed
    Given Claudi's display holds cow-30-1
    And Claudi's copycat-2 is placed with the 150-cows
    And Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno has a triple of the 150-cows
    And Claudi must place copycat-2 (reason turned)

  @id:KF-EN-COP-33 @KF-COP-2 @needs:legal
  Scenario: A won Copycat may go with a type of the display or separately
    Given Anne's stack holds copycat-1 and cow-10-1
    And Benno's display holds cow-150-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno bids 10
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-10-2
    Then Benno must place copycat-1
    And Benno may place copycat-1 separately
    And Benno may place copycat-1 with the 150-cows
    And Benno may place copycat-1 with the 10-cows
    And Claudi may not auction
