# language: nl
Functionaliteit: Het spel voor 2 spelers: de voorbereiding
  Het hoofdstuk "Het spel voor 2 spelers" van de Nederlandse spelregels, Voorbereiding, in
  eigen woorden: speel je met precies twee spelers, dan krijgt ieder tien koe-kaarten van de
  goed geschudde stapel en vormen de andere twintig een neutrale, open trekstapel in het
  midden van de tafel. Van de koepons die na het gewone delen overblijven, worden er tien
  willekeurig getrokken; zij vormen een neutrale, blinde stapel naast de trekstapel.
  Anders dan de Engelse tekst (een gedekte trekstapel) legt de Nederlandse de trekstapel
  open: wie naar de tafel kijkt, ziet de bovenste koe, en niets van de koeien eronder
  (R-KF-TWO-PILE-FACE: face_up is de standaard van de Nederlandse editie).

  @id:KF-NL-TWO-01 @KF-TWO-2
  Abstract Scenario: Ieder tien koeien, twintig in de neutrale trekstapel
    Gegeven een nieuw spel van Anne en Bram gedeeld met seed <seed>
    Dan bevat de stapel van iedere speler 10 kaarten
    En de neutrale trekstapel bevat 20 kaarten
    En de stapels en de neutrale trekstapel bevatten samen alle vier de kaarten van de koeiensoorten 10, 30, 60, 100, 150, 220, 300, 400 en 500 en alle Copycat-kaarten
    En in de doos liggen 0 koeien
    En in de doos liggen 0 Copycat-kaarten

    Voorbeelden:
      | seed |
      | 11   |
      | 12   |

  @id:KF-NL-TWO-02 @KF-TWO-3 @KF-SET-3
  Abstract Scenario: De gewone koepons voor ieder, tien van de overgebleven in de neutrale koepon-stapel
    Gegeven een nieuw spel van Anne en Bram gedeeld met seed <seed>
    Dan heeft iedere speler koepons van 0, 0, 10, 20, 50, 100, 100 en 200
    En de neutrale koepon-stapel bevat 10 kaarten
    En in de doos liggen 14 koepons
    En de neutrale koepon-stapel en de doos bevatten samen 6 koepons van 0
    En de neutrale koepon-stapel en de doos bevatten samen 6 koepons van 100
    En de neutrale koepon-stapel en de doos bevatten samen 3 koepons van 10
    En de neutrale koepon-stapel en de doos bevatten samen 3 koepons van 20
    En de neutrale koepon-stapel en de doos bevatten samen 3 koepons van 50
    En de neutrale koepon-stapel en de doos bevatten samen 3 koepons van 200

    Voorbeelden:
      | seed |
      | 13   |
      | 14   |

  @id:KF-NL-TWO-03 @KF-CON-3 @KF-TWO-5
  Scenario: Na het delen ligt iedere kaart op precies één plaats, ook in de neutrale stapels
    Gegeven een nieuw spel van Anne en Bram gedeeld met seed 15
    Dan ligt iedere kaart van het spel op precies één plaats

  @id:KF-NL-TWO-04 @KF-TWO-1
  Scenario: Zonder aangewezen beginner begint de eerste plaats
    Gegeven een nieuw spel van Anne en Bram gedeeld met seed 16
    Dan is Anne aan de beurt
    En de stap is turn

  @id:KF-NL-TWO-05 @KF-TWO-1
  Scenario: De opzet kan de beginner aanwijzen
    Gegeven een nieuw spel van Anne en Bram gedeeld met seed 16 waarin Bram begint
    Dan is Bram aan de beurt

  @id:KF-NL-TWO-06 @KF-TWO-1
  Scenario: Het spel voor 2 spelers is voor precies twee spelers
    Als een nieuw spel van Anne, Bram en Claudia wordt gedeeld met seed 1
    Dan wordt de opzet geweigerd
    Als een nieuw spel van Anne wordt gedeeld met seed 1
    Dan wordt de opzet geweigerd

  @id:KF-NL-TWO-07 @KF-TWO-2 @KF-TWO-3
  Scenario: Een vaste verdeling legt de stapels, de trekstapel en de koepon-stapel in de gegeven volgorde
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 en copycat-2
    En de stapel van Bram bevat cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 en copycat-4
    En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-500-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 en kp-200-4
    Als het spel zo wordt gedeeld
    Dan bevat de neutrale trekstapel van boven naar beneden precies cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-500-4
    En de neutrale koepon-stapel bevat van boven naar beneden precies kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 en kp-200-4
    En iedere speler heeft koepons van 0, 0, 10, 20, 50, 100, 100 en 200
    En in de doos liggen 14 koepons
    En iedere kaart van het spel ligt op precies één plaats

  @id:KF-NL-TWO-08 @KF-TWO-2
  Scenario: Een verdeling die niet ieder tien koeien geeft, of een koe overslaat, wordt geweigerd
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1, copycat-2 en cow-150-1
    En de stapel van Bram bevat cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 en copycat-4
    En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-500-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 en kp-200-4
    Als het spel zo wordt gedeeld
    Dan wordt de opzet geweigerd bij $.deal onder KF-TWO-2
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 en copycat-2
    En de stapel van Bram bevat cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 en copycat-4
    En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-10-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 en kp-200-4
    Als het spel zo wordt gedeeld
    Dan wordt de opzet geweigerd bij $.neutral_pile of $.deal onder KF-TWO-2

  @id:KF-NL-TWO-09 @KF-TWO-3
  Scenario: Een neutrale koepon-stapel die geen tien verschillende overgebleven koepons is, wordt geweigerd
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 en copycat-2
    En de stapel van Bram bevat cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 en copycat-4
    En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-500-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6 en kp-0-7
    Als het spel zo wordt gedeeld
    Dan wordt de opzet geweigerd bij $.neutral_kuhpons onder KF-TWO-3
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1, cow-10-2, cow-30-1, cow-30-2, cow-60-1, cow-60-2, cow-100-1, cow-100-2, copycat-1 en copycat-2
    En de stapel van Bram bevat cow-150-1, cow-150-2, cow-220-1, cow-220-2, cow-300-1, cow-300-2, cow-400-1, cow-400-2, copycat-3 en copycat-4
    En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-10-3, cow-30-3, cow-60-3, cow-100-3, cow-150-3, cow-220-3, cow-300-3, cow-400-3, cow-500-2, cow-10-4, cow-30-4, cow-60-4, cow-100-4, cow-150-4, cow-220-4, cow-300-4, cow-400-4, cow-500-3 en cow-500-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5, kp-0-5, kp-0-6, kp-100-5, kp-10-3, kp-20-3, kp-50-3, kp-100-6, kp-0-7 en kp-200-5
    Als het spel zo wordt gedeeld
    Dan wordt de opzet geweigerd bij $.neutral_kuhpons onder KF-TWO-3

  Regel: Wat de spelers zien van de neutrale stapels en de doos

    Achtergrond:
      Gegeven een spel van Anne en Bram
      En de stapel van Anne bevat cow-10-1 en cow-30-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de neutrale trekstapel bevat van boven naar beneden cow-500-1, cow-220-1, cow-300-1 en cow-400-1
      En de neutrale koepon-stapel bevat van boven naar beneden kp-200-3 en kp-0-9
      En Anne heeft de koepons kp-100-1 en kp-10-1
      En Bram heeft de koepons kp-100-2 en kp-20-2
      En Anne is aan de beurt

    @id:KF-NL-TWO-40 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE @edition:nl @R-KF-EDITION-TEXT
    Scenario: De open trekstapel toont beide spelers zijn bovenste koe, en niets daaronder
      Dan ziet Anne de neutrale trekstapel als 4 kaarten met cow-500-1 bovenop
      En Bram ziet de neutrale trekstapel als 4 kaarten met cow-500-1 bovenop
      En Anne ziet geen van cow-220-1, cow-300-1 en cow-400-1
      En Bram ziet geen van cow-220-1, cow-300-1 en cow-400-1

    @id:KF-NL-TWO-41 @KF-TWO-4 @KF-TWO-7 @needs:view @R-KF-TWO-PILE-FACE=face_up
    Scenario: Is de kavel uitgelegd, dan ligt de volgende koe bovenop, en de tweede koe van de kavel was tot dan onzichtbaar
      Als Anne een neutrale kavel veilt
      Dan ziet Bram in het midden van de tafel cow-500-1 en cow-220-1
      En Bram ziet de neutrale trekstapel als 2 kaarten met cow-300-1 bovenop
      En Bram ziet geen van cow-400-1
      En Anne ziet de neutrale trekstapel als 2 kaarten met cow-300-1 bovenop

    @id:KF-NL-TWO-42 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE=face_up
    Scenario: Een lege open trekstapel toont geen kaart bovenop
      Gegeven Anne veilt een neutrale kavel
      En Bram past
      En Bram veilt een neutrale kavel
      En Anne past
      Dan ziet Anne de neutrale trekstapel als 0 kaarten met geen kaart bovenop
      En Bram ziet de neutrale trekstapel als 0 kaarten met geen kaart bovenop

    @id:KF-NL-TWO-43 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE=face_down
    Scenario: Volgens de Engelse lezing ligt de trekstapel gedekt en toont hij alleen zijn aantal
      Dan ziet Anne de neutrale trekstapel als 4 kaarten
      En Bram ziet de neutrale trekstapel als 4 kaarten
      En Anne ziet geen van cow-500-1, cow-220-1, cow-300-1 en cow-400-1
      Als Anne een neutrale kavel veilt
      Dan ziet Bram de neutrale trekstapel als 2 kaarten
      En Bram ziet geen van cow-300-1 en cow-400-1

    @id:KF-NL-TWO-44 @KF-TWO-4 @KF-SET-5 @needs:view
    Scenario: De blinde koepon-stapel en de doos tonen alleen hun aantal, ook bij een open trekstapel
      Dan ziet Anne de neutrale koepon-stapel alleen als 2 kaarten
      En Bram ziet de neutrale koepon-stapel alleen als 2 kaarten
      En Anne ziet geen van kp-200-3 en kp-0-9
      En Bram ziet de doos alleen als 66 kaarten
      En Bram ziet geen van kp-0-1, kp-200-1 en copycat-1
      En Anne ziet de stapel van Bram als 2 kaarten
      En Anne ziet de koepons van Bram als 2 kaarten
