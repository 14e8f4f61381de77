# language: nl
Functionaliteit: Het spel voor 2 spelers: een volledig spel met een vaste verdeling
  Een heel spel voor twee, van de verdeling tot de puntentelling, gespeeld zoals de
  Nederlandse spelregels het zeggen: de neutrale trekstapel ligt open, zodat beide spelers
  steeds de bovenste koe zien, ook een koe waarvan de drieling al ligt en die pas als zwart
  schaap wordt gedraaid wanneer hij in een kavel komt. Ieder heeft tien koeien in zijn
  stapel, de trekstapel de andere twintig in een vaste volgorde, de neutrale koepon-stapel
  tien koepons. Bram begint. Er wordt verkocht en het voorkeursrecht gebruikt, met optie A en
  met optie B, en de negende drieling beëindigt het spel terwijl er nog acht koeien en vier
  koepons in de neutrale stapels liggen.

  @id:KF-NL-TWO-120 @KF-TWO-1 @KF-TWO-4 @KF-TWO-6 @KF-TWO-8 @KF-TWO-10 @KF-TWO-11 @KF-TWO-12 @KF-TWO-15 @KF-END-4 @KF-SCO-2 @KF-SCO-3 @KF-SCO-5 @needs:view @R-KF-TWO-PILE-FACE=face_up @R-KF-TWO-HIDDEN-KUHPON=receiver
  Scenario: Anne en Bram spelen een spel van 15 beurten
    Gegeven een spel van Anne en Bram
    En de stapel van Anne bevat cow-500-1, cow-500-2, cow-300-1, cow-300-2, cow-150-1, cow-150-2, cow-30-1, cow-30-2, copycat-1 en copycat-2
    En de stapel van Bram bevat cow-400-1, cow-400-2, cow-220-1, cow-220-2, cow-100-1, cow-100-2, cow-60-1, cow-60-2, cow-10-1 en cow-10-2
    En de neutrale trekstapel bevat van boven naar beneden cow-500-3, cow-300-3, cow-400-3, cow-220-3, cow-100-3, cow-300-4, cow-500-4, cow-150-3, cow-60-3, cow-10-3, cow-30-3, cow-400-4, cow-150-4, copycat-3, cow-220-4, cow-10-4, cow-30-4, copycat-4, cow-60-4 en cow-100-4
    En de neutrale koepon-stapel bevat van boven naar beneden kp-50-3, kp-0-5, kp-200-3, kp-10-3, kp-100-5, kp-20-3, kp-0-6, kp-100-6, kp-50-4 en kp-0-7
    En Anne heeft de koepons kp-0-1, kp-0-2, kp-10-1, kp-20-1, kp-50-1, kp-100-1, kp-100-2 en kp-200-1
    En Bram heeft de koepons kp-0-3, kp-0-4, kp-10-2, kp-20-2, kp-50-2, kp-100-3, kp-100-4 en kp-200-2
    En Bram is aan de beurt
    # beurten 1 tot 4: ieder veilt twee paren uit zijn eigen stapel; niemand biedt
    Als Bram cow-400-1 en cow-400-2 veilt
    En Anne past
    En Anne cow-500-1 en cow-500-2 veilt
    En Bram past
    En Bram cow-220-1 en cow-220-2 veilt
    En Anne past
    En Anne cow-300-1 en cow-300-2 veilt
    En Bram past
    Dan ziet Bram de neutrale trekstapel als 20 kaarten met cow-500-3 bovenop
    # beurt 5: Bram veilt de eerste neutrale kavel; Anne koopt hem met optie A en krijgt twee drielingen
    Als Bram een neutrale kavel veilt
    En Anne 40 biedt om de kaarten zelf te krijgen
    En Bram aan de hoogste bieder verkoopt
    En Anne kp-50-1 betaalt
    Dan heeft Anne een drieling van de 500-koeien
    En Anne heeft een drieling van de 300-koeien
    En Anne ziet kp-50-3
    En Bram ziet geen van kp-50-3
    # beurt 6: Anne verkoopt Bram zijn twee derde koeien
    Als Anne een neutrale kavel veilt
    En Bram 50 biedt om de kaarten zelf te krijgen
    En Anne aan de hoogste bieder verkoopt
    En Bram kp-50-2 betaalt
    Dan heeft Bram een drieling van de 400-koeien
    En Bram heeft een drieling van de 220-koeien
    # beurten 7 en 8
    Als Bram cow-100-1 en cow-100-2 veilt
    En Anne past
    En Anne cow-150-1 en cow-150-2 veilt
    En Bram past
    Dan ziet Anne de neutrale trekstapel als 16 kaarten met cow-100-3 bovenop
    # beurt 9: de vierde 300-koe wordt een zwart schaap; Anne betaalt om de kaarten niet te hoeven nemen
    Als Bram een neutrale kavel veilt
    En Anne 10 biedt om de kaarten niet te hoeven nemen
    En Bram aan de hoogste bieder verkoopt
    En Anne kp-10-1 betaalt
    Dan heeft Bram het zwarte schaap cow-300-4
    En Bram heeft een drieling van de 100-koeien
    # de vierde 500-koe ligt open en ongedraaid bovenop, tot hij wordt uitgelegd
    En Bram ziet de neutrale trekstapel als 14 kaarten met cow-500-4 bovenop
    En Anne heeft geen zwarte schapen
    # beurt 10: Bram biedt om de kaarten te krijgen; Anne betaalt zijn bod uit en krijgt ze alsnog
    Als Anne een neutrale kavel veilt
    En Bram 20 biedt om de kaarten zelf te krijgen
    En Anne haar voorkeursrecht gebruikt
    En Anne kp-20-1 betaalt
    Dan heeft Anne het zwarte schaap cow-500-4
    En Anne heeft een drieling van de 150-koeien
    # beurten 11 tot 14
    Als Bram cow-60-1 en cow-60-2 veilt
    En Anne past
    En Anne cow-30-1 en cow-30-2 veilt
    En Bram past
    En Bram cow-10-1 en cow-10-2 veilt
    En Anne past
    En Anne een neutrale kavel veilt
    En Bram 50 biedt om de kaarten zelf te krijgen
    En Anne aan de hoogste bieder verkoopt
    En Bram kp-50-1 betaalt
    Dan heeft Bram een drieling van de 60-koeien
    En Bram heeft een drieling van de 10-koeien
    En het spel is nog niet afgelopen
    # beurt 15: Anne biedt om de kaarten niet te hoeven nemen; Bram betaalt haar bod uit en wijst ze af
    Als Bram een neutrale kavel veilt
    En Anne 10 biedt om de kaarten niet te hoeven nemen
    En Bram zijn voorkeursrecht gebruikt
    En Bram kp-10-2 betaalt
    Dan wordt de actie geaccepteerd
    En het spel is afgelopen
    En de 30-drieling van Anne bestaat uit cow-30-1, cow-30-2 en cow-30-3
    En de zwarte schapen van Anne zijn precies cow-500-4 en cow-400-4
    En de zwarte schapen van Bram zijn precies cow-300-4
    En de neutrale trekstapel bevat van boven naar beneden precies cow-150-4, copycat-3, cow-220-4, cow-10-4, cow-30-4, copycat-4, cow-60-4 en cow-100-4
    En de neutrale koepon-stapel bevat van boven naar beneden precies kp-0-6, kp-100-6, kp-50-4 en kp-0-7
    En de stapel van Anne bevat precies copycat-1 en copycat-2
    En Anne heeft precies de koepons kp-0-1, kp-0-2, kp-10-2, kp-10-3, kp-20-3, kp-50-1, kp-50-2, kp-50-3, kp-100-1, kp-100-2 en kp-200-1
    En Bram heeft precies de koepons kp-0-3, kp-0-4, kp-0-5, kp-10-1, kp-20-1, kp-20-2, kp-100-3, kp-100-4, kp-100-5, kp-200-2 en kp-200-3
    En iedere kaart van het spel ligt op precies één plaats
    En Bram heeft de meeste koepons
    En Anne telt 0 Copycat-kaarten
    En Anne scoort 4 x 980 - 500 - 400 = 3020
    En Bram scoort 6 x 790 - 300 = 4440
    En de winnaar is Bram
    En de score is definitief
