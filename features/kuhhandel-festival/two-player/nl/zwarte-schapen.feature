# language: nl
Functionaliteit: Het spel voor 2 spelers: zwarte schapen in een neutrale kavel, optie A en optie B
  Het hoofdstuk "Het spel voor 2 spelers", in eigen woorden: zitten er tussen de twee
  aangeboden kaarten van de neutrale trekstapel één of twee koeien waarvan al een drieling
  ligt, dan worden die meteen zwarte schapen en 180 graden gedraaid. Ze worden toch geveild,
  en de andere speler biedt op een aangepaste manier: met optie A biedt hij om de kaarten
  zelf te krijgen, met optie B om ze niet te hoeven nemen, zodat de veilingmeester ze krijgt.
  Ook dan kan de veilingmeester zijn voorkeursrecht gebruiken door het bod van de andere
  speler uit te betalen: om de kaarten alsnog te krijgen (A) of om ze juist af te wijzen (B).
  De Nederlandse tekst zegt niet, zoals de Engelse, dat de andere speler "moet" kiezen: het
  is een aangepaste biedmogelijkheid, en wie niet biedt, laat de veilingmeester de kaarten
  gratis krijgen. De uitspraak R-KF-TWO-BLACK-SHEEP-BID laat hem in de Nederlandse editie
  dus passen (allowed), en toetst de Engelse lezing, waarin hij moet bieden (refused), ook.

  Achtergrond:
    Gegeven een spel van Anne en Bram
    En Anne heeft een drieling van cow-300-1, cow-300-2 en cow-300-3
    En de stapel van Anne bevat cow-400-1 en cow-400-2
    En de stapel van Bram bevat cow-500-1 en cow-500-2
    En de neutrale trekstapel bevat van boven naar beneden cow-300-4, cow-150-1, cow-60-1 en cow-100-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-100-7 en kp-0-9
    En Anne heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
    En Bram heeft de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
    En Anne is aan de beurt

  Regel: Een koe van een voltooide soort wordt meteen een zwart schaap, en toch geveild

    @id:KF-NL-TWO-50 @KF-TWO-8 @KF-TWO-10 @R-KF-TWO-BLACK-SHEEP-BID=refused
    Scenario: De vierde 300-koe komt als zwart schaap uit de trekstapel, en Bram moet bieden
      Als Anne een neutrale kavel veilt
      Dan wordt de actie geaccepteerd
      En de kavel is cow-300-4 en cow-150-1
      En de blinde koepon van de kavel is kp-100-7
      Als Bram past
      Dan wordt de actie geweigerd met "bid_required" onder KF-TWO-10
      En de toestand is onveranderd
      En de stap is auction

    @id:KF-NL-TWO-51 @KF-TWO-10 @needs:legal @R-KF-TWO-BLACK-SHEEP-BID=refused
    Scenario: Bij een zwart schaap mag Bram kiezen tussen optie A en optie B, maar niet passen
      Gegeven Anne veilt een neutrale kavel
      Dan heeft Anne geen toegestane actie
      En Bram mag bieden vanaf 10 om de kaarten zelf te krijgen
      En Bram mag bieden vanaf 10 om de kaarten niet te hoeven nemen
      En Bram mag niet passen

    @id:KF-NL-TWO-59 @KF-TWO-8 @KF-TWO-4 @needs:view @R-KF-TWO-PILE-FACE=face_up @R-KF-TWO-BLACK-SHEEP-BID=refused
    Scenario: Op de open trekstapel ligt de vierde 300-koe nog ongedraaid bovenop, tot hij wordt uitgelegd
      Dan ziet Bram de neutrale trekstapel als 4 kaarten met cow-300-4 bovenop
      En Anne heeft geen zwarte schapen
      Als Anne een neutrale kavel veilt
      Dan ziet Bram in het midden van de tafel cow-300-4 en cow-150-1
      En Bram ziet de neutrale trekstapel als 2 kaarten met cow-60-1 bovenop
      Als Bram past
      Dan wordt de actie geweigerd met "bid_required" onder KF-TWO-10

  Regel: Optie A en optie B, verkocht of met voorkeursrecht

    @id:KF-NL-TWO-52 @KF-TWO-8 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Optie A, verkocht: Bram betaalt en krijgt het zwarte schaap met de kavel
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft het zwarte schaap cow-300-4
      En Bram heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-10-2 en kp-100-7
      En de 300-drieling van Anne bestaat uit cow-300-1, cow-300-2 en cow-300-3
      En Anne heeft geen zwarte schapen

    @id:KF-NL-TWO-53 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Optie B, verkocht: Bram betaalt om de kaarten niet te hoeven nemen, en Anne krijgt ze
      Gegeven Anne veilt een neutrale kavel
      Als Bram 20 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 20 van Bram om de kaarten niet te hoeven nemen
      Als Anne aan de hoogste bieder verkoopt
      Dan moet Bram 20 aan Anne betalen
      En na de betaling krijgt Anne de kavel
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft het zwarte schaap cow-300-4
      En Anne heeft precies cow-150-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2 en kp-100-7
      En Bram heeft precies de koepons kp-100-2, kp-50-2 en kp-10-2
      En Bram heeft geen zwarte schapen
      En Bram is aan de beurt

    @id:KF-NL-TWO-54 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Optie B, voorkeursrecht: Anne betaalt Brams bod uit om de kaarten juist af te wijzen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten niet te hoeven nemen
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 20 aan Bram betalen
      En na de betaling krijgt Bram de kavel
      Als Anne kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft het zwarte schaap cow-300-4
      En Bram heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-20-1 en kp-100-7
      En Anne heeft precies de koepons kp-100-1, kp-50-1 en kp-10-1
      En Anne heeft geen zwarte schapen

    @id:KF-NL-TWO-55 @KF-TWO-11 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=receiver
    Scenario: Optie A, voorkeursrecht: Anne betaalt Brams bod uit om de kaarten alsnog te krijgen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten zelf te krijgen
      Als Anne haar voorkeursrecht gebruikt
      Dan moet Anne 20 aan Bram betalen
      En na de betaling krijgt Anne de kavel
      Als Anne kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft het zwarte schaap cow-300-4
      En Anne heeft precies cow-150-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-10-1 en kp-100-7

    @id:KF-NL-TWO-56 @KF-TWO-12 @R-KF-TWO-HIDDEN-KUHPON=auctioneer
    Scenario: Volgens de Engelse lezing houdt Anne de blinde koepon als ze de kaarten afwijst
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten niet te hoeven nemen
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft het zwarte schaap cow-300-4
      En Bram heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2, kp-10-2 en kp-20-1
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-10-1 en kp-100-7

    @id:KF-NL-TWO-57 @KF-TWO-10 @R-KF-TWO-HIDDEN-KUHPON=receiver @R-KF-TWO-CASE-B-SCOPE
    Scenario: Zonder zwart schaap in de kavel bestaat alleen optie A, en Anne mag passen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      En Bram veilt een neutrale kavel
      Als Anne 20 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geweigerd met "case_b_not_allowed" onder KF-TWO-10
      En de toestand is onveranderd
      Als Anne past
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-150-1, cow-60-1 en cow-100-1 open voor zich liggen
      En Bram heeft kp-0-9 bij zijn koepons

    @id:KF-NL-TWO-58 @KF-TWO-10 @R-KF-REJECTION-ORDER @R-KF-TWO-CASE-B-SCOPE
    Scenario: Een bod met optie B waar die niet bestaat, wordt geweigerd voordat het bedrag wordt bekeken
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      En Bram veilt een neutrale kavel
      Als Anne 25 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geweigerd met "case_b_not_allowed" onder KF-TWO-10
      En de toestand is onveranderd

  Regel: De andere lezingen: optie B bij elke neutrale kavel, passen bij een zwart schaap

    @id:KF-NL-TWO-60 @KF-TWO-10 @R-KF-TWO-CASE-B-SCOPE=neutral_lots
    Scenario: Bestaat optie B bij elke neutrale kavel, dan mag Anne ook zonder zwart schaap bieden om de kaarten niet te hoeven nemen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      En Bram betaalt kp-20-2
      En Bram veilt een neutrale kavel
      Als Anne 20 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geaccepteerd
      Als Bram aan de hoogste bieder verkoopt
      Dan moet Anne 20 aan Bram betalen
      En na de betaling krijgt Bram de kavel

    @id:KF-NL-TWO-61 @KF-TWO-10 @R-KF-TWO-CASE-B-SCOPE=neutral_lots
    Scenario: Ook dan blijft een veiling van de eigen stapel zonder optie B
      Gegeven Anne veilt cow-400-1 en cow-400-2
      Als Bram 20 biedt om de kaarten niet te hoeven nemen
      Dan wordt de actie geweigerd met "case_b_not_allowed" onder KF-TWO-10
      En de toestand is onveranderd

    @id:KF-NL-TWO-62 @KF-TWO-10 @KF-TWO-9 @R-KF-TWO-BLACK-SHEEP-BID @edition:nl @R-KF-EDITION-TEXT
    Scenario: Bij een zwart schaap mag Bram passen, en dan krijgt Anne de kavel gratis
      Gegeven Anne veilt een neutrale kavel
      Als Bram past
      Dan wordt de actie geaccepteerd
      En Anne heeft het zwarte schaap cow-300-4
      En Anne heeft precies cow-150-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1 en kp-100-7

    @id:KF-NL-TWO-137 @KF-TWO-10 @needs:legal @R-KF-TWO-BLACK-SHEEP-BID @edition:nl @R-KF-EDITION-TEXT
    Scenario: Bij een zwart schaap mag Bram kiezen tussen optie A, optie B en passen
      Gegeven Anne veilt een neutrale kavel
      Dan heeft Anne geen toegestane actie
      En Bram mag bieden vanaf 10 om de kaarten zelf te krijgen
      En Bram mag bieden vanaf 10 om de kaarten niet te hoeven nemen
      En Bram mag passen

    @id:KF-NL-TWO-138 @KF-TWO-11 @KF-TWO-12 @KF-COP-2 @R-KF-COPYCAT-RECEIVED
    Scenario: Een Copycat die Anne niet wint maar door een verkoop met optie B krijgt, legt ze meteen
      Gegeven de neutrale trekstapel bevat van boven naar beneden cow-300-4, copycat-1, cow-60-1 en cow-100-1
      En Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten niet te hoeven nemen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft het zwarte schaap cow-300-4
      En Anne moet copycat-1 plaatsen (reden received)
      Als Anne copycat-1 apart legt
      Dan wordt de actie geaccepteerd
      En de copycat-1 van Anne ligt apart

  Regel: Een bieder die niet kan betalen

    @id:KF-NL-TWO-80 @KF-TWO-13 @KF-SPC-6 @KF-SPC-7 @KF-SPC-8
    Scenario: Bram kan zijn bod met optie B niet betalen: hij toont zijn koepons en dezelfde kavel wordt opnieuw geveild
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 200 om de kaarten niet te hoeven nemen
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram heeft al zijn koepons getoond: kp-100-2, kp-50-2, kp-20-2 en kp-10-2
      En Bram mag hoogstens 180 bieden
      En de veiling is 1 keer overgedaan
      En de stap is auction
      En de kavel is cow-300-4 en cow-150-1
      En de blinde koepon van de kavel is kp-100-7
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1

    @id:KF-NL-TWO-81 @KF-TWO-13 @KF-SPC-8 @R-KF-TWO-HIDDEN-KUHPON=receiver @R-KF-TWO-BLACK-SHEEP-BID=refused
    Scenario: In de herhaling biedt Bram opnieuw, binnen wat hij toonde, en mag hij van optie wisselen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 200 om de kaarten niet te hoeven nemen
      En Anne verkoopt aan de hoogste bieder
      Als Bram 190 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geweigerd met "bid_over_cap" onder KF-SPC-8
      En de toestand is onveranderd
      Als Bram past
      Dan wordt de actie geweigerd met "bid_required" onder KF-TWO-10
      En de toestand is onveranderd
      Als Bram 100 biedt om de kaarten zelf te krijgen
      Dan wordt de actie geaccepteerd
      Als Anne aan de hoogste bieder verkoopt
      En Bram kp-100-2 betaalt
      Dan heeft Bram het zwarte schaap cow-300-4
      En Bram heeft precies cow-150-1 open voor zich liggen
      En Bram heeft precies de koepons kp-50-2, kp-20-2, kp-10-2 en kp-100-7

    @id:KF-NL-TWO-82 @KF-TWO-13 @needs:view
    Scenario: Als Bram zijn koepons toont, blijft de blinde koepon blind
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 200 om de kaarten zelf te krijgen
      En Anne verkoopt aan de hoogste bieder
      Dan ziet Anne de getoonde koepons van Bram: kp-100-2, kp-50-2, kp-20-2 en kp-10-2
      En Anne ziet de blinde koepon alleen als 1 kaart
      En Anne ziet geen van kp-100-7
      En Bram ziet geen van kp-100-7

    @id:KF-NL-TWO-83 @KF-SPC-5 @KF-TWO-11
    Scenario: Ook voor het voorkeursrecht bij optie B moet de veilingmeester het bod kunnen betalen
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 190 om de kaarten niet te hoeven nemen
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geweigerd met "first_refusal_unaffordable" onder KF-SPC-5
      En de toestand is onveranderd
      En de stap is award

  Regel: Er wordt niet gewisseld, ook niet bij optie B

    @id:KF-NL-TWO-84 @KF-SPC-2 @KF-SPC-3 @KF-TWO-11
    Scenario: Bram betaalt zijn bod met optie B precies als hij dat kan, en krijgt geen wisselgeld
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 30 om de kaarten niet te hoeven nemen
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-2 betaalt
      Dan wordt de actie geweigerd met "payment_not_exact" onder KF-SPC-3
      En de toestand is onveranderd
      En Bram moet 30 aan Anne betalen
      Als Bram kp-20-2 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft het zwarte schaap cow-300-4
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2, kp-10-2 en kp-100-7

    @id:KF-NL-TWO-85 @KF-SPC-2 @KF-SPC-3 @KF-TWO-11
    Scenario: Ook Anne betaalt bij haar voorkeursrecht met optie B zonder wisselgeld
      Gegeven Anne veilt een neutrale kavel
      En Bram biedt 20 om de kaarten niet te hoeven nemen
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-50-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_exact" onder KF-SPC-3
      En de toestand is onveranderd
      Als Anne kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft het zwarte schaap cow-300-4
