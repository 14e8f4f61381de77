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
      Given Carl holds pasture-01 (tail) and pasture-02 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the action is accepted
      And Carl holds exactly pasture-02

    @id:KN-EN-CALL-02 @KN-CALL-1
    Scenario Outline: The next-to-last card without the sound due is refused
      Given Carl holds pasture-01 (tail) and pasture-02 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner<calls>
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

      Examples:
        | calls                      |
        |                            |
        | , calling "meow"           |
        | , calling "moo" and "moo"  |

    @id:KN-EN-CALL-03 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: After party cows the next-to-last card makes the latest party cow's sound
      Given Carl holds pasture-01 (tail) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Oink!"
      Then the action is accepted

    @id:KN-EN-CALL-04 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: After party cows, "moo" is no longer the sound due
      Given Carl holds pasture-01 (tail) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

    @id:KN-EN-CALL-05 @KN-CALL-1 @KN-PARTY-2 @R-KN-SOUNDS
    Scenario: A party cow as next-to-last card repeats the latest sound, then makes a new one
      Given Carl holds party-1 (head) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "oink" and "neigh"
      Then the action is accepted
      And the sounds of this round are "meow", "oink" and "neigh"

    @id:KN-EN-CALL-06 @KN-CALL-1 @R-KN-SOUNDS @variant:standard @variant:red-eyes
    Scenario: A party cow as next-to-last card with only its new sound is refused
      Given Carl holds party-1 (head) and pasture-02 (back)
      And the party cows of this round have called "meow" and "oink"
      When Carl places party-1 along the right side facing the top right corner, calling "neigh"
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

    @id:KN-EN-CALL-07 @KN-CALL-1
    Scenario: A card that is neither last nor next-to-last is placed without a call
      Given Carl holds pasture-01 (tail), pasture-02 (back) and pasture-03 (back)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "moo"
      Then the action is rejected with "wrong_sound" under KN-CALL-1
      And the state is unchanged

  Rule: "Kuhno" on the last card, whose function is ignored

    @id:KN-EN-CALL-08 @KN-CALL-2 @KN-ROUND-1
    Scenario: The last cow placed with "Kuhno" ends the round
      Given Carl holds pasture-01 (tail)
      When Carl places pasture-01 along the right side facing the bottom right corner, calling "Kuhno!"
      Then the action is accepted
      And Carl holds exactly nothing
      And the round has ended

    @id:KN-EN-CALL-09 @KN-CALL-2
    Scenario Outline: The last cow without "Kuhno" is refused
      Given Carl holds pasture-01 (tail)
      When Carl places pasture-01 along the right side facing the bottom right corner<calls>
      Then the action is rejected with "missing_kuhno" under KN-CALL-2
      And the state is unchanged

      Examples:
        | calls                       |
        |                             |
        | , calling "moo"             |
        | , calling "moo" and "kuhno" |

    @id:KN-EN-CALL-10 @KN-CALL-2
    Scenario: A party cow as last card makes no sound and faces like any other cow
      Given Carl holds party-1 (tail)
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
