# language: nl
Functionaliteit: Het spel voor 2 spelers: de neutrale trekstapel en de drielingen
  De hoofdstukken "Het spel voor 2 spelers" en "Drielingen", in eigen woorden: vormt zich
  een drieling, dan wordt de vierde koe van die soort gedraaid waar hij ligt: open voor een
  speler wordt hij een zwart schaap, in een koe-stapel wordt hij geld van de eigenaar. De
  neutrale trekstapel is van niemand: een koe van die soort blijft daar ongedraaid liggen,
  en wordt pas een zwart schaap als hij in een neutrale kavel wordt aangeboden ("meteen").

  Achtergrond:
    Gegeven een spel van Anne en Bram
    En Bram heeft cow-60-2 en cow-60-3 open voor zich liggen
    En de stapel van Anne bevat cow-60-4, cow-400-1 en cow-400-2
    En de stapel van Bram bevat cow-500-1 en cow-500-2
    En de neutrale trekstapel bevat van boven naar beneden cow-150-1, cow-10-1, cow-60-1 en cow-30-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-100-7 en kp-0-9
    En Anne heeft de koepons kp-100-1, kp-50-1, kp-20-1 en kp-10-1
    En Bram heeft de koepons kp-100-2, kp-50-2, kp-20-2 en kp-10-2
    En Anne is aan de beurt

  @id:KF-NL-TWO-70 @KF-TWO-8 @KF-TRI-1 @KF-TWO-5
  Scenario: Een drieling laat de koe van zijn soort in de trekstapel ongedraaid op zijn plaats
    Gegeven Anne veilt cow-60-4 en cow-400-1
    En Bram biedt 20 om de kaarten zelf te krijgen
    En Anne verkoopt aan de hoogste bieder
    Als Bram kp-20-2 betaalt
    Dan wordt de actie geaccepteerd
    En Bram heeft een drieling van de 60-koeien
    En de neutrale trekstapel bevat van boven naar beneden precies cow-150-1, cow-10-1, cow-60-1 en cow-30-1
    En Bram heeft geen zwarte schapen
    En Anne heeft cow-60-1 niet bij haar koepons
    En Bram heeft cow-60-1 niet bij zijn koepons

  @id:KF-NL-TWO-71 @KF-TWO-8 @KF-TWO-10 @R-KF-TWO-HIDDEN-KUHPON=receiver @R-KF-TWO-BLACK-SHEEP-BID=refused
  Scenario: Die koe wordt een zwart schaap zodra hij later wordt aangeboden
    Gegeven Anne veilt cow-60-4 en cow-400-1
    En Bram biedt 20 om de kaarten zelf te krijgen
    En Anne verkoopt aan de hoogste bieder
    En Bram betaalt kp-20-2
    En Bram veilt een neutrale kavel
    En Anne past
    En Anne veilt een neutrale kavel
    Als Bram past
    Dan wordt de actie geweigerd met "bid_required" onder KF-TWO-10
    Als Bram 10 biedt om de kaarten niet te hoeven nemen
    En Anne aan de hoogste bieder verkoopt
    En Bram kp-10-2 betaalt
    Dan heeft Anne het zwarte schaap cow-60-1
    En Anne heeft precies cow-30-1 open voor zich liggen
    En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-20-1, kp-10-1, kp-20-2, kp-10-2 en kp-0-9
    En de 60-drieling van Bram bestaat uit cow-60-2, cow-60-3 en cow-60-4

  @id:KF-NL-TWO-72 @KF-TWO-8 @KF-TWO-11 @KF-COP-7 @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Een kavel van twee zwarte schapen brengt geen koe: geen drieling, en de losse Copycat blijft liggen
    Gegeven Anne heeft een drieling van cow-150-2, cow-150-3 en cow-150-4
    En Bram heeft een drieling van cow-10-2, cow-10-3 en cow-10-4
    En de copycat-1 van Bram ligt apart
    En Anne veilt een neutrale kavel
    En Bram biedt 10 om de kaarten niet te hoeven nemen
    En Anne gebruikt haar voorkeursrecht
    Als Anne kp-10-1 betaalt
    Dan wordt de actie geaccepteerd
    En de zwarte schapen van Bram zijn precies cow-10-1 en cow-150-1
    En Bram heeft precies cow-60-2 en cow-60-3 open voor zich liggen
    En de copycat-1 van Bram ligt apart
    En Bram heeft precies de koepons kp-100-2, kp-50-2, kp-20-2, kp-10-2, kp-10-1 en kp-100-7
    En Bram is aan de beurt

  @id:KF-NL-TWO-73 @KF-COP-1 @KF-COP-2 @KF-COP-4 @KF-TWO-7
  Scenario: Een Copycat-kaart uit de trekstapel wordt geveild als een koe en nooit gedraaid
    Gegeven de neutrale trekstapel bevat van boven naar beneden copycat-2 en cow-30-1
    En de neutrale koepon-stapel bevat van boven naar beneden kp-0-9
    En Bram heeft een drieling van cow-30-2, cow-30-3 en cow-30-4
    En Anne veilt een neutrale kavel
    En Bram biedt 10 om de kaarten niet te hoeven nemen
    En Anne verkoopt aan de hoogste bieder
    Als Bram kp-10-2 betaalt
    Dan wordt de actie geaccepteerd
    En Anne heeft het zwarte schaap cow-30-1
    En Anne moet copycat-2 plaatsen (reden received)
    En copycat-2 wordt niet omgedraaid
