"""An implementation that prints a banner on stdout (the implementer's path): the handshake
fails with a message that says why (stdout carries only protocol lines) and where the banner
belongs (stderr), not only that the line is not JSON."""

from __future__ import annotations

import sys

import pytest

from kuhspec.interface import ImplementationError
from kuhspec.wire.client import SubprocessImplementation

from harnesslib import env


def test_a_banner_on_stdout_is_explained(tmp_path):
    script = tmp_path / "bannered.py"
    script.write_text("import os, sys\n"
                      "print('MyKuh 0.1 ready, waiting for requests', flush=True)\n"
                      "os.execv(sys.executable, [sys.executable, '-m', 'kuhspec', 'serve'])\n")
    impl = SubprocessImplementation(f"{sys.executable} {script}", 30, env=env())
    try:
        with pytest.raises(ImplementationError) as e:
            impl.hello()
    finally:
        impl.close()
    message = str(e.value)
    assert "answer to hello (seq 0) is not JSON" in message and "MyKuh 0.1 ready" in message, message
    assert "stdout must carry only protocol lines" in message and "logs and debug output on stderr" in message
