// legal() entries read as templates (spec/protocol.md, "Legal actions and templates"): the
// annotations of the game's legal schema say which members are free, ranges, choices or
// growing lists, optional members an action may leave out or add, sample members (one
// list of many of that length), external members (supplied from outside the game) and
// x-unlisted (a pointer into the state after an accepted action: a non-empty list there
// marks a mistake left open to challenge, which legal() rightly does not list).
// probes(): the concrete actions that try an entry; covers(): whether an entry stands for
// an action; external(): whether an action is no player's choice.
import { key } from "./checks.mjs";

export class Templates {
  constructor(schema) {
    this.player = schema["x-player"] || "player";
    this.kind = schema["x-kind"] || "type";
    this.templates = schema["x-templates"] || {};
    this.unordered = new Set(schema["x-unordered"] || []);
    this.unlisted = typeof schema["x-unlisted"] === "string" ? schema["x-unlisted"] : null;
    this.copies = Object.fromEntries(Object.entries(schema["x-interchangeable"] || {}).map(([m, p]) => [m, new RegExp(p)]));
  }

  item(member, x, loose) {
    const pattern = loose ? this.copies[member] : undefined;
    const m = pattern && typeof x === "string" ? pattern.exec(x) : null;
    return m ? m[1] : key(x);
  }

  same(member, a, b, loose = false) {
    if (this.unordered.has(member) && Array.isArray(a) && Array.isArray(b)) {
      return key(a.map((x) => this.item(member, x, loose)).sort()) === key(b.map((x) => this.item(member, x, loose)).sort());
    }
    return key(a) === key(b);
  }

  choices(spec, entry, state) {
    const out = {};
    for (const [member, c] of Object.entries(spec.choose || {})) {
      if (c.count in entry && !(member in entry) && state && typeof state === "object") {
        let node = state;
        for (let part of (c.from || "").replace(/^\/+|\/+$/g, "").split("/")) {
          part = part.replace("{player}", String(entry[this.player]));
          node = Array.isArray(node) && /^\d+$/.test(part) ? node[Number(part)]
            : node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
        }
        out[member] = [c.count, Array.isArray(node) ? node : []];
      }
    }
    return out;
  }

  probes(entry, state) {
    const spec = this.templates[entry[this.kind]] || {};
    const bounds = new Set();
    for (const r of Object.values(spec.range || {})) for (const b of [r.min, r.max]) if (b) bounds.add(b);
    const choices = this.choices(spec, entry, state);
    for (const [count] of Object.values(choices)) bounds.add(count);
    const base = Object.fromEntries(Object.entries(entry).filter(([k]) => !bounds.has(k)));
    for (const [member, [count, pool]] of Object.entries(choices)) {
      base[member] = Number.isInteger(entry[count]) ? [...pool].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).slice(0, entry[count]) : [];
    }
    for (const [member, value] of Object.entries(spec.free || {})) if (!(member in base)) base[member] = value;
    let out = [base];
    for (const [member, r] of Object.entries(spec.range || {})) {
      if (r.min in entry && !(member in entry)) {
        const ends = [...new Set([entry[r.min], ...(r.max in entry ? [entry[r.max]] : [])])];
        out = out.flatMap((p) => ends.map((end) => ({ ...p, [member]: end })));
      }
    }
    return out;
  }

  external(action) {
    const spec = this.templates[action && action[this.kind]] || {};
    return (spec.external || []).some((m) => m in action);
  }

  covers(entry, action, strict = false, state = null) {
    const isObj = (v) => v && typeof v === "object" && !Array.isArray(v);
    if (!isObj(entry) || !isObj(action) || entry[this.kind] !== action[this.kind]) return false;
    const spec = this.templates[entry[this.kind]] || {};
    let free = new Set(Object.keys(spec.free || {}).filter((m) => !(m in entry)));
    const grow = strict ? new Set() : new Set(spec.grow || []);
    const optional = strict ? new Set() : new Set(spec.optional || []);
    const sample = strict ? new Set() : new Set(spec.sample || []);
    for (const m of optional) free.add(m);
    if (strict) for (const m of free) if (!(m in action) || !this.same(m, spec.free[m], action[m])) return false;
    const ranges = Object.fromEntries(Object.entries(spec.range || {}).filter(([m, r]) => r.min in entry && !(m in entry)));
    const bounds = new Set();
    for (const r of Object.values(ranges)) for (const b of [r.min, r.max]) if (b) bounds.add(b);
    for (const [member, [count, pool]] of Object.entries(this.choices(spec, entry, state))) {
      const chosen = action[member];
      const poolKeys = new Set(pool.map(key));
      if (!Array.isArray(chosen) || chosen.length !== entry[count] || new Set(chosen.map(key)).size !== chosen.length ||
          !chosen.every((x) => poolKeys.has(key(x)))) return false;
      bounds.add(count);
      free = new Set([...free, member]);
    }
    for (const [member, value] of Object.entries(entry)) {
      if (bounds.has(member)) continue;
      if (!(member in action)) {
        if (optional.has(member)) continue;
        return false;
      }
      if (sample.has(member) && Array.isArray(value) && Array.isArray(action[member]) && value.length === action[member].length) continue;
      if (grow.has(member) && Array.isArray(value) && Array.isArray(action[member])) {
        const have = action[member].map((x) => this.item(member, x, true));
        const need = value.map((x) => this.item(member, x, true));
        const count = (list, k) => list.filter((x) => x === k).length;
        if ([...new Set(need)].every((k) => count(have, k) >= count(need, k))) continue;
      }
      if (!this.same(member, value, action[member], !strict)) return false;
    }
    for (const member of Object.keys(action)) if (!(member in entry) && !free.has(member) && !(member in ranges)) return false;
    for (const [member, r] of Object.entries(ranges)) {
      const v = action[member];
      if (!Number.isInteger(v) || v < entry[r.min]) return false;
      if (r.max in entry && v > entry[r.max]) return false;
      if (r.step && (v - entry[r.min]) % r.step) return false;
    }
    return true;
  }
}
