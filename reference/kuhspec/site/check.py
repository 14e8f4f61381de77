"""What a written site must never hold: a link, script, stylesheet or image whose file is not
in the site, a link to an anchor its page does not have, or an id twice on one page.
The site's tests check every build with it (tests/unit/test_site.py)."""

from __future__ import annotations

import posixpath
import re
from html.parser import HTMLParser

_EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # https:, mailto: ...


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(a["id"])
        for key in ("href", "src"):
            if a.get(key) is not None and tag != "svg":
                self.refs.append(a[key])


def parse(text: str) -> _Page:
    p = _Page()
    p.feed(text)
    p.close()
    return p


def problems(files: dict[str, str]) -> list[str]:
    """"page: what is wrong" for every dead link or anchor and every repeated id."""
    pages = {name: parse(text) for name, text in files.items() if name.endswith(".html")}
    out = []
    for name, p in sorted(pages.items()):
        seen: set[str] = set()
        for ident in p.ids:
            if ident in seen:
                out.append(f"{name}: the id {ident!r} is there twice")
            seen.add(ident)
        for ref in p.refs:
            if _EXTERNAL.match(ref):
                out.append(f"{name}: {ref} leads off the site (it must read offline)")
                continue
            target, _, frag = ref.partition("#")
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), target)) if target else name
            if target not in files:
                out.append(f"{name}: {ref} (no file {target})")
            elif frag and (target not in pages or frag not in pages[target].ids):
                out.append(f"{name}: {ref} (no anchor #{frag} on {target})")
    return out


def anchors(text: str) -> set[str]:
    """The ids of a page."""
    return set(parse(text).ids)
