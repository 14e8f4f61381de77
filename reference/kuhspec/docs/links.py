"""Relative links of Markdown pages that lead nowhere: what `kuhspec docs --out` must never
write, and the docs tests check on the source tree and on an installed wheel's output."""

from __future__ import annotations

import re
from pathlib import Path

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # https:, mailto: ...


def dead_links(root: Path) -> list[str]:
    """"page: target" for every relative link of a page under `root` whose file is missing."""
    out = []
    for page in sorted(root.rglob("*.md")):
        for m in _LINK.finditer(page.read_text(encoding="utf-8")):
            target = m.group(1).split("#", 1)[0]
            if not target or _EXTERNAL.match(target):
                continue
            if not (page.parent / target).exists():
                out.append(f"{page.relative_to(root).as_posix()}: {m.group(1)}")
    return out
