// The check vocabulary of kuhspec's exported cases (docs/exported-cases.md), in JavaScript.
// A check reads one answer at a JSON Pointer path (a `*` segment: every item) and tests it.

export const ABSENT = Symbol("absent");
const MAX_SHOWN = 300;

// JSON with sorted keys: the equality of two JSON values
export function key(value) {
  if (value === ABSENT) return "<absent>";
  if (Array.isArray(value)) return "[" + value.map(key).join(",") + "]";
  if (value !== null && typeof value === "object") {
    return "{" + Object.keys(value).sort().map((k) => JSON.stringify(k) + ":" + key(value[k])).join(",") + "}";
  }
  return JSON.stringify(value);
}

export function show(value) {
  const text = value === ABSENT ? "absent" : key(value);
  return text.length <= MAX_SHOWN ? text : text.slice(0, MAX_SHOWN) + "...";
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isNumber = (v) => typeof v === "number";

function step(node, part) {
  if (isObject(node)) return Object.prototype.hasOwnProperty.call(node, part) ? node[part] : ABSENT;
  if (Array.isArray(node) && /^\d+$/.test(part) && Number(part) < node.length) return node[Number(part)];
  return ABSENT;
}

export function matches(item, where) {
  if (!isObject(item)) return false;
  for (const [m, v] of Object.entries(where.eq || {})) if (!(m in item) || key(item[m]) !== key(v)) return false;
  for (const [m, v] of Object.entries(where.ne || {})) if (m in item && key(item[m]) === key(v)) return false;
  for (const m of where.has || []) if (!(m in item)) return false;
  for (const m of where.lacks || []) if (m in item) return false;
  for (const [m, v] of Object.entries(where.same_items || {})) {
    const got = Array.isArray(item[m]) ? item[m] : [];
    if (key(got.map(key).sort()) !== key(v.map(key).sort())) return false;
  }
  return true;
}

function hits(doc, pointer, where) {
  const parts = pointer ? pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~")) : [];
  let nodes = [doc];
  let starred = false;
  for (const part of parts) {
    const out = [];
    for (const node of nodes) {
      if (part === "*") {
        let items = isObject(node) ? Object.values(node) : Array.isArray(node) ? node : [];
        if (where && !starred) items = items.filter((i) => matches(i, where));
        out.push(...items);
      } else {
        const next = step(node, part);
        if (next !== ABSENT) out.push(next);
      }
    }
    nodes = out;
    starred = starred || part === "*";
  }
  return [starred, nodes];
}

export function select(doc, path, where = null, flat = false) {
  let nodes;
  if (typeof path === "string") {
    const [starred, found] = hits(doc, path, where);
    if (!starred) return found.length ? found[0] : ABSENT;
    nodes = found;
  } else {
    nodes = path.flatMap((p) => hits(doc, p, where)[1]);
  }
  return flat ? nodes.flatMap((n) => (Array.isArray(n) ? n : [n])) : nodes;
}

function formula(doc, terms) {
  let total = 0;
  for (const [factor, ...pointers] of terms) {
    let product = factor;
    for (const p of pointers) {
      const v = select(doc, p);
      if (!isNumber(v)) return ABSENT;
      product *= v;
    }
    total += product;
  }
  return total;
}

function mentions(value) {
  const out = new Set();
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === "string") out.add(node);
    else if (isObject(node)) { Object.keys(node).forEach((k) => out.add(k)); stack.push(...Object.values(node)); }
    else if (Array.isArray(node)) stack.push(...node);
  }
  return out;
}

const sum = (items) => (Array.isArray(items) && items.every(isNumber) ? items.reduce((a, b) => a + b, 0) : ABSENT);
const falsy = (v) => v === ABSENT || v === null || v === false || v === 0 || v === "" ||
  (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);
const keys = (list) => new Set(list.map(key));
const sortedKeys = (list) => key(list.map(key).sort());
const numSort = (list) => [...list].sort((a, b) => a - b);

// A refusal's path as a list of segments (null: unreadable): a JSON Pointer ("/a/0") or the
// dotted form ("$.a[0]", "$['a b']"), as kuhspec.law.agree.path_segments reads them.
export function pathSegments(path) {
  if (typeof path !== "string") return null;
  if (path === "" || path === "$") return [];
  if (path.startsWith("/")) return path.slice(1).split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (!path.startsWith("$")) return null;
  const out = [];
  const part = /^(?:\.([^.[\]]+)|\[(\d+)\]|\[['"]([^'"]*)['"]\])/;
  let rest = path.slice(1);
  while (rest) {
    const m = part.exec(rest);
    if (!m) return null;
    out.push(m[1] ?? m[2] ?? m[3]);
    rest = rest.slice(m[0].length);
  }
  return out;
}
// Whether a refusal's path names one of the faulty places, or a place inside one
// (kuhspec.law.agree.names_place).
const namesOne = (g, w) => {
  const got = pathSegments(g);
  return got !== null && w.some((p) => {
    const want = pathSegments(p);
    return want !== null && key(got.slice(0, want.length)) === key(want);
  });
};

