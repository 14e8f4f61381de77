"""What report.html and compare.html share: the page CSS, one look per status and the legend.

Every status has its own colour (a colour-blind-safe palette after Okabe and Ito) and,
since colour alone never carries meaning, its own symbol and its word. The pages are
self-contained: no scripts, no fonts or images from elsewhere.
"""

from __future__ import annotations

from html import escape

#: status -> (symbol, background, text colour, what it means)
LOOK: dict[str, tuple[str, str, str, str]] = {
    "pass": ("✓", "#00704f", "#fff", "every step passed"),
    "fail": ("✗", "#b34700", "#fff", "the implementation answered, but wrongly"),
    "error": ("⚠", "#7a3a8c", "#fff", "an error answer, a protocol violation or a suite error"),
    "crash": ("☠", "#111", "#fff", "the implementation process died"),
    "timeout": ("◷", "#e69f00", "#111", "no answer in time"),
    "xfail": ("⚑", "#56b4e9", "#111", "failed, listed as a known failure"),
    "xpass": ("⚐", "#f0e442", "#111", "listed as a known failure, but passed: fails the run"),
    "skip": ("–", "#d0d7de", "#111", "not applicable to the implementation"),
    "not_run": ("⌛", "#fff", "#57606a", "not run: the run's budget ran out before it ended"),
    "untested": ("·", "#fff", "#57606a", "no scenario of the clause ran"),
    "untestable": ("∅", "#fff", "#57606a", "marked untestable in the spec"),
    "absent": ("—", "#fff", "#57606a", "not in this report (not selected)"),
}

SCENARIO_STATUSES = ("pass", "fail", "error", "crash", "timeout", "xfail", "xpass", "skip", "not_run")
CLAUSE_STATUSES = ("pass", "fail", "xfail", "skip", "not_run", "untested", "untestable")


def chip(status: str, text: str | None = None, title: str = "") -> str:
    """A status as symbol and word (or `text`), coloured: class `st st-<status>`."""
    label = status if text is None else text
    tip = f' title="{escape(title)}"' if title else ""
    return f'<span class="st st-{_cls(status)}"{tip}>{symbol(status)} {escape(label)}</span>'


def symbol(status: str) -> str:
    """The symbol of a status (? for one the report does not know)."""
    return LOOK.get(status, ("?",))[0]


def _cls(status: str) -> str:
    return "".join(ch for ch in status if ch.isalnum() or ch == "_") or "unknown"


#: what a status means for a clause, where it differs from a scenario's
CLAUSE_MEANING = {
    "pass": "every applicable scenario of the clause passed",
    "fail": "one of its applicable scenarios did not pass",
    "xfail": "every failure among its scenarios is a known failure",
    "skip": "none of its scenarios applies to the implementation",
    "not_run": "none of its scenarios ran: the run's budget ran out first",
}


def legend(statuses, meaning: dict[str, str] | None = None) -> str:
    """The legend of the given statuses: symbol, word and meaning (`meaning` overrides)."""
    meaning = meaning or {}
    items = "".join(f"<li>{chip(s)} {escape(meaning.get(s, LOOK[s][3]))}</li>" for s in statuses if s in LOOK)
    return f'<ul class="legend">{items}</ul>'


def status_css() -> str:
    out = []
    for status, (_, bg, fg, _m) in LOOK.items():
        border = "#8c959f" if bg == "#fff" else bg
        out.append(f".st-{status}{{background:{bg};color:{fg};border-color:{border}}}")
    out.append(".st-error{border-style:dashed;border-color:#fff;outline:1px solid #7a3a8c}")
    return "".join(out)


