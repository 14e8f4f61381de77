Feature: Party cow
  The rulebook section "Party Cow (6x)": A) a party cow is placed the other way round, looking
  at the same corner as the previous cow, which reverses the direction of view and placement;
  the order of turns stays clockwise. B) its player makes a new animal sound: not "moo", not
  "bssszzzz", and no sound already made (R-KN-RESERVED-SOUNDS; when two sounds are the same,
  R-KN-SAME-SOUND). A wrong sound is a mistake that stands until challenged (R-KN-MISTAKES).

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Carl holds party-1 (back), pasture-01 (head), pasture-02 (head) and pasture-03 (head)
    And Eva holds party-2 (back), pasture-04 (back), pasture-05 (back) and pasture-06 (back)
    And Alfredo holds party-3 (back, head, belly, tail), pasture-07 (head) and pasture-08 (head)
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
      Then the play stands as the mistake "wrong_direction" under KN-PLACE-2

    @id:KN-EN-PARTY-03 @KN-PARTY-1
    Scenario: After a party cow the next cow keeps the new direction; a cow facing the old way is wrong
      Given Carl places party-1 along the right side facing the top right corner, calling "meow"
      When Eva places pasture-04 along the top side facing the top right corner
      Then the play stands as the mistake "wrong_direction" under KN-PLACE-2

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
      Then the play breaks no rule
      And the sounds of this round are "meow"

    @id:KN-EN-PARTY-06 @KN-PARTY-2 @R-KN-RESERVED-SOUNDS
    Scenario Outline: The party cow's sound may not be moo, bssszzzz or a sound already made
      Given the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "<sound>"
      Then the play stands as the mistake "sound_not_new" under KN-PARTY-2

      Examples:
        | sound    |
        | moo      |
        | bssszzzz |
        | meow     |
        | Oink!    |

    @id:KN-EN-PARTY-09 @KN-PARTY-2 @KN-PLACE-1 @R-KN-REJECTION-ORDER
    Scenario: A party cow in the wrong place with a reserved sound is a mistake of its place first
      When Carl places party-1 along the bottom side facing the bottom right corner, calling "moo"
      Then the play stands as the mistake "wrong_position" under KN-PLACE-1

    @id:KN-EN-PARTY-07 @KN-PARTY-2 @KN-CALL-1
    Scenario: A party cow without a sound is a mistake
      When Carl places party-1 along the right side facing the top right corner
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

    @id:KN-EN-PARTY-08 @KN-PARTY-2
    Scenario: Meow, then a horse's whinny, then a pig's oink
      Given Carl places party-1 along the right side facing the top right corner, calling "meow"
      And Eva places party-2 along the top side facing the top right corner, calling "neigh"
      When Alfredo places party-3 along the right side facing the top right corner, calling "oink"
      Then the play breaks no rule
      And the sounds of this round are "meow", "neigh" and "oink"

  Rule: Which sounds are taken: "moo" and "bssszzzz" only (R-KN-RESERVED-SOUNDS)

    @id:KN-EN-PARTY-10 @KN-PARTY-2 @R-KN-RESERVED-SOUNDS
    Scenario: "Kuhno" is a new sound like any other
      Given the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "Kuhno!"
      Then the play breaks no rule
      And the sounds of this round are "meow", "oink" and "Kuhno!"

    @id:KN-EN-PARTY-11 @KN-PARTY-2 @R-KN-RESERVED-SOUNDS=with_kuhno
    Scenario: With "kuhno" reserved as well, a party cow's "kuhno" is no new sound
      Given the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "kuhno"
      Then the play stands as the mistake "sound_not_new" under KN-PARTY-2

  Rule: When two sounds are the same (R-KN-SAME-SOUND)

    @id:KN-EN-PARTY-12 @KN-PARTY-2 @R-KN-SAME-SOUND
    Scenario: "Mooo!" is "moo" drawn out, so it is no new sound
      When Carl places party-1 along the right side facing the top right corner, calling "Mooo!"
      Then the play stands as the mistake "sound_not_new" under KN-PARTY-2

    @id:KN-EN-PARTY-13 @KN-PARTY-2 @R-KN-SAME-SOUND
    Scenario: A sound made again drawn out is a sound already made
      Given the party cows of this round have called "meow" and "baa"
      When Carl places party-1 along the right side facing the top right corner, calling "Baaaa!"
      Then the play stands as the mistake "sound_not_new" under KN-PARTY-2

    @id:KN-EN-PARTY-14 @KN-PARTY-2 @R-KN-SAME-SOUND=letters
    Scenario: Counting repeated letters, "Mooo!" is a new sound
      When Carl places party-1 along the right side facing the top right corner, calling "Mooo!"
      Then the play breaks no rule
      And the sounds of this round are "Mooo!"

    @id:KN-EN-PARTY-15 @KN-PARTY-2 @R-KN-SAME-SOUND=letters
    Scenario: Counting repeated letters, "baaa" is another sound than "baa"
      Given the party cows of this round have called "meow" and "baa"
      When Carl places party-1 along the right side facing the top right corner, calling "baaa"
      Then the play breaks no rule
      And the sounds of this round are "meow", "baa" and "baaa"

