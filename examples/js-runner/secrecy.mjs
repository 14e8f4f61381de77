// The secrecy entry of kuhspec's exported cases (docs/exported-cases.md, "Secrecy"): the twin
// positions of a scenario's last position, whose views must be the position's. A transcription
// of kuhspec/law/secrecy.py (the rule of comparison and its messages) and of `run` in
// kuhspec/export/secrecy.py, held to the Python by tests/harness/test_export_secrecy.py.
import { CheckFailure, key } from "./checks.mjs";

const LIMIT = 20; // differences of a twin's view looked at
const NOISE_LIMIT = 100; // differences of the position's view asked again
const SHOWN = 3; // members named in a message
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const structured = (v) => v !== null && typeof v === "object";
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

// Python's json.dumps(value, sort_keys=True): ", " and ": " (or compact), non-ASCII escaped
function pyJson(value, compact = false) {
  const [comma, colon] = compact ? [",", ":"] : [", ", ": "];
  if (Array.isArray(value)) return "[" + value.map((v) => pyJson(v, compact)).join(comma) + "]";
  if (isObject(value)) {
    return "{" + Object.keys(value).sort().map((k) => pyJson(k) + colon + pyJson(value[k], compact)).join(comma) + "}";
  }
  if (typeof value === "string") {
    return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
  }
  return JSON.stringify(value === undefined ? null : value);
}

// kuhspec.wire.protocol.short
function short(value, limit = 200) {
  const text = (typeof value === "string" ? value : pyJson(value)).replace(/\n/g, "\\n");
  return text.length <= limit ? text : text.slice(0, limit) + `... (${text.length} chars)`;
}

// kuhspec.harness.recording.clip: a value whose JSON is long, as the start of its JSON
function clip(value, limit = 500) {
  if (typeof value === "string" && value.length <= limit) return value;
  const text = pyJson(value);
  return text.length <= limit ? value : text.slice(0, limit) + `... (cut at ${limit} of ${text.length} characters)`;
}

// kuhspec.harness.results.json_diff: [{path, expected, actual}], at most `limit` (then a "cut" entry)
export function jsonDiff(expected, actual, limit) {
  const out = [];
  const add = (d) => {
    if (out.length < limit) {
      out.push(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, k === "expected" || k === "actual" ? clip(v) : v])));
    } else if (out.length === limit) out.push({ path: "/", cut: `more than ${limit} differences; the rest are not listed` });
  };
  const walk = (e, a, p) => {
    if (out.length > limit) return;
    if (isObject(e) && isObject(a)) {
      for (const k of [...new Set([...Object.keys(e), ...Object.keys(a)])].sort()) {
        const sub = `${p}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (!has(a, k)) add({ path: sub, expected: e[k], missing: "actual" });
        else if (!has(e, k)) add({ path: sub, actual: a[k], missing: "expected" });
        else walk(e[k], a[k], sub);
      }
    } else if (Array.isArray(e) && Array.isArray(a) && e.length === a.length) {
      e.forEach((x, i) => walk(x, a[i], `${p}/${i}`));
    } else if (structured(e) || structured(a) || e !== a) { // what is left of two lists or objects differs
      add({ path: p || "/", expected: e, actual: a });
    }
  };
  walk(expected, actual, "");
  return out;
}

function step(node, part) {
  if (isObject(node)) return has(node, part) ? node[part] : null;
  if (Array.isArray(node) && /^\d+$/.test(part) && Number(part) < node.length) return node[Number(part)];
  return null;
}

// kuhspec.law.secrecy.sort_sets: the lists at `pointers` sorted by their items' JSON text
export function sortSets(view, pointers) {
  const out = structuredClone(view);
  const order = (a, b) => { const x = pyJson(a, true); const y = pyJson(b, true); return x < y ? -1 : x > y ? 1 : 0; };
  for (const pointer of pointers) {
    const parts = pointer ? pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~")) : [];
    if (!parts.length) continue;
    let node = out;
    for (const part of parts.slice(0, -1)) node = step(node, part);
    const last = parts[parts.length - 1];
    const target = step(node, last);
    if (Array.isArray(target)) node[Array.isArray(node) ? Number(last) : last] = [...target].sort(order);
  }
  return out;
}

export const differences = (base, seen) => (key(base) === key(seen) ? [] : jsonDiff(base, seen, LIMIT));

export function leaks(diff, base, again) {
  const noise = new Set(jsonDiff(base, again, NOISE_LIMIT).map((d) => d.path));
  return diff.filter((d) => ![...noise].some((p) => d.path === p || d.path.startsWith(p + "/")));
}

export function members(diff) {
  const shown = diff.slice(0, SHOWN).map((d) => `${d.path}: ${short(has(d, "expected") ? d.expected : "missing", 80)} -> ${short(has(d, "actual") ? d.actual : "missing", 80)}`);
  return shown.join("; ") + (diff.length > SHOWN ? ` (and ${diff.length - SHOWN} more)` : "");
}

export function leakMessage(clause, viewer, seat, changed, diff, why = "") {
  return `secrecy (${clause}): view(${viewer}) depends on what ${seat} may not see. A twin of the scenario's `
    + `last position, which differs only in ${changed}, gives another view(${viewer}) at ${members(diff)}${why}`;
}

export const twinRefused = (changed, why) => `secrecy not proven: the implementation refuses a twin position (only ${changed} changed): ${why}`;
export const reloadRefused = (why) => ` (the position itself, loaded back to tell noise from a leak, was refused: ${why})`;

// kuhspec.harness.secrecy.load_refused: why a load answer is no acceptance (null: accepted)
function loadRefused(answer) {
  if (isObject(answer) && answer.ok === true) return null;
  const err = isObject(answer) && has(answer, "error") ? answer.error : null;
  return short(err !== null ? err : answer, 160);
}

// kuhspec.export.secrecy.twin_state: a copy of the position with the values of `replace` at their pointers
export function twinState(position, replace) {
  let out = structuredClone(position);
  for (const [pointer, value] of Object.entries(replace)) {
    const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (!parts.length) { out = structuredClone(value); break; }
    let node = out;
    for (const part of parts.slice(0, -1)) node = node[Array.isArray(node) ? Number(part) : part];
    const last = parts[parts.length - 1];
    node[Array.isArray(node) ? Number(last) : last] = structuredClone(value);
  }
  return out;
}

// kuhspec.export.secrecy.run: play a secrecy entry; the notes, or a CheckFailure on a leak
export async function runSecrecy(entry, request) {
  const { viewer, position, sets } = entry;
  const view = { cmd: "view", player: viewer };
  let refused = loadRefused(await request({ cmd: "load", state: position }));
  if (refused) return [`secrecy not checked: the implementation refuses the scenario's last position: ${refused}`];
  const live = await request(view);
  const notes = [];
  for (const twin of entry.twins) {
    refused = loadRefused(await request({ cmd: "load", state: twinState(position, twin.replace) }));
    if (refused) { notes.push(twinRefused(twin.changed, refused)); continue; }
    const raw = await request(view);
    if (key(raw) === key(live)) continue;
    const base = sortSets(live, sets); const seen = sortSets(raw, sets);
    let diff = differences(base, seen); let why = "";
    if (diff.length) {
      refused = loadRefused(await request({ cmd: "load", state: position }));
      if (refused) why = reloadRefused(refused);
      else diff = leaks(diff, base, sortSets(await request(view), sets));
    }
    if (diff.length) throw new CheckFailure(leakMessage(entry.clause, viewer, entry.seat, twin.changed, diff, why));
  }
  return notes;
}
