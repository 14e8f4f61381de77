# language: nl
Functionaliteit: Spelverloop
  Het hoofdstuk "Spelverloop" van de Nederlandse spelregels, in eigen woorden: wie aan de
  beurt is, kiest precies één van twee acties, een veiling of een koehandel. Aan het begin
  ligt er nog geen koe open op tafel, dus dan kan alleen geveild worden. Daarna gaat de
  beurt met de klok mee naar de volgende speler (hoofdstuk "Voorbereiding"). Alleen de
  speler op wie het spel wacht, mag handelen, alleen met een actie die bij de huidige stap
  hoort en alleen met een goed gevormde actie.
  De veilingen in deze scenario's sluit de veilingmeester zelf, letterlijk zoals de
  Nederlandse tekst het zegt (R-KF-AUCTION-CLOSE=auctioneer_calls).

  Regel: Aan het begin van het spel kan alleen geveild worden

    @id:KF-NL-TURN-01 @KF-TURN-1 @KF-TRD-1
    Scenario: Zolang er geen koe open op tafel ligt, is een koehandel niet mogelijk
      Gegeven een nieuw spel van Anne, Bram en Claudia gedeeld met seed 4
      Als Anne Bram uitdaagt tot een koehandel over de 10-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "trade_unavailable" onder KF-TRD-1
      En de toestand is onveranderd

    @id:KF-NL-TURN-02 @KF-TURN-1 @needs:legal
    Scenario: Aan het begin mag de eerste speler alleen veilen
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 4
      Dan is Anne aan de beurt
      En Anne mag geen koehandel aangaan
      En Anne mag veilen

  Regel: Wie aan de beurt is, kiest een veiling of een koehandel

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat copycat-1, cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1, kp-20-2 en kp-10-3
      En Anne is aan de beurt

    @id:KF-NL-TURN-03 @KF-TURN-1
    Scenario: Wie aan de beurt is, kan een veiling houden
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan is de stap auction
      En in het midden van de tafel liggen cow-10-1 en cow-30-1
      En de stapel van Anne bevat precies copycat-1 en cow-60-1

    @id:KF-NL-TURN-04 @KF-TURN-1
    Scenario: Wie aan de beurt is, kan in plaats daarvan een koehandel aangaan, en dat is de hele beurt
      Gegeven Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-50-1 en kp-10-1
      Als Bram het bod aanneemt
      Dan heeft Anne precies cow-400-1 en cow-400-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-1, kp-20-1, kp-10-1 en kp-10-2
      En Anne heeft precies de koepons kp-100-1
      En de stapel van Anne bevat precies copycat-1, cow-10-1, cow-30-1 en cow-60-1
      En Bram is aan de beurt

    @id:KF-NL-TURN-05 @KF-TURN-1 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na één veiling is de beurt voorbij; een tweede veiling wordt geweigerd
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Anne sluit de veiling
      Als Anne copycat-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Bram is aan de beurt

    @id:KF-NL-TURN-06 @KF-TURN-1 @KF-TURN-4
    Scenario: Wie een veiling koos, kan niet ook nog een koehandel aangaan
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En de kavel is cow-10-1 en cow-30-1

  Regel: De beurt gaat met de klok mee zodra een beurt af is

    @id:KF-NL-TURN-07 @KF-TURN-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na een verkoop is de volgende stoel aan de beurt, niet de koper
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia heeft de koepons kp-200-1, kp-20-2 en kp-10-3
      En Anne is aan de beurt
      En Anne veilt cow-10-1 en cow-30-1
      En Claudia biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia kp-20-2 betaalt
      Dan heeft Claudia precies cow-10-1 en cow-30-1 open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-TURN-08 @KF-TURN-2
    Scenario: Na een koehandel is de volgende stoel aan de beurt, niet de uitgedaagde speler
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Bram is aan de beurt
      En Bram daagt Anne uit tot een koehandel over de 400-koeien met een blind bod van kp-20-1
      Als Anne het bod aanneemt
      Dan heeft Bram precies cow-400-1 en cow-400-2 open voor zich liggen
      En Claudia is aan de beurt

    @id:KF-NL-TURN-09 @KF-TURN-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na de laatste stoel is de eerste stoel weer aan de beurt
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia is aan de beurt
      En Claudia veilt cow-220-1 en cow-300-1
      Als Claudia de veiling sluit
      Dan heeft Claudia precies cow-220-1 en cow-300-1 open voor zich liggen
      En Anne is aan de beurt

    @id:KF-NL-TURN-10 @KF-TURN-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bij 4 spelers volgt op de vierde stoel de eerste
      Gegeven een spel van Anne, Bram, Claudia en Daan
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En de stapel van Bram bevat cow-60-1 en cow-100-1
      En de stapel van Claudia bevat cow-150-1 en cow-220-1
      En de stapel van Daan bevat cow-300-1, cow-400-1 en cow-500-1
      En Daan is aan de beurt
      En Daan veilt cow-400-1 en cow-500-1
      Als Daan de veiling sluit
      Dan heeft Daan precies cow-400-1 en cow-500-1 open voor zich liggen
      En Anne is aan de beurt

    @id:KF-NL-TURN-11 @KF-TURN-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De beurt gaat niet verder zolang een gewonnen Copycat-kaart nog geplaatst moet worden
      Gegeven een spel van Anne, Bram, Claudia, Daan en Eva
      En de stapel van Anne bevat cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En de stapel van Daan bevat cow-400-1 en cow-500-1
      En de stapel van Eva bevat copycat-1, cow-10-1 en cow-10-2
      En Eva is aan de beurt
      En Eva veilt copycat-1 en cow-10-1
      Als Eva de veiling sluit
      Dan moet Eva copycat-1 plaatsen
      En de stap is copycat

    @id:KF-NL-TURN-12 @KF-TURN-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bij 5 spelers gaat de beurt van de vijfde naar de eerste stoel zodra de Copycat-kaart ligt
      Gegeven een spel van Anne, Bram, Claudia, Daan en Eva
      En de stapel van Anne bevat cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En de stapel van Daan bevat cow-400-1 en cow-500-1
      En de stapel van Eva bevat copycat-1, cow-10-1 en cow-10-2
      En Eva is aan de beurt
      En Eva veilt copycat-1 en cow-10-1
      En Eva sluit de veiling
      Als Eva copycat-1 bij de 10-koeien legt
      Dan ligt de copycat-1 van Eva bij de 10-koeien
      En Anne is aan de beurt

    @id:KF-NL-TURN-13 @KF-TURN-2 @KF-END-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De stoel van een speler die het spel verliet, wordt overgeslagen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-100-2
      En Bram heeft het spel verlaten
      En Anne is aan de beurt
      En Anne veilt cow-10-1 en cow-30-1
      Als Anne de veiling sluit
      Dan heeft Anne precies cow-10-1 en cow-30-1 open voor zich liggen
      En Claudia is aan de beurt

  Regel: Alleen de speler op wie de huidige stap wacht, mag handelen

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat copycat-1, cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1, kp-20-2 en kp-10-3
      En Anne is aan de beurt

    @id:KF-NL-TURN-14 @KF-TURN-3
    Scenario: Een andere speler kan niet veilen als Anne aan de beurt is
      Als Bram cow-100-1 en cow-150-1 veilt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

    @id:KF-NL-TURN-15 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De hoogste bieder kan de kavel niet aan zichzelf toewijzen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Anne sluit de veiling
      Als Bram aan de hoogste bieder verkoopt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En de stap is award

    @id:KF-NL-TURN-16 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen wie moet betalen, betaalt
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia kp-20-2 betaalt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Bram moet 20 aan Anne betalen

    @id:KF-NL-TURN-17 @KF-TURN-3
    Scenario: Een derde speler kan een koehandel niet beantwoorden
      Gegeven Claudia heeft cow-400-3 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-50-1
      Als Claudia het bod aanneemt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

    @id:KF-NL-TURN-18 @KF-TURN-3
    Scenario: De uitdager kan zijn eigen koehandel niet beantwoorden
      Gegeven Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-50-1
      Als Anne het bod aanneemt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Bram moet antwoorden op de koehandel van Anne over de 400-koeien

    @id:KF-NL-TURN-19 @KF-TURN-3
    Scenario: Na een gelijkspel opent de uitgedaagde speler de koehandel niet opnieuw
      Gegeven Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-10-1
      En Bram doet een tegenbod van kp-10-2
      Als Bram de koehandel opnieuw opent met een blind bod van kp-20-1
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

    @id:KF-NL-TURN-20 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen de eigenaar plaatst zijn Copycat-kaart
      Gegeven Anne veilt copycat-1 en cow-10-1
      En Anne sluit de veiling
      Als Bram copycat-1 apart legt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Anne moet copycat-1 plaatsen

  Regel: Een actie moet bij de huidige stap horen

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat copycat-1, cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1, kp-20-2 en kp-10-3
      En Anne is aan de beurt

    @id:KF-NL-TURN-21 @KF-TURN-4
    Scenario: Zonder veiling valt er niets te bieden
      Als Bram 20 biedt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd

    @id:KF-NL-TURN-22 @KF-TURN-4
    Scenario: Tijdens een veiling valt er niets aan te nemen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Bram het bod aanneemt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd

    @id:KF-NL-TURN-23 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De veilingmeester verkoopt pas als de veiling gesloten is
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En het hoogste bod is 20 van Bram

    @id:KF-NL-TURN-24 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Tijdens de keuze na de veiling kan de veilingmeester niet opnieuw veilen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Anne sluit de veiling
      Als Anne cow-60-1 en copycat-1 veilt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En de stap is award

    @id:KF-NL-TURN-25 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Wie moet betalen, kan niet in plaats daarvan opnieuw bieden
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram 30 biedt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En Bram moet 20 aan Anne betalen

    @id:KF-NL-TURN-26 @KF-TURN-4
    Scenario: De uitgedaagde speler antwoordt op een koehandel, niet met een bod in een veiling
      Gegeven Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-50-1
      Als Bram 60 biedt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd

    @id:KF-NL-TURN-27 @KF-TURN-4
    Scenario: Na een gelijkspel opent de uitdager dezelfde koehandel opnieuw, geen nieuwe
      Gegeven Anne daagt Bram uit tot een koehandel over de 400-koeien met een blind bod van kp-10-1
      En Bram doet een tegenbod van kp-10-2
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-50-1
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En de stap is trade_again

    @id:KF-NL-TURN-28 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een gewonnen Copycat-kaart wordt geplaatst voordat er verder gespeeld wordt
      Gegeven Anne veilt copycat-1 en cow-10-1
      En Anne sluit de veiling
      Als Anne cow-30-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En Anne moet copycat-1 plaatsen

  Regel: Een actie moet goed gevormd zijn

    Achtergrond:
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat copycat-1, cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Anne is aan de beurt

    @id:KF-NL-TURN-29 @KF-TURN-5
    Scenario: Een actie van een onbekende soort is misvormd
      Als de actie {"type": "veiling", "player": 0, "cards": ["cow-10-1", "cow-30-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-30 @KF-TURN-5
    Scenario: Een actie zonder soort is misvormd
      Als de actie {"player": 0, "cards": ["cow-10-1", "cow-30-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-31 @KF-TURN-5
    Scenario: Een actie van een stoel die niet meespeelt, is misvormd
      Als de actie {"type": "auction", "player": 5, "cards": ["cow-10-1", "cow-30-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-32 @KF-TURN-5
    Scenario: Een speler wordt met zijn stoelnummer genoemd, niet met zijn naam
      Als de actie {"type": "auction", "player": "Anne", "cards": ["cow-10-1", "cow-30-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-33 @KF-TURN-5
    Scenario: De kaarten van een veiling moeten een lijst zijn
      Als de actie {"type": "auction", "player": 0, "cards": "cow-10-1 en cow-30-1"} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-34 @KF-TURN-5
    Scenario: Een bod is een geheel getal, geen tekst
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als de actie {"type": "bid", "player": 1, "amount": "tien"} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd
      En er is geen bod

    @id:KF-NL-TURN-35 @KF-TURN-5
    Scenario: Een pas heeft geen bedrag
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als de actie {"type": "pass", "player": 2, "amount": 0} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-36 @KF-TURN-5
    Scenario: Een koehandel zonder blind bod is misvormd
      Als de actie {"type": "trade", "player": 0, "partner": 1, "cows": [400]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-37 @KF-TURN-5
    Scenario: De koeien van een koehandel worden met hun waarde als getal genoemd
      Als de actie {"type": "trade", "player": 0, "partner": 1, "cows": ["vierhonderd"], "kuhpons": ["kp-50-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

    @id:KF-NL-TURN-38 @KF-TURN-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Het plaatsen van een Copycat-kaart zegt waar ze komt te liggen
      Gegeven Anne veilt copycat-1 en cow-10-1
      En Anne sluit de veiling
      Als de actie {"type": "place_copycat", "player": 0, "copycat": "copycat-1"} wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd
      En Anne moet copycat-1 plaatsen

    @id:KF-NL-TURN-39 @KF-TURN-5
    Scenario: Een actie is een JSON-object
      Als de actie "veilen" wordt verstuurd
      Dan wordt de actie geweigerd met "malformed_action" onder KF-TURN-5
      En de toestand is onveranderd

  Regel: Wie in een stelling aan de beurt is, moet kunnen handelen

    @id:KF-NL-TURN-40 @KF-TURN-6 @R-KF-FORCED-TRADE
    Scenario: Een stelling waarin Anne niet kan veilen en met niemand kan handelen, wordt geweigerd
      Anne's stapel is leeg en niemand anders heeft een 400-koe: de beurt zou nooit bij haar komen.
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft cow-400-1 open voor zich liggen
      En de stapel van Bram bevat cow-10-1
      En de stapel van Claudia bevat cow-30-1
      En Anne is aan de beurt
      Als de stelling wordt geladen
      Dan wordt de stelling geweigerd bij $.turn onder KF-TURN-6

    @id:KF-NL-TURN-41 @KF-TURN-6
    Scenario: Een stelling waarin de speler aan de beurt het spel verliet, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft het spel verlaten
      En de stapel van Bram bevat cow-10-1
      En de stapel van Claudia bevat cow-30-1
      En Anne is aan de beurt
      Als de stelling wordt geladen
      Dan wordt de stelling geweigerd bij $.turn onder KF-TURN-6

    @id:KF-NL-TURN-42 @KF-TURN-6
    Scenario: Met een lege stapel en een mogelijke koehandel kan de stelling geladen worden
      Gegeven een spel van Anne, Bram en Claudia
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En de stapel van Bram bevat cow-10-1
      En Anne is aan de beurt
      Als de stelling wordt geladen
      Dan is Anne aan de beurt
      En de stap is turn