CSS = """
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d1d1f;background:#fafafa;
overflow-wrap:anywhere}
header{background:#24292f;color:#fff;padding:14px 20px}header h1{margin:0 0 4px;font-size:20px;overflow-wrap:anywhere}
header .meta{opacity:.85;font-size:13px}main{padding:8px 20px 40px;max-width:1200px}
h2{margin:28px 0 8px;font-size:18px}h3{margin:20px 0 6px;font-size:15px}
.tw{overflow-x:auto;max-width:100%;margin:4px 0 12px}
table{border-collapse:collapse;background:#fff;min-width:100%}
th,td{border:1px solid #d8dee4;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:normal}
th{background:#f3f4f6;font-weight:600}td.num,th.num{text-align:right;white-space:nowrap}
.id,.id code{white-space:nowrap}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px}
.st{display:inline-block;white-space:nowrap;border:1px solid;border-radius:3px;padding:0 6px;font-size:12px;
font-weight:600;line-height:18px}
a.st{text-decoration:none;margin:1px 3px 1px 0}
ul.legend{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12px}
ul.legend li{white-space:normal}
ul.clauses{margin:4px 0 8px;padding-left:18px;font-size:13px}
ul.totals{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:6px 14px}
ul.totals li{white-space:nowrap}
nav.toc{background:#fff;border:1px solid #d8dee4;padding:6px 12px;margin:12px 0}
nav.toc ol{margin:4px 0;padding-left:20px}nav.toc li{margin:1px 0}
pre{background:#f6f8fa;border:1px solid #d8dee4;padding:6px 8px;overflow:auto;max-height:360px;font-size:12px;
white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
pre.wire{white-space:pre;overflow-wrap:normal}
.wire .sent{color:#0550ae}.wire .received{color:#1d1d1f}
.msg{white-space:pre-wrap;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;background:#fff5f0;
border:1px solid #f2c4a8;padding:6px 8px}
.scn{background:#fff;border:1px solid #d8dee4;border-left:5px solid #b34700;margin:12px 0;padding:8px 12px}
.scn.b-error{border-left:5px dashed #7a3a8c}.scn.b-crash{border-left-color:#111}.scn.b-timeout{border-left-color:#e69f00}
.scn.b-xfail{border-left-color:#56b4e9}.scn.b-xpass{border-left-color:#c9b800}
.scn h3{margin:2px 0 6px}ol.steps{margin:4px 0;padding-left:22px}
ol.steps li{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
li.passed{color:#00704f}li.failed{color:#b34700;font-weight:600}li.not_run{color:#6e7781}
.cols{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:8px}.small{font-size:12px;color:#57606a}
details{margin:6px 0}details summary{cursor:pointer;color:#0969da}
details.status>summary{font-weight:600;color:#1d1d1f;padding:4px 0}
.filter{margin:6px 0 10px;font-size:13px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center}
.filter label{white-space:nowrap;cursor:pointer}
@supports not selector(:has(a)){.filter{display:none}}
tr.disagree td{background:#fff3cd}tr.disagree td.mark{font-weight:700}
tr.total td{font-weight:600;background:#f3f4f6}
.note{background:#fff8e1;border:1px solid #e6c200;padding:6px 10px;margin:8px 0}
@media (max-width:700px){main{padding:6px 10px 30px}header{padding:10px 12px}.cols{grid-template-columns:minmax(0,1fr)}
th,td{padding:3px 5px}body{font-size:13.5px}}
""" + status_css()


def page(title: str, header_html: str, body: list[str], extra_css: str = "") -> str:
    """A whole self-contained page."""
    return "".join(page_parts(title, header_html, body, extra_css))


def page_parts(title: str, header_html: str, body: list[str], extra_css: str = "") -> list[str]:
    """The page in the pieces it is made of (a writer writes them one by one, never holding
    the whole text, or its UTF-8, in one piece)."""
    return [
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width,initial-scale=1">',
        f"<title>{escape(title)}</title><style>{CSS}{extra_css}</style></head><body>",
        f"<header><h1>{escape(title)}</h1>{header_html}</header><main>",
        *body,
        "</main></body></html>\n",
    ]


def table(head: list[str] | None, rows: list[str], cls: str = "") -> str:
    """A table in its scroll box: `head` are header cells' html (None: no header row), `rows`
    whole <tr> strings."""
    return "".join(table_parts(head, rows, cls))


def table_parts(head: list[str] | None, rows: list[str], cls: str = "") -> list[str]:
    """The table in pieces: its rows are not copied into one string (page_parts)."""
    c = f' class="{cls}"' if cls else ""
    thead = "<thead><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr></thead>" if head else ""
    return [f'<div class="tw"><table{c}>{thead}<tbody>', *rows, "</tbody></table></div>"]
