Feature: Object of the game
  The rulebook section "Object of the Game": be the first to get rid of all your cards; the
  others then score a dung point for each spot on the cows left in their hands, and after all
  rounds the fewest dung points win.

  @id:KN-EN-OBJ-01 @KN-OBJ-1 @KN-ROUND-3
  Scenario: Whoever gets rid of the cards scores nothing; the others their spots
    Given a game of Anne and Benno
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Anne holds pasture-01 (back)
    And Benno holds pasture-02 (back, head, belly, tail), pasture-03 (head) and party-5 (back, belly)
    And it is Anne's turn
    When Anne places pasture-01 along the right side facing the bottom right corner, calling "kuhno"
    Then the round has ended
    And the dung points of round 1 are 0 and 7
    And the dung point totals are 0 and 7
