Feature: "Moo!" and "Kuhno"
  The rulebook section "Moo!" and "Kuhno": with the next-to-last card you make the sound of
  the latest party cow, or "moo" when none has been played; a party cow as next-to-last card
  first repeats that sound and then makes a new one. With the last card you call "Kuhno",
  and the card's function is ignored (R-KN-SOUNDS).

  Background:
    Given a game of Carl, Eva and Alfredo
    And Kuhno sits on the top side
    And pasture-30 lies along the top side facing the top right corner
    And Eva holds pasture-04 (back), pasture-05 (back) and pasture-06 (back)
    And it is Carl's turn

  Rule: The sound of the round on the next-to-last card

    @id:KN-EN-CALL-01 @KN-CALL-1
    Scenario: Before any party cow the next-to-last card calls "moo"
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the play breaks no rule
      And Carl holds exactly pasture-02

    @id:KN-EN-CALL-02 @KN-CALL-1
    Scenario Outline: The next-to-last card without the sound due is a mistake
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner<calls>
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

      Examples:
        | calls                      |
        |                            |
        | , calling "meow"           |
        | , calling "moo" and "moo"  |

    @id:KN-EN-CALL-03 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: After party cows the next-to-last card makes the latest party cow's sound
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Oink!"
      Then the play breaks no rule
      And Carl holds exactly pasture-02
      And the sounds of this round are "meow" and "oink"
      And it is now Eva's turn

    @id:KN-EN-CALL-04 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: After party cows, "moo" is no longer the sound due
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

    @id:KN-EN-CALL-05 @KN-CALL-1 @KN-PARTY-2 @R-KN-SOUNDS
    Scenario: A party cow as next-to-last card repeats the latest sound, then makes a new one
      Given Carl holds party-1 (back) and pasture-02 (head)
      And the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "oink" and "neigh"
      Then the action is accepted
      And the sounds of this round are "meow", "oink" and "neigh"

    @id:KN-EN-CALL-06 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: A party cow as next-to-last card with only its new sound is a mistake
      Given Carl holds party-1 (back) and pasture-02 (head)
      And the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "neigh"
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

    @id:KN-EN-CALL-07 @KN-CALL-1
    Scenario: A card that is neither last nor next-to-last is placed without a call
      Given Carl holds pasture-01 (back), pasture-02 (back) and pasture-03 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

  Rule: "Kuhno" on the last card, whose function is ignored

    @id:KN-EN-CALL-08 @KN-CALL-2 @KN-ROUND-1
    Scenario: The last cow placed with "Kuhno" ends the round
      Given Carl holds pasture-01 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Kuhno!"
      Then the play breaks no rule
      And Carl holds exactly nothing
      And the round has ended

    @id:KN-EN-CALL-09 @KN-CALL-2 @R-KN-KUHNO-CALL
    Scenario Outline: The last cow without "Kuhno" is a mistake
      Given Carl holds pasture-01 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner<calls>
      Then the play stands as the mistake "missing_kuhno" under KN-CALL-2

      Examples:
        | calls                       |
        |                             |
        | , calling "moo"             |
        | , calling "moo" and "kuhno" |

    @id:KN-EN-CALL-10 @KN-CALL-2
    Scenario: A party cow as last card makes no sound and faces like any other cow
      Given Carl holds party-1 (back)
      When Carl places party-1 along the right side facing the bottom right corner, calling "kuhno"
      Then the action is accepted
      And the sounds of this round are none
      And the round has ended

    @id:KN-EN-CALL-11 @KN-CALL-2
    Scenario: A milk cow as last card costs nobody a turn
      Given Carl holds milk-4 (tail, back, head, belly)
      When Carl places milk-4 along the right side facing the bottom right corner, calling "kuhno"
      Then the round has ended
      And Eva is now to lose 0 turns
      And the dung points of round 1 are 0, 3 and 3

    @id:KN-EN-CALL-12 @KN-CALL-2
    Scenario: A cowpat cow as last card makes nobody draw
      Given Carl holds cowpat-10 (tail, back)
      When Carl places cowpat-10 along the right side facing the bottom right corner, calling "kuhno"
      Then the round has ended
      And Eva now owes 0 cards
      And Eva holds 3 cards

  Rule: The sound due is the latest party cow's, whatever it was (R-KN-SOUNDS, R-KN-RESERVED-SOUNDS)

    @id:KN-EN-CALL-18 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: An earlier party cow's sound is not the sound due
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "meow"
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

    @id:KN-EN-CALL-13 @KN-CALL-1 @KN-PARTY-2 @R-KN-RESERVED-SOUNDS
    Scenario: A party cow as next-to-last card may make "kuhno" its new sound
      Given Carl holds party-1 (back) and pasture-02 (back)
      And the party cows of this round have called "meow"
      When Carl places party-1 along the right side facing the top right corner, calling "meow" and "kuhno"
      Then the play breaks no rule
      And the sounds of this round are "meow" and "kuhno"

  Rule: A sound drawn out is the same sound (R-KN-SAME-SOUND)

    @id:KN-EN-CALL-14 @KN-CALL-1 @R-KN-SAME-SOUND @variant:standard @variant:red-eyes
    Scenario: The sound due may be called drawn out
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Oiiink!"
      Then the play breaks no rule
      And Carl holds exactly pasture-02

    @id:KN-EN-CALL-15 @KN-CALL-1 @R-KN-SAME-SOUND=letters @variant:standard @variant:red-eyes
    Scenario: Counting repeated letters, a drawn-out sound is not the sound due
      Given Carl holds pasture-01 (back) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Oiiink!"
      Then the play stands as the mistake "wrong_sound" under KN-CALL-1

  Rule: A last cow placed without "Kuhno" (R-KN-KUHNO-CALL)

    @id:KN-EN-CALL-16 @KN-CALL-2 @KN-BSS-3 @R-KN-KUHNO-CALL
    Scenario: A last cow placed silently is caught: the round goes on and Carl draws a card
      Given Carl holds pasture-01 (back)
      And Carl places pasture-01 along the right side facing the bottom right corner
      When Eva calls "bssszzzz"
      Then the action is accepted
      And round 1 is being played
      And Carl holds 2 cards
      And the right side holds exactly nothing
      And it is now Eva's turn

    @id:KN-EN-CALL-17 @KN-CALL-2 @KN-BSS-4 @R-KN-KUHNO-CALL=optional
    Scenario: With the call optional, a last cow placed silently ends the round for good
      Given Carl holds pasture-01 (back)
      And Carl places pasture-01 along the right side facing the bottom right corner
      When Eva calls "bssszzzz"
      Then the action is accepted
      And the round has ended
      And Carl holds exactly nothing
      And Eva holds 3 cards

