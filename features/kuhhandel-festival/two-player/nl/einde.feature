# language: nl
Functionaliteit: Het spel voor 2 spelers: het einde van het spel
  De hoofdstukken "Einde van het spel en puntentelling" en "Het spel voor 2 spelers", in
  eigen woorden: heb je geen kaarten meer in je stapel, dan moet je een koehandel aangaan,
  en heb je ook niets open voor je liggen, dan doe je niet meer mee. Met twee spelers is de
  neutrale trekstapel ook iets om te veilen: zolang hij kaarten heeft, mag wie geen eigen
  kaarten meer heeft een neutrale kavel veilen. Het spel eindigt als alle negen drielingen
  liggen; wat dan nog in de neutrale stapels ligt, telt voor niemand.

  Achtergrond:
    Gegeven een spel van Anne en Bram
    En Anne is aan de beurt

  @id:KF-NL-TWO-90 @KF-TWO-14 @KF-END-2 @needs:legal
  Scenario: Met een lege stapel mag Anne nog een neutrale kavel veilen, of een koehandel aangaan
    Gegeven Anne heeft cow-10-1 open voor zich liggen
    En Bram heeft cow-10-2 open voor zich liggen
    En de stapel van Bram bevat cow-30-1 en cow-30-2
    En de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    En Anne heeft de koepons kp-10-1
    Als Anne cow-30-1 veilt
    Dan wordt de actie geweigerd met "stack_empty" onder KF-END-2
    En de toestand is onveranderd
    En Anne mag een neutrale kavel veilen
    En Anne mag Bram uitdagen tot een koehandel over de 10-koeien

  @id:KF-NL-TWO-91 @KF-TWO-14 @KF-END-3
  Scenario: Wie niets open voor zich heeft, doet mee zolang de trekstapel kaarten heeft
    Gegeven de stapel van Anne bevat cow-30-1, cow-30-2 en cow-60-2
    En de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    En Anne veilt cow-30-1 en cow-30-2
    Als Bram past
    Dan wordt de actie geaccepteerd
    En Bram doet nog mee
    En Bram is aan de beurt
    Als Bram een neutrale kavel veilt
    Dan wordt de actie geaccepteerd
    En de kavel is cow-60-1 en cow-100-1

  @id:KF-NL-TWO-92 @KF-TWO-14 @KF-END-3 @KF-TWO-9
  Scenario: Is de trekstapel leeg, dan verlaat zo'n speler het spel en biedt hij niet meer
    Gegeven de stapel van Anne bevat cow-30-1, cow-30-2 en cow-60-2
    En Anne veilt cow-30-1 en cow-30-2
    Als Bram past
    Dan wordt de actie geaccepteerd
    En Bram heeft het spel verlaten
    En Anne is aan de beurt
    Als Anne cow-60-2 veilt
    Dan wordt de actie geaccepteerd
    En Anne heeft precies cow-30-1, cow-30-2 en cow-60-2 open voor zich liggen

  @id:KF-NL-TWO-93 @KF-TWO-14 @KF-END-2 @needs:legal
  Scenario: Is de trekstapel leeg, dan moet wie geen stapel meer heeft een koehandel aangaan
    Gegeven Anne heeft cow-10-1 open voor zich liggen
    En Bram heeft cow-10-2 open voor zich liggen
    En de stapel van Bram bevat cow-30-1 en cow-30-2
    En Anne heeft de koepons kp-10-1
    Als Anne een neutrale kavel veilt
    Dan wordt de actie geweigerd met "neutral_pile_empty" onder KF-TWO-6
    En de toestand is onveranderd
    En Anne mag geen neutrale kavel veilen
    En Anne mag niet veilen
    En Anne mag Bram uitdagen tot een koehandel over de 10-koeien

  @id:KF-NL-TWO-94 @KF-TWO-14 @KF-END-5
  Scenario: Een koehandel die niemand kan beantwoorden slaat een beurt pas over als de trekstapel leeg is
    Gegeven de stapel van Anne bevat cow-30-1, cow-30-2, cow-60-2, cow-60-3 en cow-220-1
    En Bram heeft cow-400-1 open voor zich liggen
    En de neutrale trekstapel bevat van boven naar beneden cow-150-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    En Anne veilt cow-30-1 en cow-30-2
    Als Bram past
    Dan is Bram aan de beurt
    En het aantal overgeslagen beurten op rij is 0
    Als Bram een neutrale kavel veilt
    En Anne past
    Dan is Anne aan de beurt
    Als Anne cow-60-2 en cow-60-3 veilt
    En Bram past
    Dan is Anne aan de beurt
    En Bram doet nog mee

  @id:KF-NL-TWO-95 @KF-END-1 @KF-TWO-14 @needs:legal @R-KF-STACK-LOOK=owner_sees
  Scenario: De laatste kaart van de stapel wordt alleen geveild, en de neutrale kavel blijft mogelijk
    Gegeven de stapel van Anne bevat cow-30-1
    En de stapel van Bram bevat cow-30-2 en cow-60-2
    En de neutrale trekstapel bevat van boven naar beneden cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    Als Anne cow-30-1 en cow-60-1 veilt
    Dan wordt de actie geweigerd met "last_card_alone" onder KF-END-1
    En de toestand is onveranderd
    En Anne mag cow-30-1 veilen
    En Anne mag een neutrale kavel veilen

  @id:KF-NL-TWO-96 @KF-TWO-15 @KF-END-4 @KF-END-7 @KF-SCO-3 @KF-SCO-4 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: De negende drieling beëindigt het spel; wat in de neutrale stapels ligt, telt voor niemand
    Gegeven Anne heeft een drieling van cow-10-1, cow-10-2 en cow-10-3
    En Anne heeft een drieling van cow-30-1, cow-30-2 en cow-30-3
    En Anne heeft een drieling van cow-60-1, cow-60-2 en cow-60-3
    En Anne heeft een drieling van cow-100-1, cow-100-2 en cow-100-3
    En Bram heeft een drieling van cow-150-1, cow-150-2 en cow-150-3
    En Bram heeft een drieling van cow-220-1, cow-220-2 en cow-220-3
    En Bram heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
    En Bram heeft een drieling van cow-400-1, cow-400-2 en cow-400-3
    En Anne heeft het zwarte schaap cow-10-4
    En Bram heeft het zwarte schaap cow-150-4
    En Anne heeft cow-500-1 en cow-500-2 open voor zich liggen
    En de stapel van Anne bevat cow-500-3 en copycat-2
    En de neutrale trekstapel bevat van boven naar beneden copycat-1, cow-500-4, cow-30-4 en cow-60-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-200-5 en kp-200-4
    En Anne heeft de koepons kp-100-1 en kp-50-1
    En Bram heeft de koepons kp-100-2 en kp-20-2
    En Anne veilt cow-500-3 en copycat-2
    Als Bram past
    Dan wordt de actie geaccepteerd
    En het spel is afgelopen
    En Anne heeft een drieling van de 500-koeien
    En Anne telt 1 Copycat-kaart
    En de neutrale trekstapel bevat van boven naar beneden precies copycat-1, cow-500-4, cow-30-4 en cow-60-4
    En de neutrale koepon-stapel bevat van boven naar beneden precies kp-200-5 en kp-200-4
    En Anne heeft de meeste koepons
    En Anne scoort 6 x 700 + 50 - 10 = 4240
    En Bram scoort 4 x 1070 - 150 = 4130
    En de winnaar is Anne
    Als Bram een neutrale kavel veilt
    Dan wordt de actie geweigerd met "game_over" onder KF-END-7
    En de toestand is onveranderd

  Regel: De regels van het basisspel blijven gelijk

    Achtergrond:
      Gegeven de stapel van Anne bevat cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-10-1
      En Anne heeft de koepons kp-0-1, kp-10-1, kp-50-1, kp-100-1 en kp-200-1
      En Bram heeft de koepons kp-0-2, kp-20-1, kp-50-2, kp-100-2 en kp-200-2

    @id:KF-NL-TWO-100 @KF-TRD-1 @KF-TRD-6 @KF-TURN-2
    Scenario: "De koehandel verloopt verder gelijk aan het basisspel": Bram neemt het bod aan
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft precies de koepons kp-0-2, kp-20-1, kp-50-2, kp-100-2, kp-200-2, kp-100-1 en kp-0-1
      En Bram is aan de beurt

    @id:KF-NL-TWO-101 @KF-TRD-7 @KF-TRD-8
    Scenario: Een tegenbod: wie meer bood krijgt de koe, ieder houdt de koepons van de ander
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-50-1
      Als Bram een tegenbod van kp-100-2 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft precies de koepons kp-0-1, kp-10-1, kp-100-1, kp-200-1 en kp-100-2
      En Bram heeft precies de koepons kp-0-2, kp-20-1, kp-50-2, kp-200-2 en kp-50-1

    @id:KF-NL-TWO-102 @KF-SPC-2 @KF-SPC-3 @R-KF-PAYMENT=exact_or_least
    Scenario: Er wordt niet gewisseld: wie niet precies kan betalen, betaalt het kleinste bedrag erboven
      Gegeven Anne veilt cow-30-1 en cow-60-1
      En Bram biedt 30 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-1 en kp-50-2 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd
      Als Bram kp-50-2 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-0-1, kp-10-1, kp-50-1, kp-100-1, kp-200-1 en kp-50-2

    @id:KF-NL-TWO-103 @KF-TURN-3
    Scenario: Alleen wie aan de beurt is, veilt
      Als Bram cow-100-1 en cow-10-1 veilt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

    @id:KF-NL-TWO-104 @KF-END-7
    Scenario: Na het einde wordt niets meer gespeeld
      Gegeven het spel is afgelopen
      Als Anne cow-30-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "game_over" onder KF-END-7
      En de toestand is onveranderd
