# language: nl
Functionaliteit: Het spel voor 2 spelers: stellingen die niet geladen worden
  De hoofdstukken "Spelmateriaal" en "Het spel voor 2 spelers", in eigen woorden: iedere
  kaart ligt op precies één plaats, de neutrale trekstapel bevat koeien en Copycat-kaarten,
  de neutrale koepon-stapel koepons, en iedere neutrale kavel neemt er twee koeien en één
  koepon van boven af. Een stelling die daartegen ingaat, wordt geweigerd, met de plaats
  waar het misgaat.

  Achtergrond:
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-10-1 en cow-30-1
    En Anne heeft de koepons kp-100-1 en kp-10-1
    En Anne is aan de beurt

  @id:KF-NL-TWO-130 @KF-TWO-5 @KF-CON-3
  Scenario: Een kaart die in de trekstapel en in een stapel ligt, wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden cow-10-1 en cow-60-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd bij $.neutral_pile[0] of $.players[0].stack[0] onder KF-CON-3

  @id:KF-NL-TWO-131 @KF-TWO-5 @KF-CON-3
  Scenario: Een koepon die in de neutrale koepon-stapel en bij de koepons van een speler ligt, wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-10-1
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd bij $.neutral_kuhpons[0] of $.players[0].kuhpons[1] onder KF-CON-3

  @id:KF-NL-TWO-132 @KF-TWO-5
  Scenario: Een koepon in de neutrale trekstapel wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden kp-50-3 en cow-60-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd

  @id:KF-NL-TWO-133 @KF-TWO-5
  Scenario: Een koe in de neutrale koepon-stapel wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden cow-150-1
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd

  @id:KF-NL-TWO-134 @KF-TWO-5
  Scenario: Een trekstapel met een oneven aantal kaarten wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden cow-60-1, cow-100-1 en cow-150-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd bij $.neutral_pile onder KF-TWO-5

  @id:KF-NL-TWO-135 @KF-TWO-5
  Scenario: Een neutrale koepon-stapel die niet bij de trekstapel past, wordt geweigerd
    Gegeven de neutrale trekstapel bevat van boven naar beneden cow-60-1, cow-100-1, cow-150-1 en cow-220-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Als de stelling wordt geladen
    Dan wordt de stelling geweigerd bij $.neutral_kuhpons onder KF-TWO-5

  @id:KF-NL-TWO-136 @KF-TWO-5 @KF-TWO-8
  Scenario: Een koe van een voltooide soort mag in de trekstapel wachten
    Gegeven Bram heeft een drieling van cow-60-2, cow-60-3 en cow-60-4
    En de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Dan bevat de neutrale trekstapel van boven naar beneden precies cow-60-1 en cow-100-1
    En Anne is aan de beurt
