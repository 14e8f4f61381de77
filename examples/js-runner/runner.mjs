#!/usr/bin/env node
// Replays kuhspec's exported cases (kuhspec export DIR) against an implementation command.
//   node runner.mjs DIR --impl "CMD" [--case GLOB] [--timeout SECONDS] [--json]
// No dependencies. See README.md and kuhspec's docs/exported-cases.md.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
import { CheckFailure, evaluate, key, show } from "./checks.mjs";
import { Templates } from "./legal.mjs";
import { NOT_EXPORTED, caseSetting, entriesPlayed, names, pick, played } from "./applicability.mjs";
import { Schemas, normaliseState } from "./schema.mjs";
import { runSecrecy } from "./secrecy.mjs";

class Stop extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

// "python -m kuhspec serve" -> ["python", "-m", "kuhspec", "serve"] (quotes and backslashes as a shell)
function splitCommand(text) {
  const out = []; let cur = ""; let quote = null; let any = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === quote) quote = null; else if (c === "\\" && quote === '"') cur += text[++i]; else cur += c; }
    else if (c === "'" || c === '"') { quote = c; any = true; }
    else if (c === "\\") { cur += text[++i]; any = true; }
    else if (/\s/.test(c)) { if (cur || any) out.push(cur); cur = ""; any = false; }
    else cur += c;
  }
  if (cur || any) out.push(cur);
  return out;
}

class Wire {
  constructor(command, timeout) { this.command = command; this.timeout = timeout; this.proc = null; }

  async start() {
    const [cmd, ...args] = splitCommand(this.command);
    this.proc = spawn(cmd, args, { stdio: ["pipe", "pipe", "ignore"] });
    this.lines = []; this.waiting = null; this.exited = false; this.seq = 0;
    this.proc.on("error", () => { this.exited = true; this.wake(null); });
    this.proc.on("exit", () => { this.exited = true; this.wake(null); });
    createInterface({ input: this.proc.stdout }).on("line", (line) => this.wake(line));
    this.hello = await this.request({ cmd: "hello", protocol: "1.1", client: { name: "kuhspec-js-runner", version: "1" } });
    return this.hello;
  }

  wake(line) {
    if (this.waiting) { const w = this.waiting; this.waiting = null; w(line); } else if (line !== null) this.lines.push(line);
  }

  next() {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    if (this.exited) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.waiting = null; resolve(undefined); }, this.timeout * 1000);
      this.waiting = (line) => { clearTimeout(timer); resolve(line); };
    });
  }

  alive() { return this.proc !== null && !this.exited; }

  async request(message) {
    if (!this.alive()) throw new Stop("crash", `the implementation exited before ${message.cmd}`);
    this.proc.stdin.write(JSON.stringify({ seq: this.seq++, ...message }) + "\n");
    const line = await this.next();
    if (line === undefined) { this.close(); throw new Stop("timeout", `no answer to ${message.cmd} within ${this.timeout}s`); }
    if (line === null) throw new Stop("crash", `the implementation exited instead of answering ${message.cmd}`);
    let answer;
    try { answer = JSON.parse(line); } catch { throw new Stop("error", `the answer to ${message.cmd} is no JSON: ${line.slice(0, 200)}`); }
    if (answer === null || typeof answer !== "object") throw new Stop("error", `the answer to ${message.cmd} is no JSON object`);
    if (answer.unsupported) throw new Stop("unsupported", message.cmd);
    if ("error" in answer) throw new Stop("error", `${message.cmd} answered an error: ${show(answer.error)}`);
    if (!("result" in answer)) throw new Stop("error", `the answer to ${message.cmd} has no result`);
    return answer.result;
  }

  close() { if (this.proc) { try { this.proc.stdin.end(); this.proc.kill(); } catch { /* gone */ } this.exited = true; this.proc = null; } }
}

// -- the legal() probes (kuhspec/harness/legalcheck.py) ---------------------------------------
class LegalCheck {
  constructor(send, templates, sameState, probed) { Object.assign(this, { send, t: templates, sameState, probed }); this.entries = {}; }

  async probe(saved) {
    this.saved = saved; this.entries = {};
    const seats = Array.isArray(saved.players) ? saved.players.map((_, i) => i) : [];
    for (const seat of seats) this.entries[seat] = await this.send({ cmd: "legal", player: seat });
    const k = key(saved);
    if (this.probed.has(k)) return;
    this.probed.add(k);
    const actions = [];
    for (const seat of seats) for (const entry of (Array.isArray(this.entries[seat]) ? this.entries[seat] : [])) {
      if (entry && typeof entry === "object") for (const action of this.t.probes(entry, saved)) actions.push([seat, entry, action]);
    }
    if (!actions.length) return;
    let changed = false;
    for (const [seat, entry, action] of actions.slice(0, 400)) {
      const answer = await this.send({ cmd: "act", action });
      if ("rejection" in answer) {
        await this.restore(saved, changed);
        throw new CheckFailure(`legal(${seat}) is not sound: it lists ${show(entry)}, but act() rejects ${show(action)} with ${answer.rejection.code}`);
      }
      changed = true;
      await this.send({ cmd: "load", state: saved });
    }
    await this.restore(saved, changed);
  }

