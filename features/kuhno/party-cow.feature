Feature: Party cow
  The rulebook section "Party Cow (6x)": A) a party cow is placed the other way round, looking
  at the same corner as the previous cow, which reverses the direction of view and placement;
  the order of turns stays clockwise. B) its player makes a new animal sound: not "moo", not
  "bssszzzz", and no sound already made (R-KN-SOUNDS).

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds party-1 (head), pasture-01 (back), pasture-02 (back) and pasture-03 (back)
    And Eva holds party-2 (back), pasture-04 (belly), pasture-05 (belly) and pasture-06 (belly)
    And Alfredo holds party-3 (back, head, belly, tail), pasture-07 (back) and pasture-08 (back)
    And it is Carl's turn

  Rule: A) The party cow changes the direction of view and placement

    @id:KN-EN-PARTY-01 @KN-PARTY-1 @KN-TURN-1 @R-KN-GEOMETRY
    Scenario: The party cow faces the previous cow, and the next cow covers that one
      When Carl places party-1 along the right side facing the top right corner, calling "meow"
      Then the action is accepted
      And the next cow goes to the top side, counterclockwise
      And it is now Eva's turn
      When Eva places pasture-04 along the top side facing the top left corner
      Then the action is accepted
      And the top side holds exactly pasture-04 and pasture-30
      And the next cow goes to the left side, counterclockwise
      And it is now Alfredo's turn

    @id:KN-EN-PARTY-02 @KN-PARTY-1 @R-KN-REJECTION-ORDER
    Scenario: A party cow facing the usual way is facing the wrong way
      When Carl places party-1 along the right side facing the bottom right corner, calling "meow"
      Then the action is rejected with "wrong_direction" under KN-PLACE-2
      And the state is unchanged

    @id:KN-EN-PARTY-03 @KN-PARTY-1
    Scenario: After a party cow the next cow keeps the new direction; a cow facing the old way is wrong
      Given Carl places party-1 along the right side facing the top right corner, calling "meow"
      When Eva places pasture-04 along the top side facing the top right corner
      Then the action is rejected with "wrong_direction" under KN-PLACE-2
      And the state is unchanged

    @id:KN-EN-PARTY-04 @KN-PARTY-1 @KN-PARTY-2
    Scenario: A second party cow changes the direction again
      Given Carl places party-1 along the right side facing the top right corner, calling "meow"
      When Eva places party-2 along the top side facing the top right corner, calling "neigh"
      Then the action is accepted
      And the next cow goes to the right side, clockwise
      And the top side holds exactly party-2 and pasture-30
      And the sounds of this round are "meow" and "neigh"

  Rule: B) The party cow brings a new animal sound

    @id:KN-EN-PARTY-05 @KN-PARTY-2
    Scenario: You play a party cow and call out "meow"
      When Carl places party-1 along the right side facing the top right corner, calling "meow"
      Then the action is accepted
      And the sounds of this round are "meow"

    @id:KN-EN-PARTY-06 @KN-PARTY-2 @R-KN-SOUNDS
    Scenario Outline: The party cow's sound may not be moo, bssszzzz or a sound already made
      Given the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "<sound>"
      Then the action is rejected with "sound_not_new" under KN-PARTY-2
      And the state is unchanged

      Examples:
        | sound    |
        | moo      |
        | Mooo!    |
        | bssszzzz |
        | meow     |
        | Oink!    |
        | kuhno    |

    @id:KN-EN-PARTY-09 @KN-PARTY-2 @KN-PLACE-1 @R-KN-REJECTION-ORDER
    Scenario: A party cow in the wrong place with a reserved sound is refused for its place first
      When Carl places party-1 along the bottom side facing the bottom right corner, calling "moo"
      Then the action is rejected with "wrong_position" under KN-PLACE-1
      And the state is unchanged

    @id:KN-EN-PARTY-07 @KN-PARTY-2 @KN-CALL-1
    Scenario: A party cow without a sound is refused
      When Carl places party-1 along the right side facing the top right corner
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

    @id:KN-EN-PARTY-08 @KN-PARTY-2
    Scenario: Meow, then a horse's whinny, then a pig's oink
      Given Carl places party-1 along the right side facing the top right corner, calling "meow"
      And Eva places party-2 along the top side facing the top right corner, calling "neigh"
      When Alfredo places party-3 along the right side facing the top right corner, calling "oink"
      Then the action is accepted
      And the sounds of this round are "meow", "neigh" and "oink"
