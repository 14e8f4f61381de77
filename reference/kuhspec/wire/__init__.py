"""The wire protocol, in one room: the messages and their validation (protocol.py), the
client that drives another process (client.py), the server that puts an Implementation
behind the protocol (server.py, `kuhspec serve`) and process control (process.py:
deadlines and bounded reads; lifecycle.py and keeper.py: starting the implementation and
ending every process it started). See spec/protocol.md.

Nothing here judges answers: that is kuhspec.law. Nothing here runs scenarios: that is
kuhspec.harness."""
