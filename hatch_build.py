"""Wheel build hook: ship spec/, features/, fixtures/, tests/conformance/, docs/ and examples/
(the JavaScript runner the docs link to) as package data.

They land in the wheel as kuhspec/_data/<name>, where kuhspec.resources.data_path finds
them. A directory that does not exist (yet) is left out instead of failing the build.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

DATA_DIRS = {
    "spec": "kuhspec/_data/spec",
    "features": "kuhspec/_data/features",
    "fixtures": "kuhspec/_data/fixtures",
    "tests/conformance": "kuhspec/_data/conformance",
    "docs": "kuhspec/_data/docs",  # the offline docs of `kuhspec docs`
    "examples": "kuhspec/_data/examples",  # the JS runner of the exported cases, which the docs link to
}


class DataBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel" or version == "editable":
            return  # an editable install reads the checkout directly
        for source, target in DATA_DIRS.items():
            root = os.path.join(self.root, source)
            if not os.path.isdir(root):
                continue
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
                for filename in sorted(filenames):
                    if filename.endswith((".pyc", ".pyo")) or filename.startswith("."):
                        continue
                    path = os.path.join(dirpath, filename)
                    rel = os.path.relpath(path, root).replace(os.sep, "/")
                    build_data["force_include"][path] = f"{target}/{rel}"
        # record the suite's git commit, so reports from an installed wheel name it
        info = {"commit": None}
        try:
            out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=self.root, capture_output=True, text=True, timeout=10)
            if out.returncode == 0:
                info["commit"] = out.stdout.strip()
                dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=self.root,
                                       capture_output=True, text=True, timeout=10)
                info["dirty"] = bool(dirty.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            pass
        self._tmp = tempfile.TemporaryDirectory(prefix="kuhspec-build-")
        build_json = os.path.join(self._tmp.name, "build.json")
        with open(build_json, "w", encoding="utf-8") as f:
            json.dump(info, f)
        build_data["force_include"][build_json] = "kuhspec/_data/build.json"

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()
