# language: nl
Functionaliteit: Drielingen
  Het hoofdstuk "Drielingen" van de Nederlandse spelregels, in eigen woorden: wie via een
  veiling of een koehandel drie kaarten van één koeiensoort voor zich heeft liggen, vormt
  een drieling; die ligt vast tot het einde. Van elke soort zijn er vier kaarten; is de
  drieling compleet, dan wordt de vierde kaart meteen 180 graden gedraaid: ligt ze open bij
  een speler, dan is ze een zwart schaap dat aan het einde minpunten telt ter waarde van het
  gedrukte getal; zit ze nog in een stapel, dan haalt de eigenaar haar eruit en legt haar bij
  zijn koepons, waar ze als extra koepon telt. Dat geldt ook voor de speler die de drieling
  zelf maakte.
  De veilingen sluit hier de veilingmeester zelf (R-KF-AUCTION-CLOSE=auctioneer_calls).
  Waar de waarde van een gedraaide kaart de uitkomst bepaalt, noemt de stelling haar gedrukte
  getal (R-KF-COLOURED-AMOUNT).

  Achtergrond:
    Gegeven een spel van Anne, Bram en Claudia
    En Anne heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
    En Bram heeft de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
    En Claudia heeft de koepons kp-100-3, kp-50-3, kp-20-3 en kp-10-3
    En de stapel van Bram bevat cow-400-1 en cow-400-2
    En de stapel van Claudia bevat cow-500-1 en cow-500-2
    En Anne is aan de beurt

  Regel: Drie kaarten van één soort vormen meteen een drieling

    @id:KF-NL-TRI-01 @KF-TRI-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Met een gekochte derde koe vormt Bram een drieling
      Gegeven Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En de 150-drieling van Bram bestaat uit cow-150-1, cow-150-2 en cow-150-3
      En Bram heeft precies cow-10-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-TRI-02 @KF-TRI-1
    Scenario: Een koe uit een koehandel maakt de drieling van de uitdager compleet
      Gegeven Anne heeft cow-220-1 en cow-220-2 open voor zich liggen
      En Bram heeft cow-220-3 en cow-30-1 open voor zich liggen
      En de stapel van Anne bevat cow-10-1
      En Anne daagt Bram uit tot een koehandel over de 220-koeien met een blind bod van kp-100-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En de 220-drieling van Anne bestaat uit cow-220-1, cow-220-2 en cow-220-3
      En Anne heeft geen koeien open voor zich liggen
      En Bram heeft precies cow-30-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-TRI-03 @KF-TRI-1
    Scenario: De uitgedaagde die met zijn tegenbod wint, maakt zijn eigen drieling compleet
      Gegeven Anne heeft cow-220-1 en cow-30-1 open voor zich liggen
      En Bram heeft cow-220-2 en cow-220-3 open voor zich liggen
      En de stapel van Anne bevat cow-10-1
      En Anne daagt Bram uit tot een koehandel over de 220-koeien met een blind bod van kp-10-1
      Als Bram een tegenbod van kp-50-2 doet
      Dan wordt de actie geaccepteerd
      En de 220-drieling van Bram bestaat uit cow-220-1, cow-220-2 en cow-220-3
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft precies cow-30-1 open voor zich liggen

    @id:KF-NL-TRI-04 @KF-TRI-1 @KF-TRI-3 @KF-TRI-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Komen alle vier kaarten van een soort bij één speler, dan vormen drie de drieling en wordt de vierde zijn zwarte schaap
      Gegeven Bram heeft cow-60-1 en cow-60-4 open voor zich liggen
      En de stapel van Anne bevat cow-60-2 en cow-60-3
      En Anne veilt cow-60-2 en cow-60-3
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft 1 drieling
      En de 60-drieling van Bram bestaat uit cow-60-1, cow-60-2 en cow-60-3
      En de zwarte schapen van Bram zijn precies cow-60-4
      En Bram heeft geen koeien open voor zich liggen

  Regel: De vierde kaart op tafel wordt een zwart schaap

    @id:KF-NL-TRI-05 @KF-TRI-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De vierde kaart open bij een andere speler wordt zijn zwarte schaap
      Gegeven Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En Claudia heeft cow-150-4 en cow-30-1 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft een drieling van de 150-koeien
      En de zwarte schapen van Claudia zijn precies cow-150-4
      En Claudia heeft precies cow-30-1 open voor zich liggen
      En Claudia heeft cow-150-4 niet bij haar koepons

    @id:KF-NL-TRI-06 @KF-TRI-3 @KF-SCO-5 @R-KF-COLOURED-AMOUNT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het zwarte schaap telt als minpunten ter waarde van zijn gedrukte getal
      Gegeven het gedrukte getal van cow-150-4 is 100
      En Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En Claudia heeft cow-150-4 en cow-30-1 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Claudia heeft het zwarte schaap cow-150-4
      En Claudia verliest 100 door zwarte schapen
      En Claudia scoort 0 x 0 - 100 = -100

  Regel: De vierde kaart in een stapel gaat gedraaid naar de koepons van de eigenaar

    @id:KF-NL-TRI-07 @KF-TRI-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De vierde kaart in de stapel van een ander gaat naar zijn koepons
      Gegeven Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En de stapel van Claudia bevat cow-150-4
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft een drieling van de 150-koeien
      En de stapel van Claudia bevat precies cow-500-1 en cow-500-2
      En Claudia heeft cow-150-4 bij haar koepons
      En Claudia heeft geen zwarte schapen

    @id:KF-NL-TRI-08 @KF-TRI-4 @R-KF-COLOURED-AMOUNT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een gedraaide koe bij de koepons betaalt haar gedrukte getal
      De gedraaide cow-150-4 draagt het getal 200: met kp-100-3 erbij betaalt Claudia precies 300.
      Gegeven het gedrukte getal van cow-150-4 is 200
      En Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Claudia heeft de koepons cow-150-4
      En de stapel van Anne bevat cow-30-1 en cow-10-1
      En Anne veilt cow-30-1 en cow-10-1
      En Claudia biedt 300
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia cow-150-4 en kp-100-3 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft cow-150-4 en kp-100-3 bij haar koepons
      En Claudia heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Claudia heeft precies de koepons kp-50-3, kp-20-3 en kp-10-3

    @id:KF-NL-TRI-09 @KF-TRI-4 @R-KF-COLOURED-AMOUNT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Met het gedrukte getal erbij is het geld te weinig, dan wordt de betaling geweigerd
      De gedraaide cow-150-4 draagt het getal 100, niet 150: samen met kp-100-3 is dat 200, minder dan 250.
      Gegeven het gedrukte getal van cow-150-4 is 100
      En Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Claudia heeft de koepons cow-150-4
      En de stapel van Anne bevat cow-30-1 en cow-10-1
      En Anne veilt cow-30-1 en cow-10-1
      En Claudia biedt 250
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia cow-150-4 en kp-100-3 betaalt
      Dan wordt de actie geweigerd met "payment_insufficient" onder KF-SPC-3
      En de toestand is onveranderd

  Regel: Dat geldt ook als de vierde kaart van de speler zelf is

    @id:KF-NL-TRI-10 @KF-TRI-5 @KF-TRI-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De vierde kaart in de eigen stapel van wie de drieling vormde, gaat naar zijn eigen koepons
      Gegeven Anne heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3, cow-10-1 en cow-150-4
      En Anne veilt cow-150-3 en cow-10-1
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En de 150-drieling van Anne bestaat uit cow-150-1, cow-150-2 en cow-150-3
      En de stapel van Anne bevat precies niets
      En Anne heeft cow-150-4 bij haar koepons
      En Anne heeft geen zwarte schapen
      En Bram is aan de beurt

    @id:KF-NL-TRI-11 @KF-TRI-5 @KF-TRI-4
    Scenario: Ook na een koehandel haalt de uitdager de vierde kaart uit zijn eigen stapel en legt haar bij zijn koepons
      Gegeven Anne heeft cow-220-1, cow-220-2 en cow-30-1 open voor zich liggen
      En Bram heeft cow-30-2 en cow-220-3 open voor zich liggen
      En de stapel van Anne bevat cow-220-4 en cow-10-1
      En Anne daagt Bram uit tot een koehandel over de 220-koeien met een blind bod van kp-100-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En de 220-drieling van Anne bestaat uit cow-220-1, cow-220-2 en cow-220-3
      En Anne heeft cow-220-4 bij haar koepons
      En de stapel van Anne bevat precies cow-10-1
      En Anne heeft geen zwarte schapen
      En Anne heeft precies cow-30-1 open voor zich liggen

  Regel: Een drieling ligt vast tot het einde van het spel

    @id:KF-NL-TRI-12 @KF-TRI-2 @KF-TRD-2
    Scenario: Over de koeien van een drieling kan niet gehandeld worden
      Gegeven Anne heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Claudia heeft het zwarte schaap cow-220-4
      En Anne heeft cow-30-1 open voor zich liggen
      En Bram heeft cow-30-2 open voor zich liggen
      En de stapel van Anne bevat cow-10-1
      Als Anne Bram uitdaagt tot een koehandel over de 30- en 220-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRI-13 @KF-TRI-2 @KF-AUC-1
    Scenario: De koeien van een drieling kunnen niet geveild worden
      Gegeven Anne heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Claudia heeft het zwarte schaap cow-220-4
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      Als Anne cow-220-1 en cow-10-1 veilt
      Dan wordt de actie geweigerd met "card_not_in_stack" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-TRI-14 @KF-TRI-2 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De Copycat-kaart in een drieling verhuist niet als er nieuwe koeien komen
      Gegeven Anne heeft een drieling van cow-220-1, cow-220-2 en copycat-1
      En Anne heeft het zwarte schaap cow-220-3
      En Claudia heeft de koepons cow-220-4
      En Anne heeft cow-30-2 open voor zich liggen
      En de stapel van Anne bevat cow-30-1 en cow-10-1
      En Anne veilt cow-30-1 en cow-10-1
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En copycat-1 wacht niet op plaatsing
      En de 220-drieling van Anne bestaat uit cow-220-1, cow-220-2 en copycat-1
      En Anne heeft precies cow-10-1, cow-30-1 en cow-30-2 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-TRI-15 @KF-TRI-2 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Aan een drieling kan niets worden toegevoegd, ook geen Copycat-kaart
      Gegeven Anne heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
      En Claudia heeft de koepons cow-220-4
      En de stapel van Anne bevat copycat-2 en cow-10-1
      En Anne veilt copycat-2 en cow-10-1
      En Anne sluit de veiling
      Als Anne copycat-2 bij de 220-koeien legt
      Dan wordt de actie geweigerd met "copycat_bad_cow" onder KF-COP-2
      En de toestand is onveranderd
      En de 220-drieling van Anne bestaat uit cow-220-1, cow-220-2 en cow-220-3

    @id:KF-NL-TRI-16 @KF-TRI-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een latere drieling laat een eerdere drieling zoals ze is
      Gegeven Anne heeft een drieling van cow-220-1, cow-220-2 en copycat-1
      En Anne heeft het zwarte schaap cow-220-3
      En Claudia heeft de koepons cow-220-4
      En Anne heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne heeft 2 drielingen
      En de 220-drieling van Anne bestaat uit cow-220-1, cow-220-2 en copycat-1
      En de 150-drieling van Anne bestaat uit cow-150-1, cow-150-2 en cow-150-3
      En de zwarte schapen van Anne zijn precies cow-220-3

  Regel: Gedraaide kaarten zijn geen koeien meer

    @id:KF-NL-TRI-17 @KF-TRI-6 @KF-TRD-2
    Scenario: Over zwarte schapen kan niet gehandeld worden, ook niet als beide spelers er een van de soort hebben
      Gegeven Bram heeft een drieling van cow-150-1, cow-150-2 en copycat-1
      En Anne heeft het zwarte schaap cow-150-3
      En Claudia heeft het zwarte schaap cow-150-4
      En Anne heeft cow-30-1 open voor zich liggen
      En Claudia heeft cow-30-2 open voor zich liggen
      En de stapel van Anne bevat cow-10-1
      Als Anne Claudia uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRI-18 @KF-TRI-6 @KF-AUC-1
    Scenario: Een zwart schaap en een gedraaide koe bij de koepons kunnen niet geveild worden
      Gegeven Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Anne heeft het zwarte schaap cow-150-4
      En Claudia heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Anne heeft de koepons cow-300-4
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      Als Anne cow-150-4 en cow-10-1 veilt
      Dan wordt de actie geweigerd met "card_not_in_stack" onder KF-AUC-1
      En de toestand is onveranderd
      Als Anne cow-300-4 en cow-10-1 veilt
      Dan wordt de actie geweigerd met "card_not_in_stack" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-TRI-19 @KF-TRI-6 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een Copycat-kaart kan niet bij een zwart schaap worden gelegd
      Gegeven Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Anne heeft het zwarte schaap cow-150-4
      En Anne heeft cow-30-1 open voor zich liggen
      En de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Anne sluit de veiling
      Als Anne copycat-1 bij de 150-koeien legt
      Dan wordt de actie geweigerd met "copycat_bad_cow" onder KF-COP-2
      En de toestand is onveranderd

    @id:KF-NL-TRI-20 @KF-TRI-6
    Scenario: Een zwart schaap blijft bij zijn eigenaar liggen als diens koeien verhandeld worden
      Gegeven Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
      En Claudia heeft het zwarte schaap cow-150-4
      En Anne heeft cow-30-1 open voor zich liggen
      En Claudia heeft cow-30-2 open voor zich liggen
      En de stapel van Anne bevat cow-10-1
      En Anne daagt Claudia uit tot een koehandel over de 30-koeien met een blind bod van kp-100-1
      Als Claudia het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-30-1 en cow-30-2 open voor zich liggen
      En Claudia heeft geen koeien open voor zich liggen
      En de zwarte schapen van Claudia zijn precies cow-150-4
      En Anne heeft geen zwarte schapen
