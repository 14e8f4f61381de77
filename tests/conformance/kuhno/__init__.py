"""The Kuhno steps, bound to features/kuhno/ only.

book.py      the Kuhno phrasebook (phrases/<language>.yaml), inheriting the common one
world.py     KuhnoWorld: the empty position, card specs ("pasture-01 (back, head)"), the
             cowpat pile, the cows along the sides, completing a drafted position
steps/       one module per area (positions, actions, checks); steps/__init__.py lists them
conftest.py  the `world` fixture and the registration of the steps with pytest-bdd
"""

GAME = "kuhno"
FEATURES = GAME  # the folder under features/ that test_kuhno.py binds
