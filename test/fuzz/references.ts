// Real ids in generated requests. A generated request names what it refers to by role ("a quote
// pending at the dealership that reviews by hand", "a stock row") and a number; the world the
// request is sent to turns that into a real id just before sending, so the same generated
// request can be replayed and shrunk while the world's rows come and go.

import fc from "fast-check";
import { hostileString } from "./hostile-input";

/** How a referred-to value is written: ids as stored or compact in upper case, text as stored, lower or upper case. */
export type Spelling = "stored" | "compact" | "lower" | "upper";

/** Field `field` of record `pick` (modulo the records there are) of `role`. Role "*" is any record of any role. */
export class Ref {
  constructor(
    readonly role: string,
    readonly pick: number,
    readonly field = "id",
    readonly spelling: Spelling = "stored",
  ) {}
}

/**
 * A calendar day ("YYYY-MM-DD") chosen relative to the instant the request is sent, so that a day a
 * generator means to be accepted (a registration date, a Valid until) still is at any clock: `pick`
 * gets the UTC day of that instant. (Every Australian state's day is the UTC day or the one after.)
 */
export class RelativeDay {
  constructor(
    readonly name: string,
    readonly pick: (utcToday: string) => string,
  ) {}
}

/** Ids that must be distinct (a tender names each dealership once): duplicates dropped once resolved. */
export class Distinct {
  constructor(readonly values: unknown[]) {}
}

/** What a role holds: records of a few named values (ids, texts, lists of ids). */
export type WorldRecord = Record<string, string | string[]>;

/** Where references are resolved: the records of each role, as they stand. */
export class Pools {
  private readonly byRole = new Map<string, WorldRecord[]>();

  set(role: string, records: WorldRecord[]): void {
    this.byRole.set(role, records);
  }

  get(role: string): WorldRecord[] {
    return this.byRole.get(role) ?? [];
  }

  /**
   * Replaces every Ref inside `value` (objects, arrays, nested) by what it names now, and every
   * RelativeDay by its day at `at` (the instant the request is sent, in milliseconds).
   */
  resolve(value: unknown, at = Date.now()): unknown {
    if (value instanceof Ref) return this.valueOf(value);
    if (value instanceof RelativeDay) return value.pick(new Date(at).toISOString().slice(0, 10));
    if (value instanceof Distinct) return [...new Set(value.values.map((item) => this.resolve(item, at)))];
    if (Array.isArray(value)) return value.map((item) => this.resolve(item, at));
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.resolve(item, at)]));
    return value;
  }

  private valueOf(ref: Ref): string | string[] {
    const records = ref.role === "*" ? [...this.byRole.values()].flat() : this.get(ref.role);
    // A role with nothing left (every pending quote completed, say) names something that does not exist.
    const record = records[ref.pick % Math.max(records.length, 1)];
    const value = ref.role === "*" ? Object.values(record ?? {})[0] : record?.[ref.field];
    if (value === undefined) return NOTHING;
    return Array.isArray(value) ? value.map((v) => spell(v, ref.spelling)) : spell(value, ref.spelling);
  }
}

const NOTHING = "00000000-0000-4000-8000-000000000000";

function spell(value: string, spelling: Spelling): string {
  switch (spelling) {
    case "compact":
      return value.replaceAll("-", "").toUpperCase();
    case "lower":
      return value.toLowerCase();
    case "upper":
      return value.toUpperCase();
    case "stored":
      return value;
  }
}

const idSpelling = fc.constantFrom<Spelling>("stored", "stored", "stored", "compact");

/**
 * An id for a request: most of the time a real one of `role`; otherwise a real id of another kind,
 * an id of nothing, or hostile text.
 */
export function idOf(role: string, field = "id"): fc.Arbitrary<Ref | string> {
  return fc.oneof(
    { weight: 16, arbitrary: realIdOf(role, field) },
    { weight: 1, arbitrary: fc.nat().map((pick) => new Ref("*", pick)) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString },
  );
}

/** A real id of `role`, as stored or compact (for a value a generator means to be accepted, inside a file, say). */
export function realIdOf(role: string, field = "id"): fc.Arbitrary<Ref> {
  return fc.tuple(fc.nat(), idSpelling).map(([pick, spelling]) => new Ref(role, pick, field, spelling));
}

/** Several fields of one record of `role` (the same record for all): ids that belong together. */
export function sameRecord<F extends string>(role: string, fields: readonly F[]): fc.Arbitrary<Record<F, Ref>> {
  return fc.tuple(fc.nat(), idSpelling).map(([pick, spelling]) => Object.fromEntries(fields.map((field) => [field, new Ref(role, pick, field, spelling)])) as Record<F, Ref>);
}

/** A generated path part put into the path as it is, not percent-encoded: a page address with its query. */
export class Verbatim {
  constructor(readonly value: unknown) {}
}

export const verbatim = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.map((value) => new Verbatim(value));

/** A path made of literal text and generated parts (ids, hostile text), with the name the reports give it. */
export interface PathPattern {
  name: string;
  parts: fc.Arbitrary<unknown[]>;
  build(pools: Pools, parts: unknown[]): string;
}

/** `path\`/api/v1/quotes/${idOf("ownQuote")}\``: a path whose parts are generated and resolved. */
export function path(strings: TemplateStringsArray, ...parts: fc.Arbitrary<unknown>[]): PathPattern {
  return {
    name: strings.reduce((name, text, i) => `${name}{${i - 1}}${text}`),
    parts: fc.tuple(...parts),
    build: (pools, values) =>
      strings.reduce((built, text, i) => {
        const value = values[i - 1];
        return `${built}${value instanceof Verbatim ? String(pools.resolve(value.value)) : encodePathPart(pools.resolve(value))}${text}`;
      }),
  };
}

/** A path's parameters: a generator for each, by name, or one for all of them at once (ids that belong together). */
export type PathParams = Record<string, fc.Arbitrary<unknown>> | fc.Arbitrary<Record<string, unknown>>;

/**
 * A path of the API description (`/api/v1/quotes/{id}/accept`), its parameters generated by
 * `params`: the report names it as the description writes it.
 */
export function templatePath(template: string, params: PathParams): PathPattern {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const all = params instanceof fc.Arbitrary ? params : fc.record(params);
  if (!(params instanceof fc.Arbitrary)) {
    const missing = names.filter((name) => !params[name]);
    if (missing.length > 0) throw new Error(`${template}: no generator for ${missing.join(", ")}`);
  }
  return {
    name: template,
    parts: all.map((values) => names.map((name) => values[name])),
    build: (pools, values) => {
      let i = 0;
      return template.replace(/\{\w+\}/g, () => encodePathPart(pools.resolve(values[i++])));
    },
  };
}

/** A generated path part as a browser would send it: percent-encoded, lone surrogates included. */
function encodePathPart(value: unknown): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd")) + "%ED%A0%80";
  }
}
