"""Game-neutral plumbing of the conformance suite: the World (a position being drafted, then
an implementation being played, JSON only), the phrasebook (steps keyed by name, phrased
per language in phrases/<language>.yaml) and the game-neutral steps (accepted, rejected
with a code under a clause, the state is unchanged, raw actions, setups and positions
refused). Nothing here names a game."""
