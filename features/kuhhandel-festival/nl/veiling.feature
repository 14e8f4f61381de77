# language: nl
Functionaliteit: Veiling
  Het hoofdstuk "Veiling" van de Nederlandse spelregels, in eigen woorden: de
  veilingmeester neemt twee kaarten uit zijn eigen stapel (Copycat-kaarten mogen erbij) en
  legt ze open in het midden van de tafel. De andere spelers bieden, elk bod minstens 10
  boven het vorige; de veilingmeester biedt zelf niet. Komt er geen hoger bod meer, dan
  sluit de veilingmeester de veiling en kiest: de hoogste bieder betaalt en krijgt de
  kaarten, of hij gebruikt zijn voorkeursrecht, betaalt de hoogste bieder evenveel en houdt
  de kaarten zelf. Biedt niemand, dan krijgt de veilingmeester de kaarten gratis.
  Koepons worden niet gewisseld en er wordt niet gepast: wie niet precies kan betalen,
  betaalt meer, ook de veilingmeester bij zijn voorkeursrecht (R-KF-PAYMENT). Kan de
  hoogste bieder niet betalen, dan toont hij al zijn koepons en wordt de veiling overgedaan;
  dan mag hij niet meer bieden dan hij heeft.
  De veilingen sluit hier meestal de veilingmeester zelf, letterlijk zoals de Nederlandse
  tekst het zegt (R-KF-AUCTION-CLOSE=auctioneer_calls); de scenario's met @edition:nl toetsen
  de standaard van de Nederlandse editie, waarin de veiling sluit zodra de anderen gepast
  hebben (all_pass).

  Achtergrond:
    Gegeven een spel van Anne, Bram en Claudia
    En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
    En de stapel van Bram bevat cow-100-1 en cow-150-1
    En de stapel van Claudia bevat cow-220-1 en cow-300-1
    En Anne is aan de beurt

  Regel: De veilingmeester legt twee kaarten van zijn eigen stapel open

    @id:KF-NL-AUC-43 @KF-AUC-1 @R-KF-STACK-LOOK @R-KF-EDITION-TEXT @edition:nl @needs:legal
    Scenario: In de Nederlandse editie kiest Anne niet welke kaarten ze veilt: ze trekt er twee blind
      Dan mag Anne 2 kaarten blind uit de stapel trekken om te veilen

    @id:KF-NL-AUC-01 @KF-AUC-1
    Scenario: Anne legt twee kaarten van haar stapel open in het midden van de tafel
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geaccepteerd
      En in het midden van de tafel liggen cow-10-1 en cow-30-1
      En de stapel van Anne bevat precies cow-60-1
      En er is geen bod

    @id:KF-NL-AUC-02 @KF-AUC-1 @KF-COP-1
    Scenario: Een Copycat-kaart uit de stapel mag een van de twee kaarten zijn
      Gegeven de stapel van Anne bevat copycat-3
      Als Anne copycat-3 en cow-60-1 veilt
      Dan wordt de actie geaccepteerd
      En de kavel is copycat-3 en cow-60-1
      En de stapel van Anne bevat precies cow-10-1 en cow-30-1

    @id:KF-NL-AUC-03 @KF-AUC-1
    Scenario: Eén kaart veilen kan niet zolang de stapel er meer heeft
      Als Anne cow-60-1 veilt
      Dan wordt de actie geweigerd met "lot_size" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-AUC-04 @KF-AUC-1
    Scenario: Drie kaarten tegelijk veilen kan niet
      Als Anne cow-10-1, cow-30-1 en cow-60-1 veilt
      Dan wordt de actie geweigerd met "lot_size" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-AUC-05 @KF-AUC-1
    Scenario: De veilingmeester veilt geen kaart uit de stapel van een ander
      Als Anne cow-10-1 en cow-150-1 veilt
      Dan wordt de actie geweigerd met "card_not_in_stack" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-AUC-06 @KF-AUC-1
    Scenario: De veilingmeester veilt geen koe die al open voor hem ligt
      Gegeven Anne heeft cow-400-1 open voor zich liggen
      Als Anne cow-400-1 en cow-10-1 veilt
      Dan wordt de actie geweigerd met "card_not_in_stack" onder KF-AUC-1
      En de toestand is onveranderd

    @id:KF-NL-AUC-07 @KF-AUC-1 @KF-AUC-9 @needs:view
    Scenario: De twee kaarten liggen voor alle spelers open zolang ze geveild worden
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan ziet Bram in het midden van de tafel cow-10-1 en cow-30-1
      En Claudia ziet in het midden van de tafel cow-10-1 en cow-30-1

  Regel: De andere spelers bieden; de veilingmeester biedt niet mee

    Achtergrond:
      Gegeven Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1

    @id:KF-NL-AUC-08 @KF-AUC-2
    Scenario: Als veilingmeester biedt Anne niet mee
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Anne 20 biedt
      Dan wordt de actie geweigerd met "auctioneer_cannot_bid" onder KF-AUC-2
      En de toestand is onveranderd
      En er is geen bod

    @id:KF-NL-AUC-09 @KF-AUC-2
    Scenario: Ook over een bod van een ander heen biedt de veilingmeester niet
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Anne 30 biedt
      Dan wordt de actie geweigerd met "auctioneer_cannot_bid" onder KF-AUC-2
      En de toestand is onveranderd
      En het hoogste bod is 20 van Bram

    @id:KF-NL-AUC-10 @KF-AUC-2 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal
    Scenario: De veilingmeester kan de veiling sluiten maar niet bieden; de anderen kunnen bieden
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geaccepteerd
      En Anne mag niet bieden
      En Anne mag de veiling sluiten
      En Bram mag bieden vanaf 10
      En Claudia mag bieden vanaf 10
      En Bram mag passen
      En Bram mag de veiling niet sluiten

    @id:KF-NL-AUC-11 @KF-AUC-3 @R-KF-BIDDING
    Scenario: De anderen bieden om beurten over elkaar heen, zo vaak ze willen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Claudia biedt 30
      En Bram biedt 40
      Als Claudia 50 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 50 van Claudia
      En de stap is auction

    @id:KF-NL-AUC-12 @KF-AUC-3 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Wie gepast heeft, mag zolang de veiling open is toch weer bieden
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram past
      En Claudia biedt 20
      Als Bram 30 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 30 van Bram
      En de stap is auction

    @id:KF-NL-AUC-13 @KF-AUC-3 @R-KF-BIDDING
    Scenario: De hoogste bieder mag zijn eigen bod verhogen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Bram 40 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 40 van Bram

    @id:KF-NL-AUC-14 @KF-AUC-3 @KF-END-3 @R-KF-DROPPED-OUT
    Scenario: Wie het spel verliet, biedt niet meer mee
      Gegeven een spel van Anne, Bram, Claudia en Daan
      En de stapel van Anne bevat cow-10-1, cow-30-1 en cow-60-1
      En de stapel van Bram bevat cow-100-1 en cow-150-1
      En de stapel van Claudia bevat cow-220-1 en cow-300-1
      En Daan heeft de koepons kp-200-2
      En Daan heeft het spel verlaten
      En Anne is aan de beurt
      En Anne veilt cow-10-1 en cow-30-1
      Als Daan 30 biedt
      Dan wordt de actie geweigerd met "player_out" onder KF-END-3
      En de toestand is onveranderd
      En er is geen bod

  Regel: Elk bod is minstens 10 hoger dan het vorige

    Achtergrond:
      Gegeven Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1

    @id:KF-NL-AUC-15 @KF-AUC-4 @R-KF-BIDDING
    Scenario: Het eerste bod is minstens 10
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Bram 0 biedt
      Dan wordt de actie geweigerd met "bid_too_low" onder KF-AUC-4
      En de toestand is onveranderd
      Als Bram 10 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 10 van Bram

    @id:KF-NL-AUC-16 @KF-AUC-4 @R-KF-BIDDING
    Scenario: Een bod dat minder dan 10 boven het hoogste bod ligt, is te laag; precies 10 erboven mag
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 40
      Als Claudia 40 biedt
      Dan wordt de actie geweigerd met "bid_too_low" onder KF-AUC-4
      En de toestand is onveranderd
      Als Claudia 50 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 50 van Claudia

    @id:KF-NL-AUC-17 @KF-AUC-4 @R-KF-BIDDING
    Scenario: Een bod onder het hoogste bod is te laag
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 100
      Als Claudia 90 biedt
      Dan wordt de actie geweigerd met "bid_too_low" onder KF-AUC-4
      En de toestand is onveranderd
      En het hoogste bod is 100 van Bram

    @id:KF-NL-AUC-18 @KF-AUC-4 @R-KF-BIDDING
    Scenario: Een bod is een veelvoud van 10
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 40
      Als Claudia 55 biedt
      Dan wordt de actie geweigerd met "bid_not_multiple_of_10" onder KF-AUC-4
      En de toestand is onveranderd
      En het hoogste bod is 40 van Bram

    @id:KF-NL-AUC-19 @KF-AUC-4 @R-KF-BIDDING
    Scenario: Een bod mag ver boven het vorige en boven het eigen geld liggen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Claudia 350 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 350 van Claudia

    @id:KF-NL-AUC-20 @KF-AUC-4 @KF-AUC-5 @needs:legal
    Scenario: Het laagste toegestane bod ligt 10 boven het hoogste bod
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Bram 70 biedt
      Dan wordt de actie geaccepteerd
      En Claudia mag bieden vanaf 80
      En Claudia mag passen
      En Bram mag niet passen
      En Bram mag bieden vanaf 80

  Regel: Komt er geen hoger bod meer, dan sluit de veilingmeester de veiling

    Achtergrond:
      Gegeven Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1

    @id:KF-NL-AUC-21 @KF-AUC-5 @KF-AUC-6 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De veilingmeester sluit de veiling; daarna kiest hij
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Claudia biedt 30
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En de stap is award
      En het hoogste bod is 30 van Claudia

    @id:KF-NL-AUC-22 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Passen sluit de veiling niet; dat doet alleen de veilingmeester
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Claudia past
      Dan wordt de actie geaccepteerd
      En de stap is auction
      En Claudia heeft gepast
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En de stap is award
      En het hoogste bod is 20 van Bram

    @id:KF-NL-AUC-23 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een bieder kan de veiling niet sluiten
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Bram de veiling sluit
      Dan wordt de actie geweigerd met "close_not_allowed" onder KF-AUC-5
      En de toestand is onveranderd
      Als Claudia de veiling sluit
      Dan wordt de actie geweigerd met "close_not_allowed" onder KF-AUC-5
      En de toestand is onveranderd
      En de stap is auction

    @id:KF-NL-AUC-24 @KF-AUC-5 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De hoogste bieder kan niet passen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Bram past
      Dan wordt de actie geweigerd met "high_bidder_cannot_pass" onder KF-AUC-5
      En de toestand is onveranderd

    @id:KF-NL-AUC-25 @KF-AUC-5 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na het sluiten van de veiling wordt geen bod meer aangenomen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      En Anne sluit de veiling
      Als Claudia 30 biedt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En het hoogste bod is 20 van Bram

    @id:KF-NL-AUC-26 @KF-AUC-5 @R-KF-AUCTION-CLOSE @edition:nl
    Scenario: In de Nederlandse editie sluit de veiling zodra de anderen gepast hebben, niet eerder
      Standaard (R-KF-AUCTION-CLOSE=all_pass in beide edities) komt het sluiten pas als er
      geen hoger bod meer komt: als iedereen behalve de hoogste bieder gepast heeft.
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 20
      Als Anne de veiling sluit
      Dan wordt de actie geweigerd met "close_not_allowed" onder KF-AUC-5
      En de toestand is onveranderd
      Als Claudia past
      Dan wordt de actie geaccepteerd
      En de stap is award
      En het hoogste bod is 20 van Bram

    @id:KF-NL-AUC-27 @KF-AUC-5 @KF-AUC-3 @R-KF-AUCTION-CLOSE @edition:nl
    Scenario: In de Nederlandse editie is passen niet definitief zolang de veiling open is
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram past
      En Claudia biedt 20
      Als Bram 30 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 30 van Bram
      En niemand heeft gepast sinds het laatste bod
      En de stap is auction

  Regel: Na het sluiten kiest de veilingmeester: verkopen of zijn voorkeursrecht gebruiken

    Achtergrond:
      Gegeven Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30

    @id:KF-NL-AUC-28 @KF-AUC-6 @KF-AUC-7 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De veilingmeester verkoopt aan de hoogste bieder, die moet betalen
      Gegeven Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram moet 30 aan Anne betalen
      En de kavel is cow-10-1 en cow-30-1
      En Bram heeft geen koeien open voor zich liggen

    @id:KF-NL-AUC-29 @KF-AUC-6 @KF-AUC-8 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De veilingmeester gebruikt zijn voorkeursrecht en moet de hoogste bieder betalen
      Gegeven Anne sluit de veiling
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 30 aan Bram betalen
      En de kavel is cow-10-1 en cow-30-1

    @id:KF-NL-AUC-30 @KF-AUC-6 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Alleen de veilingmeester kiest na het sluiten
      Gegeven Anne sluit de veiling
      Als Bram aan de hoogste bieder verkoopt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      Als Claudia haar voorkeursrecht gebruikt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En de stap is award

    @id:KF-NL-AUC-31 @KF-AUC-6 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal
    Scenario: Na het sluiten kan de veilingmeester verkopen of zijn voorkeursrecht gebruiken, en de bieders wachten
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne mag aan de hoogste bieder verkopen
      En Anne mag haar voorkeursrecht gebruiken
      En Anne mag niet bieden
      En Bram heeft geen toegestane actie
      En Claudia heeft geen toegestane actie

    @id:KF-NL-AUC-32 @KF-AUC-7 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De kaarten blijven in het midden liggen tot de koper betaald heeft
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia kp-200-1 betaalt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft precies de koepons kp-100-1, kp-50-1 en kp-10-1

    @id:KF-NL-AUC-33 @KF-AUC-7 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: De hoogste bieder betaalt de veilingmeester en krijgt de twee kaarten; daarna is hij aan de beurt
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-1 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Bram heeft precies de koepons kp-100-2
      En Anne heeft precies de koepons kp-100-1, kp-50-1, kp-10-1, kp-20-1 en kp-10-2
      En Anne heeft geen koeien open voor zich liggen
      En de stapel van Anne bevat precies cow-60-1
      En Bram is aan de beurt

    @id:KF-NL-AUC-34 @KF-AUC-8 @KF-SPC-4 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=exact_or_least
    Scenario: Met haar voorkeursrecht betaalt Anne de hoogste bieder en houdt zij de kaarten zelf
      Anne kan 30 niet precies betalen; het kleinste bedrag erboven is 50.
      Gegeven Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-10-1 en kp-50-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd
      Als Anne kp-50-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1 en kp-10-1
      En Bram heeft precies de koepons kp-100-2, kp-50-1, kp-20-1 en kp-10-2
      En Bram heeft geen koeien open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-AUC-35 @KF-AUC-8 @KF-TURN-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na het voorkeursrecht betaalt alleen de veilingmeester
      Gegeven Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Bram kp-20-1 en kp-10-2 betaalt
      Dan wordt de actie geweigerd met "not_your_turn" onder KF-TURN-3
      En de toestand is onveranderd
      En Anne moet 30 aan Bram betalen

  Regel: Gewonnen koeien liggen open, voor iedereen zichtbaar

    Achtergrond:
      Gegeven Anne heeft de koepons kp-100-1, kp-50-1 en kp-10-1
      En Bram heeft de koepons kp-100-2, kp-20-1 en kp-10-2
      En Claudia heeft de koepons kp-200-1

    @id:KF-NL-AUC-36 @KF-AUC-8 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: Anne betaalt Bram met haar voorkeursrecht precies zijn bod en houdt de kaarten
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 60
      En Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-50-1 en kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1
      En Bram heeft precies de koepons kp-100-2, kp-20-1, kp-10-2, kp-50-1 en kp-10-1
      En Bram heeft geen koeien open voor zich liggen
      En Bram is aan de beurt

    @id:KF-NL-AUC-37 @KF-AUC-9 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:view
    Scenario: Gekochte koeien liggen open bij de koper, zodat iedereen ze kan tellen
      Gegeven Bram heeft cow-10-2 open voor zich liggen
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-1 en kp-10-2 betaalt
      Dan wordt de actie geaccepteerd
      En Claudia ziet dat Bram precies cow-10-1, cow-10-2 en cow-30-1 open voor zich heeft liggen
      En Anne ziet dat Bram precies cow-10-1, cow-10-2 en cow-30-1 open voor zich heeft liggen
      En Claudia telt bij Bram 2 open koeien van de soort 10
      En Anne telt bij Bram 1 open koe van de soort 30

    @id:KF-NL-AUC-38 @KF-AUC-9 @KF-AUC-8 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:view
    Scenario: Kaarten die de veilingmeester met zijn voorkeursrecht houdt, liggen open voor hem
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 10
      En Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram ziet dat Anne precies cow-10-1 en cow-30-1 open voor zich heeft liggen
      En Claudia ziet dat Anne precies cow-10-1 en cow-30-1 open voor zich heeft liggen

  Regel: Kaarten uit de stapel komen alleen via een veiling op tafel

    @id:KF-NL-AUC-39 @KF-AUC-10 @KF-SPC-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Pas na de veiling liggen de kaarten open voor de veilingmeester
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geaccepteerd
      En Anne heeft geen koeien open voor zich liggen
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En de stapel van Anne bevat precies cow-60-1

    @id:KF-NL-AUC-40 @KF-AUC-10 @KF-TRD-2
    Scenario: Een koe uit de eigen stapel kan niet via een koehandel op tafel komen
      Gegeven Anne heeft de koepons kp-10-1
      En Anne heeft cow-30-2 open voor zich liggen
      En Bram heeft cow-30-3 en cow-60-2 open voor zich liggen
      Als Anne Bram uitdaagt tot een koehandel over de 60-koeien met een blind bod van kp-10-1
      Dan wordt de actie geweigerd met "trade_cow_not_owned" onder KF-TRD-2
      En de toestand is onveranderd
      En de stapel van Anne bevat precies cow-10-1, cow-30-1 en cow-60-1

    @id:KF-NL-AUC-41 @KF-AUC-10 @KF-TURN-4
    Scenario: Een Copycat-kaart uit de stapel kan niet zonder veiling worden uitgelegd
      Gegeven de stapel van Anne bevat copycat-1
      Als Anne copycat-1 apart legt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En de stapel van Anne bevat precies cow-10-1, cow-30-1, cow-60-1 en copycat-1

    @id:KF-NL-AUC-42 @KF-AUC-10 @KF-SET-5 @needs:view
    Scenario: De rest van de stapel van de veilingmeester blijft voor de anderen blind
      Gegeven de stapel van Anne bevat cow-400-2
      Als Anne cow-10-1 en cow-30-1 veilt
      Dan wordt de actie geaccepteerd
      En Bram ziet de stapel van Anne als 2 kaarten
      En Claudia ziet de stapel van Anne als 2 kaarten
      En Bram ziet geen van cow-60-1 en cow-400-2
      En Claudia ziet geen van cow-60-1 en cow-400-2

  Regel: Zonder bod krijgt de veilingmeester de kaarten gratis

    Achtergrond:
      Gegeven Anne heeft de koepons kp-100-1 en kp-10-1
      En Bram heeft de koepons kp-50-1
      En Claudia heeft de koepons kp-200-1

    @id:KF-NL-SPC-01 @KF-SPC-1 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Niemand biedt: de veilingmeester sluit de veiling en krijgt beide kaarten gratis
      Gegeven Anne veilt cow-10-1 en cow-30-1
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1 en kp-10-1
      En Bram heeft precies de koepons kp-50-1
      En Claudia heeft precies de koepons kp-200-1
      En de stapel van Anne bevat precies cow-60-1
      En Bram is aan de beurt

    @id:KF-NL-SPC-02 @KF-SPC-1 @KF-TURN-4 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Niemand biedt: er valt niets te kiezen en niets te betalen
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram past
      En Claudia past
      En Anne sluit de veiling
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      Als Anne kp-10-1 betaalt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En Bram is aan de beurt

    @id:KF-NL-SPC-03 @KF-SPC-1 @R-KF-AUCTION-CLOSE @edition:nl
    Scenario: In de Nederlandse editie krijgt de veilingmeester de kaarten gratis als iedereen past zonder te bieden
      Gegeven Anne veilt cow-10-1 en cow-30-1
      En Bram past
      Als Claudia past
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-100-1 en kp-10-1
      En Bram is aan de beurt

  Regel: Geen wisselgeld: wie het bedrag niet precies kan betalen, betaalt meer

    @id:KF-NL-SPC-04 @KF-SPC-2 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: Wie meer betaalt dan zijn bod, krijgt niets terug
      Gegeven Anne heeft de koepons kp-10-1 en kp-20-1
      En Bram heeft de koepons kp-0-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-10-1, kp-20-1 en kp-50-1
      En Bram heeft precies de koepons kp-0-1 en kp-100-1
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen

    @id:KF-NL-SPC-05 @KF-SPC-2 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Er wordt alleen met eigen koepons betaald
      Gegeven Bram heeft de koepons kp-20-1 en kp-100-1
      En Claudia heeft de koepons kp-10-2
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-20-1 en kp-10-2 betaalt
      Dan wordt de actie geweigerd met "kuhpon_not_owned" onder KF-CON-3
      En de toestand is onveranderd
      En Bram moet 30 aan Anne betalen

    @id:KF-NL-SPC-06 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: Wie precies kan betalen, mag niet meer betalen
      Gegeven Bram heeft de koepons kp-0-1, kp-10-1, kp-20-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 70
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-100-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_exact" onder KF-SPC-3
      En de toestand is onveranderd
      Als Bram kp-50-1, kp-20-1 en kp-0-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_exact" onder KF-SPC-3
      En de toestand is onveranderd
      Als Bram kp-50-1 en kp-20-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-50-1 en kp-20-1
      En Bram heeft precies de koepons kp-0-1, kp-10-1 en kp-100-1
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen

    @id:KF-NL-SPC-07 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een betaling onder het bod wordt geweigerd
      Gegeven Bram heeft de koepons kp-0-1, kp-10-1, kp-20-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 70
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1, kp-10-1 en kp-0-1 betaalt
      Dan wordt de actie geweigerd met "payment_insufficient" onder KF-SPC-3
      En de toestand is onveranderd
      En Bram moet 70 aan Anne betalen

    @id:KF-NL-SPC-08 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=exact_or_least
    Scenario: Wie niet precies kan betalen, betaalt het kleinste bedrag boven zijn bod
      Gegeven Bram heeft de koepons kp-20-1, kp-20-2, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 60
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-100-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd
      Als Bram kp-50-1, kp-20-1 en kp-20-2 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd
      Als Bram kp-20-1 en kp-50-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-20-1 en kp-50-1
      En Bram heeft precies de koepons kp-20-2 en kp-100-1

    @id:KF-NL-SPC-09 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=exact_or_least
    Scenario: Een koepon van 0 hoort niet bij een betaling boven het bod
      Gegeven Bram heeft de koepons kp-0-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 40
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1 en kp-0-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd

    @id:KF-NL-SPC-10 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal @R-KF-PAYMENT=exact_or_least
    Scenario: Alleen betalingen van het kleinste bedrag boven het bod zijn toegestaan
      Gegeven Bram heeft de koepons kp-0-1, kp-20-1, kp-20-2, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 60
      En Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram mag alleen 70 betalen

    @id:KF-NL-SPC-11 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=any_sufficient
    Scenario: Bij de keuze "elk voldoende bedrag" mag de koper meer betalen dan nodig
      Gegeven Bram heeft de koepons kp-0-1, kp-10-1, kp-20-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 70
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-100-1 en kp-0-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies de koepons kp-100-1 en kp-0-1
      En Bram heeft precies de koepons kp-10-1, kp-20-1 en kp-50-1

    @id:KF-NL-SPC-12 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=any_sufficient
    Scenario: Ook bij de keuze "elk voldoende bedrag" is te weinig betalen niet toegestaan
      Gegeven Bram heeft de koepons kp-0-1, kp-10-1, kp-20-1, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 70
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram kp-50-1, kp-10-1 en kp-0-1 betaalt
      Dan wordt de actie geweigerd met "payment_insufficient" onder KF-SPC-3
      En de toestand is onveranderd

  Regel: Dat geldt ook voor de veilingmeester die zijn voorkeursrecht gebruikt

    @id:KF-NL-SPC-13 @KF-SPC-4 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: De veilingmeester betaalt met zijn voorkeursrecht precies als hij dat kan
      Gegeven Anne heeft de koepons kp-0-1, kp-10-1, kp-20-1 en kp-50-1
      En Bram heeft de koepons kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30
      En Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-50-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_exact" onder KF-SPC-3
      En de toestand is onveranderd
      Als Anne kp-20-1 en kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies de koepons kp-100-1, kp-20-1 en kp-10-1
      En Anne heeft precies de koepons kp-0-1 en kp-50-1
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen

    @id:KF-NL-SPC-14 @KF-SPC-4 @KF-SPC-3 @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT=exact_or_least
    Scenario: De veilingmeester die niet precies kan betalen, betaalt het kleinste bedrag erboven
      Gegeven Anne heeft de koepons kp-20-1, kp-20-2, kp-50-1 en kp-100-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 60
      En Anne sluit de veiling
      En Anne gebruikt haar voorkeursrecht
      Als Anne kp-100-1 betaalt
      Dan wordt de actie geweigerd met "payment_not_least" onder KF-SPC-3
      En de toestand is onveranderd
      Als Anne kp-50-1 betaalt
      Dan wordt de actie geweigerd met "payment_insufficient" onder KF-SPC-3
      En de toestand is onveranderd
      Als Anne kp-50-1 en kp-20-2 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies de koepons kp-50-1 en kp-20-2
      En Anne heeft precies de koepons kp-20-1 en kp-100-1
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Bram is aan de beurt

  Regel: Het voorkeursrecht vraagt genoeg geld

    @id:KF-NL-SPC-15 @KF-SPC-5 @KF-AUC-8 @R-KF-REFUSAL-UNABLE @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een veilingmeester die het bod niet kan betalen, heeft geen voorkeursrecht en verkoopt
      Gegeven Anne heeft de koepons kp-0-1, kp-10-1 en kp-20-1
      En Bram heeft de koepons kp-50-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 40
      En Anne sluit de veiling
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geweigerd met "first_refusal_unaffordable" onder KF-SPC-5
      En de toestand is onveranderd
      En de stap is award
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram moet 40 aan Anne betalen

    @id:KF-NL-SPC-16 @KF-SPC-5 @KF-AUC-8 @R-KF-REFUSAL-UNABLE @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een veilingmeester wiens geld precies het bod haalt, mag zijn voorkeursrecht gebruiken
      Gegeven Anne heeft de koepons kp-0-1, kp-10-1 en kp-20-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 30
      En Anne sluit de veiling
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 30 aan Bram betalen

    @id:KF-NL-SPC-17 @KF-SPC-5 @R-KF-REFUSAL-UNABLE @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal
    Scenario: Een voorkeursrecht dat de veilingmeester niet kan betalen, staat niet bij de toegestane acties
      Gegeven Anne heeft de koepons kp-10-1 en kp-20-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 40
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne mag haar voorkeursrecht niet gebruiken
      En Anne mag aan de hoogste bieder verkopen

  Regel: Kan de hoogste bieder niet betalen, dan toont hij zijn koepons en wordt de veiling overgedaan

    Achtergrond:
      Gegeven Anne heeft de koepons kp-10-1
      En Bram heeft de koepons kp-0-1, kp-20-1 en kp-100-1
      En Claudia heeft de koepons kp-200-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 150

    @id:KF-NL-SPC-18 @KF-SPC-6 @KF-SPC-7 @KF-AUC-7 @R-KF-FAILED-SALE @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Bram kan zijn bod niet betalen: hij toont al zijn koepons en de veiling wordt overgedaan
      Gegeven Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram heeft al zijn koepons getoond: kp-0-1, kp-20-1 en kp-100-1
      En de stap is auction
      En er is geen bod
      En de kavel is cow-10-1 en cow-30-1
      En de veiling is 1 keer overgedaan
      En Bram heeft precies de koepons kp-0-1, kp-20-1 en kp-100-1
      En Anne heeft precies de koepons kp-10-1
      En Bram heeft geen koeien open voor zich liggen
      En Anne heeft geen koeien open voor zich liggen

    @id:KF-NL-SPC-19 @KF-SPC-6 @R-KF-FAILED-SALE @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:view
    Scenario: De andere spelers zien de koepons van de bieder die niet kan betalen
      Gegeven Anne sluit de veiling
      Dan ziet Claudia geen van kp-0-1, kp-20-1 en kp-100-1
      Als Anne aan de hoogste bieder verkoopt
      Dan ziet Claudia de getoonde koepons van Bram: kp-0-1, kp-20-1 en kp-100-1
      En Anne ziet de getoonde koepons van Bram: kp-0-1, kp-20-1 en kp-100-1
      En Claudia ziet kp-0-1, kp-20-1 en kp-100-1

    @id:KF-NL-SPC-20 @KF-SPC-6 @KF-TURN-4 @R-KF-FAILED-SALE @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Na de mislukte verkoop kan de veilingmeester niet alsnog zijn voorkeursrecht gebruiken
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geweigerd met "wrong_step" onder KF-TURN-4
      En de toestand is onveranderd
      En de stap is auction

    @id:KF-NL-SPC-21 @KF-SPC-7 @KF-SPC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: In de herhaalde veiling biedt iedereen opnieuw en wordt verkocht
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Claudia biedt 50
      En Bram biedt 60
      En Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram moet 60 aan Anne betalen
      Als Bram kp-100-1 betaalt
      Dan wordt de actie geaccepteerd
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-10-1 en kp-100-1
      En Bram heeft precies de koepons kp-0-1 en kp-20-1
      En de stapel van Anne bevat precies cow-60-1
      En Bram is aan de beurt

    @id:KF-NL-SPC-22 @KF-SPC-7 @KF-AUC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: In de herhaalde veiling kan de veilingmeester zijn voorkeursrecht gebruiken
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Claudia biedt 10
      En Anne sluit de veiling
      Als Anne haar voorkeursrecht gebruikt
      Dan wordt de actie geaccepteerd
      En Anne moet 10 aan Claudia betalen
      Als Anne kp-10-1 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Claudia heeft precies de koepons kp-200-1 en kp-10-1
      En Bram heeft precies de koepons kp-0-1, kp-20-1 en kp-100-1

    @id:KF-NL-SPC-23 @KF-SPC-7 @KF-SPC-1 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Biedt niemand in de herhaalde veiling, dan krijgt de veilingmeester de kaarten gratis
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Anne de veiling sluit
      Dan wordt de actie geaccepteerd
      En Anne heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En Anne heeft precies de koepons kp-10-1
      En Bram heeft precies de koepons kp-0-1, kp-20-1 en kp-100-1
      En Bram is aan de beurt

    @id:KF-NL-SPC-24 @KF-SPC-7 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De herhaalde veiling begint zonder bod en zonder passen
      Gegeven Claudia past
      En Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En er is geen bod
      En niemand heeft gepast sinds het laatste bod
      En de veiling is 1 keer overgedaan

    @id:KF-NL-SPC-25 @KF-SPC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: In de herhaling biedt Bram niet meer dan hij heeft
      Gegeven Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram mag hoogstens 120 bieden
      En Claudia mag onbeperkt bieden
      Als Bram 130 biedt
      Dan wordt de actie geweigerd met "bid_over_cap" onder KF-SPC-8
      En de toestand is onveranderd
      Als Bram 120 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 120 van Bram

    @id:KF-NL-SPC-26 @KF-SPC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: De grens geldt ook als het bod verder hoog genoeg zou zijn; voor Claudia geldt geen grens
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Claudia biedt 120
      Als Bram 130 biedt
      Dan wordt de actie geweigerd met "bid_over_cap" onder KF-SPC-8
      En de toestand is onveranderd
      En het hoogste bod is 120 van Claudia
      Als Claudia 300 biedt
      Dan wordt de actie geaccepteerd
      En het hoogste bod is 300 van Claudia

    @id:KF-NL-SPC-27 @KF-SPC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:legal
    Scenario: De toegestane biedingen van Bram houden op bij zijn geld
      Gegeven Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram mag bieden vanaf 10 tot en met 120
      En Claudia mag bieden vanaf 10
      Als Claudia 120 biedt
      Dan wordt de actie geaccepteerd
      En Bram mag niet bieden

    @id:KF-NL-SPC-28 @KF-SPC-8 @KF-SPC-7 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls @needs:view
    Scenario: De getoonde koepons blijven zichtbaar tijdens de herhaling en zijn na de levering weer verdekt
      Gegeven Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Claudia 50 biedt
      Dan ziet Claudia de getoonde koepons van Bram: kp-0-1, kp-20-1 en kp-100-1
      En Anne ziet de getoonde koepons van Bram: kp-0-1, kp-20-1 en kp-100-1
      Als Anne de veiling sluit
      En Anne aan de hoogste bieder verkoopt
      En Claudia kp-200-1 betaalt
      Dan wordt de actie geaccepteerd
      En Claudia heeft precies cow-10-1 en cow-30-1 open voor zich liggen
      En geen speler heeft zijn koepons getoond
      En Claudia ziet geen van kp-0-1, kp-20-1 en kp-100-1
      En Claudia ziet de koepons van Bram als 3 kaarten

  Regel: Ook een tweede bieder die niet kan betalen, toont zijn koepons

    @id:KF-NL-SPC-29 @KF-SPC-6 @KF-SPC-7 @KF-SPC-8 @R-KF-REPEAT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Ook een tweede bieder die in de herhaling niet kan betalen, toont zijn koepons en krijgt een grens
      Gegeven Anne heeft de koepons kp-10-1
      En Bram heeft de koepons kp-0-1, kp-20-1 en kp-100-1
      En Claudia heeft de koepons kp-10-2 en kp-20-2
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 150
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      En Claudia biedt 130
      En Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En de veiling is 2 keer overgedaan
      En Bram heeft al zijn koepons getoond: kp-0-1, kp-20-1 en kp-100-1
      En Claudia heeft al haar koepons getoond: kp-10-2 en kp-20-2
      En Bram mag hoogstens 120 bieden
      En Claudia mag hoogstens 30 bieden
      Als Claudia 40 biedt
      Dan wordt de actie geweigerd met "bid_over_cap" onder KF-SPC-8
      En de toestand is onveranderd

  Regel: Een omgedraaide koe bij de koepons is geld ter waarde van het gedrukte getal

    @id:KF-NL-SPC-30 @KF-SPC-6 @KF-TRI-4 @R-KF-COLOURED-AMOUNT @R-KF-AUCTION-CLOSE=auctioneer_calls
    Scenario: Een omgedraaide koe telt bij het betalen haar gedrukte getal, niet de waarde van haar soort
      De omgedraaide cow-500-4 draagt het getal 200, niet 500: met haar en een 0 kan Bram geen 210 betalen.
      Gegeven het gedrukte getal van cow-500-4 is 200
      En Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4 en kp-0-1
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 210
      En Anne sluit de veiling
      Als Anne aan de hoogste bieder verkoopt
      Dan wordt de actie geaccepteerd
      En Bram heeft al zijn koepons getoond: cow-500-4 en kp-0-1
      En Bram mag hoogstens 200 bieden

    @id:KF-NL-SPC-31 @KF-SPC-3 @KF-TRI-4 @R-KF-COLOURED-AMOUNT @R-KF-AUCTION-CLOSE=auctioneer_calls @R-KF-PAYMENT
    Scenario: Een omgedraaide koe met het gedrukte getal 200 betaalt een bod van 200 precies
      Met haar waarde als 500-koe zou Bram met twee koepons van 100 precies moeten betalen.
      Gegeven het gedrukte getal van cow-500-4 is 200
      En Claudia heeft een drieling van cow-500-1, cow-500-2 en cow-500-3
      En Bram heeft de koepons cow-500-4, kp-100-1 en kp-100-2
      En Anne veilt cow-10-1 en cow-30-1
      En Bram biedt 200
      En Anne sluit de veiling
      En Anne verkoopt aan de hoogste bieder
      Als Bram cow-500-4 betaalt
      Dan wordt de actie geaccepteerd
      En Anne heeft cow-500-4 bij haar koepons
      En Bram heeft precies de koepons kp-100-1 en kp-100-2
      En Bram heeft precies cow-10-1 en cow-30-1 open voor zich liggen
