"""Step library of the conformance suite: every `*_steps.py` module beside this file.

The `impl` and `scenario_options` fixtures come from the kuhspec.harness.plugin pytest
plugin. Step definitions are fixtures, so they are star-imported here."""

import importlib
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
STEP_MODULES = sorted(HERE.glob("*_steps.py"))
# plain asserts in the steps report expected and actual values
pytest.register_assert_rewrite("world", *(p.stem for p in STEP_MODULES))

for _path in STEP_MODULES:
    _module = importlib.import_module(_path.stem)
    globals().update({k: v for k, v in vars(_module).items() if k.startswith("pytestbdd_")})
    globals().update({k: getattr(_module, k) for k in ("world",) if hasattr(_module, k)})
