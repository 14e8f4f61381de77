"""The wire protocol, in one room: the messages and their validation (protocol.py), the
client that drives another process (client.py), the server that puts an Implementation
behind the protocol (server.py, `kuhspec serve`) and process control (process.py: spawn,
deadlines, bounded reads, ending every process a run started). See spec/protocol.md.

Nothing here judges answers: that is kuhspec.law. Nothing here runs scenarios: that is
kuhspec.harness."""
