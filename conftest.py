"""Root conftest: registers the kuhspec pytest plugin for a plain `pytest` run.

`kuhspec conform` loads the same plugin with `-p kuhspec.harness.plugin` instead.
"""

pytest_plugins = ["kuhspec.harness.plugin"]
