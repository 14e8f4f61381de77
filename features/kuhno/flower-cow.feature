Feature: Flower cow
  The rulebook section "Flower Cow (10x)": the spots of a flower cow let its player place
  more cows at once, each at the next position by the rules. With two spots: two more if the
  first is a pasture or party cow, only one more if it is a milk or cowpat cow, and another
  flower cow's spots replace the count. A player who will not use the rest announces it. A
  flower cow may not be the first card of a round (R-KN-FLOWER: 3 and 4 spots alike).

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds flower-01 (back), flower-02 (back, head), flower-03 (belly, back, head) and pasture-01 (back)
    And Carl holds pasture-02 (head), milk-1 (back), party-1 (back) and pasture-03 (back)
    And it is Carl's turn

  Rule: The flower cow's spots allow more cows

    @id:KN-EN-FLOWER-01 @KN-FLOWER-1 @R-KN-FLOWER
    Scenario: A flower cow with one spot: one more cow, on the next position
      When Carl places flower-01 along the right side facing the bottom right corner
      Then Carl may still place 1 more cow
      When Carl places pasture-01 along the bottom side facing the bottom left corner
      Then the action is accepted
      And it is now Eva's turn
      And the bottom side holds exactly pasture-01

    @id:KN-EN-FLOWER-02 @KN-FLOWER-1 @R-KN-FLOWER
    Scenario: A flower cow with two spots, then a pasture cow: two more cows
      Given Carl places flower-02 along the right side facing the bottom right corner
      When Carl places pasture-01 along the bottom side facing the bottom left corner
      Then Carl may still place 1 more cow
      When Carl places pasture-03 along the left side facing the top left corner
      Then it is now Eva's turn
      And Carl holds exactly flower-01, flower-03, milk-1, party-1 and pasture-02

    @id:KN-EN-FLOWER-03 @KN-FLOWER-1 @KN-PARTY-1 @R-KN-FLOWER
    Scenario: Two spots, then a party cow: it turns the cows round as usual, and one more may follow
      Given Carl places flower-02 along the right side facing the bottom right corner
      When Carl places party-1 along the bottom side facing the bottom right corner, calling "meow"
      Then Carl may still place 1 more cow
      And the next cow goes to the right side, counterclockwise
      And the sounds of this round are "meow"

    @id:KN-EN-FLOWER-04 @KN-FLOWER-1 @KN-MILK-1 @R-KN-FLOWER
    Scenario: Two spots, then a milk cow: the milk cow counts, and no card for the second spot
      Given Carl places flower-02 along the right side facing the bottom right corner
      When Carl places milk-1 along the bottom side facing the bottom left corner
      Then the action is accepted
      And it is now Alfredo's turn

    @id:KN-EN-FLOWER-05 @KN-FLOWER-1 @R-KN-FLOWER
    Scenario: Two spots, then another flower cow: only the new flower cow's spots count
      Given Carl places flower-02 along the right side facing the bottom right corner
      When Carl places flower-03 along the bottom side facing the bottom left corner
      Then Carl may still place 3 more cows

    @id:KN-EN-FLOWER-06 @KN-FLOWER-1
    Scenario: The further cow must keep to the rules too
      Given Carl places flower-01 along the right side facing the bottom right corner
      When Carl places pasture-02 along the bottom side facing the bottom left corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

  Rule: A player may stop early by announcing it

    @id:KN-EN-FLOWER-07 @KN-FLOWER-2 @R-KN-FLOWER
    Scenario: Carl announces that he plays no more cows
      Given Carl places flower-02 along the right side facing the bottom right corner
      When Carl announces that he plays no more cows
      Then the action is accepted
      And it is now Eva's turn
      And Carl holds 7 cards

    @id:KN-EN-FLOWER-08 @KN-FLOWER-2 @R-KN-FLOWER
    Scenario: With no cow that fits the next position, the turn ends without an announcement
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Carl holds flower-01 (back), pasture-02 (head) and pasture-03 (head)
      And it is Carl's turn
      When Carl places flower-01 along the right side facing the bottom right corner
      Then the action is accepted
      And it is now Eva's turn

  Rule: No flower cow as the first card of a round

    @id:KN-EN-FLOWER-09 @KN-FLOWER-3
    Scenario: A flower cow cannot open the round
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds flower-04 (back, head, belly, tail), pasture-01 (back) and pasture-02 (back)
      And it is Carl's turn
      When Carl places flower-04 along the top side facing the top right corner
      Then the play stands as the mistake "flower_first" under KN-FLOWER-3
      And the top side holds exactly flower-04
