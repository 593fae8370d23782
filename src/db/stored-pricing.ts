import { sql, type SQL } from "drizzle-orm";
import type { StoredPricing } from "../domain/quotes/price-quote";
import type { StoredPricingValue } from "./schema";

/**
 * How a priced breakdown is kept in D1, small enough for a live quote to cost under 2,000 bytes
 * (docs/jobs-and-retention.md): every charge's dates, confidence, sources, note and label (most of
 * the breakdown, and the same for every quote priced under the same rule) go to charge_provenance
 * once, named by a hash of their text; the field names are written as one character each; the rest
 * is compressed. Unpacking gives back the breakdown as priced. Quotes priced before packing keep
 * their JSON text and are read as they are.
 */

/** The fields a charge line or the duty shares with every quote priced under the same rule. */
const PROVENANCE_FIELDS = ["label", "effectiveFrom", "effectiveTo", "confidence", "sources", "note"] as const;
/** Where a packed line names its provenance: its place in the quote's provenance list. */
const REF = "@";
/** The first byte of a packed breakdown: its format (deflate-raw of JSON with short names and refs). */
const FORMAT = 1;
/**
 * The field names of a breakdown, each written as the one character at its place in CODES. Append
 * only: a stored breakdown is read with the list as it was written. A name not listed is kept as it is.
 */
const FIELD_NAMES = [
  "vehiclePriceCents",
  "vehiclePriceNote",
  "dealerDeliveryCents",
  "accessories",
  "name",
  "priceCents",
  "dutiableValueCents",
  "stampDuty",
  "cents",
  "scheduleId",
  "state",
  "concessions",
  "registration",
  "components",
  "id",
  "registrationState",
  "basis",
  "candidates",
  "quantity",
  "totalDriveAwayCents",
  "totalForQuantityCents",
  "ratesAsOf",
  "estimated",
  "registrationUse",
  "registrationDate",
  "manufacturerFleetDiscount",
  "vehicleClasses",
  "duty",
] as const;
const CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const codeOf = new Map<string, string>(FIELD_NAMES.map((name, i) => [name, CODES[i]!]));
const nameOf = new Map<string, string>(FIELD_NAMES.map((name, i) => [CODES[i]!, name]));

export interface PackedPricing {
  bytes: Uint8Array;
  /** The provenance the breakdown names, in the order its lines name them (by place). */
  refs: string[];
  provenance: { ref: string; body: string }[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Lines holding provenance: the duty, its concessions and the registration's components. */
const holdsProvenance = (value: { [key: string]: Json }) => Array.isArray(value["sources"]);

function mapObjects(value: Json, f: (object: { [key: string]: Json }) => { [key: string]: Json }): Json {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, f));
  if (value === null || typeof value !== "object") return value;
  const mapped: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) mapped[key] = mapObjects(item, f);
  return f(mapped);
}

const renamed = (names: Map<string, string>) => (object: { [key: string]: Json }) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [names.get(key) ?? key, value]));

async function refOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  // 96 bits: no two of the few thousand bodies a decade of rules gives will share one.
  return btoa(String.fromCharCode(...digest.subarray(0, 12)))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

export async function packPricing(pricing: StoredPricing): Promise<PackedPricing> {
  const bodies: string[] = [];
  const withIndexes = mapObjects(pricing as unknown as Json, (line) => {
    if (!holdsProvenance(line)) return line;
    const rest: { [key: string]: Json } = {};
    const provenance: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(line)) ((PROVENANCE_FIELDS as readonly string[]).includes(key) ? provenance : rest)[key] = value;
    bodies.push(JSON.stringify(provenance));
    return { ...rest, [REF]: bodies.length - 1 };
  });
  const lineRefs = await Promise.all(bodies.map(refOf));
  const refs = [...new Set(lineRefs)];
  const packed = mapObjects(withIndexes, (line) => renamed(codeOf)(typeof line[REF] === "number" ? { ...line, [REF]: refs.indexOf(lineRefs[line[REF]]!) } : line));
  const compressed = await transform(new TextEncoder().encode(JSON.stringify(packed)), new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(compressed.length + 1);
  bytes[0] = FORMAT;
  bytes.set(compressed, 1);
  return { bytes, refs, provenance: bodies.map((body, i) => ({ ref: lineRefs[i]!, body })) };
}

/**
 * The breakdown as priced, from what D1 holds: a packed value with the ids of its provenance (in
 * the order of its refs) and their bodies (the JSON object of id to body a read fetched beside it),
 * or the JSON text of a quote priced before packing.
 */
export async function unpackPricing(stored: StoredPricingValue | null, ids: number[] | null, provenance: string | null): Promise<StoredPricing | null> {
  if (stored === null) return null;
  if (typeof stored === "string") return JSON.parse(stored) as StoredPricing;
  const bytes = stored instanceof Uint8Array ? stored : stored instanceof ArrayBuffer ? new Uint8Array(stored) : Uint8Array.from(stored);
  if (bytes[0] !== FORMAT) throw new Error(`unknown packed pricing format ${bytes[0]}`);
  const packed = JSON.parse(new TextDecoder().decode(await transform(bytes.subarray(1), new DecompressionStream("deflate-raw")))) as Json;
  const bodies = JSON.parse(provenance ?? "{}") as Record<string, { [key: string]: Json }>;
  return mapObjects(packed, (coded) => {
    const line = renamed(nameOf)(coded);
    if (typeof line[REF] !== "number") return line;
    const { [REF]: place, ...rest } = line;
    const id = ids?.[place as number];
    const body = id === undefined ? undefined : bodies[String(id)];
    if (!body) throw new Error(`charge provenance ${id ?? `#${String(place)}`} is missing`);
    return { ...rest, ...body };
  }) as unknown as StoredPricing;
}

async function transform(bytes: Uint8Array, through: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(through);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Bytes as hex, for a packed breakdown travelling inside JSON to SQL's unhex(). */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * SQL for the provenance ids of a quote's refs (`refsJson`: a JSON array of refs, a value or an
 * expression), in that order: what the quote row stores beside its packed breakdown, once
 * charge_provenance holds every ref.
 */
export const provenanceIdsSql = (refsJson: SQL) =>
  sql`(select json_group_array(id) from (select p.id from json_each(${refsJson}) as e inner join charge_provenance as p on p.ref = e.value order by e.key))`;

/** SQL for the bodies of a quote's provenance ids (a JSON array column): a JSON object of id to body. */
export const provenanceBodiesSql = (idsColumn: string) =>
  `(select json_group_object(p.id, json(p.body)) from charge_provenance as p where p.id in (select value from json_each(${idsColumn})))`;
