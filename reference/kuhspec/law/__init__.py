"""The law of judgement, written once: every tool that gives a verdict (conform, the
export and its replays, golden replay, the differential, compare, the badge) asks its two
questions here.

- Does this case apply to this hello? (applicability.py)
- Do these two answers agree under the game's normative boundary? (agree.py, reading
  spec/<game>/boundary.yaml)

and, for the secrecy check of conform and of the exported cases' runners, whether a twin
position's view gives a hidden fact away (secrecy.py).
"""