export const OPS = {
  equals: [(g, w) => g !== ABSENT && key(g) === key(w), "equal to"],
  not_equals: [(g, w) => g !== ABSENT && key(g) !== key(w), "other than"],
  one_of: [(g, w) => g !== ABSENT && keys(w).has(key(g)), "one of"],
  same_items: [(g, w) => Array.isArray(g) && sortedKeys(g) === sortedKeys(w), "the items (any order)"],
  same_set: [(g, w) => Array.isArray(g) && key([...keys(g)].sort()) === key([...keys(w)].sort()), "the set"],
  contains: [(g, w) => Array.isArray(g) && w.every((x) => keys(g).has(key(x))), "a list holding"],
  lacks: [(g, w) => Array.isArray(g) && !w.some((x) => keys(g).has(key(x))), "a list holding none of"],
  length: [(g, w) => (Array.isArray(g) ? g.length : isObject(g) ? Object.keys(g).length : -1) === w, "of length"],
  empty: [(g) => falsy(g), "empty"],
  not_empty: [(g) => !falsy(g), "not empty"],
  absent: [(g) => g === ABSENT, "absent"],
  present: [(g) => g !== ABSENT, "present"],
  ascending: [(g) => Array.isArray(g) && g.every(isNumber) && key(g) === key(numSort(g)), "ascending"],
  sum: [(g, w) => sum(g) !== ABSENT && sum(g) === w, "a list adding up to"],
  sums: [(g, w) => Array.isArray(g) && g.every((x) => sum(x) !== ABSENT) &&
    key(numSort([...new Set(g.map(sum))])) === key(numSort([...new Set(w)])), "lists whose totals are"],
  mentions_all: [(g, w) => g !== ABSENT && w.every((s) => mentions(g).has(s)), "mentioning every one of"],
  mentions_none: [(g, w) => g !== ABSENT && !w.some((s) => mentions(g).has(s)), "mentioning none of"],
  path_one_of: [(g, w) => g !== ABSENT && namesOne(g, w), "a path naming (a place inside) one of"],
};
export const NO_VALUE = new Set(["empty", "not_empty", "absent", "present", "ascending"]);

export class CheckFailure extends Error {
  constructor(message, status = "fail") { super(message); this.status = status; }
}

export function expected(check, answerOf) {
  const src = check.from;
  if (!src) return check.value;
  const doc = answerOf(src.answer);
  if (src.formula) return formula(doc, src.formula);
  return select(doc, src.path || "", null, src.flat || false);
}

function adjusted(check, doc) {
  let got = select(doc, check.path || "", check.where || null, check.flat || false);
  if ("default" in check && (got === ABSENT || got === null)) got = check.default;
  if (check.only && Array.isArray(got)) { const keep = keys(check.only); got = got.filter((x) => keep.has(key(x))); }
  if (check.map && Array.isArray(got)) {
    const missing = [];
    const mapped = (x) => Array.isArray(x) ? x.map(mapped)
      : (typeof x === "string" && Object.prototype.hasOwnProperty.call(check.map, x)) ? check.map[x] : (missing.push(x), x);
    got = mapped(got);
    if (missing.length) return [got, `${show(missing)} not in the check's map`];
  }
  return [got, null];
}

const whereText = (check) => (Array.isArray(check.path) ? check.path.join(" + ") : check.path || "the answer") +
  (check.where ? ` where ${show(check.where)}` : "");

// Throws CheckFailure when the check does not hold. `schemas` gives normalise(name, value)
// and problem(name, value) for the schema ops.
export function evaluate(check, answerOf, schemas) {
  const { op } = check;
  const doc = answerOf(check.answer);
  const because = check.because ? ` (${check.because})` : "";
  if (op === "schema") {
    const got = select(doc, check.path || "");
    const values = (check.path || "").includes("*") ? got : [got];
    for (const v of values) {
      const problem = v === ABSENT ? "absent" : schemas.problem(check.schema, v);
      if (problem) throw new CheckFailure(`protocol violation: ${whereText(check)} does not match ${check.schema}: ${problem}`, "error");
    }
    return;
  }
  if (op === "same_state") {
    const a = schemas.normalise(check.schema, expected(check, answerOf));
    const b = schemas.normalise(check.schema, select(doc, check.path || ""));
    if (key(a) !== key(b)) throw new CheckFailure(`${whereText(check)}${because}: the state changed: ${show(b)}`);
    return;
  }
  if (!(op in OPS)) throw new CheckFailure(`unknown check op ${op}`, "error");
  const [test, says] = OPS[op];
  const [got, problem] = adjusted(check, doc);
  const want = NO_VALUE.has(op) ? null : expected(check, answerOf);
  if (problem || !test(got, want)) {
    const what = NO_VALUE.has(op) ? says : `${says} ${show(want)}`;
    throw new CheckFailure(`${whereText(check)}${because}: expected ${what}, got ${show(got)}${problem ? ` (${problem})` : ""}`);
  }
}