  async restore(saved, changed) {
    if (changed) await this.send({ cmd: "load", state: saved });
    if (!this.sameState(saved, await this.send({ cmd: "state" }))) {
      throw new CheckFailure("load() of the saved position did not restore it after probing legal()");
    }
  }

  covered(action, strict) {
    const entries = this.entries[action && action[this.t.player]];
    if (!Array.isArray(entries) || this.t.external(action)) return null;
    return entries.some((e) => this.t.covers(e, action, strict, this.saved));
  }

  async unlistedMistake() {
    if (this.t.unlisted === null) return false;
    let node = await this.send({ cmd: "state" });
    for (const part of this.t.unlisted.replace(/^\/+|\/+$/g, "").split("/")) {
      node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
    }
    return Array.isArray(node) && node.length > 0;
  }

  async after(action, answer) {
    let listed = this.covered(action, false);
    if (listed === null) return;
    if ("rejection" in answer) listed = this.covered(action, true);
    if ("events" in answer && !listed && (await this.unlistedMistake())) return;
    if ("events" in answer && !listed) throw new CheckFailure(`legal() is not complete: act() accepted ${show(action)}, which it did not list`);
    if ("rejection" in answer && listed) throw new CheckFailure(`legal() is not sound: it covers ${show(action)}, which act() rejected`);
  }
}

async function runCase(c, wire, schemas, index) {
  const hello = wire.hello || {};
  const caps = new Set(names(hello.capabilities) || []);
  const sets = index.games[c.game].state_sets;
  const stateSchemas = { normalise: (name, v) => normaliseState(v, sets), problem: (name, v) => schemas.problem(name, v) };
  const KIND = { state: "state", view: "view", score: "score", legal: "legal" };
  const send = async (message) => {  // the answer without the members its game's schema does not know
    const answer = await wire.request(message);
    const kind = schemas.docs[`${c.game}/${KIND[message.cmd]}`];
    if (kind) return schemas.prune(kind, answer);
    const events = schemas.docs[`${c.game}/event`];
    if (message.cmd === "act" && events && Array.isArray(answer.events)) {
      return { ...answer, events: answer.events.map((e) => schemas.prune(events, e)) };
    }
    return answer;
  };
  const legal = schemas.docs[`${c.game}/legal`];
  const sameState = (a, b) => key(normaliseState(a, sets)) === key(normaliseState(b, sets));
  const answers = new Map(); const probes = new Map(); const probed = new Set();
  const setting = caseSetting(c, hello); const stop = entriesPlayed(c, setting);
  const notes = [];
  try {
    for (let n = 0; n < stop; n++) {
      const entry = c.program[n];
      if (!(entry.needs || []).every((need) => caps.has(need))) continue;
      if (entry.send) answers.set(n, await send(entry.send));
      else if (entry.probe_legal) {
        const check = new LegalCheck(send, new Templates(legal), sameState, probed);
        await check.probe(answers.get(entry.probe_legal.state));
        probes.set(n, check);
      } else if (entry.secrecy) notes.push(...(await runSecrecy(entry.secrecy, (message) => wire.request(message))));
      else if (entry.check.op === "legal_covers") await probes.get(entry.check.probe).after(entry.check.value, answers.get(entry.check.answer));
      else evaluate(entry.check, (i) => answers.get(i), stateSchemas);
    }
  } catch (e) {
    if (e instanceof Stop && e.status === "unsupported") {
      return caps.has(e.message) ? ["error", `declared capability ${e.message} answered as unsupported`]
        : ["skip", `not applicable: implementation does not support ${e.message} (not declared)`];
    }
    if (e instanceof Stop || e instanceof CheckFailure) return [e.status, e.message];
    throw new Fault(`the case cannot be run (${e.name}: ${e.message})`);
  }
  const plays = played(setting, c.choices);  // conform ends the scenario at a deal that finds no variant
  if (plays.length && plays[plays.length - 1] === null) return ["skip", `not applicable: ${setting.noVariant(c.choices[plays.length - 1].players)}`];
  return ["pass", notes.join("; ")];
}

// -- reading the export: a fault names its file -------------------------------------------------
class Fault extends Error {}

function readJson(path, what) {
  let text;
  try { text = readFileSync(path, "utf8"); } catch (e) { throw new Fault(`${path}: cannot read ${what}: ${e.code || e.message}`); }
  try { return JSON.parse(text); } catch (e) { throw new Fault(`${path}: ${what} is not JSON: ${e.message}`); }
}

// What a runner reads of a case, and its JSON type (kuhspec/export/reading.py CASE_MEMBERS).
const CASE_MEMBERS = { id: "string", game: "string", edition: "string", editions: "array", variants: "array",
  players: "object", choices: "array", rulings: "array", needs: "array", program: "array" };
const typeOf = (v) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);

