"""junit.xml: one testsuite per feature file, one testcase per scenario, for CI. A failure's
text quotes the clauses its scenario cites, with their statements."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from kuhspec.harness.report.cited import cited, clause_index


def write_junit(rep: dict, path: Path) -> None:
    index = clause_index(rep)
    suites = ET.Element("testsuites", name="kuhspec conform")
    by_feature: dict[str, list[dict]] = {}
    for s in rep["scenarios"]:
        by_feature.setdefault(s["feature"] or "?", []).append(s)
    tot = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    for feature, scen in by_feature.items():
        suite = ET.SubElement(suites, "testsuite", name=feature)
        n = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
        for s in scen:
            n["tests"] += 1
            n["time"] += s.get("duration", 0.0)
            case = ET.SubElement(
                suite, "testcase",
                classname=feature.removesuffix(".feature").replace("/", "."),
                name=f"{s['id']}: {s['title']}",
                time=f"{s.get('duration', 0.0):.3f}",
                file=feature, line=str(s.get("line", 0)),
            )
            props = ET.SubElement(case, "properties")
            for c in s["clauses"]:
                ET.SubElement(props, "property", name="clause", value=c)
            for rt in s["rulings"]:
                ET.SubElement(props, "property", name="ruling", value=rt)
            status, msg = s["status"], s.get("message", "")
            first = msg.strip().splitlines()[0][:300] if msg.strip() else status
            if status == "fail" or status == "xpass":
                n["failures"] += 1
                el = ET.SubElement(case, "failure", type=status, message=first)
                el.text = _failure_text(s, index)
            elif status in ("error", "crash", "timeout"):
                n["errors"] += 1
                el = ET.SubElement(case, "error", type=status, message=first)
                el.text = _failure_text(s, index)
            elif status in ("skip", "xfail", "not_run"):  # not_run: the message says the budget ran out
                n["skipped"] += 1
                reason = first if status != "xfail" else f"xfail: {(s.get('expectation') or {}).get('reason', '')}"
                ET.SubElement(case, "skipped", message=reason)
            if s.get("stderr"):
                ET.SubElement(case, "system-err").text = s["stderr"]
        for k in ("tests", "failures", "errors", "skipped"):
            suite.set(k, str(n[k]))
            tot[k] += n[k]
        suite.set("time", f"{n['time']:.3f}")
        tot["time"] += n["time"]
    for err in rep["collection_errors"]:
        suite = ET.SubElement(suites, "testsuite", name="collection", tests="1", errors="1", failures="0", skipped="0")
        case = ET.SubElement(suite, "testcase", classname="collection", name=err["where"])
        ET.SubElement(case, "error", type="collection", message="collection failed").text = err["message"]
        tot["tests"] += 1
        tot["errors"] += 1
    for k in ("tests", "failures", "errors", "skipped"):
        suites.set(k, str(tot[k]))
    suites.set("time", f"{tot['time']:.3f}")
    ET.indent(suites)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def _failure_text(s: dict, index: dict[str, dict]) -> str:
    lines = [s.get("message", "")]
    lines += [f"clause {text}" for text in cited(s, index)]
    if s.get("failing_step"):
        fs = s["failing_step"]
        lines.append(f"failing step (line {fs['line']}): {fs['keyword']} {fs['text']}")
    if "expected" in s:
        lines.append("expected: " + json.dumps(s["expected"], sort_keys=True))
        lines.append("actual:   " + json.dumps(s["actual"], sort_keys=True))
    for d in (s.get("diff") or [])[:30]:
        lines.append(f"  {d['path']}: expected {json.dumps(d.get('expected'))}, actual {json.dumps(d.get('actual'))}")
    return "\n".join(x for x in lines if x)
