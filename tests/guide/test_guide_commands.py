"""Every command the guide tells an implementer to type is run: the ``sh kuhspec-guide``
blocks of docs/implementing.md, in order, as one terminal session in an empty folder, with
a local clone of kuhspec (tag included) standing in for GitHub and one-game engine for
the implementer's `./my-engine`. The README's install commands are the guide's own."""

from __future__ import annotations

import re
import subprocess
import zipfile

import pytest

from guidelib import (GUIDE, HOMEPAGE, ONE_GAME_ENGINE, README, TAG, __version__, bash, blocks, clean_env, local,
                      local_remote)

PLACEHOLDER_ENGINE = "./my-engine"


def test_the_guide_and_the_readme_have_marked_blocks():
    guide = blocks(GUIDE, "kuhspec-guide")
    assert len(guide) >= 4
    assert any(HOMEPAGE in b.text and f"@{TAG}" in b.text for b in guide), "the guide installs a pinned tag"
    assert any("pip wheel" in b.text for b in guide), "and says how to build a release wheel"


def test_the_readme_install_commands_are_the_guide_s():
    text = README.read_text(encoding="utf-8")
    section = text.split("## Installing a pinned kuhspec", 1)[1].split("\n## ", 1)[0]
    readme = [b for b in blocks(README, "kuhspec-guide") if b.text in section]
    assert len(readme) == 2
    guide = {b.text for b in blocks(GUIDE, "kuhspec-guide")}
    for b in readme:
        assert b.text in guide, f"README.md:{b.line}: this block must be one of the guide's (which the tests run)"


def test_every_version_named_is_this_release():
    for path in (GUIDE, README):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"kuhspec@v(\d+\.\d+\.\d+)|--branch v(\d+\.\d+\.\d+)|kuhspec-(\d+\.\d+\.\d+)-py3", text):
            found = next(g for g in m.groups() if g)
            line = text.count("\n", 0, m.start()) + 1
            assert found == __version__, f"{path.name}:{line}: names kuhspec {found}, this release is {__version__}"


def session_script(remote) -> str:
    parts = []
    for b in blocks(GUIDE, "kuhspec-guide"):
        text = local(b.text, remote).replace(PLACEHOLDER_ENGINE, ONE_GAME_ENGINE)
        parts.append(f"echo '>>> block at docs/implementing.md:{b.line}'\n{text}")
    return "set -u\n" + "\n".join(parts)


@pytest.mark.full  # CI runs it after the default run (pyproject.toml, .ci/run)
@pytest.mark.slow
def test_the_guide_s_commands_run(tmp_path):
    remote = local_remote(tmp_path / "github")
    folder = tmp_path / "me"
    folder.mkdir()
    out = bash(session_script(remote), folder, clean_env())
    log = out.stdout[-6000:] + "\n" + out.stderr[-6000:]
    assert out.returncode == 0, log
    assert f"kuhspec {__version__}" in out.stdout
    assert out.stdout.count("smoke: pass") == 2, log
    # the wheel carries the suite and its docs
    wheel = folder / "dist" / f"kuhspec-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    for data in ("spec/protocol.md", "features/kuhno", "fixtures/", "conformance/", "docs/implementing.md",
                 "docs/kuhhandel-festival/rulings.md", "docs/exported-cases.md", "docs/differential.md",
                 "examples/js-runner/runner.mjs"):
        assert any(n.startswith(f"kuhspec/_data/{data}") for n in names), f"the wheel lacks {data}"
    # the later commands ran from the wheel's install, not from a checkout
    where = subprocess.run([str(folder / "wheel-venv" / "bin" / "python"), "-c",
                            "from kuhspec.resources import data_path; print(data_path('docs'))"],
                           capture_output=True, text=True, env=clean_env(), cwd=folder, timeout=300)
    assert where.stdout.strip().startswith(str(folder / "wheel-venv")), where
    written = folder / "kuhspec-docs"
    assert (written / "docs" / "implementing.md").read_text(encoding="utf-8") == GUIDE.read_text(encoding="utf-8")
    assert (written / "docs" / "kuhno" / "rulings.md").is_file()
    from kuhspec.docs.links import dead_links

    assert dead_links(written) == [], "every relative link of the docs an installed wheel writes resolves"
    assert (folder / "known-failures.yaml").is_file()
    assert "R-KF-START-PLAYER" in out.stdout  # `kuhspec docs kuhhandel-festival/rulings` printed the page
    assert '"applies": true' in out.stdout  # `kuhspec list --impl ... --format json` said what applies
