# language: nl
Functionaliteit: Koehandel
  Het hoofdstuk "Koehandel" van de Nederlandse spelregels, in eigen woorden: in plaats van
  te veilen daagt wie aan de beurt is een andere speler uit tot een koehandel over hoogstens
  twee koeien die allebei al open voor zich hebben liggen; twee koeien zijn van
  verschillende soorten. De uitdager legt een blind bod van koepons, eventueel alleen
  0-koepons. De uitgedaagde speler neemt het bod aan en geeft de koe of koeien, of doet een
  gesloten tegenbod: dan worden de biedingen geruild en wie het meest bood, krijgt de koe of
  koeien van de ander. Ieder houdt de koepons die hij ontvangt. Bij een gelijk bedrag neemt
  ieder zijn bod terug en opent de uitdager de koehandel opnieuw; is het weer gelijk, dan
  krijgt de uitdager de koeien en blijft het geld geruild. Copycat-kaarten worden nooit
  verhandeld.

  Achtergrond:
    Gegeven een spel van Anne, Bram en Claudia
    En de stapel van Anne bevat cow-10-1 en cow-10-2
    En de stapel van Bram bevat cow-30-1 en cow-30-2
    En Anne heeft de koepons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 en kp-200-1
    En Bram heeft de koepons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 en kp-200-2
    En Claudia heeft de koepons kp-0-4, kp-100-3 en kp-200-3
    En Anne is aan de beurt

  Regel: Wie aan de beurt is, daagt een andere speler uit die dezelfde koe bezit

    @id:KF-NL-TRD-01 @KF-TRD-1 @KF-TRD-5
    Scenario: Anne daagt Bram uit over een koe die ze allebei open hebben liggen
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Dan wordt de actie geaccepteerd
      En Bram moet antwoorden op de koehandel van Anne over de 150-koeien in ronde 1
      En het blinde bod bestaat uit kp-100-1 en kp-0-1
      En Anne heeft kp-100-1 en kp-0-1 niet bij haar koepons
      En de stapel van Anne bevat precies cow-10-1 en cow-10-2

    @id:KF-NL-TRD-02 @KF-TRD-1
    Scenario: Geen koehandel als geen andere speler een soort bezit die de uitdager heeft
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-220-1 open voor zich liggen
      En Claudia heeft cow-60-1 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "trade_unavailable" onder KF-TRD-1
      En de toestand is onveranderd

    @id:KF-NL-TRD-03 @KF-TRD-1 @KF-TRD-2 @needs:legal
    Scenario: Anne kan alleen een speler uitdagen die dezelfde koeiensoort bezit
      Gegeven Anne heeft cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-150-2 en cow-220-2 open voor zich liggen
      En Claudia heeft cow-60-1 open voor zich liggen
      Dan is Anne aan de beurt
      En Anne mag Bram uitdagen tot een koehandel over de 150-koeien
      En Anne mag Bram uitdagen tot een koehandel over de 220-koeien
      En Anne mag Bram uitdagen tot een koehandel over de 150- en 220-koeien
      En Anne mag Bram niet uitdagen tot een koehandel over de 60-koeien
      En Anne mag Claudia niet uitdagen
      En Bram heeft geen toegestane actie

    @id:KF-NL-TRD-04 @KF-TRD-1
    Scenario: Een speler kan zichzelf niet uitdagen
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      Als Anne Anne uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "trade_self" onder KF-TRD-1
      En de toestand is onveranderd

    @id:KF-NL-TRD-05 @KF-TRD-1 @KF-END-3 @R-KF-DROPPED-OUT
    Scenario: Wie het spel verliet, kan niet worden uitgedaagd
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      En Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft het zwarte schaap cow-500-4
      En Claudia heeft het spel verlaten
      Als Anne Claudia uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "player_out" onder KF-END-3
      En de toestand is onveranderd

    @id:KF-NL-TRD-06 @KF-TRD-1 @KF-TURN-3
    Scenario: Alleen wie aan de beurt is, kan een koehandel beginnen
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      Als Bram Anne uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-2
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

  Regel: Het gaat om hoogstens twee koeien die beide spelers open hebben liggen

    @id:KF-NL-TRD-07 @KF-TRD-2
    Scenario: De uitdager moet de koe bezitten waarover hij handelt
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 en cow-220-1 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 220-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRD-08 @KF-TRD-2
    Scenario: Ook de uitgedaagde speler moet de koe bezitten; bij twee koeien allebei
      Gegeven Anne heeft cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 220-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd
      Als Anne Bram uitdaagt tot een koehandel over de 150- en 220-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRD-09 @KF-TRD-2 @KF-TRI-2 @KF-TRI-6
    Scenario: Koeien in een drieling en zwarte schapen liggen niet meer open voor een koehandel
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Anne heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Bram heeft cow-150-2 open voor zich liggen
      En Bram heeft het zwarte schaap cow-300-4
      Als Anne Bram uitdaagt tot een koehandel over de 150- en 300-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRD-10 @KF-TRD-2
    Scenario: Een koehandel gaat over hoogstens twee koeien
      Gegeven Anne heeft cow-60-1, cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-60-2, cow-150-2 en cow-220-2 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 60-, 150- en 220-koeien met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "trade_cow_count" onder KF-TRD-2
      En de toestand is onveranderd

    @id:KF-NL-TRD-11 @KF-TRD-2
    Scenario: Een koehandel gaat over minstens één koe
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      Als de actie {"type": "trade", "player": 0, "partner": 1, "cows": [], "kuhpons": ["kp-100-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "trade_cow_count" onder KF-TRD-2
      En de toestand is onveranderd

  Regel: Twee koeien in één koehandel zijn van verschillende soorten

    @id:KF-NL-TRD-12 @KF-TRD-3
    Scenario: Twee koeien van dezelfde soort kan niet, ook niet als beide spelers er twee hebben
      Gegeven Anne heeft cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft cow-150-3 en cow-150-4 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 150- en 150-koeien met een blind bod van kp-200-1
      Dan wordt de actie geweigerd met "trade_same_cow" onder KF-TRD-3
      En de toestand is onveranderd

    @id:KF-NL-TRD-13 @KF-TRD-3 @KF-TRD-6 @KF-TRD-11
    Scenario: Na aanname van een koehandel over twee soorten krijgt de uitdager van elke soort één koe
      Gegeven Anne heeft cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-150-2 en cow-220-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150- en 220-koeien met een blind bod van kp-100-1 en kp-50-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1, cow-150-2, cow-220-1 en cow-220-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Bram heeft kp-100-1 en kp-50-1 bij zijn koepons
      En Bram is aan de beurt

    @id:KF-NL-TRD-14 @KF-TRD-3 @KF-TRD-7 @KF-TRD-8 @KF-TRD-11
    Scenario: Een winnend tegenbod in een koehandel over twee soorten neemt van elke soort één koe
      Gegeven Anne heeft cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-150-2 en cow-220-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150- en 220-koeien met een blind bod van kp-10-1
      Als Bram een tegenbod van kp-50-2 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1, cow-150-2, cow-220-1 en cow-220-2 open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen
      En Anne heeft kp-50-2 bij haar koepons
      En Bram heeft kp-10-1 bij zijn koepons

  Regel: Copycat-kaarten zijn nooit deel van een koehandel

    @id:KF-NL-TRD-15 @KF-TRD-4
    Scenario: Over een Copycat-kaart kan niet gehandeld worden
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En de copycat-1 van Anne ligt apart
      En Bram heeft cow-150-2 open voor zich liggen
      En de copycat-2 van Bram ligt apart
      Als Anne Bram uitdaagt tot een koehandel over de Copycat met een blind bod van kp-100-1
      Dan wordt de actie geweigerd met "copycat_not_tradeable" onder KF-TRD-4
      En de toestand is onveranderd

    @id:KF-NL-TRD-16 @KF-TRD-4
    Scenario: Ook samen met een koe kan een Copycat-kaart niet verhandeld worden
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En de copycat-1 van Anne ligt bij de 150-koeien
      En Bram heeft cow-150-2 open voor zich liggen
      En de copycat-2 van Bram ligt bij de 150-koeien
      Als de actie {"type": "trade", "player": 0, "partner": 1, "cows": [150, "copycat-2"], "kuhpons": ["kp-100-1"]} wordt verstuurd
      Dan wordt de actie geweigerd met "copycat_not_tradeable" onder KF-TRD-4
      En de toestand is onveranderd

    @id:KF-NL-TRD-17 @KF-TRD-4 @KF-TRD-7 @R-KF-COPYCAT-ORPHAN
    Scenario: Een Copycat-kaart bij de verhandelde soort blijft bij haar eigenaar
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En de copycat-1 van Anne ligt bij de 150-koeien
      En Bram heeft cow-150-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-10-1
      Als Bram een tegenbod van kp-50-2 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen
      En de copycat-1 van Anne ligt bij de 150-koeien
      En Bram is aan de beurt

  Regel: Het blinde bod: een willekeurig aantal eigen koepons, ook alleen 0-koepons

    Achtergrond:
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-18 @KF-TRD-5 @KF-TRD-6
    Scenario: Bluffen met alleen 0-koepons: Bram neemt het bod aan
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-0-1 en kp-0-2
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Bram heeft kp-0-1 en kp-0-2 bij zijn koepons
      En Bram heeft 8 kaarten bij zijn koepons

    @id:KF-NL-TRD-19 @KF-TRD-5 @KF-TRD-7 @KF-TRD-8
    Scenario: Bluffen met alleen 0-koepons verliest van elk tegenbod dat meer waard is
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-0-1 en kp-0-2
      Als Bram een tegenbod van kp-20-1 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen
      En Anne heeft kp-20-1 bij haar koepons
      En Bram heeft kp-0-1 en kp-0-2 bij zijn koepons

    @id:KF-NL-TRD-20 @KF-TRD-5 @KF-TRD-7 @KF-TRD-8
    Scenario: Het bedrag beslist, niet het aantal kaarten
      Anne bood één kaart van 50, Bram twee kaarten van samen 20: Anne bood meer.
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-50-1
      Als Bram een tegenbod van kp-20-1 en kp-0-3 doet
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft kp-20-1 en kp-0-3 bij haar koepons
      En Bram heeft kp-50-1 bij zijn koepons

    @id:KF-NL-TRD-21 @KF-TRD-5 @KF-TRD-6 @R-KF-TRADE-OFFER
    Scenario: Ook een leeg bod kan worden aangenomen
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een leeg bod
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 en kp-200-1
      En Bram heeft precies de koepons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 en kp-200-2

    @id:KF-NL-TRD-22 @KF-TRD-5 @KF-CON-3
    Scenario: De uitdager biedt alleen koepons uit zijn eigen hand
      Als Anne Bram uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-200-2
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-TRD-23 @KF-TRD-5 @KF-TRD-6 @KF-TRI-4
    Scenario: Een omgedraaide koe bij de koepons mag in het blinde bod
      Gegeven Claudia heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
      En Anne heeft de koepons cow-300-4
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van cow-300-4
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Bram heeft cow-300-4 bij zijn koepons
      En Anne heeft cow-300-4 niet bij haar koepons
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen

  Regel: Aanname: de uitgedaagde neemt het blinde bod en geeft de koe

    Achtergrond:
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-24 @KF-TRD-6 @KF-TRD-11
    Scenario: Bram neemt het bod aan: hij krijgt het hele bod en Anne krijgt zijn koe
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-10-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-50-1 en kp-200-1
      En Bram heeft precies de koepons kp-0-3, kp-10-1, kp-20-1, kp-50-2, kp-50-3, kp-100-1, kp-100-2 en kp-200-2
      En Bram is aan de beurt

    @id:KF-NL-TRD-25 @KF-TRD-6 @KF-TURN-4
    Scenario: Zonder koehandel valt er niets aan te nemen
      Als Bram het bod aanneemt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd

  Regel: Tegenbod: de biedingen worden geruild en het hoogste bedrag wint

    Achtergrond:
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-26 @KF-TRD-7 @KF-TRD-8
    Scenario: Een hoger tegenbod wint de koe van de uitdager; ieder houdt wat hij ontving
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-50-1 en kp-0-1
      Als Bram een tegenbod van kp-100-2 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen
      En Anne heeft precies de koepons kp-0-2, kp-10-1, kp-100-1, kp-100-2 en kp-200-1
      En Bram heeft precies de koepons kp-0-1, kp-0-3, kp-20-1, kp-50-1, kp-50-2, kp-50-3 en kp-200-2
      En Bram is aan de beurt

    @id:KF-NL-TRD-27 @KF-TRD-7 @KF-TRD-8
    Scenario: Een lager tegenbod verliest de koe van de uitgedaagde; ook dan houdt ieder wat hij ontving
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-200-1
      Als Bram een tegenbod van kp-100-2 en kp-50-2 doet
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-50-2, kp-100-1 en kp-100-2
      En Bram heeft precies de koepons kp-0-3, kp-20-1, kp-50-3, kp-200-1 en kp-200-2

    @id:KF-NL-TRD-28 @KF-TRD-7 @KF-TRD-8 @KF-TRI-4 @R-KF-COLOURED-AMOUNT
    Scenario: Een omgedraaide koe in het tegenbod telt haar gedrukte getal
      De omgedraaide cow-500-4 draagt het getal 200: minder dan de 250 van Anne.
      Gegeven het gedrukte getal van cow-500-4 is 200
      En Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-200-1 en kp-50-1
      Als Bram een tegenbod van cow-500-4 doet
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft cow-500-4 bij haar koepons
      En Bram heeft kp-200-1 en kp-50-1 bij zijn koepons

    @id:KF-NL-TRD-29 @KF-TRD-7 @KF-TRD-9 @KF-TRI-4 @R-KF-COLOURED-AMOUNT
    Scenario: Een omgedraaide koe die evenveel waard is als het bod, geeft een gelijkspel
      Gegeven het gedrukte getal van cow-500-4 is 300
      En Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-200-1 en kp-100-1
      Als Bram een tegenbod van cow-500-4 doet
      Dan wordt de actie geaccepteerd
      En Anne moet de koehandel met Bram over de 150-koeien opnieuw openen
      En Bram heeft cow-500-4 bij zijn koepons
      En Anne heeft kp-200-1 en kp-100-1 bij haar koepons

    @id:KF-NL-TRD-30 @KF-TRD-7 @KF-CON-3
    Scenario: Bram kan geen tegenbod doen met de koepons van het bod van Anne
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      Als Bram een tegenbod van kp-100-1 doet
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd
      Als Bram een tegenbod van kp-100-2 en kp-200-3 doet
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd

    @id:KF-NL-TRD-31 @KF-TRD-7 @KF-TURN-3
    Scenario: De uitdager en een derde speler doen geen tegenbod
      Gegeven Claudia heeft cow-150-3 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      Als Anne een tegenbod van kp-200-1 doet
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      Als Claudia een tegenbod van kp-200-3 doet
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd

  Regel: Bij een gelijk bedrag neemt ieder zijn bod terug en wordt de koehandel opnieuw geopend

    Achtergrond:
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-32 @KF-TRD-9
    Scenario: Gelijk geboden: ieder neemt zijn bod terug en Anne moet de koehandel opnieuw openen
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Als Bram een tegenbod van kp-50-2 en kp-50-3 doet
      Dan wordt de actie geaccepteerd
      En Anne moet de koehandel met Bram over de 150-koeien opnieuw openen
      En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-100-1 en kp-200-1
      En Bram heeft precies de koepons kp-0-3, kp-20-1, kp-50-2, kp-50-3, kp-100-2 en kp-200-2
      En Anne heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-33 @KF-TRD-9
    Scenario: Anne opent dezelfde koehandel opnieuw, met andere koepons
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      En Bram doet een tegenbod van kp-50-2 en kp-50-3
      Als Anne de koehandel opnieuw opent met een blind bod van kp-200-1
      Dan wordt de actie geaccepteerd
      En Bram moet antwoorden op de koehandel van Anne over de 150-koeien in ronde 2
      En het blinde bod bestaat uit kp-200-1
      En Anne heeft kp-200-1 niet bij haar koepons

    @id:KF-NL-TRD-34 @KF-TRD-9 @KF-TRD-7 @KF-TRD-8
    Scenario: In de heropende koehandel wint een hoger tegenbod
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      En Bram doet een tegenbod van kp-50-2 en kp-50-3
      En Anne opent de koehandel opnieuw met een blind bod van kp-200-1
      Als Bram een tegenbod van kp-200-2 en kp-20-1 doet
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen
      En Anne heeft kp-200-2 en kp-20-1 bij haar koepons
      En Bram heeft kp-200-1 bij zijn koepons
      En Bram is aan de beurt

    @id:KF-NL-TRD-35 @KF-TRD-9 @KF-TURN-4
    Scenario: Na een gelijkspel kan de uitdager niet in plaats daarvan veilen
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      En Bram doet een tegenbod van kp-100-2
      Als Anne cow-10-1 en cow-10-2 veilt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En Anne moet de koehandel met Bram over de 150-koeien opnieuw openen

    @id:KF-NL-TRD-36 @KF-TRD-9 @KF-TRD-5 @R-KF-TRADE-OFFER
    Scenario: Een leeg bod tegen een leeg tegenbod is gelijkspel
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een leeg bod
      Als Bram een leeg tegenbod doet
      Dan wordt de actie geaccepteerd
      En Anne moet de koehandel met Bram over de 150-koeien opnieuw openen
      En Anne heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-37 @KF-TRD-9 @KF-CON-3
    Scenario: Ook het nieuwe bod bestaat alleen uit eigen koepons
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      En Bram doet een tegenbod van kp-100-2
      Als Anne de koehandel opnieuw opent met een blind bod van kp-100-2
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd

  Regel: Een tweede gelijkspel valt uit voor de uitdager; de biedingen blijven geruild

    @id:KF-NL-TRD-38 @KF-TRD-10 @KF-TRD-8
    Scenario: Twee keer gelijk: Anne krijgt de koe en het geld blijft geruild
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      En Bram doet een tegenbod van kp-50-2 en kp-50-3
      En Anne opent de koehandel opnieuw met een blind bod van kp-200-1
      Als Bram een tegenbod van kp-100-2, kp-50-2 en kp-50-3 doet
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1 en cow-150-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-10-1, kp-50-1, kp-50-2, kp-50-3, kp-100-1 en kp-100-2
      En Bram heeft precies de koepons kp-0-3, kp-20-1, kp-200-1 en kp-200-2
      En Bram is aan de beurt

    @id:KF-NL-TRD-39 @KF-TRD-10 @KF-TRD-11
    Scenario: Twee keer gelijk in een koehandel over twee soorten: de uitdager krijgt van elke soort één koe
      Gegeven Anne heeft cow-150-1 en cow-220-1 open voor zich liggen
      En Bram heeft cow-150-2 en cow-220-2 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 150- en 220-koeien met een blind bod van kp-50-1
      En Bram doet een tegenbod van kp-50-2
      En Anne opent de koehandel opnieuw met een blind bod van kp-200-1
      Als Bram een tegenbod van kp-200-2 doet
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-150-1, cow-150-2, cow-220-1 en cow-220-2 open voor zich liggen
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft kp-200-2 bij haar koepons
      En Bram heeft kp-200-1 bij zijn koepons

  Regel: Per soort gaat één koe over (R-KF-TRADE-PAIR)

    @id:KF-NL-TRD-40 @KF-TRD-11 @R-KF-TRADE-PAIR=one_per_type
    Scenario: Heeft de verliezer twee koeien van de soort, dan gaat er één over
      Gegeven Anne heeft cow-60-1 open voor zich liggen
      En Bram heeft cow-60-2 en cow-60-3 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 60-koeien met een blind bod van kp-50-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-60-1 en cow-60-2 open voor zich liggen
      En Bram heeft precies cow-60-3 open voor zich liggen

    @id:KF-NL-TRD-41 @KF-TRD-11 @KF-TRI-1 @KF-TRI-3 @R-KF-TRADE-PAIR=one_per_type
    Scenario: Hebben beide spelers twee koeien van de soort, dan gaat er één over en vormt die een drieling
      Gegeven Anne heeft cow-60-1 en cow-60-2 open voor zich liggen
      En Bram heeft cow-60-3 en cow-60-4 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 60-koeien met een blind bod van kp-100-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Anne bestaat uit cow-60-1, cow-60-2 en cow-60-3
      En Anne heeft geen koeien open voor zich liggen
      En Anne heeft geen zwarte schapen
      En Bram heeft geen koeien open voor zich liggen
      En Bram heeft het zwarte schaap cow-60-4

    @id:KF-NL-TRD-42 @KF-TRD-11 @KF-TRI-5 @R-KF-TRADE-PAIR=pairs_when_both_hold_two
    Scenario: Bij de keuze voor paren gaan beide koeien over als beide spelers er twee hebben
      Gegeven Anne heeft cow-60-1 en cow-60-2 open voor zich liggen
      En Bram heeft cow-60-3 en cow-60-4 open voor zich liggen
      En Anne daagt Bram uit tot een koehandel over de 60-koeien met een blind bod van kp-100-1
      Als Bram het bod aanneemt
      Dan wordt de actie geaccepteerd
      En de 60-drieling van Anne bestaat uit cow-60-1, cow-60-2 en cow-60-3
      En Anne heeft het zwarte schaap cow-60-4
      En Bram heeft geen koeien open voor zich liggen
      En Bram heeft geen zwarte schapen

  Regel: Het blinde bod zien alleen de twee handelaars

    Achtergrond:
      Gegeven Anne heeft cow-150-1 open voor zich liggen
      En Bram heeft cow-150-2 open voor zich liggen

    @id:KF-NL-TRD-43 @KF-TRD-12 @KF-TRD-5 @needs:view
    Scenario: Welke koepons in het blinde bod liggen, ziet alleen de uitdager
      Als Anne Bram uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Dan ziet Anne het blinde bod als kp-100-1 en kp-0-1
      En Bram ziet geen van kp-100-1 en kp-0-1
      En Claudia ziet geen van kp-100-1 en kp-0-1

    @id:KF-NL-TRD-44 @KF-TRD-12 @needs:view
    Scenario: Na aanname weet een derde speler niet welke koepons van eigenaar wisselden
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Als Bram het bod aanneemt
      Dan ziet Bram kp-100-1 en kp-0-1
      En Claudia ziet geen van kp-100-1 en kp-0-1
      En Claudia ziet de koepons van Bram als 8 kaarten

    @id:KF-NL-TRD-45 @KF-TRD-12 @KF-TRD-8 @needs:view
    Scenario: Na een tegenbod zijn de geruilde koepons niet zichtbaar voor een derde speler; in het geheim geteld
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      Als Bram een tegenbod van kp-50-2 en kp-20-1 doet
      Dan ziet Anne kp-50-2 en kp-20-1
      En Bram ziet kp-100-1
      En Claudia ziet geen van kp-100-1, kp-50-2 en kp-20-1
      En Claudia ziet de koepons van Anne als 7 kaarten
      En Claudia ziet de koepons van Bram als 5 kaarten

    @id:KF-NL-TRD-46 @KF-TRD-12 @KF-TRD-9 @needs:view
    Scenario: Na een gelijkspel ziet een derde speler geen van beide biedingen
      Gegeven Anne daagt Bram uit tot een koehandel over de 150-koeien met een blind bod van kp-100-1 en kp-0-1
      Als Bram een tegenbod van kp-50-2 en kp-50-3 doet
      Dan ziet Claudia geen van kp-100-1, kp-0-1, kp-50-2 en kp-50-3
      En Claudia ziet de koepons van Anne als 6 kaarten
      En Claudia ziet de koepons van Bram als 6 kaarten

    @id:KF-NL-TRD-47 @KF-TRD-6 @KF-TRD-7 @KF-TRD-9 @needs:legal
    Scenario: De uitgedaagde kan aannemen of een tegenbod doen; na een gelijkspel opent de uitdager opnieuw
      Als Anne Bram uitdaagt tot een koehandel over de 150-koeien met een blind bod van kp-100-1
      Dan wordt de actie geaccepteerd
      En Bram mag het bod aannemen
      En Bram mag een tegenbod doen
      En Anne mag het bod niet aannemen
      En Anne mag de koehandel niet opnieuw openen
      Als Bram een tegenbod van kp-100-2 doet
      Dan wordt de actie geaccepteerd
      En Anne mag de koehandel opnieuw openen
      En Bram mag het bod niet aannemen
      En Bram mag geen tegenbod doen
