# language: nl
Functionaliteit: Voorbereiding
  Het hoofdstuk "Voorbereiding" van de Nederlandse spelregels, in eigen woorden: de 40
  koe-kaarten (negen koeiensoorten van vier kaarten en 4 Copycat-kaarten) worden geschud en
  gelijk over blinde stapels verdeeld: 10 per speler bij 4 spelers, 8 bij 5; bij 3 spelers
  gaat eerst één Copycat-kaart terug in de doos en krijgt ieder 13 kaarten. Iedere speler
  krijgt 8 koepons (twee van 0, twee van 100 en één van 10, 20, 50 en 200), verdekt in de
  hand; wat overblijft gaat terug in de doos. Wie begint, legt de opzet vast
  (R-KF-START-PLAYER). Elke kaart is één fysieke kaart: ze ligt altijd op precies één plaats.

  Regel: De koe-kaarten: negen soorten van vier kaarten en 4 Copycat-kaarten

    @id:KF-NL-CON-01 @KF-CON-1
    Scenario: Bij 4 spelers liggen alle 40 koe-kaarten in de stapels
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 7
      Dan bevatten de stapels samen 40 kaarten
      En de stapels bevatten samen alle vier de kaarten van de koeiensoorten 10, 30, 60, 100, 150, 220, 300, 400 en 500
      En de stapels bevatten samen copycat-1, copycat-2, copycat-3 en copycat-4

    @id:KF-NL-CON-02 @KF-CON-1
    Scenario: Bij 5 spelers worden dezelfde 36 koeien en 4 Copycat-kaarten verdeeld
      Gegeven een nieuw spel van Anne, Bram, Claudia, Daan en Eva gedeeld met seed 8
      Dan bevatten de stapels samen 36 koeien
      En de stapels bevatten samen 4 Copycat-kaarten
      En de stapels bevatten samen alle vier de kaarten van de koeiensoorten 10, 30, 60, 100, 150, 220, 300, 400 en 500

  Regel: De koepons: tien van 0 en van 100, vijf van 10, 20, 50 en 200

    @id:KF-NL-CON-03 @KF-CON-2
    Scenario: Bij 5 spelers zijn alle 40 koepons uitgedeeld
      Gegeven een nieuw spel van Anne, Bram, Claudia, Daan en Eva gedeeld met seed 8
      Dan hebben de spelers samen 10 koepons van 0
      En de spelers hebben samen 10 koepons van 100
      En de spelers hebben samen 5 koepons van 10
      En de spelers hebben samen 5 koepons van 20
      En de spelers hebben samen 5 koepons van 50
      En de spelers hebben samen 5 koepons van 200
      En in de doos liggen 0 koepons

    @id:KF-NL-CON-04 @KF-CON-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een koepon is bij het betalen zijn opgedrukte waarde waard
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1 en kp-0-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 80
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1, kp-20-1 en kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-50-1, kp-20-1 en kp-10-1
      En Bram heeft precies de koepons kp-100-1 en kp-0-1
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen

    @id:KF-NL-CON-05 @KF-CON-2 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een koepon van 0 telt bij het betalen niet mee
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1 en kp-0-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 80
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1, kp-20-1 en kp-0-1 betaalt
      Dan wordt de actie geweigerd met "payment_insufficient" onder KF-SPC-3
      En de toestand is onveranderd

    @id:KF-NL-CON-06 @KF-CON-2 @KF-SCO-3
    Scenario: Eén koepon van 200 is meer geld dan zes kleinere koepons van samen 180
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft de koepons kp-200-1
      En Bram heeft de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-0-1 en kp-0-2
      En Claudia heeft de koepons kp-100-2
      Dan scoort Anne 0
      En Anne heeft de meeste koepons
      En Bram heeft niet de meeste koepons
      En Claudia heeft niet de meeste koepons
      En de vermenigvuldigingsfactor van Anne is 1
      En de vermenigvuldigingsfactor van Bram is 0

  Regel: Iedere kaart ligt op precies één plaats; geen actie maakt of vernietigt een kaart

    @id:KF-NL-CON-07 @KF-CON-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een verkoop die een drieling vormt, verplaatst kaarten maar maakt of vernietigt er geen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-100-3, cow-30-1 en cow-60-1
      En Bram heeft cow-100-1 en cow-100-2 open voor zich liggen
      En de stapel van Bram bevat cow-150-1 en cow-220-1
      En Claudia heeft cow-100-4 open voor zich liggen
      En de stapel van Claudia bevat cow-300-1 en cow-400-1
      En Bram heeft de koepons kp-100-1, kp-50-1 en kp-20-1
      En Anne veilt cow-100-3 en cow-30-1
      En Bram biedt 70
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1 en kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En de 100-drieling van Bram bestaat uit cow-100-1, cow-100-2 en cow-100-3
      En Claudia heeft het zwarte schaap cow-100-4
      En Bram heeft precies cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-50-1 en kp-20-1
      En Bram heeft precies de koepons kp-100-1
      En iedere kaart van het spel ligt op precies één plaats

    @id:KF-NL-CON-08 @KF-CON-3
    Scenario: Een kavel met een kaart die niet bestaat, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      Als Anne cow-30-1 en cow-30-5 veilt
      Dan wordt de actie geweigerd met "unknown_card" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-CON-09 @KF-CON-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een betaling met een koepon die niet bestaat, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 50
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-6 betaalt
      Dan wordt de actie geweigerd met "unknown_card" onder KF-CON-3
      En de toestand is onveranderd
      En Bram moet 50 aan Anne betalen

    @id:KF-NL-CON-10 @KF-CON-3
    Scenario: Een blind bod met een koepon die niet bestaat, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft de koepons kp-0-1 en kp-50-1
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-50-1 en kp-200-6
      Dan wordt de actie geweigerd met "unknown_card" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-CON-11 @KF-CON-3
    Scenario: Een kavel die dezelfde kaart twee keer noemt, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      Als Anne cow-60-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "duplicate_card" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-CON-12 @KF-CON-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Dezelfde koepon telt in één betaling niet twee keer
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 100
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1 en kp-50-1 betaalt
      Dan wordt de actie geweigerd met "duplicate_card" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-CON-13 @KF-CON-3
    Scenario: Dezelfde koepon ligt in één blind bod niet twee keer
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft de koepons kp-100-1 en kp-0-1
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-0-1 en kp-0-1
      Dan wordt de actie geweigerd met "duplicate_card" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-CON-14 @KF-CON-3
    Scenario: Een stelling met een kaart op twee plaatsen wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Bram heeft de koepons kp-10-1
      En Claudia heeft de koepons kp-10-1
      Als de stelling wordt geladen
      Dan wordt de stelling geweigerd

    @id:KF-NL-CON-15 @KF-CON-3
    Scenario: Een stelling waarin een kaart ontbreekt, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Bram heeft de koepons kp-100-2
      Als de stelling wordt geladen zonder copycat-4
      Dan wordt de stelling geweigerd

    @id:KF-NL-CON-16 @KF-CON-3
    Scenario: Een stelling met een kaart die niet bestaat, wordt geweigerd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-10-5
      Als de stelling wordt geladen
      Dan wordt de stelling geweigerd

    @id:KF-NL-CON-17 @KF-CON-3
    Scenario: De stelling zelf, zonder dubbele of ontbrekende kaarten, wordt geladen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Bram heeft de koepons kp-10-1
      Dan is Anne aan de beurt
      En iedere kaart van het spel ligt op precies één plaats

  Regel: Het delen van de koe-kaarten

    @id:KF-NL-SET-01 @KF-SET-2
    Scenario: Bij 3 spelers gaat één Copycat-kaart in de doos en krijgt ieder 13 kaarten
      Gegeven een nieuw spel van Anne, Bram en Claudia gedeeld met seed 6
      Dan bevat de stapel van iedere speler 13 kaarten
      En de stapels bevatten samen 39 kaarten
      En de stapels bevatten samen alle vier de kaarten van de koeiensoorten 10, 30, 60, 100, 150, 220, 300, 400 en 500
      En de stapels bevatten samen 3 Copycat-kaarten
      En in de doos ligt 1 Copycat-kaart
      En in de doos liggen 0 koeien

    @id:KF-NL-SET-02 @KF-SET-1
    Scenario: Bij 4 spelers krijgt ieder 10 kaarten en blijft er geen koe-kaart over
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 6
      Dan bevat de stapel van iedere speler 10 kaarten
      En de stapels bevatten samen 4 Copycat-kaarten
      En de stapels bevatten samen 36 koeien
      En in de doos liggen 0 Copycat-kaarten
      En in de doos liggen 0 koeien

    @id:KF-NL-SET-03 @KF-SET-1
    Scenario: Bij 5 spelers krijgt ieder 8 kaarten en blijft er geen koe-kaart over
      Gegeven een nieuw spel van Anne, Bram, Claudia, Daan en Eva gedeeld met seed 6
      Dan bevat de stapel van iedere speler 8 kaarten
      En de stapels bevatten samen 4 Copycat-kaarten
      En de stapels bevatten samen 36 koeien
      En in de doos liggen 0 Copycat-kaarten
      En in de doos liggen 0 koeien

    @id:KF-NL-SET-04 @KF-SET-2
    Abstract Scenario: Hoe er ook geschud wordt, bij 3 spelers ligt precies één Copycat-kaart en geen koe in de doos
      Gegeven een nieuw spel van Anne, Bram en Claudia gedeeld met seed <seed>
      Dan bevat de stapel van iedere speler 13 kaarten
      En de stapels bevatten samen alle vier de kaarten van de koeiensoorten 10, 30, 60, 100, 150, 220, 300, 400 en 500
      En de stapels bevatten samen 3 Copycat-kaarten
      En in de doos ligt 1 Copycat-kaart
      En in de doos liggen 0 koeien

      Voorbeelden:
        | seed |
        | 21   |
        | 22   |
        | 23   |

  Regel: Het startkapitaal: 8 koepons per speler, de rest terug in de doos

    @id:KF-NL-SET-05 @KF-SET-3 @KF-SET-4
    Scenario: Bij 3 spelers krijgt ieder 8 koepons van samen 480 en gaan er 16 koepons in de doos
      Gegeven een nieuw spel van Anne, Bram en Claudia gedeeld met seed 6
      Dan heeft iedere speler koepons van 0, 0, 10, 20, 50, 100, 100 en 200
      En de koepons van iedere speler zijn samen 480 waard
      En in de doos liggen 16 koepons
      En in de doos liggen 4 koepons van 0
      En in de doos liggen 4 koepons van 100
      En in de doos liggen 2 koepons van 10
      En in de doos liggen 2 koepons van 20
      En in de doos liggen 2 koepons van 50
      En in de doos liggen 2 koepons van 200

    @id:KF-NL-SET-06 @KF-SET-3 @KF-SET-4
    Scenario: Bij 4 spelers krijgt ieder 8 koepons en gaan er 8 koepons in de doos
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 6
      Dan heeft iedere speler koepons van 0, 0, 10, 20, 50, 100, 100 en 200
      En de koepons van iedere speler zijn samen 480 waard
      En in de doos liggen 8 koepons
      En in de doos liggen 2 koepons van 0
      En in de doos liggen 2 koepons van 100
      En in de doos ligt 1 koepon van 10
      En in de doos ligt 1 koepon van 20
      En in de doos ligt 1 koepon van 50
      En in de doos ligt 1 koepon van 200

    @id:KF-NL-SET-07 @KF-SET-3 @KF-SET-4
    Scenario: Bij 5 spelers worden alle koepons uitgedeeld en gaat er geen in de doos
      Gegeven een nieuw spel van Anne, Bram, Claudia, Daan en Eva gedeeld met seed 6
      Dan heeft iedere speler koepons van 0, 0, 10, 20, 50, 100, 100 en 200
      En de koepons van iedere speler zijn samen 480 waard
      En in de doos liggen 0 koepons

    @id:KF-NL-SET-08 @KF-SET-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Met een koepon uit de doos kan niet worden betaald
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Bram heeft de koepons kp-50-1 en kp-100-1
      En kp-50-5 ligt in de doos
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 50
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-5 betaalt
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd
      En kp-50-5 ligt in de doos

    @id:KF-NL-SET-09 @KF-SET-4
    Scenario: Een koepon uit de doos kan niet in een blind bod worden gelegd
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft cow-400-1 open voor zich liggen
      En Bram heeft cow-400-2 open voor zich liggen
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Anne heeft de koepons kp-0-1 en kp-10-1
      En kp-100-9 ligt in de doos
      Als Anne Bram uitdaagt tot een koehandel over de 400-koeien met een blind bod van kp-10-1 en kp-100-9
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd
      En kp-100-9 ligt in de doos

  Regel: Stapels en koepons zijn verdekt; wat open op tafel ligt, ziet iedereen

    @id:KF-NL-SET-10 @KF-SET-5 @needs:view
    Scenario: Van de stapel en de koepons van een ander ziet een speler alleen hoeveel kaarten het zijn
      Gegeven een nieuw spel van Anne, Bram en Claudia gedeeld met seed 6
      Dan ziet Anne de stapel van Bram als 13 kaarten
      En Anne ziet de koepons van Bram als 8 kaarten
      En Anne ziet de stapel van Claudia als 13 kaarten
      En Claudia ziet de koepons van Anne als 8 kaarten
      En Bram ziet de stapel van Claudia als 13 kaarten

    @id:KF-NL-SET-11 @KF-SET-5 @needs:view
    Scenario: Een speler ziet zijn eigen koepons en wat open op tafel ligt, maar niet de stapels en koepons van anderen
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En Anne heeft de koepons kp-200-1 en kp-0-1
      En de stapel van Bram bevat cow-100-1 en copycat-1
      En Bram heeft cow-60-1 open voor zich liggen
      En Bram heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Claudia heeft het zwarte schaap cow-500-4
      En Bram heeft de koepons kp-100-1 en kp-50-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Claudia heeft de koepons kp-20-1
      Dan ziet Anne kp-200-1 en kp-0-1
      En Anne ziet cow-60-1, cow-500-1, cow-500-2, cow-500-3 en cow-500-4
      En Anne ziet geen van cow-100-1, copycat-1, kp-100-1, kp-50-1, cow-220-1, cow-300-1 en kp-20-1
      En Anne ziet de stapel van Bram als 2 kaarten
      En Anne ziet de koepons van Bram als 2 kaarten
      En Bram ziet kp-100-1 en kp-50-1
      En Bram ziet geen van cow-10-1, cow-30-1, kp-200-1 en kp-0-1
      En Claudia ziet cow-60-1 en cow-500-4

    @id:KF-NL-SET-12 @KF-SET-5 @KF-AUC-1 @R-KF-STACK-LOOK @edition:nl @needs:view @R-KF-EDITION-TEXT
    Scenario: In de Nederlandse editie bekijkt de eigenaar zijn eigen blinde stapel niet
      Volgens de Nederlandse tekst mag je je eigen stapel niet bekijken; alleen het aantal
      kaarten ligt zichtbaar op tafel, voor de eigenaar net als voor de anderen.
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en copycat-2
      En Anne heeft de koepons kp-200-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      Dan ziet Anne de stapel van Anne als 3 kaarten
      En Anne ziet geen van cow-10-1, cow-30-1 en copycat-2
      En Anne ziet kp-200-1
      En Bram ziet de stapel van Anne als 3 kaarten

    @id:KF-NL-SET-18 @KF-SET-5 @R-KF-EDITION-TEXT=english @edition:nl @needs:view
    Scenario: Gaat de Engelse tekst voor, dan ziet de eigenaar zijn eigen stapel wel
      Met governing_text english speelt ook de Nederlandse editie zoals de Engelse tekst het
      zegt: de veilingmeester kiest zijn twee kaarten uit de stapel die hij zelf ziet.
      Gegeven een spel van Anne, Bram en Claudia
      En de stapel van Anne bevat cow-10-1, cow-30-1 en copycat-2
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      Dan ziet Anne cow-10-1, cow-30-1 en copycat-2
      En Bram ziet de stapel van Anne als 3 kaarten

  Regel: Het aantal spelers en wie begint

    @id:KF-NL-SET-13 @KF-SET-6 @KF-TURN-2
    Scenario: Zonder aangewezen startspeler begint de eerste stoel
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 6
      Dan is Anne aan de beurt
      En de stap is turn

    @id:KF-NL-SET-14 @KF-SET-6
    Scenario: De opzet wijst de speler aan die begint
      Gegeven een nieuw spel van Anne, Bram, Claudia en Daan gedeeld met seed 6 waarin Claudia begint
      Dan is Claudia aan de beurt
      En de stap is turn

    @id:KF-NL-SET-15 @KF-SET-6
    Scenario: Ook de laatste stoel kan als startspeler worden aangewezen
      Gegeven een nieuw spel van Anne, Bram, Claudia, Daan en Eva gedeeld met seed 6 waarin Eva begint
      Dan is Eva aan de beurt

    @id:KF-NL-SET-16 @KF-SET-6
    Scenario: Met 2 spelers wordt het basisspel niet opgezet: daarvoor gelden aangepaste regels
      Als een nieuw spel van Anne en Bram wordt gedeeld met seed 2
      Dan wordt de opzet geweigerd

    @id:KF-NL-SET-17 @KF-SET-6
    Scenario: Met 6 spelers wordt het spel niet opgezet
      Als een nieuw spel van Anne, Bram, Claudia, Daan, Eva en Femke wordt gedeeld met seed 2
      Dan wordt de opzet geweigerd
