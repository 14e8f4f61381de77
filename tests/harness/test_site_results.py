"""The results page of the rules site (kuhspec.site.results) on real conform reports of the
report matrix (tests/harness/report_matrix.py): the reference over the wire, a mutant that
bends KF-AUC-2, a partial engine (one edition and variant, no view, no legal) and one that
crashes. Every cell shows that report's status and its scenarios passed / applicable, as
`kuhspec compare` shows it (not_run included), and a status this kuhspec does not know is
shown as it is."""

from __future__ import annotations

import copy
import json
import re
from html import escape

import pytest

from kuhspec.cli import main
from kuhspec.harness.report.compare import comparison
from kuhspec.harness.report.compare_render import MEANING
from kuhspec.harness.report.compare_render import html as compare_html
from kuhspec.harness.report.style import LOOK, status_css
from kuhspec.site import results
from kuhspec.site.html import Links

NAMES = ("reference", "wrong", "partial", "crashing")
ROW = re.compile(r'<tr class="row[^"]*" id="([^"]+)">(.*?)</tr>', re.S)


def _cells(page: str, cell: str) -> dict[str, list[str]]:
    """clause id -> the html of its cells, in column order."""
    return {cid: re.findall(cell, row, re.S) for cid, row in ROW.findall(page)}


@pytest.fixture(scope="module")
def reports(report_matrix):
    return [report_matrix[n].out / "report.json" for n in NAMES]


@pytest.mark.slow
def test_the_matrix_shows_each_reports_counts(reports, tmp_path):
    args = ["site", "--out", str(tmp_path / "site")]
    for path in reports:
        args += ["--report", str(path)]
    assert main(args) == 0
    page = (tmp_path / "site" / "results.html").read_text(encoding="utf-8")
    cells = _cells(page, r'<td class="cell">(.*?)</td>')
    for i, path in enumerate(reports):
        rep = json.loads(path.read_text(encoding="utf-8"))
        assert rep["clauses"]
        for c in rep["clauses"]:
            cell = cells[c["id"]][i]
            assert f'class="st st-{c["status"]}"' in cell, (path, c["id"], cell)
            applicable = sum(n for s, n in c["counts"].items() if s != "skip")
            passed = c["counts"].get("pass", 0) + c["counts"].get("xpass", 0)
            if applicable:
                assert f">{passed}/{applicable}" in cell, (path, c["id"], cell)
        for g in rep["games"]:  # the totals row: the badge the report folder holds for the game
            badge = path.parent / f"badge-{g['game']}.json"
            if badge.is_file():
                assert escape(json.loads(badge.read_text(encoding="utf-8"))["message"]) in page
    wrong = cells["KF-AUC-2"]
    assert "st-pass" in wrong[0] and "st-fail" in wrong[1]
    assert re.search(r'<tr class="row disagree" id="KF-AUC-2">', page)
    assert '<a href="kuhhandel-festival.html#KF-AUC-2">KF-AUC-2</a>' in page


@pytest.mark.slow
def test_the_cells_are_compares_cells(reports):
    cmp = results.read([str(p) for p in reports])
    site = "".join(results.body(cmp, Links()))
    mine = _cells(site, r'<td class="cell">(.*?)</td>')
    theirs = _cells(compare_html(cmp).replace('id="c-kuhhandel-festival-', 'id="').replace('id="c-kuhno-', 'id="'),
                    r"<td class=id>(.*?)</td>")
    assert mine and mine.keys() == theirs.keys()
    for cid, row in mine.items():
        assert row == theirs[cid], cid


@pytest.mark.slow
def test_a_status_this_kuhspec_does_not_know_is_shown_as_it_is(reports):
    rep = json.loads(reports[0].read_text(encoding="utf-8"))
    odd = copy.deepcopy(rep)
    odd["clauses"][0]["status"] = "mystery"  # a later format's status, say
    odd["implementation"]["hello"]["name"] = "from the future"
    cmp = comparison([str(reports[0]), "future.json"], [rep, odd])
    page = "".join(results.body(cmp, Links()))
    assert '<span class="st st-mystery">? mystery</span>' in page
    assert results.UNKNOWN in page  # in the legend


@pytest.mark.slow
def test_every_string_of_a_report_is_escaped(reports, tmp_path):
    rep = json.loads(reports[0].read_text(encoding="utf-8"))
    rep["implementation"]["hello"]["name"] = "<script>alert(1)</script>"
    rep["clauses"][0]["title"] = "a <b>bold</b> & title"
    rep["clauses"][0]["section_title"] = "<i>section</i>"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(rep), encoding="utf-8")
    assert main(["site", "--out", str(tmp_path / "site"), "--report", str(path)]) == 0
    page = (tmp_path / "site" / "results.html").read_text(encoding="utf-8")
    assert "<script>alert" not in page and "<b>bold" not in page and "<i>section" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "a &lt;b&gt;bold&lt;/b&gt; &amp; title" in page


@pytest.mark.slow
def test_clauses_not_run_are_shown_with_their_look(reports):
    rep = json.loads(reports[0].read_text(encoding="utf-8"))
    cut = copy.deepcopy(rep)
    cut["clauses"][0]["status"] = "not_run"
    cut["implementation"]["hello"]["name"] = "budget spent"
    cmp = comparison([str(reports[0]), "cut.json"], [rep, cut])
    page = "".join(results.body(cmp, Links()))
    assert '<span class="st st-not_run"' in page and LOOK["not_run"][0] + " not_run" in page
    assert escape(MEANING.get("not_run", LOOK["not_run"][3])) in page  # in the legend
    assert f".st-not_run{{background:{LOOK['not_run'][1]}" in status_css()  # the site's colours are compare's
