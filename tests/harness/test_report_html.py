"""report.html: its parts on a real failing run over the wire, the wire lines it shows and
their bounds, its size budget, and escaping of everything a hostile implementation sends."""

from __future__ import annotations

import json
import re

import pytest

from kuhspec.harness.report import html_page
from kuhspec.harness.report.html_scenarios import DETAILS_BUDGET
from kuhspec.harness.report.style import LOOK, SCENARIO_STATUSES
from kuhspec.wire.client import WIRE_KEEP, WIRE_LINE_CHARS, WIRE_PER_CALL, SubprocessImplementation


def _css_of(page: str, cls: str) -> str:
    m = re.search(r"\.%s\{([^}]*)\}" % re.escape(cls), page)
    assert m, cls
    return m.group(1)


@pytest.mark.slow
def test_parts_of_a_failing_run(real_failing_report):
    folder = real_failing_report  # a mutant over the wire
    rep = json.loads((folder / "report.json").read_text())
    page = (folder / "report.html").read_text()
    bad = [s for s in rep["scenarios"] if s["status"] == "fail"]
    assert bad and all(s.get("calls") for s in bad)
    # the wire lines of the last calls, as sent: the request and the answer lines, escaped
    wire = [line for c in bad[0]["calls"] for line in c["wire"]]
    assert {w["dir"] for w in wire} == {"sent", "received"}
    assert all(json.loads(w["line"])["seq"] >= 0 for w in wire if "(cut at" not in w["line"])
    last = wire[-1]["line"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    assert f"← {last.replace(chr(39), '&#x27;')}" in page and '<pre class="wire">' in page
    # a table of contents, a legend of every status, each with its own colour and symbol
    assert '<nav class="toc">' in page and 'href="#failures"' in page and 'id="legend"' in page
    backgrounds = {s: _css_of(page, f"st-{s}") for s in SCENARIO_STATUSES}
    assert len({re.search(r"background:([^;]+)", b).group(1) for b in backgrounds.values()}) == len(SCENARIO_STATUSES)
    assert len({LOOK[s][0] for s in SCENARIO_STATUSES}) == len(SCENARIO_STATUSES)
    for s in SCENARIO_STATUSES:
        assert f'<span class="st st-{s}">{LOOK[s][0]} {s}</span>' in page  # never colour alone
    assert "white-space:nowrap" in _css_of(page, "id,.id code")
    # the hello as tables, not JSON
    hello = rep["implementation"]["hello"]
    for gid, decl in hello["games"].items():
        assert f"<tr><td class=id><code>{gid}</code></td>" in page
        for rid in decl["rulings"]:
            assert f"<tr><td class=id><code>{rid}</code></td>" in page
    assert '{"kuhhandel-festival"' not in page and "&quot;editions&quot;" not in page
    # the filter by status: radios with :has() (hidden without it), a <details> per status
    assert 'id="f-fail"' in page and "body:has(#f-fail:checked) tr.c:not(.c-fail){display:none}" in page
    assert "@supports not selector(:has(a)){.filter{display:none}}" in page
    assert '<details class="status" id="st-fail" open>' in page and '<details class="status" id="st-pass">' in page
    assert '<meta name="viewport"' in page and "<script" not in page


def test_wire_lines_are_kept_bounded():
    impl = SubprocessImplementation(["true"])  # not started: only its wire memory is used
    impl._keep_line("sent", b'{"seq":0,"cmd":"state"}\n')
    impl._keep_line("received", b"\xff\xfe not utf-8 \n")
    impl._keep_line("received", b"x" * (1 << 20))
    sent, odd, big = impl.wire_since(0, limit=3)
    assert sent == {"dir": "sent", "line": '{"seq":0,"cmd":"state"}'}
    assert odd["line"] == "\\xff\\xfe not utf-8 "
    assert len(big["line"]) < WIRE_LINE_CHARS + 80 and f"(cut at {WIRE_LINE_CHARS} characters of {1 << 20} bytes)" in big["line"]
    for n in range(3 * WIRE_KEEP):
        impl._keep_line("sent", b"%d" % n)
    assert len(impl.wire_since(0)) == WIRE_PER_CALL  # a call keeps its last few lines only
    assert len(impl.wire) == WIRE_KEEP and impl.wire_since(impl.wire_count - 2) == [
        {"dir": "sent", "line": str(3 * WIRE_KEEP - 2)}, {"dir": "sent", "line": str(3 * WIRE_KEEP - 1)}]


def _report(scenarios: list[dict], hello: dict) -> dict:
    return {
        "implementation": {"hello": hello, "label": "x", "command": "x", "handshake_error": None},
        "suite": {"version": "0", "commit": None}, "ok": False, "verdict": "fail", "partial": [], "generated": "now",
        "run": {"duration": 0.0},
        "totals": {s: 0 for s in ("scenarios", "pass", "fail", "skip", "xfail", "xpass", "error", "crash", "timeout",
                                  "not_run")} | {"fail": len(scenarios), "scenarios": len(scenarios)},
        "games": [], "clauses": [], "scenarios": scenarios, "collection_errors": [], "suite_problems": [],
    }


def _scenario(i: int, text: str, wire_chars: int = 100) -> dict:
    wire = [{"dir": "sent", "line": text + "s" * wire_chars}, {"dir": "received", "line": text + "r" * wire_chars}]
    return {"id": f"X-{i}{text}", "title": text, "feature": text, "line": 1, "clauses": [text], "rulings": [text],
            "status": "fail", "message": text, "duration": 0.0, "expected": text, "actual": {"k": text},
            "diff": [{"path": text, "expected": text, "actual": text}],
            "steps": [{"keyword": "When", "text": text, "line": 2, "status": "failed", "docstring": text}],
            "calls": [{"n": n, "call": "act", "arg": text, "result": text, "wire": wire} for n in range(8)],
            "stderr": text, "expectation": {"status": "fail", "reason": text, "issue": text}}


def test_hostile_strings_are_escaped_everywhere():
    hostile = "</pre></details><script>alert('x')</script>\"><img src=x onerror=alert(1)>&amp;"
    hello = {"name": hostile, "version": hostile, "homepage": hostile, "capabilities": [hostile],
             "games": {hostile: {"editions": [hostile], "variants": hostile, "rulings": {hostile: [hostile]}}}}
    page = html_page(_report([_scenario(0, hostile)], hello))
    assert "<script" not in page and "<img" not in page and "onerror=alert(1)>" not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&quot;&gt;&lt;img" in page
    assert page.count("<pre") == page.count("</pre>") and page.count("<details") == page.count("</details>")
    assert "&amp;amp;" in page  # an entity in a hostile string stays text


def test_the_page_stays_bounded():
    """However much the implementation printed, the detail blocks fit their budget; the rest
    keep their message and say the details were left out."""
    scenarios = [_scenario(i, "y" * 200, wire_chars=1500) for i in range(700)]
    page = html_page(_report(scenarios, {"name": "big"}))
    assert len(page) < DETAILS_BUDGET + (4 << 20) < 20 << 20
    left_out = page.count("details left out (page size)")
    assert 0 < left_out < 700 and f"The details of {left_out} scenario(s) were left out" in page
    assert all(f'id="s-X-{i}' in page for i in (0, 699))  # every scenario still has its block


def test_the_implementation_table_says_whether_requests_were_sent_ahead():
    wire = html_page(_report([], {"name": "w", "pipeline": True}))
    assert "<tr><th>pipeline</th><td>yes</td></tr>" in wire
    one = html_page(_report([], {"name": "w", "pipeline": "yes"}))  # no boolean: not pipelined
    assert "<tr><th>pipeline</th><td>no: one request at a time</td></tr>" in one
    in_process = _report([], {"name": "r", "pipeline": True})
    in_process["implementation"]["command"] = None
    assert "<th>pipeline</th>" not in html_page(in_process)
