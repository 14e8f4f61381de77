// Does a case apply to a hello, and which of a scenario's cases does it run?
// A transcription of kuhspec's one rule (kuhspec/law/applicability.py: case_not_applicable,
// case_setting, Setting.choose_variant; kuhspec/export/settings.py: played, entries_played,
// not_exported, pick). kuhspec's tests/harness/test_export_agreement.py holds it to the
// Python answers on a table of hellos and cases: change both together.

// A declared list of names, or null for "not restricted".
export const names = (v) => (v === undefined || v === null ? null : typeof v === "string" ? [v]
  : Array.isArray(v) ? v.map(String) : typeof v === "object" ? Object.keys(v) : []);

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function declaredGames(hello) {
  let games = hello.games || {};
  if (Array.isArray(games)) games = Object.fromEntries(games.map((g) => [String(g), {}]));
  if (!isObject(games)) return {};
  return Object.fromEntries(Object.entries(games).map(([k, v]) => [k, isObject(v) ? v : {}]));
}

function declaredRulings(hello, game) {
  const g = declaredGames(hello)[game] || {};
  const rulings = isObject(g.rulings) ? g.rulings : isObject(hello.rulings) ? hello.rulings : {};
  return Object.fromEntries(Object.entries(rulings).map(([k, v]) => [k, names(v) || []]));
}

// The case's editions and variants (in its order) that hello declares (hello null: all).
function declared(c, hello) {
  const games = hello === null ? {} : declaredGames(hello);
  const g = Object.hasOwn(games, c.game) ? games[c.game] : {};
  const ed = names(g.editions); const va = names(g.variants);
  return [c.editions.filter((e) => ed === null || ed.includes(e)), c.variants.filter((v) => va === null || va.includes(v))];
}

// The setting a case runs in: {game, edition, variants, chooseVariant(players, exact), noVariant(players)}, or null.
export function caseSetting(c, hello) {
  const [editions, variants] = declared(c, hello);
  if (!editions.length || !variants.length) return null;
  const variantFor = (n) => variants.find((v) => c.players[v][0] <= n && n <= c.players[v][1]) ?? null;
  return {
    game: c.game, edition: editions[0], editions, variants,
    chooseVariant: (n, exact = true) => variantFor(n) ?? (exact ? null : variants[0]),
    noVariant: (n) => `no declared variant of ${c.game} (${variants.join(", ")}) is for ${n} players`,
  };
}

// Why the case does not apply to the implementation that said hello, or null if it does.
export function caseNotApplicable(c, hello) {
  if (!Object.hasOwn(declaredGames(hello), c.game)) return `game ${c.game} not declared`;
  const [editions, variants] = declared(c, hello);
  if (!editions.length) return `none of the editions ${c.editions.join(", ")} of ${c.game} declared`;
  if (!variants.length) return `none of the variants ${c.variants.join(", ")} of ${c.game} declared`;
  const rulings = declaredRulings(hello, c.game);
  for (const r of c.rulings) {
    if (r.value !== r.defaults[editions[0]] && !(Object.hasOwn(rulings, r.option) ? rulings[r.option] : []).includes(r.value)) {
      return `ruling option ${r.id}=${r.value} (${r.option}: ${r.value}) not declared`;
    }
  }
  const caps = new Set(names(hello.capabilities) || []);
  for (const need of c.needs) if (!caps.has(need)) return `capability ${need} not declared`;
  return null;
}

// The variant the setting deals at each choice, up to the first deal that finds none (null).
export function played(setting, choices) {
  const out = [];
  for (const choice of choices) {
    out.push(setting.chooseVariant(choice.players, choice.exact));
    if (out[out.length - 1] === null) break;
  }
  return out;
}

const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

// How many program entries conform plays in this setting: all, or those before the deal
// where it finds no variant; null: the case is written for another setting.
export function entriesPlayed(c, setting) {
  if (setting.edition !== c.edition) return null;
  const plays = played(setting, c.choices); const recorded = c.choices.map((ch) => ch.variant);
  if (same(plays, recorded)) return c.program.length;
  const n = plays.length;
  if (n && plays[n - 1] === null && same(plays.slice(0, -1), recorded.slice(0, n - 1)) && Number.isInteger(c.choices[n - 1].at)) {
    return c.choices[n - 1].at;
  }
  return null;
}

// Why a case that applies is not the one conform would play (another setting), or null.
export function notExported(c, hello) {
  const setting = caseSetting(c, hello);
  if (setting.edition !== c.edition) return `exported for edition ${c.edition}; this implementation plays it as ${setting.edition}`;
  if (entriesPlayed(c, setting) === null) {
    const show = (vs) => vs.map((v) => v ?? "none").join(", ");
    return `exported for variants ${show(c.choices.map((ch) => ch.variant))}; this implementation plays it as ${show(played(setting, c.choices))}`;
  }
  return null;
}

export const NOT_EXPORTED = "not exported:";

// [the case to run, null] or [the scenario's case, why none runs].
export function pick(cases, hello) {
  const reason = caseNotApplicable(cases[0], hello);
  if (reason) return [cases[0], reason];
  const reasons = cases.map((c) => notExported(c, hello));
  const i = reasons.findIndex((r) => r === null);
  return i >= 0 ? [cases[i], null] : [cases[0], `${NOT_EXPORTED} ${reasons[0]}`];
}
