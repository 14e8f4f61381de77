// A small JSON Schema (2020-12) validator: the keywords kuhspec's schemas use, no more.
// $ref resolves "#/..." within a schema and absolute "<$id>#/..." across the export's schemas.
import { key } from "./checks.mjs";

const TYPES = {
  object: (v) => v !== null && typeof v === "object" && !Array.isArray(v),
  array: Array.isArray,
  string: (v) => typeof v === "string",
  integer: Number.isInteger, // strict: 0.0 parses as 0 in JavaScript, which JSON cannot tell apart
  number: (v) => typeof v === "number",
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
};

export class Schemas {
  constructor(docs) {
    this.docs = docs; // name -> schema document (as in the export's schemas/ folder)
    this.byId = new Map(Object.values(docs).filter((d) => d.$id).map((d) => [d.$id, d]));
  }

  resolve(ref, root) {
    const [base, pointer = ""] = ref.split("#");
    let doc = root;
    if (base) {
      const rootBase = root.$id ? root.$id.slice(0, root.$id.lastIndexOf("/") + 1) : "";
      doc = this.byId.get(base) || this.byId.get(rootBase + base);
      if (!doc) throw new Error(`unresolvable $ref ${ref}`);
    }
    let node = doc;
    for (const part of pointer.split("/").filter(Boolean)) node = node[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    return [node, doc];
  }

  // the first error, as "at /path: message", or null
  errors(schema, value, root = schema, path = "") {
    if (schema === true || schema === undefined) return null;
    if (schema === false) return `at ${path || "/"}: nothing is allowed here`;
    if (schema.$ref) {
      const [target, doc] = this.resolve(schema.$ref, root);
      const e = this.errors(target, value, doc, path);
      if (e) return e;
    }
    const at = path || "/";
    if (schema.type) {
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (!types.some((t) => TYPES[t](value))) return `at ${at}: ${JSON.stringify(value)?.slice(0, 80)} is not of type ${types.join("/")}`;
    }
    if ("const" in schema && key(schema.const) !== key(value)) return `at ${at}: expected ${JSON.stringify(schema.const)}`;
    if (schema.enum && !schema.enum.some((e) => key(e) === key(value))) return `at ${at}: not one of ${JSON.stringify(schema.enum)}`;
    if (typeof value === "number") {
      if (schema.minimum !== undefined && value < schema.minimum) return `at ${at}: below ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum) return `at ${at}: above ${schema.maximum}`;
      if (schema.multipleOf && value % schema.multipleOf !== 0) return `at ${at}: not a multiple of ${schema.multipleOf}`;
    }
    if (typeof value === "string") {
      const n = [...value].length;
      if (schema.minLength !== undefined && n < schema.minLength) return `at ${at}: shorter than ${schema.minLength}`;
      if (schema.maxLength !== undefined && n > schema.maxLength) return `at ${at}: longer than ${schema.maxLength}`;
      if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) return `at ${at}: does not match ${schema.pattern}`;
    }
    if (Array.isArray(value)) {
      if (schema.minItems !== undefined && value.length < schema.minItems) return `at ${at}: fewer than ${schema.minItems} items`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `at ${at}: more than ${schema.maxItems} items`;
      if (schema.uniqueItems && new Set(value.map(key)).size !== value.length) return `at ${at}: items are not unique`;
      const prefix = schema.prefixItems || [];
      for (let i = 0; i < value.length; i++) {
        const sub = i < prefix.length ? prefix[i] : schema.items;
        const e = sub === undefined ? null : this.errors(sub, value[i], root, `${path}/${i}`);
        if (e) return e;
      }
    }
    if (TYPES.object(value)) {
      for (const r of schema.required || []) if (!(r in value)) return `at ${at}: ${JSON.stringify(r)} is required`;
      const props = schema.properties || {};
      for (const [k, v] of Object.entries(value)) {
        if (schema.propertyNames) {
          const e = this.errors(schema.propertyNames, k, root, `${path}/${k}`);
          if (e) return e;
        }
        const sub = k in props ? props[k] : schema.additionalProperties;
        const e = sub === undefined ? null : this.errors(sub, v, root, `${path}/${k}`);
        if (e) return k in props || sub !== false ? e : `at ${at}: unknown member ${JSON.stringify(k)}`;
      }
    }
    for (const sub of schema.allOf || []) { const e = this.errors(sub, value, root, path); if (e) return e; }
    if (schema.anyOf && !schema.anyOf.some((s) => !this.errors(s, value, root, path))) return `at ${at}: matches none of anyOf`;
    if (schema.oneOf && schema.oneOf.filter((s) => !this.errors(s, value, root, path)).length !== 1) return `at ${at}: does not match exactly one of oneOf`;
    if (schema.not && !this.errors(schema.not, value, root, path)) return `at ${at}: matches "not"`;
    if (schema.if !== undefined) {
      const branch = this.errors(schema.if, value, root, path) ? schema.else : schema.then;
      if (branch !== undefined) { const e = this.errors(branch, value, root, path); if (e) return e; }
    }
    return null;
  }

  // The value without the object members its schema does not know (additionalProperties:
  // false, unless the object is marked x-exact): the protocol says unknown members are
  // ignored. Inside anyOf/oneOf, the first branch the pruned value then matches is used.
  prune(schema, value, root = schema) {
    if (value === null || typeof value !== "object" || !schema || typeof schema !== "object") return value;
    let guard = 0;
    while (schema.$ref && guard++ < 50) {
      const { $ref, ...rest } = schema;
      const [target, doc] = this.resolve($ref, root);
      schema = Object.keys(rest).length ? { ...target, ...rest } : target;
      root = doc;
    }
    for (const sub of schema.allOf || []) value = this.prune(sub, value, root);
    for (const kind of ["anyOf", "oneOf"]) {
      for (const branch of schema[kind] || []) {
        const candidate = this.prune(branch, value, root);
        if (!this.errors(branch, candidate, root)) { value = candidate; break; }
      }
    }
    if (schema.if !== undefined) {
      const branch = this.errors(schema.if, value, root) ? schema.else : schema.then;
      if (branch !== undefined) value = this.prune(branch, value, root);
    }
    if (Array.isArray(value)) {
      const prefix = schema.prefixItems || [];
      return value.map((v, i) => (i < prefix.length ? this.prune(prefix[i], v, root)
        : schema.items && typeof schema.items === "object" ? this.prune(schema.items, v, root) : v));
    }
    const props = schema.properties || {};
    const extra = schema.additionalProperties;
    const drop = extra === false && !schema["x-exact"] && !schema.patternProperties;
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (drop && !(k in props)) continue;
      const sub = k in props ? props[k] : typeof extra === "object" ? extra : undefined;
      out[k] = sub === undefined ? v : this.prune(sub, v, root);
    }
    return out;
  }

  // name: "<game>/<kind>" or "protocol-result#/$defs/<cmd>"
  problem(name, value) {
    const [file, pointer] = name.split("#");
    const doc = this.docs[file];
    if (!doc) return `the export has no schema ${file}`;
    const [schema, root] = pointer ? this.resolve("#" + pointer, doc) : [doc, doc];
    return this.errors(schema, value, root);
  }
}

// Sort the lists a game's state marks as sets (index.json games.<game>.state_sets), so two
// states compare equal when they differ only in the order of a set.
export function normaliseState(state, patterns) {
  const holder = { root: structuredClone(state) };
  for (const pattern of patterns) {
    const parts = pattern.split("/").slice(1);
    const visit = (node, i, parent, slot) => {
      if (node === undefined || node === null) return;
      if (i === parts.length) {
        if (Array.isArray(node)) parent[slot] = [...node].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
        return;
      }
      const part = parts[i];
      if (part === "*") {
        if (Array.isArray(node)) node.forEach((v, j) => visit(v, i + 1, node, j));
        else if (typeof node === "object") Object.keys(node).forEach((k) => visit(node[k], i + 1, node, k));
      } else if (typeof node === "object" && part in node) visit(node[part], i + 1, node, part);
    };
    visit(holder.root, 0, holder, "root");
  }
  return holder.root;
}
