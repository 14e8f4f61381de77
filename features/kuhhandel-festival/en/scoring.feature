Feature: Scoring
  The rulebook section "End of game and scoring", the scoring part: add the values of your
  triples, multiply the sum by the number of your triples (the player or players with the
  most Kuhpons add 1 to the multiplier), add 50 for each Copycat, subtract your black
  sheep. The most points win; a tie goes to the player with the least valuable triple.

  A score line "M x S + 50 - N = T" checks the multiplier M, the triple sum S, one Copycat
  for each "+ 50", the black sheep (the sum of the "- N" terms) and the total T.

  Rule: The rulebook's scoring example
    Anne 1860, Benno 1940, Claudi 2100, in one complete final position of a 3-player game.
    The example's black sheep are worth 200, 100 and 10; no cow type is worth 200, so the
    amounts are printed per card. The position states the amount of every turned card, the
    example's black sheep and the money cows alike (at their type value where the example
    does not say), so the scenarios hold whatever table an implementation has. Cards of a
    type whose triple is complete lie turned: as black sheep, or as money in a player's
    Kuhpons.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Anne has a triple of cow-100-1, cow-100-2 and cow-100-3
      And Anne has a triple of cow-400-1, cow-400-2 and cow-400-3
      And Anne has the black sheep cow-220-4 and cow-60-3
      And Anne has the Kuhpons kp-0-1, kp-0-2, kp-0-3, kp-0-4, kp-0-5, kp-0-6, kp-10-1, kp-10-2, kp-10-3, kp-20-1, kp-20-2, kp-20-3, cow-30-4 and cow-60-4
      And Benno has a triple of cow-60-1, cow-60-2 and copycat-1
      And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
      And Benno's copycat-2 is placed separately
      And Benno has the black sheep cow-500-3
      And Benno has the Kuhpons kp-200-1, kp-200-2, kp-50-1, cow-400-4 and cow-500-4
      And Claudi has a triple of cow-220-1, cow-220-2 and cow-220-3
      And Claudi has a triple of cow-500-1, cow-500-2 and copycat-3
      And Claudi has the black sheep cow-10-4 and cow-100-4
      And Claudi has the Kuhpons kp-200-3, kp-100-1, kp-100-2, kp-100-3, kp-100-4, kp-100-5, kp-100-6, kp-50-2, kp-50-3, cow-150-4 and cow-300-4
      And the coloured amount of cow-220-4 is 200
      And the coloured amount of cow-60-3 is 100
      And the coloured amount of cow-500-3 is 200
      And the coloured amount of cow-10-4 is 10
      And the coloured amount of cow-100-4 is 100
      And the coloured amount of cow-30-4 is 30
      And the coloured amount of cow-60-4 is 60
      And the coloured amount of cow-400-4 is 400
      And the coloured amount of cow-500-4 is 500
      And the coloured amount of cow-150-4 is 150
      And the coloured amount of cow-300-4 is 300
      And the game is over

    @id:KF-EN-SCO-01 @KF-SCO-1 @KF-SCO-2 @KF-SCO-5
    Scenario: Anne has 4 triples worth 540 and 2 black sheep: 1860 points
      Then Anne's triples add up to 540
      And Anne does not have the most Kuhpons
      And Anne's multiplier is 4
      And Anne loses 300 for black sheep
      And Anne scores 4 x 540 - 200 - 100 = 1860

    @id:KF-EN-SCO-02 @KF-SCO-2 @KF-SCO-3 @KF-SCO-4 @KF-SCO-5
    Scenario: Benno has 3 triples worth 510, the most Kuhpons, 2 Copycats and a black sheep: 1940 points
      Then Benno's triples add up to 510
      And Benno has the most Kuhpons
      And Benno's multiplier is 4
      And Benno counts 2 Copycats
      And Benno loses 200 for black sheep
      And Benno scores 4 x 510 + 50 + 50 - 200 = 1940

    @id:KF-EN-SCO-03 @KF-SCO-2 @KF-SCO-3 @KF-SCO-4 @KF-SCO-5
    Scenario: Claudi has 2 triples worth 720, likewise the most Kuhpons, 1 Copycat and 2 black sheep: 2100 points
      Then Claudi's triples add up to 720
      And Claudi has the most Kuhpons
      And Claudi's multiplier is 3
      And Claudi counts 1 Copycat
      And Claudi loses 110 for black sheep
      And Claudi scores 3 x 720 + 50 - 10 - 100 = 2100

    @id:KF-EN-SCO-04 @KF-SCO-6
    Scenario: Claudi has the most points and wins the rulebook's example
      Then Anne scores 1860
      And Benno scores 1940
      And Claudi scores 2100
      And the winner is Claudi
      And the ranking is Claudi, Benno and Anne

    @id:KF-EN-SCO-05 @KF-SCO-3 @KF-SCO-6 @R-KF-MOST-KUHPONS=count
    Scenario: Counting Kuhpon cards instead of their value, Anne alone has the most Kuhpons
      Anne holds 14 cards worth 180, Claudi 11 cards worth 1350, Benno 5 cards worth 1350.
      Then Anne has the most Kuhpons
      And Benno does not have the most Kuhpons
      And Claudi does not have the most Kuhpons
      And Anne scores 5 x 540 - 200 - 100 = 2400
      And Benno scores 3 x 510 + 50 + 50 - 200 = 1430
      And Claudi scores 2 x 720 + 50 - 10 - 100 = 1380
      And the winner is Anne

  Rule: Add the triples: each triple scores the value of its cow type once

    @id:KF-EN-SCO-06 @KF-SCO-1
    Scenario: A triple of 400-cows adds 400, not 1200, and a Copycat triple adds its type value
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1
      And Anne has a triple of cow-400-1, cow-400-2 and cow-400-3
      And Anne has a triple of cow-150-1, cow-150-2 and copycat-1
      And Anne has the Kuhpons kp-50-1
      And Benno's stack holds cow-30-1
      And Benno has the Kuhpons kp-100-1 and cow-400-4
      And the coloured amount of cow-400-4 is 400
      And Claudi's stack holds cow-60-1
      And Claudi has the black sheep cow-150-3
      And the coloured amount of cow-150-3 is 150
      And Claudi has the Kuhpons cow-150-4
      And the coloured amount of cow-150-4 is 150
      Then Anne's triples add up to 550
      And Anne's multiplier is 2
      And Anne scores 2 x 550 + 50 = 1150

  Rule: Multiply: the sum is multiplied by the number of triples

    @id:KF-EN-SCO-07 @KF-SCO-2 @KF-SCO-3
    Scenario: Three triples multiply their sum by 3; the most Kuhpons without a triple score nothing
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-100-1
      And Anne has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Anne has a triple of cow-60-1, cow-60-2 and cow-60-3
      And Anne has the Kuhpons cow-10-4, cow-30-4 and cow-60-4
      And the coloured amount of cow-10-4 is 10
      And the coloured amount of cow-30-4 is 30
      And the coloured amount of cow-60-4 is 60
      And Benno's stack holds cow-150-1
      And Benno has the Kuhpons kp-200-1
      And Claudi's stack holds cow-220-1
      Then Anne's triples add up to 100
      And Anne does not have the most Kuhpons
      And Anne's multiplier is 3
      And Anne scores 3 x 100 = 300
      And Benno has the most Kuhpons
      And Benno's multiplier is 1
      And Benno scores 1 x 0 = 0

  Rule: Most Kuhpons by their value (default) or by the number of cards
    Anne holds one turned 150-cow (1 card worth 150), Benno three Kuhpons worth 130,
    Claudi one Kuhpon worth 50.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Anne has the Kuhpons cow-150-4
      And the coloured amount of cow-150-4 is 150
      And Benno's stack holds cow-300-1
      And Benno has a triple of cow-100-1, cow-100-2 and cow-100-3
      And Benno has the Kuhpons kp-100-1, kp-20-1 and kp-10-1
      And Claudi's stack holds cow-400-1
      And Claudi has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Claudi has the black sheep cow-30-4 and cow-100-4
      And the coloured amount of cow-30-4 is 30
      And the coloured amount of cow-100-4 is 100
      And Claudi has the Kuhpons kp-50-1

    @id:KF-EN-SCO-08 @KF-SCO-3 @KF-SCO-2 @R-KF-MOST-KUHPONS
    Scenario: The most Kuhpons by value, a turned cow counting its coloured amount, add 1 to the multiplier
      Then Anne has the most Kuhpons
      And Benno does not have the most Kuhpons
      And Claudi does not have the most Kuhpons
      And Anne scores 2 x 30 = 60
      And Benno scores 1 x 100 = 100

    @id:KF-EN-SCO-09 @KF-SCO-3 @KF-SCO-2 @R-KF-MOST-KUHPONS=count
    Scenario: The most Kuhpon cards add 1 to the multiplier when Kuhpons are counted
      Then Benno has the most Kuhpons
      And Anne does not have the most Kuhpons
      And Claudi does not have the most Kuhpons
      And Anne scores 1 x 30 = 30
      And Benno scores 2 x 100 = 200

  Rule: Every player with the most Kuhpons adds 1 to the multiplier

    @id:KF-EN-SCO-10 @KF-SCO-3 @R-KF-MOST-KUHPONS
    Scenario: Players tied for the most Kuhpons all receive the additional multiplier
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Anne has the black sheep cow-10-4 and cow-30-4
      And the coloured amount of cow-10-4 is 10
      And the coloured amount of cow-30-4 is 30
      And Anne has the Kuhpons kp-100-2
      And Benno's stack holds cow-300-1
      And Benno has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Benno has the Kuhpons kp-100-1 and kp-50-1
      And Claudi's stack holds cow-400-1
      And Claudi has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Claudi has the Kuhpons cow-150-4
      And the coloured amount of cow-150-4 is 150
      Then Benno has the most Kuhpons
      And Claudi has the most Kuhpons
      And Anne does not have the most Kuhpons
      And Benno scores 2 x 10 = 20
      And Claudi scores 2 x 30 = 60
      And Anne scores 1 x 150 - 10 - 30 = 110

    @id:KF-EN-SCO-11 @KF-SCO-3
    Scenario: A player who dropped out is compared for the most Kuhpons too
      Given a game of Anne, Benno and Claudi
      And Anne has dropped out
      And Anne has a triple of cow-220-1, cow-220-2 and cow-220-3
      And Anne has the Kuhpons kp-200-1 and kp-100-1
      And Benno's stack holds cow-10-1
      And Benno's display holds cow-30-1
      And Benno has the black sheep cow-220-4
      And the coloured amount of cow-220-4 is 220
      And Benno has the Kuhpons kp-100-2
      And Claudi's stack holds cow-60-1
      And Claudi's display holds cow-30-2
      And Claudi has the Kuhpons kp-50-1
      And it is Benno's turn
      Then Anne has the most Kuhpons
      And Benno does not have the most Kuhpons
      And Anne scores 2 x 220 = 440
      And Benno scores 0 x 0 - 220 = -220

    @id:KF-EN-SCO-12 @KF-SCO-3
    Scenario: A turned cow among the Kuhpons counts its coloured amount for the most Kuhpons
      Anne's turned 150-cow is worth 200 as money, more than Benno's 180; at its type value
      it would be worth less.
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne has the Kuhpons cow-150-4
      And the coloured amount of cow-150-4 is 200
      And Benno's stack holds cow-300-1
      And Benno has the Kuhpons kp-100-1, kp-50-1, kp-20-1 and kp-10-1
      And Claudi's stack holds cow-400-1
      And Claudi has a triple of cow-150-1, cow-150-2 and cow-150-3
      Then Anne has the most Kuhpons
      And Benno does not have the most Kuhpons
      And Anne's multiplier is 1
      And Benno's multiplier is 0

    @id:KF-EN-SCO-13 @KF-SCO-3
    Scenario: 0-value Kuhpons count nothing, and when all money is worth 0 every player has the most
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Anne has the Kuhpons kp-0-1 and kp-0-2
      And Benno's stack holds cow-300-1
      And Benno has a triple of cow-100-1, cow-100-2 and cow-100-3
      And Claudi's stack holds cow-400-1
      And Claudi has the black sheep cow-30-4 and cow-100-4
      And the coloured amount of cow-30-4 is 30
      And the coloured amount of cow-100-4 is 100
      And Claudi has the Kuhpons kp-0-3
      Then Anne has the most Kuhpons
      And Benno has the most Kuhpons
      And Claudi has the most Kuhpons
      And Anne scores 2 x 30 = 60
      And Benno scores 2 x 100 = 200
      And Claudi scores 1 x 0 - 30 - 100 = -130

  Rule: Add the Copycats: each Copycat in front of a player adds 50

    @id:KF-EN-SCO-14 @KF-SCO-4 @R-KF-GAME-END-COPYCAT
    Scenario: A Copycat scores 50 in a triple, placed with a cow type or placed separately, but not in a stack
      Given a game of Anne, Benno, Claudi and Dirk
      And Anne's stack holds cow-10-1
      And Anne has a triple of cow-60-1, cow-60-2 and copycat-1
      And Anne's display holds cow-100-1
      And Anne's copycat-2 is placed with the 100-cows
      And Benno's stack holds cow-300-1
      And Benno's copycat-3 is placed separately
      And Benno has the black sheep cow-60-3
      And the coloured amount of cow-60-3 is 60
      And Claudi's stack holds copycat-4 and cow-400-1
      And Claudi has the Kuhpons cow-60-4
      And the coloured amount of cow-60-4 is 60
      And Dirk's stack holds cow-500-1
      And Dirk has the Kuhpons kp-100-1
      Then Anne counts 2 Copycats
      And Benno counts 1 Copycat
      And Claudi counts 0 Copycats
      And Anne scores 1 x 60 + 50 + 50 = 160
      And Benno scores 0 x 0 + 50 - 60 = -10
      And Claudi scores 0 x 0 = 0

  Rule: Subtract: each black sheep in front of a player costs its coloured amount

    @id:KF-EN-SCO-15 @KF-SCO-5
    Scenario: A black sheep costs its coloured amount; a turned cow among the Kuhpons costs nothing
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-10-1
      And Anne has the black sheep cow-300-4
      And the coloured amount of cow-300-4 is 300
      And Anne has the Kuhpons kp-10-1
      And Benno's stack holds cow-30-1
      And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
      And Benno has the Kuhpons kp-200-1
      And Claudi's stack holds cow-60-1
      And Claudi has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Claudi has the Kuhpons cow-150-4
      And the coloured amount of cow-150-4 is 150
      Then Anne loses 300 for black sheep
      And Anne scores 0 x 0 - 300 = -300
      And Claudi loses 0 for black sheep
      And Claudi scores 1 x 150 = 150
      And Benno scores 2 x 300 = 600

  Rule: The player with the most points wins

    @id:KF-EN-SCO-16 @KF-SCO-6
    Scenario: The most points win, not the most triples or the most Kuhpons
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-100-1
      And Anne has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Benno's stack holds cow-150-1
      And Benno has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Benno has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Benno has the Kuhpons kp-200-1, cow-10-4 and cow-30-4
      And the coloured amount of cow-10-4 is 10
      And the coloured amount of cow-30-4 is 30
      And Claudi's stack holds cow-220-1
      And Claudi has the black sheep cow-500-4
      And the coloured amount of cow-500-4 is 500
      Then Anne scores 1 x 500 = 500
      And Benno scores 3 x 40 = 120
      And Claudi scores 0 x 0 - 500 = -500
      And the winner is Anne
      And the ranking is Anne, Benno and Claudi

  Rule: A complete final position under the default rulings
    All 9 triples are complete. Every player still holds the 8 Kuhpons dealt at the start;
    the turned cows among their Kuhpons decide who has the most. Claudi's Copycat never
    left her stack.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Anne has a triple of cow-100-1, cow-100-2 and cow-100-3
      And Anne has a triple of cow-220-1, cow-220-2 and cow-220-3
      And Anne has a triple of cow-400-1, cow-400-2 and cow-400-3
      And Anne's copycat-2 is placed separately
      And Anne has the black sheep cow-300-4 and cow-30-4
      And the coloured amount of cow-300-4 is 300
      And the coloured amount of cow-30-4 is 30
      And Anne has the Kuhpons kp-0-1, kp-0-2, kp-100-1, kp-100-2, kp-10-1, kp-20-1, kp-50-1, kp-200-1 and cow-60-4
      And the coloured amount of cow-60-4 is 60
      And Benno has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Benno has a triple of cow-60-1, cow-60-2 and cow-60-3
      And Benno has a triple of cow-150-1, cow-150-2 and cow-150-3
      And Benno has a triple of cow-300-1, cow-300-2 and cow-300-3
      And Benno's copycat-3 is placed separately
      And Benno has the black sheep cow-100-4 and cow-10-4
      And the coloured amount of cow-100-4 is 100
      And the coloured amount of cow-10-4 is 10
      And Benno has the Kuhpons kp-0-3, kp-0-4, kp-100-3, kp-100-4, kp-10-2, kp-20-2, kp-50-2, kp-200-2, cow-400-4 and cow-500-4
      And the coloured amount of cow-400-4 is 400
      And the coloured amount of cow-500-4 is 500
      And Claudi has a triple of cow-500-1, cow-500-2 and cow-500-3
      And Claudi's stack holds copycat-1
      And Claudi has the Kuhpons kp-0-5, kp-0-6, kp-100-5, kp-100-6, kp-10-3, kp-20-3, kp-50-3, kp-200-3, cow-150-4 and cow-220-4
      And the coloured amount of cow-150-4 is 150
      And the coloured amount of cow-220-4 is 220
      And the game is over

    @id:KF-EN-SCO-17 @KF-SCO-5 @KF-SCO-1 @KF-SCO-2
    Scenario: At the end each black sheep costs its coloured amount
      Then Anne loses 330 for black sheep
      And Benno loses 110 for black sheep
      And Anne's triples add up to 730
      And Anne scores 4 x 730 + 50 - 300 - 30 = 2640

    @id:KF-EN-SCO-18 @KF-SCO-3 @KF-SCO-4 @R-KF-GAME-END-COPYCAT
    Scenario: Turned cows decide the most Kuhpons; a Copycat left in a stack scores nothing
      Then Benno has the most Kuhpons
      And Anne does not have the most Kuhpons
      And Claudi does not have the most Kuhpons
      And Benno scores 5 x 540 + 50 - 100 - 10 = 2640
      And Claudi counts 0 Copycats
      And Claudi scores 1 x 500 = 500

    @id:KF-EN-SCO-19 @KF-SCO-7 @KF-SCO-6
    Scenario: Tied on points, the player with the least valuable triple wins
      Anne's least valuable triple is worth 10, Benno's 30, although Anne's triples are
      worth more in all and her best triple is better than Benno's.
      Then Anne scores 2640
      And Benno scores 2640
      And the winner is Anne
      And the ranking is Anne, Benno and Claudi

  Rule: A tied player without any triple
    All three players score 60. Benno's least valuable triple is worth 10, Claudi's 30;
    Anne has no triple.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne's copycat-1 is placed separately
      And Anne's copycat-3 is placed separately
      And Anne has the black sheep cow-10-4 and cow-30-4
      And the coloured amount of cow-10-4 is 10
      And the coloured amount of cow-30-4 is 30
      And Anne has the Kuhpons kp-10-1
      And Benno's stack holds cow-300-1
      And Benno has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Benno's copycat-2 is placed separately
      And Benno has the Kuhpons kp-20-1
      And Claudi's stack holds cow-400-1
      And Claudi has a triple of cow-30-1, cow-30-2 and cow-30-3
      And Claudi has the Kuhpons kp-100-1

    @id:KF-EN-SCO-20 @KF-SCO-7 @R-KF-TIE-BREAK
    Scenario: By default a tied player without any triple ranks behind the tied players with one
      Then Anne scores 0 x 0 + 50 + 50 - 10 - 30 = 60
      And Benno scores 1 x 10 + 50 = 60
      And Claudi scores 2 x 30 = 60
      And the winner is Benno
      And the ranking is Benno, Claudi and Anne

    @id:KF-EN-SCO-21 @KF-SCO-7 @R-KF-TIE-BREAK=wins
    Scenario: Under the ruling option wins, a tied player without any triple ranks first
      Then Anne scores 60
      And Benno scores 60
      And Claudi scores 60
      And the winner is Anne
      And the ranking is Anne, Benno and Claudi

  Rule: Players still tied share the win
    Anne and Benno score 50 each and neither has a triple; Claudi scores 10.

    Background:
      Given a game of Anne, Benno and Claudi
      And Anne's stack holds cow-220-1
      And Anne's copycat-1 is placed separately
      And Anne has the Kuhpons cow-10-4
      And the coloured amount of cow-10-4 is 10
      And Benno's stack holds cow-300-1
      And Benno's copycat-2 is placed separately
      And Benno has the Kuhpons kp-20-1
      And Claudi's stack holds cow-400-1
      And Claudi has a triple of cow-10-1, cow-10-2 and cow-10-3
      And Claudi has the Kuhpons kp-10-1

    @id:KF-EN-SCO-22 @KF-SCO-7 @KF-SCO-6
    Scenario: Two tied players without a triple share the win
      Then Anne scores 0 x 0 + 50 = 50
      And Benno scores 1 x 0 + 50 = 50
      And Claudi scores 1 x 10 = 10
      And the winners are Anne and Benno

    @id:KF-EN-SCO-23 @KF-SCO-7 @R-KF-TIE-BREAK=wins
    Scenario: Under the ruling option wins, two tied players without a triple still share the win
      Then the winners are Anne and Benno
