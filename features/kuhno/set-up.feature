Feature: Set-up
  The rulebook section "Set-Up": the cards are shuffled, every player gets 7 cards in the
  hand, and the rest form the cowpat pile in the middle, cowpat side up, with Kuhno sitting on
  it. The rulebook names no number of players (R-KN-PLAYERS: 2 to 6).

  @id:KN-EN-SET-01 @KN-SET-1
  Scenario: Seven cards for every player, the rest form the cowpat pile
    Given a new game of Anne, Benno and Claudi dealt from seed 5
    Then every player holds 7 cards and the cowpat pile holds the other 43
    And Anne starts the round

  @id:KN-EN-SET-02 @KN-SET-1 @KN-SET-2
  Scenario: With six players 22 cards form the pile
    Given a new game of Anne, Benno, Claudi, Doris, Emil and Fritz dealt from seed 2
    Then every player holds 7 cards and the cowpat pile holds the other 22

  @id:KN-EN-SET-03 @KN-SET-1
  Scenario: An explicit deal is played as dealt
    Given the deal gives Anne pasture-01 (back), pasture-02 (back), pasture-03 (back), pasture-04 (back), pasture-05 (back), pasture-06 (back) and pasture-07 (back)
    And the deal gives Benno milk-1 (back), milk-2 (back, head), milk-3 (back), milk-4 (back), party-1 (back), party-2 (back) and party-3 (back)
    And the deal puts flower-10 (tail, Kuhno left) on top of the cowpat pile
    When a new game of Anne and Benno is dealt as given
    Then Benno holds exactly milk-1, milk-2, milk-3, milk-4, party-1, party-2 and party-3
    And the top card of the cowpat pile is flower-10
    And the cowpat pile holds 50 cards

  @id:KN-EN-SET-04 @KN-SET-2 @R-KN-PLAYERS
  Scenario Outline: A game is for 2 to 6 players
    When a new game of <players> is dealt from seed 1
    Then the setup is refused at $.players under KN-SET-2

    Examples:
      | players                                              |
      | Anne                                                 |
      | Anne, Benno, Claudi, Doris, Emil, Fritz and Gerda    |

  @id:KN-EN-SET-05 @KN-SET-3 @needs:view
  Scenario: A player sees the own hand, and the others' hands only as a number of cards
    Given a game of Anne, Benno and Claudi
    And Kuhno sits on the top side
    And Anne holds pasture-01 (back), milk-2 (head, tail) and party-4 (belly)
    And Benno holds cowpat-03 (back) and flower-07 (head)
    Then Anne's view shows her own hand
    And Anne's view shows Benno's hand only as 2 cards and their backs
    And Benno's view shows Anne's hand only as 3 cards and their backs
    And Claudi's view shows Anne's hand only as 3 cards and their backs
    And Claudi's view shows the cowpat pile only as 56 cards with Kuhno on the top side on top

  @id:KN-EN-SET-10 @KN-SET-3 @needs:view
  Scenario: The view of a seeded game shows neither the others' hands nor the seed that dealt them
    Given a new game of Anne, Benno and Claudi dealt from seed 7
    Then Benno's view shows his own hand
    And Benno's view shows Anne's dealt hand only as 7 cards and as many backs
    And Benno's view shows Claudi's dealt hand only as 7 cards and as many backs
    And Benno's view gives no seed