function readCase(root, file) {
  const path = join(root, file);
  const c = readJson(path, "the case");
  if (typeOf(c) !== "object") throw new Fault(`${path}: the case is not a JSON object`);
  let wrong = Object.entries(CASE_MEMBERS).filter(([k, t]) => typeOf(c[k]) !== t).map(([k, t]) => `${k} (${t})`);
  if (!wrong.length && !c.variants.every((v) => Array.isArray(c.players[v]) && c.players[v].length === 2)) {
    wrong = ["players (a [min, max] for each of the variants)"];
  }
  if (wrong.length) throw new Fault(`${path}: not a case: missing or wrong ${wrong.join(", ")}`);
  return c;
}

function unexportedReason(index, id, reason) {
  const u = (index.unexported || []).find((x) => x && x.id === id);
  if (u) return `${reason}; the reference does not pass it in ${u.edition}/${(u.variants || []).join(", ")} (${u.status}), so the export holds no case for it: conform would play it`;
  return `${reason}; re-export without --preferred-only to replay it as conform would`;
}

function readSchemas(root) {
  const docs = {};
  const walk = (dir) => readdirSync(dir).forEach((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".schema.json")) docs[relative(join(root, "schemas"), p).replace(/\\/g, "/").slice(0, -".schema.json".length)] = readJson(p, "the schema");
  });
  try { walk(join(root, "schemas")); } catch (e) {
    if (e instanceof Fault) throw e;
    throw new Fault(`${join(root, "schemas")}: cannot read the schemas: ${e.code || e.message}`);
  }
  return new Schemas(docs);
}

const glob = (pattern) => new RegExp("^" + pattern.replace(/[.+^${}()|\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".") + "$");

async function main(argv) {
  const args = { case: "*", timeout: 10, json: false };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--impl") args.impl = argv[++i];
    else if (argv[i] === "--case") args.case = argv[++i];
    else if (argv[i] === "--timeout") args.timeout = Number(argv[++i]);
    else if (argv[i] === "--json") args.json = true;
    else rest.push(argv[i]);
  }
  if (rest.length !== 1 || !args.impl || !(args.timeout > 0)) {
    console.error('usage: node runner.mjs DIR --impl "CMD" [--case GLOB] [--timeout SECONDS] [--json]');
    return 2;
  }
  const root = rest[0];
  let index; let schemas;
  try {
    index = readJson(join(root, "index.json"), "the index");
    if (typeOf(index) !== "object" || !Array.isArray(index.cases) || !index.cases.every((e) => e && typeof e.id === "string" && typeof e.file === "string")) {
      throw new Fault(`${join(root, "index.json")}: not an export index (cases must list {id, file, ...}); write one with kuhspec export ${root}`);
    }
    schemas = readSchemas(root);
  } catch (e) {
    if (!(e instanceof Fault)) throw e;
    console.error(`runner: ${e.message}`);
    return 2;
  }
  const wire = new Wire(args.impl, args.timeout);
  const results = {}; const counts = {}; const started = Date.now();
  const match = glob(args.case);
  const byId = new Map(); // a scenario's cases: its preferred setting first, then its others (--all-settings)
  for (const entry of index.cases) if (match.test(entry.id)) byId.set(entry.id, [...(byId.get(entry.id) || []), entry.file]);
  for (const [id, files] of byId) {
    let result;
    if (!wire.alive()) {
      try { await wire.start(); } catch (e) { result = [e.status || "error", `handshake failed: ${e.message}`]; }
    }
    if (!result) {
      try {
        const [chosen, reason] = pick(files.map((f) => readCase(root, f)), wire.hello || {});
        if (reason === null) {
          try { result = await runCase(chosen, wire, schemas, index); } catch (e) {
            throw new Fault(`${join(root, files[0])}: ${e instanceof Fault ? e.message : `the case cannot be run (${e.name}: ${e.message})`}`);
          }
        } else if (reason.startsWith(NOT_EXPORTED)) result = ["unexported", unexportedReason(index, id, reason)];
        else result = ["skip", `not applicable: ${reason}`];
      } catch (e) {
        if (!(e instanceof Fault)) throw e;
        result = ["error", e.message];
      }
    }
    results[id] = result;
    counts[result[0]] = (counts[result[0]] || 0) + 1;
    if (!args.json) console.log(`${result[0].padEnd(8)} ${id}${result[1] ? "  " + result[1].split("\n")[0].slice(0, 160) : ""}`);
  }
  wire.close();
  if (args.json) console.log(JSON.stringify(results, null, 1));
  const summary = Object.entries(counts).sort().map(([s, n]) => `${n} ${s}`).join(", ");
  console.error(`${Object.keys(results).length} cases: ${summary} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  if (counts.unexported) {
    console.error(`runner: ${counts.unexported} scenario(s) not replayed: the export holds no case for the setting conform would play them in (see their messages)`);
  }
  return Object.values(results).every(([s]) => ["pass", "skip", "unexported"].includes(s)) ? 0 : 1;
}

// exitCode, not exit(): exit() would cut off output still on its way down a pipe (a long --json)
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
