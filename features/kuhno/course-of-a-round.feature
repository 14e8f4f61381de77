Feature: Course of a round
  The rulebook section "Course of a Round" and its three conditions: the youngest player
  begins and the others follow clockwise; on your turn you place one cow from your hand
  along a side of the cowpat pile, in the right place (1. Keep to the Direction of
  Placement), with its head the right way (2. Keep to the Direction of View) and with a spot
  where Kuhno sits (3. Where Is Kuhno Sitting?). The sides are named after the table: top,
  right, bottom and left; the corners between them top right, bottom right, bottom left and
  top left (R-KN-GEOMETRY).

  Rule: The youngest player begins, then the others follow clockwise

    @id:KN-EN-TURN-01 @KN-TURN-1 @R-KN-START
    Scenario: The setup names the youngest player, who begins
      Given a new game of Carl, Eva and Alfredo dealt from seed 4 where Eva starts
      Then Eva starts the round
      And no cow lies along any side

    @id:KN-EN-TURN-02 @KN-TURN-1
    Scenario: Turns pass clockwise, to the next seat
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds pasture-01 (back), pasture-02 (back) and pasture-03 (back)
      And Eva holds pasture-04 (back), pasture-05 (back) and pasture-06 (back)
      And it is Carl's turn
      When Carl places pasture-01 along the top side facing the top right corner
      Then it is now Eva's turn
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then it is now Alfredo's turn

    @id:KN-EN-TURN-03 @KN-TURN-1
    Scenario: A player may not place a cow when it is not their turn
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds pasture-01 (back), pasture-02 (back) and pasture-03 (back)
      And Alfredo holds pasture-07 (back, head, belly, tail), pasture-08 (back) and pasture-09 (back)
      And it is Carl's turn
      When Alfredo places pasture-07 along the top side facing the top right corner
      Then the action is rejected with "not_your_turn" under KN-TURN-1
      And the state is unchanged

  Rule: A turn places one cow from the player's own hand

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Eva holds pasture-04 (back), pasture-05 (back) and pasture-06 (belly)
      And Carl holds pasture-01 (tail), pasture-02 (tail) and pasture-03 (tail)
      And it is Eva's turn

    @id:KN-EN-TURN-04 @KN-TURN-2
    Scenario: The cow leaves the hand and lies at the position
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then the action is accepted
      And Eva holds exactly pasture-05 and pasture-06
      And the right side holds exactly pasture-04
      And every one of the 64 cards lies in exactly one place

    @id:KN-EN-TURN-08 @KN-TURN-1 @KN-TURN-2 @R-KN-REJECTION-ORDER
    Scenario: A player out of turn with a card they do not hold is refused for the turn first
      When Carl places pasture-04 along the right side facing the bottom right corner
      Then the action is rejected with "not_your_turn" under KN-TURN-1
      And the state is unchanged

    @id:KN-EN-TURN-05 @KN-TURN-2
    Scenario: A cow that is not in the player's hand cannot be placed
      When Eva places pasture-01 along the right side facing the bottom right corner
      Then the action is rejected with "card_not_in_hand" under KN-TURN-2
      And the state is unchanged

    @id:KN-EN-TURN-06 @KN-TURN-3
    Scenario: An action of another step is refused: there is nothing to end before a cow or a draw
      When Eva ends the turn
      Then the action is rejected with "wrong_step" under KN-TURN-3
      And the state is unchanged

    @id:KN-EN-TURN-07 @KN-TURN-3
    Scenario Outline: A malformed action is refused and changes nothing
      When the action <action> is sent
      Then the action is rejected with "malformed_action" under KN-TURN-3
      And the state is unchanged

      Examples:
        | action                                                      |
        | {"type": "play", "player": 1}                               |
        | {"type": "moo", "player": 1}                                |
        | {"type": "draw", "player": 5}                               |
        | {"type": "play", "player": 1, "card": "pasture-04", "side": "middle"} |
        | "bssszzzz"                                                  |

  Rule: 1. Keep to the direction of placement: round the corner the previous cow faces

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Eva holds pasture-04 (back, head, belly, tail), pasture-05 (back) and pasture-06 (belly)
      And it is Eva's turn

    @id:KN-EN-PLACE-01 @KN-PLACE-1 @R-KN-GEOMETRY
    Scenario: The next cow goes round the corner the previous cow faces
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then the action is accepted
      And the right side holds exactly pasture-04
      And the next cow goes to the bottom side, clockwise

    @id:KN-EN-PLACE-02 @KN-PLACE-1
    Scenario Outline: A cow on any other side is in the wrong place
      When Eva places pasture-04 along the <side> side facing the <corner> corner
      Then the play stands as the mistake "wrong_position" under KN-PLACE-1

      Examples:
        | side   | corner       |
        | top    | top left     |
        | bottom | bottom left  |
        | left   | top left     |

  Rule: 2. Keep to the direction of view: the rear toward the corner the previous cow faces

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Eva holds pasture-04 (back, head, belly, tail), pasture-05 (back) and pasture-06 (belly)
      And it is Eva's turn

    @id:KN-EN-PLACE-03 @KN-PLACE-2
    Scenario: A cow looking back at the previous cow is facing the wrong way
      When Eva places pasture-04 along the right side facing the top right corner
      Then the play stands as the mistake "wrong_direction" under KN-PLACE-2

    @id:KN-EN-PLACE-04 @KN-PLACE-2
    Scenario: A cow cannot face a corner that is not on its side
      When Eva places pasture-04 along the right side facing the bottom left corner
      Then the action is rejected with "wrong_direction" under KN-PLACE-2
      And the state is unchanged

  Rule: 3. Where is Kuhno sitting? The cow needs a spot on Kuhno's side

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-30 lies along the top side facing the top right corner
      And Eva holds pasture-04 (tail), pasture-05 (back), pasture-06 (belly, head) and pasture-07 (back, head, belly)
      And it is Eva's turn

    @id:KN-EN-PLACE-05 @KN-PLACE-3 @R-KN-SPOT-FRAME=as_laid
    Scenario: Along the right side, facing down, the cow's tail points to Kuhno's side
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then the action is accepted
      And the right side holds exactly pasture-04

    @id:KN-EN-PLACE-06 @KN-PLACE-3 @R-KN-SPOT-FRAME=as_laid
    Scenario Outline: A cow without a spot toward Kuhno cannot be placed
      When Eva places <card> along the right side facing the bottom right corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

      Examples:
        | card       |
        | pasture-05 |
        | pasture-06 |

    @id:KN-EN-PLACE-07 @KN-PLACE-3
    Scenario: Further spots play no role
      When Eva places pasture-07 along the right side facing the bottom right corner
      Then the action is accepted
      And Eva holds exactly pasture-04, pasture-05 and pasture-06

    @id:KN-EN-PLACE-08 @KN-PLACE-3 @R-KN-SPOT-FRAME
    Scenario: Reading the spots as printed, the back is the top edge whatever the cow's place
      When Eva places pasture-05 along the right side facing the bottom right corner
      Then the action is accepted
      And the right side holds exactly pasture-05

    @id:KN-EN-PLACE-09 @KN-PLACE-3 @R-KN-SPOT-FRAME
    Scenario: Reading the spots as printed, a tail spot points left, not to Kuhno
      When Eva places pasture-04 along the right side facing the bottom right corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

  Rule: The starting player chooses where the first cow goes

    Background:
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds pasture-01 (back), pasture-02 (back), pasture-03 (belly) and flower-01 (back, head, belly, tail)
      And it is Carl's turn

    @id:KN-EN-PLACE-10 @KN-PLACE-4 @R-KN-GEOMETRY
    Scenario: The first cow may go along any side, facing either corner
      When Carl places pasture-02 along the left side facing the top left corner
      Then the action is accepted
      And the left side holds exactly pasture-02
      And the next cow goes to the top side, clockwise

    @id:KN-EN-PLACE-11 @KN-PLACE-4
    Scenario: A first cow facing the other corner sends the cows counterclockwise
      When Carl places pasture-01 along the bottom side facing the bottom right corner
      Then the action is accepted
      And the next cow goes to the right side, counterclockwise
      And it is now Eva's turn

    @id:KN-EN-PLACE-12 @KN-PLACE-4
    Scenario: The first cow must name its side and its corner
      When Carl places pasture-01 at the position
      Then the action is rejected with "placement_required" under KN-PLACE-4
      And the state is unchanged

    @id:KN-EN-PLACE-13 @KN-PLACE-4 @KN-PLACE-3
    Scenario: The first cow, too, needs a spot where Kuhno sits
      When Carl places pasture-03 along the top side facing the top right corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3

  Rule: The rulebook's example: Carl, Eva and Alfredo place their cows round the pile

    @id:KN-EN-PLACE-14 @KN-PLACE-1 @KN-PLACE-2 @KN-PLACE-3 @R-KN-EXAMPLE @R-KN-SPOT-FRAME
    Scenario: Each cow looks at the rear of the next; the fifth cow covers the first
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And Carl holds pasture-01 (back), pasture-02 (back), pasture-03 (back) and pasture-10 (back)
      And Eva holds pasture-04 (back), pasture-05 (back), pasture-06 (belly) and pasture-11 (head)
      And Alfredo holds pasture-07 (back), pasture-08 (back), pasture-09 (tail) and pasture-12 (head)
      And it is Carl's turn
      When Carl places pasture-01 along the top side facing the top right corner
      And Eva places pasture-04 along the right side facing the bottom right corner
      And Alfredo places pasture-07 along the bottom side facing the bottom left corner
      And Carl places pasture-02 along the left side facing the top left corner
      And Eva places pasture-05 along the top side facing the top right corner
      Then the action is accepted
      And the top side holds exactly pasture-05 and pasture-01
      And the right side holds exactly pasture-04
      And the bottom side holds exactly pasture-07
      And the left side holds exactly pasture-02
      And the next cow goes to the right side, clockwise
      And it is now Alfredo's turn

    @id:KN-EN-PLACE-15 @KN-PLACE-3 @KN-PLACE-1 @R-KN-EXAMPLE @needs:legal
    Scenario: Of Carl's cards only the milk cow has a spot in the right place
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-20 lies along the top side facing the top right corner
      And pasture-21 lies along the right side facing the bottom right corner
      And pasture-22 lies along the bottom side facing the bottom left corner
      And Carl holds pasture-01 (head), cowpat-01 (belly), party-1 (belly) and milk-2 (head, back)
      And it is Carl's turn
      Then Carl may place only milk-2
      And Carl may place milk-2 along the left side facing the top left corner

    @id:KN-EN-PLACE-16 @KN-PLACE-3 @R-KN-EXAMPLE
    Scenario: Carl's pasture cow has its spot on the wrong place at position (4)
      Given a game of Carl, Eva and Alfredo
      And Kuhno sits on the top side
      And pasture-20 lies along the top side facing the top right corner
      And pasture-21 lies along the right side facing the bottom right corner
      And pasture-22 lies along the bottom side facing the bottom left corner
      And Carl holds pasture-01 (head), cowpat-01 (belly), party-1 (belly) and milk-2 (head, back)
      And it is Carl's turn
      When Carl places pasture-01 along the left side facing the top left corner
      Then the play stands as the mistake "no_matching_spot" under KN-PLACE-3
