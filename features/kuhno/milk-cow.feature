Feature: Milk cow
  The rulebook section "Milk Cow (4x)": the number of the milk cow's spots says how many of
  the following players lose a turn (R-KN-MILK-OVERFLOW for more spots than other players).

  Background:
    Given a game of Carl, Eva, Alfredo and Dora
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds milk-1 (back), milk-2 (tail, back), milk-3 (tail, back, head) and pasture-01 (head)
    And it is Carl's turn

  @id:KN-EN-MILK-01 @KN-MILK-1
  Scenario: A milk cow with one spot: the next player loses a turn
    When Carl places milk-1 along the right side facing the bottom right corner
    Then the action is accepted
    And it is now Alfredo's turn
    And Eva is now to lose 0 turns

  @id:KN-EN-MILK-02 @KN-MILK-1
  Scenario: A milk cow with two spots: the next two players lose a turn
    When Carl places milk-2 along the right side facing the bottom right corner
    Then the action is accepted
    And it is now Dora's turn

  @id:KN-EN-MILK-03 @KN-MILK-1
  Scenario: A milk cow with three spots: the three other players lose a turn, and Carl plays again
    When Carl places milk-3 along the right side facing the bottom right corner
    Then the action is accepted
    And it is now Carl's turn
    And the next cow goes to the bottom side, clockwise

  @id:KN-EN-MILK-04 @KN-MILK-1 @KN-COWPAT-1 @R-KN-COWPAT
  Scenario: A player who loses a turn keeps the cards owed for the next turn they take
    Given Eva owes 2 cards
    When Carl places milk-1 along the right side facing the bottom right corner
    Then it is now Alfredo's turn
    And Eva now owes 2 cards
    And Eva holds 3 cards

  @id:KN-EN-MILK-05 @KN-MILK-1
  Scenario: A milk cow on the wrong side stands as a mistake until somebody challenges it
    When Carl places milk-1 along the bottom side facing the bottom left corner
    Then the play stands as the mistake "wrong_position" under KN-PLACE-1

  Rule: A milk cow with more spots than other players

    Background:
      Given a game of Anne and Benno
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Anne holds milk-3 (tail, back, head), pasture-01 (back), pasture-02 (head) and pasture-06 (head)
      And Benno holds pasture-03 (belly), pasture-04 (belly) and pasture-05 (belly)
      And it is Anne's turn

    @id:KN-EN-MILK-06 @KN-MILK-2 @R-KN-MILK-OVERFLOW
    Scenario: Each other player loses one turn at most; the spots beyond are void
      When Anne places milk-3 along the right side facing the bottom right corner
      And Anne places pasture-01 along the bottom side facing the bottom left corner
      Then the action is accepted
      And it is now Benno's turn
      And Benno is now to lose 0 turns

    @id:KN-EN-MILK-07 @KN-MILK-2 @R-KN-MILK-OVERFLOW=wrap
    Scenario: Counting round the table, Benno loses three turns in a row
      When Anne places milk-3 along the right side facing the bottom right corner
      Then it is now Anne's turn
      And Benno is now to lose 2 turns
      When Anne places pasture-01 along the bottom side facing the bottom left corner
      Then it is now Anne's turn
      And Benno is now to lose 1 turn

    @id:KN-EN-MILK-08 @KN-MILK-2 @R-KN-MILK-OVERFLOW
    Scenario: With two players a 2-spot milk cow costs Benno one turn, not two
      Given Anne holds milk-2 (tail, back)
      When Anne places milk-2 along the right side facing the bottom right corner
      Then the action is accepted
      And it is now Anne's turn
      And Benno is now to lose 0 turns

  Rule: A 4-spot milk cow with three players

    Background:
      Given a game of Anne, Benno and Claudi
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Anne holds milk-4 (back, head, belly, tail), pasture-01 (back), pasture-02 (head) and pasture-06 (head)
      And it is Anne's turn

    @id:KN-EN-MILK-09 @KN-MILK-2 @R-KN-MILK-OVERFLOW
    Scenario: Benno and Claudi each lose one turn, and Anne plays next
      When Anne places milk-4 along the right side facing the bottom right corner
      Then the action is accepted
      And it is now Anne's turn
      And Benno is now to lose 0 turns
      And Claudi is now to lose 0 turns

    @id:KN-EN-MILK-10 @KN-MILK-2 @R-KN-MILK-OVERFLOW=wrap
    Scenario: Counting round the table past Anne, Benno and Claudi lose two turns each
      When Anne places milk-4 along the right side facing the bottom right corner
      Then it is now Anne's turn
      And Benno is now to lose 1 turn
      And Claudi is now to lose 1 turn

