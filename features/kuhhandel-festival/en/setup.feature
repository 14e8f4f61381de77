Feature: Setup (3-5 players)
  The rulebook section "Setup (3-5 players)": the cow cards are shuffled and dealt evenly
  into face-down stacks (10 each with 4 players, 8 each with 5; with 3 players one Copycat
  goes back to the box first and the other 39 cards are dealt, 13 each). Every player gets
  two 0s, two 100s and one each of 10, 20, 50 and 200 as Kuhpons, held hidden; the Kuhpons
  left over go back to the box. The first player is named by the setup (R-KF-START-PLAYER).

  @id:KF-EN-SET-01 @KF-SET-2
  Scenario: With 3 players one Copycat goes to the box and 13 cards are dealt to each
    Given a new game of Anne, Benno and Claudi dealt from seed 5
    Then every player's stack holds 13 cards
    And the stacks together hold 39 cards
    And the stacks together hold all four copies of the 10, 30, 60, 100, 150, 220, 300, 400 and 500-cows
    And the stacks together hold 3 Copycats
    And the box holds 1 Copycat
    And the box holds 0 cows

  @id:KF-EN-SET-02 @KF-SET-1
  Scenario: With 4 players all 40 cow cards are dealt, 10 to each
    Given a new game of Anne, Benno, Claudi and Doris dealt from seed 5
    Then every player's stack holds 10 cards
    And the stacks together hold 4 Copycats
    And the stacks together hold 36 cows
    And the box holds 0 Copycats
    And the box holds 0 cows

  @id:KF-EN-SET-03 @KF-SET-1
  Scenario: With 5 players all 40 cow cards are dealt, 8 to each
    Given a new game of Anne, Benno, Claudi, Doris and Emil dealt from seed 5
    Then every player's stack holds 8 cards
    And the stacks together hold 4 Copycats
    And the stacks together hold 36 cows
    And the box holds 0 Copycats
    And the box holds 0 cows

  @id:KF-EN-SET-04 @KF-SET-3 @KF-SET-4
  Scenario: With 3 players everyone gets 8 Kuhpons worth 480 and 16 Kuhpons go to the box
    Given a new game of Anne, Benno and Claudi dealt from seed 5
    Then every player holds Kuhpons worth 0, 0, 10, 20, 50, 100, 100 and 200
    And every player's money totals 480
    And the box holds 16 Kuhpons
    And the box holds 4 Kuhpons of value 0
    And the box holds 4 Kuhpons of value 100
    And the box holds 2 Kuhpons of value 10
    And the box holds 2 Kuhpons of value 20
    And the box holds 2 Kuhpons of value 50
    And the box holds 2 Kuhpons of value 200

  @id:KF-EN-SET-05 @KF-SET-3 @KF-SET-4
  Scenario: With 4 players everyone gets 8 Kuhpons and 8 Kuhpons go to the box
    Given a new game of Anne, Benno, Claudi and Doris dealt from seed 5
    Then every player holds Kuhpons worth 0, 0, 10, 20, 50, 100, 100 and 200
    And every player's money totals 480
    And the box holds 8 Kuhpons
    And the box holds 2 Kuhpons of value 0
    And the box holds 2 Kuhpons of value 100
    And the box holds 1 Kuhpon of value 10
    And the box holds 1 Kuhpon of value 20
    And the box holds 1 Kuhpon of value 50
    And the box holds 1 Kuhpon of value 200

  @id:KF-EN-SET-06 @KF-SET-3 @KF-SET-4
  Scenario: With 5 players every Kuhpon is dealt and none goes to the box
    Given a new game of Anne, Benno, Claudi, Doris and Emil dealt from seed 5
    Then every player holds Kuhpons worth 0, 0, 10, 20, 50, 100, 100 and 200
    And every player's money totals 480
    And the box holds 0 Kuhpons

  @id:KF-EN-SET-07 @KF-SET-4
  Scenario: A Kuhpon in the box cannot be paid
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Benno has the Kuhpons kp-20-1 and kp-100-1
    And kp-20-5 lies in the box
    And Anne auctions cow-10-1 and cow-30-1
    And Benno bids 20
    And Claudi passes
    And Anne sells to the highest bidder
    When Benno pays kp-20-5
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged
    And kp-20-5 lies in the box

  @id:KF-EN-SET-08 @KF-SET-4
  Scenario: A Kuhpon in the box cannot be offered in a cow trade
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne's display holds cow-400-1
    And Benno's display holds cow-400-2
    And Benno's stack holds cow-100-1 and cow-150-1
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Anne has the Kuhpons kp-0-1 and kp-10-1
    And kp-200-5 lies in the box
    When Anne challenges Benno over the 400-cows offering kp-200-5
    Then the action is rejected with "kuhpon_not_owned" under KF-CON-3
    And the state is unchanged

  @id:KF-EN-SET-09 @KF-SET-5 @needs:view
  Scenario: Other players see only how many cards a stack and a money hand hold
    Given a new game of Anne, Benno and Claudi dealt from seed 5
    Then Anne sees Benno's stack as 13 cards
    And Anne sees Benno's money as 8 cards
    And Anne sees Claudi's stack as 13 cards
    And Claudi sees Anne's money as 8 cards

  @id:KF-EN-SET-10 @KF-SET-5 @needs:view @R-KF-STACK-LOOK=owner_sees
  Scenario: A player sees their own stack and money, and the face-up cards of everyone
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Anne has the Kuhpons kp-200-1 and kp-0-1
    And Benno's stack holds cow-100-1 and copycat-1
    And Benno's display holds cow-60-1
    And Benno has a triple of cow-500-1, cow-500-2 and cow-500-3
    And Benno has the Kuhpons kp-100-1, kp-50-1 and cow-500-4
    And the coloured amount of cow-500-4 is 500
    And Claudi's stack holds cow-220-1 and cow-300-1
    And Claudi has the Kuhpons kp-20-1
    Then Anne's view shows cow-10-1, cow-30-1, kp-200-1 and kp-0-1
    And Anne's view shows cow-60-1, cow-500-1 and cow-500-4
    And Anne's view shows none of cow-100-1, copycat-1, kp-100-1, kp-50-1, cow-220-1, cow-300-1 and kp-20-1
    And Anne sees Benno's stack as 2 cards
    And Anne sees Benno's money as 3 cards
    And Benno's view shows cow-100-1, copycat-1, kp-100-1 and kp-50-1
    And Benno's view shows none of cow-10-1, cow-30-1, kp-200-1 and kp-0-1

  @id:KF-EN-SET-11 @KF-SET-6
  Scenario: Without a named first player, the first seat starts
    Given a new game of Anne, Benno, Claudi and Doris dealt from seed 5
    Then it is Anne's turn
    And the step is turn

  @id:KF-EN-SET-12 @KF-SET-6
  Scenario: The setup names the first player
    Given a new game of Anne, Benno, Claudi and Doris dealt from seed 5 where Claudi starts
    Then it is Claudi's turn

  @id:KF-EN-SET-13 @KF-SET-6
  Scenario: The last seat may be named to start
    Given a new game of Anne, Benno, Claudi, Doris and Emil dealt from seed 5 where Emil starts
    Then it is Emil's turn

  @id:KF-EN-SET-14 @KF-SET-6
  Scenario: Two players are too few for the standard game
    When a new game of Anne and Benno is dealt from seed 1
    Then the setup is refused

  @id:KF-EN-SET-15 @KF-SET-6
  Scenario: Six players are too many
    When a new game of Anne, Benno, Claudi, Doris, Emil and Fritz is dealt from seed 1
    Then the setup is refused

  @id:KF-EN-SET-16 @KF-SET-2
  Scenario Outline: Whatever the shuffle, the 3-player box holds exactly one Copycat and no cow
    Given a new game of Anne, Benno and Claudi dealt from seed <seed>
    Then every player's stack holds 13 cards
    And the stacks together hold all four copies of the 10, 30, 60, 100, 150, 220, 300, 400 and 500-cows
    And the stacks together hold 3 Copycats
    And the box holds 1 Copycat
    And the box holds 0 cows

    Examples:
      | seed |
      | 1    |
      | 2    |
      | 3    |
      | 4    |

  @id:KF-EN-SET-17 @KF-SET-5 @R-KF-STACK-LOOK=blind @needs:view
  Scenario: With blind stacks nobody sees a stack, its owner neither
    Given a game of Anne, Benno and Claudi
    And Anne's stack holds cow-10-1 and cow-30-1
    And Benno's stack holds cow-100-1
    And Claudi's stack holds cow-220-1
    Then Anne sees Anne's stack as 2 cards
    And Anne's view shows none of cow-10-1 and cow-30-1
    And Benno sees Anne's stack as 2 cards
    And Benno sees Benno's stack as 1 card
