"""What one game's pages are made of: its catalogue entry and the scenarios of its clauses.

Everything comes from kuhspec.catalogue and kuhspec.scenarios; the page paths are
``<game id>/rulings.md``, ``<game id>/rules-reference.md``, ``<game id>/boundary.md`` and
``<game id>/guide.md`` under docs/.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from kuhspec.catalogue import Clause, Code, Game, Ruling, Section
from kuhspec.docs.markdown import anchor
from kuhspec.scenarios import Scenario

RULINGS_DOC = "rulings.md"
REFERENCE_DOC = "rules-reference.md"
BOUNDARY_DOC = "boundary.md"
GUIDE_DOC = "guide.md"
PAGES = (RULINGS_DOC, REFERENCE_DOC, BOUNDARY_DOC, GUIDE_DOC)


def page_path(game_id: str, page: str) -> str:
    """The page's path relative to docs/."""
    return f"{game_id}/{page}"


@dataclass
class GameDocs:
    game: Game
    scenarios: list[Scenario] = field(default_factory=list)  # of this game, by (feature, line)

    @property
    def draft(self) -> bool:
        return self.game.status == "draft"

    # -- where the data comes from, as shown on the page

    def spec_folder(self) -> str:
        folder = self.game.folder
        return f"{folder.parent.name}/{folder.name}/"

    def spec_file(self, where: str) -> str:
        """`spec/<game>/clauses.yaml` for a catalogue `where` ("<path>:<line>")."""
        path = Path(re.sub(r":[0-9]+$", "", where))
        try:
            rel = path.relative_to(self.game.folder).as_posix()
        except ValueError:
            rel = path.name
        return self.spec_folder() + rel

    def clause_files(self) -> list[str]:
        return list(dict.fromkeys(self.spec_file(c.where) for c in self.game.clauses.values()))

    def ruling_files(self) -> list[str]:
        return list(dict.fromkeys(self.spec_file(r.where) for r in self.game.rulings.values()))

    def feature_folders(self) -> list[str]:
        return sorted({"features/" + s.feature.split("/", 1)[0] + "/" for s in self.scenarios})

    # -- lookups

    def sections(self) -> list[Section]:
        return list(self.game.sections.values())

    def clauses_in(self, section: Section) -> list[Clause]:
        return [c for c in self.game.clauses.values() if c.section == section.code]

    def rulings_by_section(self) -> list[tuple[Section, list[Ruling]]]:
        """(section, its rulings in file order) for the sections that have rulings, in order.
        A ruling is presented under the section of the first clause it names."""
        out = []
        for section in self.sections():
            mine = [r for r in self.game.rulings.values()
                    if self.game.clauses[r.clauses[0]].section == section.code]
            if mine:
                out.append((section, mine))
        return out

    def refining(self, clause_id: str) -> list[Ruling]:
        return [r for r in self.game.rulings.values() if clause_id in r.clauses]

    def codes_of(self, clause_id: str) -> list[Code]:
        return [c for c in self.game.codes.values() if c.clause == clause_id]

    def home_clause(self, scenario: Scenario) -> str | None:
        """The clause a scenario is shown under: its first clause tag (as written)."""
        tags = [t for t in scenario.tags if t in self.game.clauses]
        return tags[0] if tags else next((c for c in scenario.clauses if c in self.game.clauses), None)

    def placed(self) -> tuple[dict[str, list[Scenario]], dict[str, list[Scenario]]]:
        """clause -> the scenarios shown in full under it; clause -> those it only lists."""
        shown: dict[str, list[Scenario]] = {cid: [] for cid in self.game.clauses}
        elsewhere: dict[str, list[Scenario]] = {cid: [] for cid in self.game.clauses}
        for s in self.scenarios:
            home = self.home_clause(s)
            if home is None:
                continue
            shown[home].append(s)
            for cid in s.clauses:
                if cid in shown and cid != home:
                    elsewhere[cid].append(s)
        return shown, elsewhere

    # -- rulings' defaults, per edition where `default_by_edition` says so

    def default_mark(self, ruling: Ruling, value: str) -> str:
        """" (default)", " (default in the NL edition)", ... or ""."""
        other = [e for e, v in ruling.default_by_edition.items() if v != ruling.default]
        if value == ruling.default:
            return " (default" + (f", except in the {_editions(other)}" if other else "") + ")"
        mine = [e for e in other if ruling.default_by_edition[e] == value]
        return f" (default in the {_editions(mine)})" if mine else ""

    def default_cell(self, ruling: Ruling) -> str:
        extra = "".join(f"; {e.upper()}: `{v}`" for e, v in ruling.default_by_edition.items()
                        if v != ruling.default)
        return f"`{ruling.default}`{extra}"

    # -- link targets

    def rulings_links(self) -> dict[str, str]:
        """Id -> link target, as seen from the rulings page."""
        refined = {cid for r in self.game.rulings.values() for cid in r.clauses}
        links = {cid: (f"#{anchor(cid)}" if cid in refined else f"{REFERENCE_DOC}#{anchor(cid)}")
                 for cid in self.game.clauses}
        links.update({rid: f"#{anchor(rid)}" for rid in self.game.rulings})
        return links

    def reference_links(self) -> dict[str, str]:
        """Id -> link target, as seen from the rules reference."""
        links = {cid: f"#{anchor(cid)}" for cid in self.game.clauses}
        links.update({rid: f"{RULINGS_DOC}#{anchor(rid)}" for rid in self.game.rulings})
        return links


def _editions(codes: list[str]) -> str:
    names = " and ".join(c.upper() for c in codes)
    return f"{names} edition" + ("s" if len(codes) > 1 else "")


def section_sources(section: Section) -> str:
    return ", ".join(f"{heading} ({edition.upper()})" for edition, heading in section.sources.items())
