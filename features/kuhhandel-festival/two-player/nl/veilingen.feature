# language: nl
Functionaliteit: Het spel voor 2 spelers: veilingen van de eigen stapel of van een neutrale kavel
  Het hoofdstuk "Het spel voor 2 spelers", Veilingen, in eigen woorden: je veilt zoals
  gewoonlijk twee kaarten van je eigen koe-stapel, of de twee bovenste kaarten van de
  neutrale trekstapel samen met een kaart van de neutrale koepon-stapel; dan liggen de koeien
  open en de koepon blind. De andere speler noemt zijn bod voor de twee of de drie kaarten.
  Ga je akkoord met de verkoop, dan betaalt hij het bod en neemt hij de koeien, en de koepon
  gaat ongezien bij zijn eigen koepons. Ook hier kun je als veilingmeester je voorkeursrecht
  gebruiken door het geboden bedrag zelf aan de andere speler te betalen.
  De Nederlandse tekst geeft de blinde koepon aan de speler die de koeien neemt ("zijn eigen
  koepons"); de letterlijke Engelse zin geeft hem aan de veilingmeester. Beide lezingen
  worden hier getoetst (R-KF-TWO-HIDDEN-KUHPON: receiver is de standaard, auctioneer de optie).

  Achtergrond:
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
    En de stapel van Bram bevat cow-100-1 en cow-150-1
    En de neutrale trekstapel bevat van boven naar beneden cow-220-1, cow-300-1, cow-400-1 en cow-500-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-50-3 en kp-0-9
    En Anne heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
    En Bram heeft de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
    En Anne is aan de beurt

  Regel: Een neutrale kavel is de bovenste twee koeien en de bovenste koepon

    @id:KF-NL-TWO-10 @KF-TWO-6 @KF-TWO-7 @KF-TWO-5
    Scenario: Anne veilt de twee bovenste koeien van de trekstapel met de bovenste koepon erbij
      Als Anne een neutrale kavel veilt
      Dan wordt de actie geaccepteerd
      En in het midden van de tafel liggen cow-220-1 en cow-300-1
      En de blinde koepon van de kavel is kp-50-3
      En de neutrale trekstapel bevat van boven naar beneden precies cow-400-1 en cow-500-1
      En de neutrale koepon-stapel bevat van boven naar beneden precies kp-0-9
      En de stapel van Anne bevat precies cow-10-1, cow-30-1 en cow-60-1
      En de stap is auction

    @id:KF-NL-TWO-11 @KF-TWO-5 @KF-TWO-7
    Scenario: De volgende neutrale kavel komt van boven van wat er over is
      Gegeven Anne veilt een neutrale kavel
      En Bram past
      Als Bram een neutrale kavel veilt
      Dan wordt de actie geaccepteerd
      En de kavel is cow-400-1 en cow-500-1
      En de blinde koepon van de kavel is kp-0-9
      En de neutrale trekstapel bevat 0 kaarten
      En de neutrale koepon-stapel bevat 0 kaarten

    @id:KF-NL-TWO-12 @KF-TWO-6
    Scenario: Is de trekstapel leeg, dan is er geen neutrale kavel meer te veilen
      Gegeven Anne veilt een neutrale kavel
      En Bram past
      En Bram veilt een neutrale kavel
      En Anne past
      Als Anne een neutrale kavel veilt
      Dan wordt de actie geweigerd met "neutral_pile_empty" onder KF-TWO-6
      En de toestand is onveranderd
      En Anne is aan de beurt

    @id:KF-NL-TWO-13 @KF-TWO-6 @needs:legal @R-KF-STACK-LOOK=owner_sees
    Scenario: Wie aan de beurt is, mag eigen kaarten of een neutrale kavel veilen
      Dan heeft Bram geen toegestane actie
      En Anne mag cow-10-1 en cow-30-1 veilen
      En Anne mag een neutrale kavel veilen
      En Anne mag geen koehandel aangaan

    @id:KF-NL-TWO-14 @KF-TWO-6 @needs:legal
    Scenario: Met een lege trekstapel blijft alleen de eigen stapel over om te veilen
      Gegeven Anne veilt een neutrale kavel
      En Bram past
      En Bram veilt een neutrale kavel
      En Anne past
      Dan is Anne aan de beurt
      En Anne mag geen neutrale kavel veilen
      En Anne mag veilen

    @id:KF-NL-TWO-15 @KF-TWO-6 @KF-AUC-1
    Scenario: Een veiling van de eigen stapel gaat zoals gebruikelijk en laat de neutrale stapels liggen
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geaccepteerd
      En de kavel is cow-10-1 en cow-30-1
      En de kavel heeft geen blinde koepon
      En de neutrale trekstapel bevat van boven naar beneden precies cow-220-1, cow-300-1, cow-400-1 en cow-500-1
      En de neutrale koepon-stapel bevat van boven naar beneden precies kp-50-3 en kp-0-9

    @id:KF-NL-TWO-16 @KF-AUC-1 @KF-TWO-6
    Scenario: Van de eigen stapel veil je er nog altijd precies twee
      Als Anne cow-10-1 veilt
      Dan wordt de actie geweigerd met "lot_size" onder KF-AUC-1
      En de toestand is onveranderd
      Als Anne cow-10-1, cow-30-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "lot_size" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-TWO-17 @KF-TURN-5 @KF-TWO-6 @KF-TWO-7
    Scenario: Een neutrale kavel noemt geen kaarten: de trekstapel bepaalt ze
      Als de actie {"type": "auction_neutral", "player": 0, "cards": ["cow-220-1", "cow-300-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

  Regel: De andere speler noemt één bod; de veilingmeester biedt niet

    @id:KF-NL-TWO-20 @KF-TWO-9
    Scenario: Bram noemt zijn bod, en daarmee is het bieden voorbij
      Gegeven Anne veilt een neutrale kavel
      Als Bram 30 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geaccepteerd
      En de stap is award
      En het hoogste bod is 30 van Bram om de kaarten zelf te krijgen
      Als Bram 40 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      Als Bram past
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd

    @id:KF-NL-TWO-21 @KF-TWO-9 @KF-AUC-2
    Scenario: De veilingmeester biedt niet op zijn eigen veiling
      Gegeven Anne veilt een neutrale kavel
      Als Anne 20 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geweigerd met "auctioneer_cannot_bid" onder KF-AUC-2
      En de toestand is onveranderd

    @id:KF-NL-TWO-22 @KF-TWO-9
    Scenario: Met twee spelers sluit niemand de veiling: het ene bod sluit haar
      Gegeven Anne veilt een neutrale kavel
      Als Anne de veiling sluit
      Dan wordt de actie geweigerd met "close_not_allowed_two_player" onder KF-TWO-9
      En de toestand is onveranderd
      En de stap is auction

    @id:KF-NL-TWO-23 @KF-TWO-9 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Ook waar de veilingmeester in het basisspel de veiling sluit, sluit hij haar met twee spelers niet
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Anne de veiling sluit
      Dan wordt de actie geweigerd met "close_not_allowed_two_player" onder KF-TWO-9
      En de toestand is onveranderd
      Als Bram 20 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geaccepteerd
      En de stap is award

    @id:KF-NL-TWO-24 @KF-TWO-9 @KF-SPC-1 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Biedt Bram niets, dan krijgt Anne de kavel gratis, met de blinde koepon
      Gegeven Anne veilt een neutrale kavel
      Als Bram past
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-220-1 en cow-300-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1 en kp-50-3
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
      En Bram is aan de beurt

    @id:KF-NL-TWO-25 @KF-AUC-4 @KF-TWO-9
    Scenario: Het bod is minstens 10, in stappen van 10
      Gegeven Anne veilt een neutrale kavel
      Als Bram 0 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geweigerd met "bid_too_low" onder KF-AUC-4
      En de toestand is onveranderd
      Als Bram 25 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geweigerd met "bid_not_multiple_of_10" onder KF-AUC-4
      En de toestand is onveranderd

    @id:KF-NL-TWO-26 @KF-TWO-9 @needs:legal
    Scenario: Ligt de kavel uit, dan mag alleen Bram iets doen: bieden om de kaarten te krijgen, of passen
      Gegeven Anne veilt een neutrale kavel
      Dan heeft Anne geen toegestane actie
      En Bram mag bieden vanaf 10 om de kaarten zelf te krijgen
      En Bram mag niet bieden om de kaarten niet te hoeven nemen
      En Bram mag passen

    @id:KF-NL-TWO-27 @KF-TURN-5 @KF-TWO-10
    Scenario: Een bod met twee spelers zegt of het is om de kaarten te krijgen of niet
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als de actie {"type": "bid", "player": 1, "amount": 20} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd
      Als de actie {"type": "bid", "player": 1, "amount": 20, "case": "C"} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

  Regel: Verkoop of voorkeursrecht, en wie de blinde koepon krijgt

    @id:KF-NL-TWO-30 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Anne gaat akkoord: Bram betaalt het bod aan Anne en neemt de koeien, de koepon bij zijn eigen koepons
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten zelf te krijgen
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram moet 30 aan Anne betalen
      En na de betaling krijgt Bram de kavel
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-220-1 en cow-300-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-2 en kp-50-3
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2 en kp-10-2
      En Bram is aan de beurt

    @id:KF-NL-TWO-31 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Met haar voorkeursrecht betaalt Anne het geboden bedrag zelf aan Bram en krijgt ze alle drie de kaarten
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten zelf te krijgen
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 30 aan Bram betalen
      En na de betaling krijgt Anne de kavel
      Als Anne kp-20-1 en kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-220-1 en cow-300-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1 en kp-50-3
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-20-1 en kp-10-1

    @id:KF-NL-TWO-32 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=auctioneer
    Scenario: Volgens de letterlijke Engelse lezing houdt de veilingmeester de blinde koepon, ook bij verkoop
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-220-1 en cow-300-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2 en kp-50-2
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2, kp-10-2 en kp-50-3

    @id:KF-NL-TWO-33 @KF-TWO-12 @KF-CON-3
    Scenario: De blinde koepon betaalt niet mee aan zijn eigen kavel
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 50 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-3 betaalt
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd
      En Bram moet 50 aan Anne betalen

    @id:KF-NL-TWO-34 @KF-TWO-11 @KF-TWO-6
    Scenario: "Ook hier": ook bij een veiling van de eigen stapel heeft de veilingmeester zijn voorkeursrecht
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20 om de kaarten zelf te krijgen
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 20 aan Bram betalen
      En na de betaling krijgt Anne de kavel
      Als Anne kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2, kp-10-2 en kp-20-1

    @id:KF-NL-TWO-35 @KF-TWO-11 @KF-TWO-10
    Scenario: Bij een veiling van de eigen stapel bied je alleen om de kaarten zelf te krijgen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Bram 20 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geweigerd met "case_b_not_allowed" onder KF-TWO-10
      En de toestand is onveranderd
      Als Bram 20 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 20 van Bram om de kaarten zelf te krijgen

    @id:KF-NL-TWO-36 @KF-TWO-11 @needs:legal
    Scenario: Na het bod heeft de veilingmeester twee keuzes: verkopen of zijn voorkeursrecht
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten zelf te krijgen
      Dan heeft Bram geen toegestane actie
      En Anne mag aan de hoogste bieder verkopen
      En Anne mag haar voorkeursrecht gebruiken
      En Anne mag niet bieden
      En Anne mag niet passen

  Regel: Niemand ziet de blinde koepon in de kavel; daarna alleen wie hem kreeg

    @id:KF-NL-TWO-45 @KF-TWO-4 @needs:view @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: De koepon ligt blind, ook voor de veilingmeester, en gaat ongezien naar Bram
      Gegeven Anne veilt een neutrale kavel
      Dan ziet Anne de blinde koepon alleen als 1 kaart
      En Bram ziet de blinde koepon alleen als 1 kaart
      En Anne ziet geen van kp-50-3
      En Bram ziet geen van kp-50-3
      Als Bram 30 biedt om de kaarten zelf te krijgen
      En Anne aan de hoogste bieder verkoopt
      En Bram kp-20-2 en kp-10-2 betaalt
      Dan ziet Bram kp-50-3
      En Anne ziet geen van kp-50-3
      En Anne ziet de koepons van Bram als 3 kaarten

    @id:KF-NL-TWO-46 @KF-TWO-4 @needs:view @R-KF-TWO-HIDDEN-KUHPON=auctioneer
    Scenario: Volgens de Engelse lezing gaat de koepon ongezien naar de veilingmeester, en Bram ziet hem niet
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan ziet Anne kp-50-3
      En Bram ziet geen van kp-50-3
      En Bram ziet de koepons van Anne als 7 kaarten
