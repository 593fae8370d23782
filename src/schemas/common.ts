import * as z from "zod/mini";
import { inServiceYears, OUT_OF_YEARS } from "../domain/date-bounds";
import { canonicalUuid, UUID_OR_COMPACT } from "../domain/uuid";
import { AU_STATES } from "../pricing/au-state";
import { isIsoDay } from "../pricing/pricing-day";
import { type SchemaDescriber } from "./described";

/**
 * Response ids: always canonical, lower-case 8-4-4-4-12 (documentation only: responses are typed,
 * not re-validated at run time).
 */
export const Uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** Accepted wherever the spec says UuidOrCompact; always handed on in canonical form. */
export const UuidOrCompact = z.pipe(
  z.string().check(z.regex(UUID_OR_COMPACT, "must be a UUID (8-4-4-4-12 or 32 hex digits)")),
  z.transform(canonicalUuid),
);

export const IdParam = z.object({ id: UuidOrCompact });

/** A query-string integer: digits only (no sign, decimals or exponent), then range-checked. */
export function queryInteger(min: number, max: number) {
  const schema = z.pipe(
    z.string().check(z.regex(/^-?\d+$/, "must be an integer")),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );
  // Described as what it is on the wire: an integer query parameter (its digits are parsed here).
  schema._zod.toJSONSchema = () => ({ type: "integer", minimum: min, maximum: max });
  return schema;
}

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
/**
 * Beyond the spec's "integer >= 0": deeper pages cost a scan of everything before them, and
 * numbers past 2^53 cannot even be represented. Narrow a long list with its filters instead.
 */
export const PAGE_OFFSET_MAX = 100_000;

export const PaginationQuery = z.object({
  limit: z._default(queryInteger(1, PAGE_LIMIT_MAX), PAGE_LIMIT_DEFAULT),
  offset: z._default(queryInteger(0, PAGE_OFFSET_MAX), 0),
});

export const Pagination = z.object({
  limit: z.int(),
  offset: z.int(),
  count: z.int(),
});

/** A page of a list that counts its matches: `total` on every page. */
export const PaginationWithTotal = z.extend(Pagination, { total: z.int() });

/** A state or territory code in any case: `qld` is `QLD`. */
export const AnyCaseState = z.pipe(z.string().check(z.toUpperCase()), z.enum(AU_STATES));
AnyCaseState._zod.toJSONSchema = () => ({ type: "string", enum: [...AU_STATES] });

export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.int(),
    requestId: z.string(),
  }),
});

export const DateTime = z.iso.datetime();

/**
 * Every day and date-time the service takes, in a query, a body or the portal's forms, lies in the
 * years it takes (src/domain/date-bounds.ts): a check for each such schema.
 */
export const inTheServiceYears = () => z.refine<string>((date) => inServiceYears(date), OUT_OF_YEARS);

/** A calendar day in the query string: YYYY-MM-DD, a real day (2026-02-30 is not), in the years the service takes. */
export const CalendarDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a calendar day, YYYY-MM-DD"),
  z.refine((day) => isIsoDay(day), "must be a real calendar day"),
  inTheServiceYears(),
);

/** Optional `from` and `to` days of a list (both included). */
export const DaysQuery = { from: z.optional(CalendarDay), to: z.optional(CalendarDay) };

// Control characters (C0 U+0000 to U+001F, DEL U+007F, C1 U+0080 to U+009F) have no place in
// names, e-mail addresses, phone numbers or search terms: a CR/LF copied into an e-mail would forge
// a line. Nor have the invisible characters that break or reorder text without being seen: the
// Unicode line and paragraph separators (U+2028, U+2029; NEL U+0085 is a C1 control), the bidi
// marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A to U+202E, U+2066 to
// U+2069), the zero-width space (U+200B), the word joiner and invisible operators (U+2060 to
// U+2064), the byte-order mark (U+FEFF), and the characters that show as nothing or as a blank
// (soft hyphen U+00AD, combining grapheme joiner U+034F, Mongolian vowel separator U+180E, the
// Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the interlinear annotation marks U+FFF9 to
// U+FFFB). Multi-line fields (notes) may hold tab, CR and LF and nothing else of all that. The
// zero-width joiners (U+200C, U+200D) stay: scripts and emoji need them.
const noControl = () => z.regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, "must not contain control characters");
const noControlButBreaks = () =>
  z.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/, "must not contain control characters other than tab and line breaks");
const noInvisible = () =>
  z.regex(
    /^[^\u00ad\u034f\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb]*$/,
    "must not contain invisible characters (line separators, direction marks, zero-width or blank-looking characters)",
  );
const singleLine = () => [noControl(), noInvisible()] as const;
const multiLine = () => [noControlButBreaks(), noInvisible()] as const;

/** Optional single-line text with a maximum length; blank strings are kept as given. */
export function optionalText(max: number) {
  return z.optional(z.string().check(...singleLine(), z.maxLength(max)));
}

/** Required single-line text, trimmed, 1 to `max` characters: it must hold something other than spaces. */
export function requiredText(max: number) {
  return z.string().check(...singleLine(), z.regex(/\S/, "must not be blank"), z.trim(), z.minLength(1), z.maxLength(max));
}

/** An Australian postcode: 3 or 4 digits (spaces around them allowed), or nothing. */
export function postcodeText(max: number) {
  return z.string().check(z.regex(/^ *(\d{3,4})? *$/, "must be an Australian postcode of 3 or 4 digits"), z.trim(), z.maxLength(max));
}

/** Free text over several lines (notes): tab, CR and LF allowed. */
export function multiLineText(max: number) {
  return z.string().check(...multiLine(), z.maxLength(max));
}

/**
 * A web address (a callback, a picture), at most `max` characters, with no control or invisible
 * character. As every URL parser does, surrounding spaces, tabs and line breaks are dropped first.
 */
export function webAddress(max: number, options: Parameters<typeof z.url>[0] = {}) {
  return z.url(options).check(z.maxLength(max), ...singleLine());
}

export function emailAddress() {
  return z.email().check(...singleLine(), z.maxLength(254));
}

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeCommonSchemas(d: SchemaDescriber): void {
  d.named(Uuid, "Uuid", "An id as the API returns it: canonical, lower-case 8-4-4-4-12 hex digits.", {}, {
    format: "uuid",
    examples: ["ac5c6687-9f57-5464-8072-91b135294356"],
  });
  d.named(
    UuidOrCompact,
    "UuidOrCompact",
    "An id as the API accepts it: 8-4-4-4-12 hex digits or the same 32 digits without hyphens, in upper or lower case.",
    {},
    { examples: ["ac5c6687-9f57-5464-8072-91b135294356", "AC5C66879F575464807291B135294356"] },
  );
  d.named(Pagination, "Pagination", "Where a page sits in the whole list.", {
    limit: "The page size used (the `limit` asked for, or 20).",
    offset: "How many items were skipped (the `offset` asked for, or 0).",
    count: "How many items this page holds; fewer than `limit` means the last page.",
  });
}
