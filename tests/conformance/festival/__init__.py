"""The Kuhhandel Festival steps, bound to features/kuhhandel-festival/ only.

book.py      the Festival phrasebook (phrases/<language>.yaml), inheriting the common one
deck.py      card facts from fixtures/kuhhandel-festival/deck.yaml (never from card ids)
world.py     FestivalWorld: the empty position, the card zones, completing a drafted position
steps/       one module per rulebook section; steps/__init__.py lists them
conftest.py  the `world` fixture and the registration of the steps with pytest-bdd
"""

GAME = "kuhhandel-festival"
FEATURES = GAME  # the folder under features/ that test_festival.py binds
