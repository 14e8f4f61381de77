"""The Kuhhandel Festival reference engine (3-5 players).

One small module per rule area; `engine.Game` ties them together. The engine works on
the canonical state itself (a JSON-shaped dict, see docs/state-and-actions.md), so what
it holds is exactly what it dumps.
"""
