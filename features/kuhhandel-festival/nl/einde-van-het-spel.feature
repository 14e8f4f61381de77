# language: nl
Functionaliteit: Einde van het spel en puntentelling
  Het hoofdstuk "Einde van het spel en puntentelling" van de Nederlandse spelregels, in
  eigen woorden: wie nog één kaart in zijn stapel heeft, veilt die apart; wie geen kaarten
  meer heeft, moet een koehandel aanbieden zolang er open koeien buiten een drieling voor hem
  liggen; wie ook die niet meer heeft, verlaat het spel en wacht. Het spel eindigt zodra alle
  negen drielingen compleet zijn. Dan telt ieder de gedrukte waarden van zijn drielingen op,
  vermenigvuldigt die som met zijn aantal drielingen (wie de meeste koepons heeft, krijgt
  een factor 1 extra; bij gelijkstand allemaal), telt 50 op voor elke Copycat-kaart en trekt
  zijn zwarte schapen af. Wie de meeste punten heeft, wint; bij gelijke stand de speler met
  de minst waardevolle drieling.
  De regels voegen toe: een verplichte koehandel die niemand kan beantwoorden, slaat de beurt
  over (R-KF-FORCED-TRADE), en het spel eindigt ook als iedereen die nog meedoet na elkaar
  werd overgeslagen of als iedereen het spel verliet (R-KF-END-STALL).
  De veilingen sluit hier de veilingmeester zelf (R-KF-AUCTION-CLOSE=auctioneer_calls). Waar
  de waarde van een zwart schaap of een gedraaide koe de uitkomst bepaalt, noemt de stelling
  haar gedrukte getal (R-KF-COLOURED-AMOUNT).

  Regel: Wie nog één kaart in zijn stapel heeft, veilt die apart

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1
      En Anne heeft cow-30-1 open voor zich liggen
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Anne is aan de beurt

    @id:KF-NL-END-01 @KF-END-1
    Scenario: De laatste kaart van de stapel wordt apart geveild
      Als Anne cow-10-1 apart ter veiling aanbiedt
      Dan wordt de actie geaccepteerd
      En de stap is auction
      En de kavel is cow-10-1
      En de stapel van Anne bevat precies niets

    @id:KF-NL-END-02 @KF-END-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De laatste kaart wordt verkocht zoals elke kavel
      Gegeven Anne biedt cow-10-1 apart ter veiling aan
      En Bram biedt 10
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-10-2 betaalt
      Dan heeft Bram precies cow-10-1 open voor zich liggen
      En Anne heeft kp-10-2 bij haar koepons
      En Anne heeft precies cow-30-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-END-03 @KF-END-1
    Scenario: Met één kaart in de stapel kan er geen tweede kaart bij de kavel
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geweigerd met "last_card_alone" onder KF-END-1
      En de toestand is onveranderd

  Regel: Wie geen kaarten meer in zijn stapel heeft, moet een koehandel aanbieden

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft cow-400-1 open voor zich liggen
      En Anne heeft de koepons kp-100-1 en kp-50-1
      En Bram heeft cow-400-2 open voor zich liggen
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne is aan de beurt

    @id:KF-NL-END-04 @KF-END-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Met een lege stapel en een koe die ook een ander heeft, krijgt Anne haar beurt en handelt ze
      Gegeven Claudia is aan de beurt
      En Claudia veilt cow-220-1 en cow-300-1
      En Claudia sluit de veiling
      Dan is Anne aan de beurt
      En Anne doet nog mee
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-100-1
      En Bram het bod aanneemt
      Dan heeft Anne precies cow-400-1 en cow-400-2 open voor zich liggen
      En Bram heeft kp-100-1 bij zijn koepons
      En Bram is aan de beurt

    @id:KF-NL-END-05 @KF-END-2
    Scenario: Met een lege stapel kan niet geveild worden
      Als Anne cow-400-1 veilt
      Dan wordt de actie geweigerd met "stack_empty" onder KF-END-2
      En de toestand is onveranderd

    @id:KF-NL-END-06 @KF-END-2 @needs:legal
    Scenario: Met een lege stapel is alleen een koehandel toegestaan
      Dan is Anne aan de beurt
      En Anne mag niet veilen
      En Anne mag Bram uitdagen tot een koehandel over de 400-koeien

  Regel: Wie ook geen losse koeien meer heeft, verlaat het spel als zijn beurt komt

    @id:KF-NL-END-07 @KF-END-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Zonder stapel en zonder losse koe verlaat Anne het spel; wat ze heeft, houdt ze
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft het zwarte schaap cow-500-4
      En Anne heeft de koepons kp-200-1 en kp-0-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia is aan de beurt
      En Claudia veilt cow-220-1 en cow-300-1
      Als Claudia de veiling sluit
      Dan heeft Anne het spel verlaten
      En Bram is aan de beurt
      En Anne heeft een drieling van de 500-koeien
      En Anne heeft precies de koepons kp-200-1 en kp-0-1

    @id:KF-NL-END-08 @KF-END-3 @KF-END-2 @R-KF-DROP-OUT-TIMING @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Tot haar beurt komt, kan Anne nog koeien kopen en zo in het spel blijven
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft de koepons kp-20-1 en kp-100-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En Bram heeft cow-220-2 open voor zich liggen
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia is aan de beurt
      En Claudia veilt cow-220-1 en cow-300-1
      En Anne biedt 20
      En Claudia sluit de veiling
      En Claudia verkoopt aan de hoogste bieder
      Als Anne kp-20-1 betaalt
      Dan heeft Anne precies cow-220-1 en cow-300-1 open voor zich liggen
      En Anne doet nog mee
      En Anne is aan de beurt

    @id:KF-NL-END-09 @KF-END-3 @R-KF-LOOSE-COPYCAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een losse Copycat-kaart alleen houdt een speler niet in het spel
      Gegeven een spel van Anne, Bram en Claudia
      En de copycat-1 van Anne ligt apart
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia is aan de beurt
      En Claudia veilt cow-220-1 en cow-300-1
      Als Claudia de veiling sluit
      Dan heeft Anne het spel verlaten
      En de copycat-1 van Anne ligt apart
      En Bram is aan de beurt

  Regel: Wie het spel verliet, doet niet meer mee

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft de koepons kp-100-1
      En Anne heeft het spel verlaten
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En Bram heeft cow-400-1 open voor zich liggen
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia heeft cow-400-2 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-END-10 @KF-END-3 @R-KF-DROPPED-OUT
    Scenario: Wie het spel verliet, biedt niet
      Gegeven Bram veilt cow-100-1 en cow-150-1
      Als Anne 10 biedt
      Dan wordt de actie geweigerd met "player_out" onder KF-END-3
      En de toestand is onveranderd
      En er is geen bod

    @id:KF-NL-END-11 @KF-END-3 @R-KF-DROPPED-OUT
    Scenario: Wie het spel verliet, krijgt geen beurt
      Als Anne cow-100-1 en cow-150-1 veilt
      Dan wordt de actie geweigerd met "player_out" onder KF-END-3
      En de toestand is onveranderd
      En Bram is aan de beurt

    @id:KF-NL-END-12 @KF-END-3 @R-KF-DROPPED-OUT
    Scenario: Wie het spel verliet, wordt niet uitgedaagd tot een koehandel
      Als Bram Anne uitdaagt tot een koehandel over de 400-koeien met een leeg bod
      Dan wordt de actie geweigerd met "player_out" onder KF-END-3
      En de toestand is onveranderd

  Regel: Het spel eindigt zodra alle negen drielingen compleet zijn
    Zeven drielingen liggen op tafel; hun vierde kaarten liggen gedraaid bij de koepons.
    Voor Anne liggen twee 10-koeien open.

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Anne heeft een drieling van cow-60-1, cow-60-2 en cow-60-3
      En Anne heeft een drieling van cow-100-1, cow-100-2 en cow-100-3
      En Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Bram heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Bram heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Claudia heeft een drieling van cow-400-1, cow-400-2 en cow-400-3
      En Anne heeft cow-10-1 en cow-10-2 open voor zich liggen
      En Anne heeft de koepons kp-10-1, kp-100-1, cow-150-4, cow-220-4 en cow-300-4
      En Bram heeft de koepons kp-50-1 en cow-400-4
      En Claudia heeft de koepons kp-20-1, cow-30-4, cow-60-4 en cow-100-4

    @id:KF-NL-END-13 @KF-END-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het spel eindigt als een veiling de negende drieling vormt
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En de stapel van Bram bevat cow-10-3
      En de stapel van Claudia bevat cow-10-4 en copycat-2
      En Bram is aan de beurt
      En Bram biedt cow-10-3 apart ter veiling aan
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      Als Anne kp-10-1 betaalt
      Dan bestaat de 10-drieling van Anne uit cow-10-1, cow-10-2 en cow-10-3
      En Claudia heeft cow-10-4 bij haar koepons
      En de stapel van Claudia bevat precies copycat-2
      En het spel is afgelopen

    @id:KF-NL-END-14 @KF-END-4 @R-KF-GAME-END-COPYCAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het spel eindigt bij de negende drieling, ook als er nog een Copycat-kaart geplaatst moet worden
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En de stapel van Bram bevat cow-10-3 en copycat-1
      En de stapel van Claudia bevat cow-10-4
      En Bram is aan de beurt
      En Bram veilt cow-10-3 en copycat-1
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      Als Anne kp-10-1 betaalt
      Dan bestaat de 10-drieling van Anne uit cow-10-1, cow-10-2 en cow-10-3
      En het spel is afgelopen
      En Anne telt 1 Copycat-kaart

    @id:KF-NL-END-15 @KF-END-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het spel eindigt als het plaatsen van een Copycat-kaart de negende drieling vormt
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En de stapel van Bram bevat copycat-1
      En Claudia heeft cow-10-3 open voor zich liggen
      En de stapel van Claudia bevat cow-10-4
      En Bram is aan de beurt
      En Bram biedt copycat-1 apart ter veiling aan
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      En Anne betaalt kp-10-1
      Als Anne copycat-1 bij de 10-koeien legt
      Dan bestaat de 10-drieling van Anne uit cow-10-1, cow-10-2 en copycat-1
      En Claudia heeft het zwarte schaap cow-10-3
      En Claudia heeft cow-10-4 bij haar koepons
      En het spel is afgelopen

    @id:KF-NL-END-16 @KF-END-4
    Scenario: Het spel eindigt als een koehandel de negende drieling vormt
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En Bram heeft cow-10-3 open voor zich liggen
      En Claudia heeft cow-10-4 open voor zich liggen
      En Anne is aan de beurt
      En Anne daagt Bram uit tot een koehandel over de 10-koeien met een blind bod van kp-100-1
      Als Bram het bod aanneemt
      Dan bestaat de 10-drieling van Anne uit cow-10-1, cow-10-2 en cow-10-3
      En Claudia heeft het zwarte schaap cow-10-4
      En het spel is afgelopen

    @id:KF-NL-END-17 @KF-END-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De achtste drieling beëindigt het spel niet
      Gegeven de stapel van Bram bevat cow-10-3, cow-500-1 en cow-500-4
      En de stapel van Claudia bevat cow-10-4, cow-500-2 en cow-500-3
      En Bram is aan de beurt
      En Bram veilt cow-10-3 en cow-500-1
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      Als Anne kp-10-1 betaalt
      Dan heeft Anne een drieling van de 10-koeien
      En Anne heeft 4 drielingen
      En Claudia heeft cow-10-4 bij haar koepons
      En het spel is nog niet afgelopen
      En de score is niet definitief
      En Claudia is aan de beurt

    @id:KF-NL-END-18 @KF-END-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na de negende drieling is de score definitief
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En de stapel van Bram bevat cow-10-3
      En de stapel van Claudia bevat cow-10-4 en copycat-2
      En Bram is aan de beurt
      En Bram biedt cow-10-3 apart ter veiling aan
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      Als Anne kp-10-1 betaalt
      Dan is het spel afgelopen
      En de score is definitief
      En de drielingen van Anne zijn samen 200 waard
      En Anne heeft 4 drielingen
      En Claudia scoort 2 x 900 = 1800
      En Claudia telt 0 Copycat-kaarten
      En de winnaar is Bram

    @id:KF-NL-END-19 @KF-END-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na de negende drieling wordt niet meer geveild
      Gegeven Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En de stapel van Bram bevat cow-10-3
      En de stapel van Claudia bevat cow-10-4 en copycat-2
      En Bram is aan de beurt
      En Bram biedt cow-10-3 apart ter veiling aan
      En Anne biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      En Anne betaalt kp-10-1
      Als Claudia copycat-2 apart ter veiling aanbiedt
      Dan wordt de actie geweigerd met "game_over" onder KF-END-7
      En de toestand is onveranderd
      En de stapel van Claudia bevat precies copycat-2

  Regel: Een verplichte koehandel die niemand kan beantwoorden, slaat de beurt over

    @id:KF-NL-END-20 @KF-END-5 @KF-TURN-2 @R-KF-FORCED-TRADE @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Moet Bram handelen maar heeft niemand anders zijn koeiensoort, dan wordt zijn beurt overgeslagen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-30-1, cow-60-1 en cow-100-1
      En Bram heeft cow-400-1 open voor zich liggen
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne is aan de beurt
      En Anne veilt cow-30-1 en cow-60-1
      Als Anne de veiling sluit
      Dan is Claudia aan de beurt
      En Bram doet nog mee
      En Bram heeft precies cow-400-1 open voor zich liggen
      En het spel is nog niet afgelopen

    @id:KF-NL-END-21 @KF-END-5 @KF-END-2 @R-KF-FORCED-TRADE @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een overgeslagen speler speelt weer zodra een ander een van zijn soorten heeft
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-30-1, cow-60-1, cow-100-1 en cow-150-1
      En Bram heeft cow-400-1 open voor zich liggen
      En de stapel van Claudia bevat cow-400-2 en cow-220-1
      En Anne is aan de beurt
      En Anne veilt cow-30-1 en cow-60-1
      En Anne sluit de veiling
      En Claudia veilt cow-400-2 en cow-220-1
      En Claudia sluit de veiling
      En Anne veilt cow-100-1 en cow-150-1
      Als Anne de veiling sluit
      Dan is Bram aan de beurt
      En Bram doet nog mee

  Regel: Het spel eindigt ook als niemand meer kan handelen

    @id:KF-NL-END-22 @KF-END-6 @KF-END-5 @R-KF-END-STALL @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het spel eindigt als iedereen die nog meedoet na elkaar werd overgeslagen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-30-1
      En Bram heeft cow-10-1 open voor zich liggen
      En Claudia heeft cow-100-1 open voor zich liggen
      En Anne is aan de beurt
      En Anne biedt cow-30-1 apart ter veiling aan
      Als Anne de veiling sluit
      Dan is het spel afgelopen
      En Anne doet nog mee
      En Bram doet nog mee
      En Claudia doet nog mee
      En het aantal overgeslagen beurten op rij is 3

    @id:KF-NL-END-23 @KF-END-6 @KF-END-5 @R-KF-END-STALL @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een gespeelde beurt tussendoor zet de telling van overgeslagen beurten terug
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-30-1 en cow-60-1
      En Bram heeft cow-400-1 open voor zich liggen
      En de stapel van Claudia bevat cow-220-1, cow-300-1 en cow-500-1
      En Anne is aan de beurt
      En Anne veilt cow-30-1 en cow-60-1
      En Anne sluit de veiling
      En Claudia veilt cow-220-1 en cow-300-1
      Als Claudia de veiling sluit
      Dan is het spel nog niet afgelopen
      En Claudia is aan de beurt
      En het aantal overgeslagen beurten op rij is 0

    @id:KF-NL-END-24 @KF-END-6 @KF-END-3 @R-KF-END-STALL @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen wie nog meedoet, telt mee voor het vastlopen
      Gegeven een spel van Anne, Bram, Claudia en Daan
      En Daan heeft het spel verlaten
      En de stapel van Anne bevat cow-30-1
      En Bram heeft cow-10-1 open voor zich liggen
      En Claudia heeft cow-100-1 open voor zich liggen
      En Anne is aan de beurt
      En Anne biedt cow-30-1 apart ter veiling aan
      Als Anne de veiling sluit
      Dan is het spel afgelopen
      En het aantal overgeslagen beurten op rij is 3

    @id:KF-NL-END-25 @KF-END-6 @KF-END-3 @R-KF-END-STALL @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het spel eindigt als iedereen het spel verliet
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft cow-10-1 en cow-10-2 open voor zich liggen
      En de stapel van Anne bevat cow-10-3
      En Claudia heeft cow-10-4 open voor zich liggen
      En Bram heeft de koepons kp-100-1
      En Anne is aan de beurt
      En Anne biedt cow-10-3 apart ter veiling aan
      Als Anne de veiling sluit
      Dan heeft Anne een drieling van de 10-koeien
      En Claudia heeft het zwarte schaap cow-10-4
      En Anne heeft het spel verlaten
      En Bram heeft het spel verlaten
      En Claudia heeft het spel verlaten
      En het spel is afgelopen

  Regel: Na het einde wordt geen actie meer aangenomen

    @id:KF-NL-END-26 @KF-END-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na een vastgelopen einde wordt geen bod meer aangenomen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-30-1
      En Bram heeft cow-10-1 open voor zich liggen
      En Claudia heeft cow-100-1 open voor zich liggen
      En Bram heeft de koepons kp-100-1
      En Anne is aan de beurt
      En Anne biedt cow-30-1 apart ter veiling aan
      En Anne sluit de veiling
      Als Bram 10 biedt
      Dan wordt de actie geweigerd met "game_over" onder KF-END-7
      En de toestand is onveranderd
      En het spel is afgelopen

    @id:KF-NL-END-27 @KF-END-7
    Scenario: Als het spel afgelopen is, wordt ook geen koehandel meer aangenomen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Anne heeft de koepons kp-100-1
      En Anne is aan de beurt
      En het spel is afgelopen
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "game_over" onder KF-END-7
      En de toestand is onveranderd

    @id:KF-NL-END-28 @KF-END-7 @needs:legal
    Scenario: Na het einde heeft niemand nog een toegestane actie
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En Anne is aan de beurt
      En het spel is afgelopen
      Dan heeft Anne geen toegestane actie
      En Bram heeft geen toegestane actie

  Regel: Een volledige eindstand
    Alle negen drielingen zijn compleet. Anne heeft drie drielingen (30, 150 en 500 met een
    Copycat-kaart, samen 680) en het zwarte schaap cow-500-3 met het gedrukte getal 200;
    Bram heeft drie drielingen (10, 60 en 300, samen 370), een losse Copycat-kaart en het
    zwarte schaap cow-150-4 met het gedrukte getal 100; Claudia heeft drie drielingen (100,
    220 en 400, samen 720) en de meeste koepons; haar Copycat-kaart kwam nooit uit haar
    stapel.

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Anne heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Anne heeft een drieling van cow-500-1, cow-500-2 en copycat-1
      En Anne heeft het zwarte schaap cow-500-3
      En Anne heeft de koepons kp-100-1, kp-50-1, cow-10-4 en cow-400-4
      En Bram heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Bram heeft een drieling van cow-60-1, cow-60-2 en cow-60-3
      En Bram heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En de copycat-2 van Bram ligt apart
      En Bram heeft het zwarte schaap cow-150-4
      En Bram heeft de koepons kp-200-1, kp-200-2, kp-100-2, cow-30-4 en cow-220-4
      En Claudia heeft een drieling van cow-100-1, cow-100-2 en cow-100-3
      En Claudia heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Claudia heeft een drieling van cow-400-1, cow-400-2 en cow-400-3
      En de stapel van Claudia bevat copycat-3
      En Claudia heeft de koepons kp-200-3, cow-60-4, cow-100-4, cow-300-4 en cow-500-4
      En het gedrukte getal van cow-500-3 is 200
      En het gedrukte getal van cow-150-4 is 100
      En het spel is afgelopen

    @id:KF-NL-SCO-01 @KF-SCO-1 @KF-SCO-2 @R-KF-COLOURED-AMOUNT
    Scenario: De drielingen tellen elk hun gedrukte waarde één keer, ook die met een Copycat-kaart
      Dan zijn de drielingen van Anne samen 680 waard
      En de drielingen van Bram zijn samen 370 waard
      En de drielingen van Claudia zijn samen 720 waard
      En de vermenigvuldigingsfactor van Anne is 3
      En de vermenigvuldigingsfactor van Bram is 3

    @id:KF-NL-SCO-02 @KF-SCO-3 @KF-SCO-2 @R-KF-COLOURED-AMOUNT
    Scenario: Claudia heeft de meeste koepons en krijgt een vermenigvuldigingsfactor 1 extra
      Claudia heeft 200 aan koepons en gedraaide koeien van 60, 100, 300 en 500: 1160;
      Bram 750, Anne 560.
      Dan is de vermenigvuldigingsfactor van Claudia 4
      En Claudia heeft de meeste koepons
      En Bram heeft niet de meeste koepons
      En Anne heeft niet de meeste koepons

    @id:KF-NL-SCO-03 @KF-SCO-4 @R-KF-GAME-END-COPYCAT @R-KF-COLOURED-AMOUNT
    Scenario: Elke Copycat-kaart voor een speler levert 50 op, in een drieling of apart; niet in de stapel
      Dan scoort Anne 3 x 680 + 50 - 200 = 1890
      En Anne telt 1 Copycat-kaart
      En Bram telt 1 Copycat-kaart
      En Claudia telt 0 Copycat-kaarten

    @id:KF-NL-SCO-04 @KF-SCO-5 @R-KF-COLOURED-AMOUNT
    Scenario: Een zwart schaap kost zijn gedrukte getal
      Dan verliest Anne 200 door zwarte schapen
      En Bram verliest 100 door zwarte schapen
      En Claudia verliest 0 door zwarte schapen
      En Bram scoort 3 x 370 + 50 - 100 = 1060

    @id:KF-NL-SCO-05 @KF-SCO-6 @R-KF-COLOURED-AMOUNT
    Scenario: Claudia heeft de meeste punten en wint
      Dan scoort Claudia 4 x 720 = 2880
      En Anne scoort 1890
      En Bram scoort 1060
      En de winnaar is Claudia
      En de rangorde is Claudia, Anne en Bram

    @id:KF-NL-SCO-06 @KF-SCO-3 @KF-SCO-6 @R-KF-COLOURED-AMOUNT @R-KF-MOST-KUHPONS=count
    Scenario: Telt men koepon-kaarten in plaats van hun waarde, dan hebben Bram en Claudia er samen de meeste
      Anne heeft 4 kaarten bij haar koepons, Bram en Claudia elk 5.
      Dan scoort Bram 4 x 370 + 50 - 100 = 1430
      En Bram heeft de meeste koepons
      En Claudia heeft de meeste koepons
      En Anne heeft niet de meeste koepons
      En Claudia scoort 4 x 720 = 2880
      En Anne scoort 3 x 680 + 50 - 200 = 1890

  Regel: Drielingen optellen: een drieling telt de waarde van zijn soort één keer

    @id:KF-NL-SCO-07 @KF-SCO-1 @KF-SCO-2
    Scenario: Een drieling 400-koeien is 400 waard, niet 1200
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1
      En Anne heeft een drieling van cow-400-1, cow-400-2 en cow-400-3
      En Anne heeft de koepons kp-50-1
      En de stapel van Bram bevat cow-30-1
      En Bram heeft de koepons kp-100-1 en cow-400-4
      En de stapel van Claudia bevat cow-60-1
      Dan zijn de drielingen van Anne samen 400 waard
      En de vermenigvuldigingsfactor van Anne is 1
      En Anne scoort 1 x 400 = 400
      En Bram scoort 1 x 0 = 0

    @id:KF-NL-SCO-08 @KF-SCO-2 @KF-SCO-3
    Scenario: Drie drielingen vermenigvuldigen hun som met 3; zonder drieling levert ook de extra factor niets op
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-100-1
      En Anne heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Anne heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Anne heeft een drieling van cow-60-1, cow-60-2 en cow-60-3
      En Claudia heeft de koepons cow-10-4, cow-30-4 en cow-60-4
      En de stapel van Bram bevat cow-150-1
      En Bram heeft de koepons kp-200-1, kp-200-2 en kp-100-1
      En de stapel van Claudia bevat cow-220-1
      Dan scoort Anne 3 x 100 = 300
      En Anne heeft niet de meeste koepons
      En Bram heeft de meeste koepons
      En Bram scoort 1 x 0 = 0

  Regel: Wie de meeste koepons heeft, krijgt een factor 1 extra; bij gelijkstand iedereen met de meeste

    @id:KF-NL-SCO-09 @KF-SCO-3 @R-KF-COLOURED-AMOUNT @R-KF-MOST-KUHPONS
    Scenario: Een gedraaide koe bij de koepons telt met haar gedrukte getal mee voor de meeste koepons
      Anne's gedraaide cow-150-4 draagt het getal 200, meer dan de 180 van Bram; als 150-koe
      zou ze minder waard zijn.
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En Anne heeft de koepons cow-150-4
      En het gedrukte getal van cow-150-4 is 200
      En de stapel van Bram bevat cow-300-1
      En Bram heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
      En de stapel van Claudia bevat cow-400-1
      En Claudia heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      Dan is de vermenigvuldigingsfactor van Anne 1
      En Anne heeft de meeste koepons
      En Bram heeft niet de meeste koepons
      En de vermenigvuldigingsfactor van Bram is 0

    @id:KF-NL-SCO-10 @KF-SCO-3 @R-KF-COLOURED-AMOUNT
    Scenario: Spelers met evenveel en de meeste koepons krijgen allemaal de extra factor
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En Anne heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Bram heeft de koepons cow-150-4
      En Anne heeft de koepons kp-100-3
      En de stapel van Bram bevat cow-300-1
      En Bram heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Claudia heeft de koepons cow-10-4
      En Bram heeft de koepons kp-200-1
      En de stapel van Claudia bevat cow-400-1
      En Claudia heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Anne heeft de koepons cow-30-4
      En Claudia heeft de koepons kp-200-2, kp-100-1, kp-20-1 en kp-20-2
      En het gedrukte getal van cow-150-4 is 150
      En het gedrukte getal van cow-10-4 is 10
      En het gedrukte getal van cow-30-4 is 30
      Dan scoort Bram 2 x 10 = 20
      En Claudia scoort 2 x 30 = 60
      En Anne scoort 1 x 150 = 150
      En Bram heeft de meeste koepons
      En Claudia heeft de meeste koepons
      En Anne heeft niet de meeste koepons

    @id:KF-NL-SCO-11 @KF-SCO-3 @R-KF-COLOURED-AMOUNT
    Scenario: Ook wie het spel verliet, doet mee in de vergelijking van de koepons
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft het spel verlaten
      En Anne heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Anne heeft de koepons kp-200-1 en kp-100-1
      En de stapel van Bram bevat cow-10-1
      En Bram heeft cow-30-1 open voor zich liggen
      En Bram heeft het zwarte schaap cow-220-4
      En Bram heeft de koepons kp-100-2
      En de stapel van Claudia bevat cow-60-1
      En Claudia heeft cow-30-2 open voor zich liggen
      En Claudia heeft de koepons kp-50-1
      En het gedrukte getal van cow-220-4 is 220
      En Bram is aan de beurt
      Dan scoort Anne 2 x 220 = 440
      En Anne heeft de meeste koepons
      En Bram heeft niet de meeste koepons
      En Bram scoort 0 x 0 - 220 = -220

    @id:KF-NL-SCO-12 @KF-SCO-3 @R-KF-COLOURED-AMOUNT
    Scenario: Koepons van 0 tellen niet; is al het geld 0 waard, dan heeft iedereen de meeste
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En Anne heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Anne heeft de koepons kp-0-1 en kp-0-2
      En de stapel van Bram bevat cow-300-1
      En Bram heeft een drieling van cow-100-1, cow-100-2 en cow-100-3
      En de stapel van Claudia bevat cow-400-1
      En Claudia heeft de zwarte schapen cow-30-4 en cow-100-4
      En Claudia heeft de koepons kp-0-3
      En het gedrukte getal van cow-30-4 is 30
      En het gedrukte getal van cow-100-4 is 100
      Dan scoort Anne 2 x 30 = 60
      En Anne heeft de meeste koepons
      En Bram heeft de meeste koepons
      En Claudia heeft de meeste koepons
      En Bram scoort 2 x 100 = 200
      En Claudia scoort 1 x 0 - 30 - 100 = -130

  Regel: Copycat-kaarten optellen: elke Copycat-kaart voor een speler levert 50 op

    @id:KF-NL-SCO-13 @KF-SCO-4 @R-KF-GAME-END-COPYCAT
    Scenario: 50 voor een Copycat-kaart in een drieling, bij een soort of apart, maar niets voor een in de stapel
      Gegeven een spel van Anne, Bram, Claudia en Daan
      En de stapel van Anne bevat cow-10-1
      En Anne heeft een drieling van cow-60-1, cow-60-2 en copycat-1
      En Anne heeft cow-100-1 open voor zich liggen
      En de copycat-2 van Anne ligt bij de 100-koeien
      En de stapel van Bram bevat cow-300-1
      En de copycat-3 van Bram ligt apart
      En Bram heeft de koepons cow-60-3
      En de stapel van Claudia bevat copycat-4 en cow-400-1
      En Claudia heeft de koepons cow-60-4
      En de stapel van Daan bevat cow-500-1
      En Daan heeft de koepons kp-200-1
      Dan scoort Anne 1 x 60 + 50 + 50 = 160
      En Anne telt 2 Copycat-kaarten
      En Bram telt 1 Copycat-kaart
      En Claudia telt 0 Copycat-kaarten
      En Bram scoort 0 x 0 + 50 = 50
      En Claudia scoort 0 x 0 = 0

  Regel: Aftrekken: elk zwart schaap kost zijn gedrukte getal

    @id:KF-NL-SCO-14 @KF-SCO-5 @R-KF-COLOURED-AMOUNT
    Scenario: Een zwart schaap kost zijn gedrukte getal; een gedraaide koe bij de koepons kost niets
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1
      En Anne heeft het zwarte schaap cow-300-4
      En het gedrukte getal van cow-300-4 is 200
      En Anne heeft de koepons kp-10-1
      En de stapel van Bram bevat cow-30-1
      En Bram heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Bram heeft de koepons kp-200-1
      En de stapel van Claudia bevat cow-60-1
      En Claudia heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Claudia heeft de koepons cow-150-4
      En het gedrukte getal van cow-150-4 is 100
      Dan verliest Anne 200 door zwarte schapen
      En Anne scoort 0 x 0 - 200 = -200
      En Claudia verliest 0 door zwarte schapen
      En Claudia scoort 1 x 150 = 150
      En Bram scoort 2 x 300 = 600

  Regel: Wie de meeste punten heeft, wint

    @id:KF-NL-SCO-15 @KF-SCO-6 @R-KF-COLOURED-AMOUNT
    Scenario: De meeste punten winnen, niet de meeste drielingen of de meeste koepons
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-100-1
      En Anne heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En de stapel van Bram bevat cow-150-1
      En Bram heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Bram heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Bram heeft de koepons kp-200-1, kp-100-1, cow-10-4 en cow-30-4
      En de stapel van Claudia bevat cow-220-1
      En Claudia heeft het zwarte schaap cow-500-4
      En het gedrukte getal van cow-500-4 is 100
      Dan scoort Anne 1 x 500 = 500
      En Bram heeft de meeste koepons
      En Bram scoort 3 x 40 = 120
      En Claudia scoort 0 x 0 - 100 = -100
      En de winnaar is Anne
      En de rangorde is Anne, Bram en Claudia

  Regel: Bij gelijke stand wint wie de minst waardevolle drieling heeft
    Anne en Bram scoren elk 300: Anne met één drieling van 300, Bram met drie drielingen van
    10, 30 en 60 (3 x 100). Claudia heeft de meeste koepons maar geen drieling.

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En Anne heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Bram heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Bram heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Bram heeft een drieling van cow-60-1, cow-60-2 en cow-60-3
      En de stapel van Bram bevat cow-150-1
      En Claudia heeft de koepons kp-200-1, cow-300-4, cow-10-4, cow-30-4 en cow-60-4
      En de stapel van Claudia bevat cow-400-1

    @id:KF-NL-SCO-16 @KF-SCO-7 @KF-SCO-6
    Scenario: Gelijk in punten wint Bram, wiens minst waardevolle drieling (10) minder waard is dan die van Anne (300)
      Anne's beste drieling is meer waard dan alle drielingen van Bram, en toch wint Bram.
      Dan scoort Anne 1 x 300 = 300
      En Bram scoort 3 x 100 = 300
      En Claudia scoort 1 x 0 = 0
      En de winnaar is Bram
      En de rangorde is Bram, Anne en Claudia

  Regel: Een gelijke speler zonder drieling
    Anne scoort 100 met twee losse Copycat-kaarten en geen drieling, Bram 100 met een
    drieling van 100, Claudia 60 met een drieling van 30 en de meeste koepons.

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En de copycat-1 van Anne ligt apart
      En de copycat-3 van Anne ligt apart
      En Anne heeft de koepons kp-10-1
      En de stapel van Bram bevat cow-300-1
      En Bram heeft een drieling van cow-100-1, cow-100-2 en cow-100-3
      En Bram heeft de koepons kp-20-1
      En de stapel van Claudia bevat cow-400-1
      En Claudia heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
      En Claudia heeft de koepons kp-200-1, cow-30-4 en cow-100-4

    @id:KF-NL-SCO-17 @KF-SCO-7 @R-KF-TIE-BREAK
    Scenario: Standaard staat een gelijke speler zonder drieling achter de gelijke spelers met een drieling
      Dan scoort Anne 0 x 0 + 50 + 50 = 100
      En Bram scoort 1 x 100 = 100
      En Claudia scoort 2 x 30 = 60
      En de winnaar is Bram
      En de rangorde is Bram, Anne en Claudia

    @id:KF-NL-SCO-18 @KF-SCO-7 @R-KF-TIE-BREAK=wins
    Scenario: Bij de keuze "zonder drieling wint" staat Anne bij gelijke stand vooraan
      Dan scoort Anne 100
      En Bram scoort 100
      En de winnaar is Anne
      En de rangorde is Anne, Bram en Claudia

  Regel: Wie dan nog gelijk staan, winnen samen
    Anne en Bram scoren elk 50 met een losse Copycat-kaart en geen drieling; Claudia 20.

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-220-1
      En de copycat-1 van Anne ligt apart
      En Anne heeft de koepons kp-10-1
      En de stapel van Bram bevat cow-300-1
      En de copycat-2 van Bram ligt apart
      En Bram heeft de koepons kp-20-1
      En de stapel van Claudia bevat cow-400-1
      En Claudia heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
      En Claudia heeft de koepons kp-200-1 en cow-10-4

    @id:KF-NL-SCO-19 @KF-SCO-7 @KF-SCO-6
    Scenario: Twee gelijke spelers zonder drieling winnen samen
      Dan scoort Anne 0 x 0 + 50 = 50
      En Bram scoort 0 x 0 + 50 = 50
      En Claudia scoort 2 x 10 = 20
      En de winnaars zijn Anne en Bram

    @id:KF-NL-SCO-20 @KF-SCO-7 @R-KF-TIE-BREAK=wins
    Scenario: Ook bij de keuze "zonder drieling wint" winnen twee gelijke spelers zonder drieling samen
      Dan zijn de winnaars Anne en Bram
