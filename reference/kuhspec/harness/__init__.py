"""The conformance harness: the wire protocol (client and server), the pytest plugin that
runs the Gherkin suite against an Implementation, and the reports it writes.

Nothing here knows the rules of a game; it only moves JSON and results around.
"""
