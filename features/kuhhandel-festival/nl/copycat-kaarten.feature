# language: nl
Functionaliteit: Copycat-kaarten
  Het hoofdstuk "Copycat-kaarten" van de Nederlandse spelregels, in eigen woorden: een
  Copycat-kaart kan voor elke koeiensoort staan en wordt geveild zoals een koe. Wie haar
  wint, legt haar open neer en kiest meteen waar: bij een koeiensoort, of apart in afwachting
  van een nieuwe soort. Een Copycat-kaart wordt zelf nooit omgedraaid; maakt een tegenstander
  een drieling van haar soort, dan wordt ze verplaatst naar een andere soort of apart gelegd.
  Een drieling heeft hoogstens één Copycat-kaart; de twee overige kaarten van die soort
  worden gedraaid zoals gewoonlijk en vormen nooit meer een drieling.
  De veilingen sluit hier de veilingmeester zelf (R-KF-AUCTION-CLOSE=auctioneer_calls).

  Achtergrond:
    Gegeven een spel van Anne, Bram en Claudia
    En Anne heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
    En Bram heeft de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
    En Claudia heeft de koepons kp-100-3, kp-50-3, kp-20-3 en kp-10-3
    En de stapel van Bram bevat cow-400-1 en cow-400-2
    En de stapel van Claudia bevat cow-500-1 en cow-500-2
    En Anne is aan de beurt

  Regel: Copycat-kaarten worden geveild zoals koeien

    @id:KF-NL-COP-01 @KF-COP-1
    Scenario: Een Copycat-kaart wordt samen met een koe geveild
      Gegeven de stapel van Anne bevat copycat-1, cow-10-1 en cow-30-1
      Als Anne copycat-1 en cow-10-1 veilt
      Dan wordt de actie geaccepteerd
      En de kavel is copycat-1 en cow-10-1
      En de stapel van Anne bevat precies cow-30-1

    @id:KF-NL-COP-02 @KF-COP-1 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Wie een Copycat-kaart koopt, moet haar meteen plaatsen
      Gegeven de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-10-1 open voor zich liggen
      En Bram moet copycat-1 plaatsen (reden received)
      En Anne heeft kp-20-2 bij haar koepons

    @id:KF-NL-COP-03 @KF-COP-1 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Twee Copycat-kaarten die de veilingmeester met zijn voorkeursrecht houdt, plaatst hij allebei
      Gegeven de stapel van Anne bevat copycat-1 en copycat-2
      En Anne veilt copycat-1 en copycat-2
      En Bram biedt 10
      En Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne moet copycat-1 plaatsen (reden received)
      En copycat-2 wacht erop door Anne geplaatst te worden
      En Bram heeft kp-10-1 bij zijn koepons

    @id:KF-NL-COP-04 @KF-COP-1 @KF-END-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een Copycat-kaart die als laatste kaart in de stapel ligt, wordt apart geveild
      Gegeven de stapel van Anne bevat copycat-1
      En Anne heeft cow-10-1 open voor zich liggen
      En Anne veilt copycat-1
      En Claudia biedt 10
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia kp-10-3 betaalt
      Dan wordt de actie geaccepteerd
      En Claudia moet copycat-1 plaatsen (reden received)
      En de stapel van Anne bevat precies niets

  Regel: Wie een Copycat-kaart ontvangt, plaatst haar meteen: bij een eigen soort of apart

    Achtergrond:
      Gegeven de stapel van Anne bevat copycat-1 en cow-10-1

    @id:KF-NL-COP-05 @KF-COP-2 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Er wordt niet verder gespeeld voordat de Copycat-kaart ligt
      Gegeven Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram cow-400-1 en cow-400-2 veilt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En Bram moet copycat-1 plaatsen

    @id:KF-NL-COP-06 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bram legt de Copycat-kaart bij een koeiensoort die al open voor hem lag
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 60-koeien legt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Bram ligt bij de 60-koeien
      En Bram heeft precies cow-10-1 en cow-60-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-COP-07 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bram legt de Copycat-kaart bij de koe die hij samen met haar won
      Gegeven Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 10-koeien legt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Bram ligt bij de 10-koeien
      En Bram is aan de beurt

    @id:KF-NL-COP-08 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bram legt de Copycat-kaart apart, in afwachting van een nieuwe soort
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 apart legt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Bram ligt apart
      En Bram is aan de beurt

    @id:KF-NL-COP-09 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een Copycat-kaart gaat niet bij een soort die de speler niet open heeft liggen
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En Claudia heeft cow-300-1 open voor zich liggen
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 300-koeien legt
      Dan wordt de actie geweigerd met "copycat_bad_cow" onder KF-COP-2
      En de toestand is onveranderd
      En Bram moet copycat-1 plaatsen

    @id:KF-NL-COP-10 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen de Copycat-kaart die wacht, kan geplaatst worden
      Gegeven Bram heeft cow-60-2 open voor zich liggen
      En de copycat-2 van Bram ligt bij de 60-koeien
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-2 apart legt
      Dan wordt de actie geweigerd met "copycat_not_yours" onder KF-COP-2
      En de toestand is onveranderd
      En de copycat-2 van Bram ligt bij de 60-koeien

    @id:KF-NL-COP-11 @KF-COP-2 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen de eigenaar van de wachtende Copycat-kaart plaatst haar
      Gegeven Claudia heeft cow-10-2 open voor zich liggen
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Claudia copycat-1 bij de 10-koeien legt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

    @id:KF-NL-COP-12 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal
    Scenario: De gewonnen Copycat-kaart mag bij elke eigen soort of apart
      Gegeven Bram heeft cow-150-1 open voor zich liggen
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan moet Bram copycat-1 plaatsen
      En Bram mag copycat-1 apart leggen
      En Bram mag copycat-1 bij de 150-koeien leggen
      En Bram mag copycat-1 bij de 10-koeien leggen
      En Claudia heeft geen toegestane actie

  Regel: Een Copycat-kaart wordt nooit omgedraaid; maakt een ander de drieling van haar soort, dan verhuist ze

    Achtergrond:
      Gegeven Claudia heeft cow-150-4 en cow-30-1 open voor zich liggen
      En de copycat-2 van Claudia ligt bij de 150-koeien
      En Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder

    @id:KF-NL-COP-13 @KF-COP-3 @KF-COP-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De koe naast de Copycat-kaart wordt een zwart schaap; de Copycat-kaart niet, die moet verhuizen
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En de zwarte schapen van Claudia zijn precies cow-150-4
      En copycat-2 wordt niet omgedraaid
      En Claudia moet copycat-2 plaatsen (reden turned)

    @id:KF-NL-COP-14 @KF-COP-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Claudia verplaatst de Copycat-kaart naar een andere soort
      Gegeven Bram betaalt kp-20-2 en kp-10-2
      Als Claudia copycat-2 bij de 30-koeien legt
      Dan wordt de actie geaccepteerd
      En de copycat-2 van Claudia ligt bij de 30-koeien
      En Bram is aan de beurt

    @id:KF-NL-COP-15 @KF-COP-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Claudia legt de Copycat-kaart apart
      Gegeven Bram betaalt kp-20-2 en kp-10-2
      Als Claudia copycat-2 apart legt
      Dan wordt de actie geaccepteerd
      En de copycat-2 van Claudia ligt apart
      En Bram is aan de beurt

    @id:KF-NL-COP-16 @KF-COP-3 @KF-COP-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De Copycat-kaart kan niet bij de gedraaide soort blijven
      Gegeven Bram betaalt kp-20-2 en kp-10-2
      Als Claudia copycat-2 bij de 150-koeien legt
      Dan wordt de actie geweigerd met "copycat_bad_cow" onder KF-COP-2
      En de toestand is onveranderd
      En Claudia moet copycat-2 plaatsen

  Regel: Verhuist een Copycat-kaart, dan kan ze een drieling van een andere soort maken

    @id:KF-NL-COP-17 @KF-COP-3 @KF-COP-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Claudia legt de verhuisde Copycat-kaart bij twee 30-koeien en vormt een drieling
      Gegeven Claudia heeft cow-150-4, cow-30-1 en cow-30-2 open voor zich liggen
      En de copycat-2 van Claudia ligt bij de 150-koeien
      En Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2 en kp-10-2
      Als Claudia copycat-2 bij de 30-koeien legt
      Dan wordt de actie geaccepteerd
      En de 30-drieling van Claudia bestaat uit cow-30-1, cow-30-2 en copycat-2
      En de zwarte schapen van Claudia zijn precies cow-150-4
      En Bram is aan de beurt

    @id:KF-NL-COP-18 @KF-COP-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een Copycat-kaart in een stapel blijft daar als de vierde koe uit die stapel wordt gehaald
      Gegeven Bram heeft cow-150-1 en cow-150-2 open voor zich liggen
      En de stapel van Anne bevat cow-150-3 en cow-10-1
      En de stapel van Claudia bevat cow-150-4 en copycat-3
      En Anne veilt cow-150-3 en cow-10-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Claudia heeft cow-150-4 bij haar koepons
      En de stapel van Claudia bevat precies cow-500-1, cow-500-2 en copycat-3
      En copycat-3 wordt niet omgedraaid

  Regel: Twee koeien met één Copycat-kaart vormen een drieling; meer dan één Copycat-kaart nooit

    @id:KF-NL-COP-19 @KF-COP-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Twee koeien en de Copycat-kaart die erbij wordt gelegd, vormen een drieling
      Gegeven Bram heeft cow-60-1 en cow-60-2 open voor zich liggen
      En de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 60-koeien legt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Bram bestaat uit cow-60-1, cow-60-2 en copycat-1
      En Bram heeft precies cow-10-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-COP-20 @KF-COP-5 @KF-TRI-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een tweede gekochte koe maakt de drieling met de Copycat-kaart compleet
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt bij de 60-koeien
      En de stapel van Anne bevat cow-60-2 en cow-10-1
      En Anne veilt cow-60-2 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Bram bestaat uit cow-60-1, cow-60-2 en copycat-1
      En Bram heeft precies cow-10-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-COP-21 @KF-COP-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een tweede Copycat-kaart kan niet bij dezelfde soort
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-2 van Bram ligt bij de 60-koeien
      En de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 60-koeien legt
      Dan wordt de actie geweigerd met "copycat_type_taken" onder KF-COP-5
      En de toestand is onveranderd

    @id:KF-NL-COP-22 @KF-COP-5 @KF-TRI-1 @R-KF-COPYCAT-NATURAL @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Drie echte koeien vormen de drieling en de Copycat-kaart bij die soort komt vrij
      Gegeven Bram heeft cow-150-1 en cow-30-1 open voor zich liggen
      En de copycat-1 van Bram ligt bij de 150-koeien
      En de stapel van Anne bevat cow-150-2 en cow-150-3
      En de stapel van Claudia bevat cow-150-4
      En Anne veilt cow-150-2 en cow-150-3
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En de 150-drieling van Bram bestaat uit cow-150-1, cow-150-2 en cow-150-3
      En Claudia heeft cow-150-4 bij haar koepons
      En Bram moet copycat-1 plaatsen (reden freed)

  Regel: De twee overige kaarten van de soort worden gedraaid en vormen nooit meer een drieling

    @id:KF-NL-COP-23 @KF-COP-6 @KF-TRI-3 @KF-TRI-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na een drieling met Copycat-kaart worden de twee overige kaarten gedraaid waar ze liggen
      Gegeven Bram heeft cow-60-1 en cow-60-2 open voor zich liggen
      En Claudia heeft cow-60-3 open voor zich liggen
      En de stapel van Anne bevat copycat-1, cow-10-1 en cow-60-4
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 60-koeien legt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Bram bestaat uit cow-60-1, cow-60-2 en copycat-1
      En de zwarte schapen van Claudia zijn precies cow-60-3
      En Claudia heeft geen koeien open voor zich liggen
      En Anne heeft cow-60-4 bij haar koepons
      En de stapel van Anne bevat precies niets

    @id:KF-NL-COP-24 @KF-COP-6 @KF-TRI-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Ook de overige kaarten in de eigen stapel van wie de drieling vormde, worden gedraaid
      Gegeven Bram heeft cow-60-1 en cow-60-2 open voor zich liggen
      En de stapel van Bram bevat cow-60-3 en cow-60-4
      En de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 60-koeien legt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Bram bestaat uit cow-60-1, cow-60-2 en copycat-1
      En Bram heeft cow-60-3 en cow-60-4 bij zijn koepons
      En de stapel van Bram bevat precies cow-400-1 en cow-400-2

    @id:KF-NL-COP-25 @KF-COP-6 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Met de twee gedraaide kaarten en een Copycat-kaart vormt Claudia later geen drieling
      Claudia's 60-koeien zijn zwarte schapen geworden; als ze daarna koeien koopt en haar
      losse Copycat-kaart mag plaatsen, kan die niet bij de 60-koeien.
      Gegeven Bram heeft cow-60-1 en cow-60-2 open voor zich liggen
      En Claudia heeft cow-60-3 en cow-60-4 open voor zich liggen
      En de copycat-2 van Claudia ligt apart
      En de stapel van Anne bevat copycat-1 en cow-10-1
      En Anne veilt copycat-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      En Bram legt copycat-1 bij de 60-koeien
      En Bram veilt cow-400-1 en cow-400-2
      En Claudia biedt 10
      En Bram sluit de veiling
      En Bram verkoopt aan de hoogste bieder
      En Claudia betaalt kp-10-3
      Als Claudia copycat-2 bij de 60-koeien legt
      Dan wordt de actie geweigerd met "copycat_bad_cow" onder KF-COP-2
      En de toestand is onveranderd
      En de zwarte schapen van Claudia zijn precies cow-60-3 en cow-60-4
      En Claudia heeft geen drieling van de 60-koeien
      En Claudia moet copycat-2 plaatsen (reden cows_arrived)

  Regel: Een apart gelegde Copycat-kaart mag bij een soort als er koeien bij komen

    @id:KF-NL-COP-26 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Koopt Bram koeien, dan mag hij zijn losse Copycat-kaart plaatsen
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En de stapel van Anne bevat cow-300-1 en cow-300-2
      En Anne veilt cow-300-1 en cow-300-2
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-60-1, cow-300-1 en cow-300-2 open voor zich liggen
      En Bram moet copycat-1 plaatsen (reden cows_arrived)

    @id:KF-NL-COP-27 @KF-COP-7 @KF-COP-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De losse Copycat-kaart gaat bij de nieuwe soort en vormt een drieling
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En de stapel van Anne bevat cow-300-1 en cow-300-2
      En Anne veilt cow-300-1 en cow-300-2
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 bij de 300-koeien legt
      Dan wordt de actie geaccepteerd
      En de 300-drieling van Bram bestaat uit cow-300-1, cow-300-2 en copycat-1
      En Bram heeft precies cow-60-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-COP-28 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De losse Copycat-kaart mag ook apart blijven
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En de stapel van Anne bevat cow-300-1 en cow-300-2
      En Anne veilt cow-300-1 en cow-300-2
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      Als Bram copycat-1 apart legt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Bram ligt apart
      En Bram is aan de beurt

    @id:KF-NL-COP-29 @KF-COP-7 @R-KF-COPYCAT-TIMING
    Scenario: Een koe uit een koehandel is geen nieuwe soort: de losse Copycat-kaart blijft apart
      Bij een koehandel bezitten beide spelers de soort al, dus er komt geen nieuwe soort bij.
      Gegeven Bram is aan de beurt
      En Bram heeft cow-30-1 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En Claudia heeft cow-30-2 en cow-60-1 open voor zich liggen
      En Bram daagt Claudia uit tot een koehandel over de 30-koeien met een blind bod van kp-50-2
      Als Claudia het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-30-1 en cow-30-2 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En copycat-1 wacht niet op plaatsing
      En Claudia is aan de beurt

    @id:KF-NL-COP-30 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een Copycat-kaart die bij een soort ligt, verhuist niet als er koeien bij komen
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt bij de 60-koeien
      En de stapel van Anne bevat cow-300-1 en cow-10-1
      En Anne veilt cow-300-1 en cow-10-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Bram ligt bij de 60-koeien
      En copycat-1 wacht niet op plaatsing
      En Bram is aan de beurt

    @id:KF-NL-COP-31 @KF-COP-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Zonder nieuwe koe mag de losse Copycat-kaart niet opnieuw geplaatst worden
      Gegeven Bram heeft cow-60-1 open voor zich liggen
      En de copycat-1 van Bram ligt apart
      En de stapel van Anne bevat copycat-2
      En Anne veilt copycat-2
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram moet copycat-2 plaatsen (reden received)
      En copycat-1 wacht niet op plaatsing
