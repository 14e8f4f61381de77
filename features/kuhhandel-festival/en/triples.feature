Feature: Triples
  The rulebook section "Triples": as soon as a player has 3 cards of a cow type in front of
  them, through an auction or a cow trade, they form a triple, which is safe until the end.
  The 4th card of the type is turned: on the table it becomes a black sheep, in a stack it
  goes to its owner's money, also when it belongs to the player who formed the triple.

  Background:
    Given a game of Anne, Benno and Claudi
    And Anne has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
    And Benno has the Kuhpons kp-100-2, kp-50-2, kp-20-2 and kp-10-2
    And Claudi has the Kuhpons kp-100-3, kp-50-3, kp-20-3 and kp-10-3
    And Benno's stack holds cow-400-1 and cow-400-2
    And Claudi's stack holds cow-500-1 and cow-500-2
    And it is Anne's turn

  # ------------------------------------------------------------ forming a triple

  @id:KF-EN-TRI-01 @KF-TRI-1
  Scenario: Three cows of a type won in an auction form a triple at once
    Given Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Benno's display holds exactly cow-10-1
    And it is Benno's turn

  @id:KF-EN-TRI-02 @KF-TRI-1
  Scenario: A cow won in a cow trade completes the challenger's triple
    Given Anne's display holds cow-220-1 and cow-220-2
    And Benno's display holds cow-220-3 and cow-30-1
    And Anne's stack holds cow-10-1
    And Anne challenges Benno over the 220-cows offering kp-100-1
    When Benno accepts
    Then the action is accepted
    And Anne's triple of the 220-cows is cow-220-1, cow-220-2 and cow-220-3
    And Anne's display holds exactly nothing
    And Benno's display holds exactly cow-30-1
    And Benno's money holds kp-100-1
    And it is Benno's turn

  @id:KF-EN-TRI-03 @KF-TRI-1
  Scenario: The challenged player who wins a counter-bid completes their own triple
    Given Anne's display holds cow-220-1 and cow-30-1
    And Benno's display holds cow-220-2 and cow-220-3
    And Anne's stack holds cow-10-1
    And Anne challenges Benno over the 220-cows offering kp-10-1
    When Benno counters with kp-50-2
    Then the action is accepted
    And Benno's triple of the 220-cows is cow-220-1, cow-220-2 and cow-220-3
    And Benno's display holds exactly nothing
    And Anne's display holds exactly cow-30-1
    And it is Benno's turn

  @id:KF-EN-TRI-04 @KF-TRI-1 @KF-TRI-3 @KF-TRI-5
  Scenario: Four cows of a type arriving together form one triple and one black sheep of the buyer
    Given Benno's display holds cow-60-1 and cow-60-4
    And Anne's stack holds cow-60-2 and cow-60-3
    And Anne auctions cow-60-2 and cow-60-3
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno has 1 triple
    And Benno's triple of the 60-cows is cow-60-1, cow-60-2 and cow-60-3
    And Benno's black sheep are exactly cow-60-4
    And Benno's display holds exactly nothing

  # ------------------------------------------------------------ the 4th card

  @id:KF-EN-TRI-05 @KF-TRI-3
  Scenario: The 4th card in another player's display becomes a black sheep
    Given Benno's display holds cow-150-1 and cow-150-2
    And Claudi's display holds cow-150-4 and cow-30-1
    And the coloured amount of cow-150-4 is 150
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno has a triple of the 150-cows
    And Claudi's black sheep are exactly cow-150-4
    And Claudi's display holds exactly cow-30-1
    And Claudi's money does not hold cow-150-4
    And Claudi loses 150 for black sheep

  @id:KF-EN-TRI-06 @KF-TRI-4
  Scenario: The 4th card in another player's stack goes turned into that player's money
    Given Benno's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Claudi's stack holds cow-150-4
    And Anne auctions cow-150-3 and cow-10-1
    And Benno bids 30
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-2 and kp-10-2
    Then the action is accepted
    And Benno has a triple of the 150-cows
    And Claudi's stack holds exactly cow-500-1 and cow-500-2
    And Claudi's money holds cow-150-4
    And Claudi has no black sheep

  @id:KF-EN-TRI-07 @KF-TRI-4
  Scenario: A turned cow in the money pays its coloured amount
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's stack holds cow-30-1 and cow-10-1
    And Anne auctions cow-30-1 and cow-10-1
    And Claudi bids 300
    And Benno passes
    And Anne sells to the highest bidder
    When Claudi pays cow-150-4, kp-100-3 and kp-50-3
    Then the action is accepted
    And Anne's money holds cow-150-4
    And Claudi's display holds exactly cow-10-1 and cow-30-1
    And Claudi holds exactly the Kuhpons kp-20-3 and kp-10-3

  @id:KF-EN-TRI-08 @KF-TRI-4 @R-KF-COLOURED-AMOUNT
  Scenario: A turned cow whose amount the position does not give pays the amount of the deck table in the options
    Given the deck table gives cow-150-4 the amount 200
    And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And Anne's stack holds cow-30-1 and cow-10-1
    And Anne auctions cow-30-1 and cow-10-1
    And Claudi bids 300
    And Benno passes
    And Anne sells to the highest bidder
    When Claudi pays cow-150-4 and kp-100-3
    Then the action is accepted
    And Anne's money holds cow-150-4 and kp-100-3
    And Claudi's display holds exactly cow-10-1 and cow-30-1
    And Claudi holds exactly the Kuhpons kp-50-3, kp-20-3 and kp-10-3

  @id:KF-EN-TRI-09 @KF-TRI-4
  Scenario: A turned cow counts its coloured amount in a counter-bid
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's display holds cow-30-1
    And Claudi's display holds cow-30-2
    And Anne's stack holds cow-10-1
    And Anne challenges Claudi over the 30-cows offering kp-100-1 and kp-20-1
    When Claudi counters with cow-150-4
    Then the action is accepted
    And Claudi's display holds exactly cow-30-1 and cow-30-2
    And Anne's display holds exactly nothing
    And Anne's money holds cow-150-4
    And Claudi's money holds kp-100-1 and kp-20-1

  @id:KF-EN-TRI-10 @KF-TRI-5 @KF-TRI-4
  Scenario: The 4th card in the stack of the player who formed the triple goes to their own money
    Given Anne's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3, cow-10-1 and cow-150-4
    And Anne auctions cow-150-3 and cow-10-1
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And Anne's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Anne's stack holds exactly nothing
    And Anne's money holds cow-150-4
    And Anne has no black sheep
    And it is Benno's turn

  # ------------------------------------------------------------ triples are safe

  @id:KF-EN-TRI-11 @KF-TRI-2 @KF-TRD-2
  Scenario: The cows of a triple cannot be traded
    Given Anne has a triple of cow-220-1, cow-220-2 and cow-220-3
    And Anne's display holds cow-30-1
    And Benno's display holds cow-30-2
    And Anne's stack holds cow-10-1
    When Anne challenges Benno over the 30 and 220-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRI-12 @KF-TRI-2 @KF-AUC-1
  Scenario: The cows of a triple cannot be auctioned
    Given Anne has a triple of cow-220-1, cow-220-2 and cow-220-3
    And Anne's stack holds cow-10-1 and cow-30-1
    When Anne auctions cow-220-1 and cow-10-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-TRI-13 @KF-TRI-2 @KF-COP-7
  Scenario: The Copycat of a triple can never be taken out of it
    Anne's separate Copycat may be placed anew when a new cow type arrives; the Copycat in
    her triple may not, and no other placement moves it.
    Given Anne has a triple of cow-220-1, cow-220-2 and copycat-1
    And Benno has the black sheep cow-220-3
    And the coloured amount of cow-220-3 is 220
    And Claudi has the Kuhpons cow-220-4
    And the coloured amount of cow-220-4 is 220
    And Anne's copycat-2 is placed separately
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne auctions cow-10-1 and cow-30-1
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And Anne must place copycat-2 (reason cows_arrived)
    And copycat-1 does not wait to be placed
    And Anne's triple of the 220-cows is cow-220-1, cow-220-2 and copycat-1

  @id:KF-EN-TRI-14 @KF-TRI-2 @KF-COP-2
  Scenario: Nothing can be added to a triple
    Given Anne has a triple of cow-220-1, cow-220-2 and cow-220-3
    And Claudi has the Kuhpons cow-220-4
    And the coloured amount of cow-220-4 is 220
    And Anne's stack holds copycat-2 and cow-10-1
    And Anne auctions copycat-2 and cow-10-1
    And Benno passes
    And Claudi passes
    When Anne places copycat-2 with the 220-cows
    Then the action is rejected with "copycat_bad_cow" under KF-COP-2
    And the state is unchanged

  @id:KF-EN-TRI-15 @KF-TRI-2
  Scenario: A later triple leaves an earlier triple as it is
    Given Anne has a triple of cow-220-1, cow-220-2 and copycat-1
    And Benno has the black sheep cow-220-3
    And the coloured amount of cow-220-3 is 220
    And Claudi has the Kuhpons cow-220-4
    And the coloured amount of cow-220-4 is 220
    And Anne's display holds cow-150-1 and cow-150-2
    And Anne's stack holds cow-150-3 and cow-10-1
    And Anne auctions cow-150-3 and cow-10-1
    And Benno passes
    When Claudi passes
    Then the action is accepted
    And Anne has 2 triples
    And Anne's triple of the 220-cows is cow-220-1, cow-220-2 and copycat-1
    And Anne's triple of the 150-cows is cow-150-1, cow-150-2 and cow-150-3
    And Anne has no black sheep
    And Benno's black sheep are exactly cow-220-3

  # ------------------------------------------------------------ turned cards

  @id:KF-EN-TRI-16 @KF-TRI-6 @KF-TRD-2
  Scenario: Black sheep cannot be traded, even when both players have one of the type
    Given Benno has a triple of cow-150-1, cow-150-2 and copycat-1
    And Anne has the black sheep cow-150-3
    And the coloured amount of cow-150-3 is 150
    And Claudi has the black sheep cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's display holds cow-30-1
    And Claudi's display holds cow-30-2
    And Anne's stack holds cow-10-1
    When Anne challenges Claudi over the 150-cows offering kp-100-1
    Then the action is rejected with "trade_cow_not_owned" under KF-TRD-2
    And the state is unchanged

  @id:KF-EN-TRI-17 @KF-TRI-6 @KF-AUC-1
  Scenario: A black sheep cannot be auctioned
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Anne has the black sheep cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's stack holds cow-10-1 and cow-30-1
    When Anne auctions cow-150-4 and cow-10-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-TRI-18 @KF-TRI-6 @KF-AUC-1
  Scenario: A turned cow in the money cannot be auctioned
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Anne has the Kuhpons cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's stack holds cow-10-1 and cow-30-1
    When Anne auctions cow-150-4 and cow-10-1
    Then the action is rejected with "card_not_in_stack" under KF-AUC-1
    And the state is unchanged

  @id:KF-EN-TRI-19 @KF-TRI-6 @KF-COP-2
  Scenario: A Copycat cannot be placed with a black sheep
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Anne has the black sheep cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's display holds cow-30-1
    And Anne's stack holds copycat-1 and cow-10-1
    And Anne auctions copycat-1 and cow-10-1
    And Benno passes
    And Claudi passes
    When Anne places copycat-1 with the 150-cows
    Then the action is rejected with "copycat_bad_cow" under KF-COP-2
    And the state is unchanged

  @id:KF-EN-TRI-20 @KF-TRI-6
  Scenario: A black sheep stays in front of its owner when the owner's cows are traded away
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the black sheep cow-150-4
    And the coloured amount of cow-150-4 is 150
    And Anne's display holds cow-30-1
    And Claudi's display holds cow-30-2
    And Anne's stack holds cow-10-1
    And Anne challenges Claudi over the 30-cows offering kp-100-1
    When Claudi accepts
    Then the action is accepted
    And Anne's display holds exactly cow-30-1 and cow-30-2
    And Claudi's display holds exactly nothing
    And Claudi's black sheep are exactly cow-150-4
    And Anne has no black sheep

  @id:KF-EN-TRI-21 @KF-TRI-4 @R-KF-COLOURED-AMOUNT
  Scenario: A turned cow pays the amount the position gives it, not its type value
    The amount is a fact of the position, so this holds under every option of the ruling.
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And the coloured amount of cow-150-4 is 200
    And Anne's stack holds cow-30-1 and cow-10-1
    And Anne auctions cow-30-1 and cow-10-1
    And Claudi bids 300
    And Benno passes
    And Anne sells to the highest bidder
    When Claudi pays cow-150-4 and kp-100-3
    Then the action is accepted
    And Anne's money holds cow-150-4 and kp-100-3
    And Claudi holds exactly the Kuhpons kp-50-3, kp-20-3 and kp-10-3

  @id:KF-EN-TRI-22 @KF-TRI-4 @R-KF-COLOURED-AMOUNT
  Scenario: The amount the position gives a card comes before the deck table
    Given the deck table gives cow-150-4 the amount 500
    And the coloured amount of cow-150-4 is 200
    And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And Anne's stack holds cow-30-1 and cow-10-1
    And Anne auctions cow-30-1 and cow-10-1
    And Claudi bids 300
    And Benno passes
    And Anne sells to the highest bidder
    When Claudi pays cow-150-4
    Then the action is rejected with "payment_insufficient" under KF-SPC-3
    And the state is unchanged

  @id:KF-EN-TRI-24 @KF-TRI-3 @R-KF-COLOURED-AMOUNT=stated
  Scenario: When only the position may say what a card is worth, a position that does not say is refused
    Given Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
    And Claudi has the Kuhpons cow-150-4
    And the coloured amount of cow-150-4 is 200
    When the position is loaded
    Then the position is refused at $.amounts under KF-TRI-3

  @id:KF-EN-TRI-25 @KF-TRI-3 @R-KF-COLOURED-AMOUNT=stated
  Scenario: When only the position may say what a card is worth, a game dealt from a seed alone is refused
    When a new game of Anne, Benno and Claudi is dealt from seed 1
    Then the setup is refused at $.amounts under KF-TRI-3
