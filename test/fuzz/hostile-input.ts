// The values the fuzzers send (fast-check arbitraries, so every run can be replayed and shrunk):
// hostile text that must be refused, hostile text that must be accepted and carried safely through
// quotes, pages, e-mails and webhooks, numbers past every edge, money and quantities at their
// limits, odd instants to run a request at, and the request headers the service reads.

import fc from "fast-check";

// --- text -----------------------------------------------------------------------------------

/** The C0 controls, DEL, and their usual company: text that must never reach a query, a log line or an e-mail header. */
export const controlCharacter = fc.constantFrom(...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), "\u007f", "\u0085", "\u2028", "\u202e");

/** Anything at all, refused or not. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.oneof(controlCharacter, fc.constantFrom("a", "Hi", "lux", " ")), maxLength: 12 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom("", " ", "\u0000", "hi\u0000", "Jo\r\nBcc: x@y.z", "\u202e", "😀".repeat(120), "a".repeat(5000), "../../etc/passwd", "' OR 1=1 --", '"hilux" OR "x"', "NaN", "-1", "1e3", "0x10", "null"),
  // Invisible characters, refused in single-line text like the controls.
  fc.constantFrom("\u202eevil\u202c name", "line\u2028separator\u2029para", "next\u0085line", "zero\u200bwidth", "\ufeffBOM", "soft\u00adhyphen", "\u3164"),
);

/** Days a quote must refuse: malformed, impossible, long past, beyond 24 months, or (a Valid until) past the dealership's 14 days at any clock the fuzzers use now. */
export const hostileDay = fc.constantFrom("31/01/2027", "2027-13-01", "2027-02-30", "tomorrow", "1969-12-31", "2199-01-01", "2199-01-01T00:00:00Z");

/**
 * Characters no single-line text may hold: the C0 and C1 controls and DEL, and the invisible ones
 * (line and paragraph separators, bidi marks and overrides, zero-width and blank-looking
 * characters), as docs/errors-and-limits.md lists them. Notes may hold tab, CR and LF.
 */
const REFUSED_IN_TEXT = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb]/;

/** Text the service must accept (no control or invisible character, not blank) yet that tries everything else: markup, SQL, emoji, joiners, odd spaces. */
const acceptedSamples = [
  "Jo Fleet",
  "Zoë Ångström-Łukasiewicz",
  "O'Brien; DROP TABLE quotes; --",
  `<script>alert("x")</script>"><img src=x onerror=alert(1)>`,
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "עברית and English, right to left",
  "😀👩‍👩‍👧‍👦🇦🇺",
  "Ｆｕｌｌｗｉｄｔｈ",
  "non\u200cjoiner and\u00a0nbsp",
  "%00%0d%0aBcc: x@y.z",
  "\\u0000 \\r\\n",
  "null",
  " padded ",
  "ﷺ",
];

/** Accepted text of 1 to `max` characters (as JavaScript counts them). */
export function acceptedText(max: number): fc.Arbitrary<string> {
  const noControl = (s: string) => !REFUSED_IN_TEXT.test(s) && /\S/.test(s) && s.trim().length <= max && s.length <= max;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...acceptedSamples).filter(noControl) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: Math.min(max, 60) }).filter(noControl) },
    { weight: 1, arbitrary: fc.constantFrom("x".repeat(max), `${"é".repeat(max - 1)}!`, "😀".repeat(Math.floor(max / 2))).filter(noControl) },
  );
}

/** Accepted multi-line text (notes): tab, CR and LF are allowed there. */
export function acceptedNotes(max: number): fc.Arbitrary<string> {
  return fc.oneof(acceptedText(max), fc.constantFrom("Line one\r\nLine two\tindented", "\n\n\n", "Tow bar\nWhite if possible", `${"n".repeat(max - 2)}\r\n`));
}

export const acceptedEmail = fc.constantFrom(
  "jo@fleet.example.com",
  "o'brien+quotes@sub.fleet.example.com.au",
  "x@y.co",
  `${"a".repeat(64)}@${"b".repeat(60)}.example.com`,
  "UPPER.Case@Example.COM",
);

export const acceptedPhone = fc.constantFrom("0400 000 000", "+61 2 9000 0000", "(02) 9000-0000", "1".repeat(30), "ext. 42");

/** Postcodes of every state, the shared border ones, three digits, and padding. */
export const acceptedPostcode = fc.constantFrom("2000", "3000", "4000", "5000", "6000", "7000", "0800", "800", "2600", "2540", "2618", "2620", "3500", "0872", " 2000 ", "");

/** A public https receiver, as an FMO would give one (the queue's stand-in receiver answers them all). */
export const acceptedCallbackUrl = fc.constantFrom(
  "https://hooks.fleet.example.com/quotes",
  "https://hooks.fleet.example.com/q?token=s3cret&x=%F0%9F%98%80",
  "https://BÜCHER.example.com/hook",
  "https://[2001:4860:4860::8888]/hook",
  "https://8.8.8.8/hook",
  `https://hooks.example.com/${"p".repeat(470)}`,
);

// --- numbers and money ----------------------------------------------------------------------

/** Numbers at and past every edge: huge, tiny, past 2^53, negative zero, and what JSON cannot say (sent as text). */
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, -1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 0.1 + 0.2, 1000, 1001, 100, 101, 100_000, 100_001),
);

export const hostileNumberText = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom("99999999999999999999", "9007199254740993", "9223372036854776000", "Infinity", "-Infinity", "NaN", "1e309", "-0", "0x10", "1_000", " 1", "1 ", "+1", "01"),
);

/** Dollars the service takes for a fee, a margin or an accessory: 0 to $10,000,000 with at most two decimals, the edges most of all. */
export const acceptedDollars = fc.oneof(
  fc.constantFrom(0, 0.01, 0.1, 1, 999.99, 41_990.5, 9_999_999.99, 10_000_000),
  fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100),
);

/** A vehicle's price (stock, list, quoted), which is never $0: a cent to $10,000,000. */
export const acceptedVehiclePrice = fc.oneof(
  fc.constantFrom(0.01, 0.1, 1, 999.99, 41_990.5, 9_999_999.99, 10_000_000),
  fc.integer({ min: 1, max: 1_000_000_000 }).map((cents) => cents / 100),
);

/** Quantities the service takes: 1 to 1,000, the largest most of all. */
export const acceptedQuantity = fc.oneof(fc.constantFrom(1, 2, 999, 1000), fc.integer({ min: 1, max: 1000 }));

// --- bodies, queries, headers -----------------------------------------------------------------

const jsonish = fc.oneof(
  hostileString,
  hostileDay,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Every field name any operation reads. */
export const fieldNames = [
  "companyName", "contactEmail", "contactPhone", "companyAbn", "dealershipId", "globalCarId", "model", "version", "clientName",
  "clientEmail", "clientPhone", "postcode", "quantity", "accessoryIds", "notes", "callbackUrl", "vehiclePrice", "dealerDelivery",
  "accessories", "dealerNotes", "name", "price", "available", "amount", "tier", "autoRespond", "deliveryFee", "standardMargin",
  "apiMargin", "state", "suburb", "approved", "bodyClass", "bodyType", "powertrain", "cylinders", "co2GramsPerKm", "imageUrl",
  "dealershipIds", "registrationUse", "registrationDate", "validUntil", "tareKg", "listPrice", "engine", "graceSeconds",
];

/** A body that is not what any operation takes: malformed, mistyped, oversized or of another shape. */
export const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), jsonish, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  // Numbers JSON cannot carry, spliced in as text: Infinity, NaN, 1e400.
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom("1e400", "-1e400", "Infinity", "NaN", "99999999999999999999999", "1.0000000000000002")).map(([field, raw]) => `{"${field}":${raw}}`),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "[]", "null", '{"a":', "\u0000", "{}"),
  fc.integer({ min: 60_000, max: 70_000 }).map((size) => JSON.stringify({ notes: "x".repeat(size) })),
);

/** Changes to a valid body: a field set to something hostile, or taken away. */
export const tampering = fc.array(fc.tuple(fc.constantFrom(...fieldNames), fc.option(jsonish, { freq: 4 })), { minLength: 1, maxLength: 3 });

export function tamper(body: Record<string, unknown>, changes: [string, unknown][]): Record<string, unknown> {
  const changed = { ...body };
  for (const [field, value] of changes) {
    if (value === null) delete changed[field];
    else changed[field] = value;
  }
  return changed;
}

export const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data", "application/x-www-form-urlencoded", undefined);

/** What a header can carry as a browser sends it: printable ASCII and tab. */
const headerSafe = (value: string) => /^[\t\x20-\x7e]*$/.test(value);
const hostileHeader = hostileString.filter(headerSafe);

/**
 * What is wrong with a request, if anything: most of the time nothing (its values are still
 * hostile, but accepted); otherwise one thing, and now and then everything at once.
 */
export const fault = fc.constantFrom(
  ...Array<"none">(12).fill("none"),
  "tampered body" as const,
  "raw body" as const,
  "content type" as const,
  "credential" as const,
  "header" as const,
  "query" as const,
  "everything" as const,
);
export type Fault = typeof fault extends fc.Arbitrary<infer F> ? F : never;

export const acceptHeader = fc.option(
  fc.oneof(
    fc.constantFrom("application/json", "text/html,application/xhtml+xml,*/*;q=0.8", "*/*", "text/html", "application/problem+json", "image/png", "text/*;q=0.1, application/json;q=0.9", "TEXT/HTML"),
    hostileHeader,
  ),
  { freq: 2 },
);

export const requestIdHeader = fc.option(fc.oneof(fc.uuid(), fc.constantFrom("caller-123", "x".repeat(300), "bad id\twith tab"), hostileHeader), { freq: 2 });

/** A bookmark the service may be sent back: a real one from an earlier answer (a placeholder the world fills in), or anything. */
export const bookmarkHeader = fc.option(fc.oneof(fc.constant("<real>"), fc.constantFrom("not a bookmark!", "0000000000000000-00000000-00000000-00000000000000000000000000000000", "x".repeat(201)), hostileHeader), { freq: 2 });

/** A key from a small set (so retries and reuse happen), 255 characters included; or none. */
export const idempotencyKey = fc.option(fc.constantFrom("order-1", "order-2", "order-3", " spaced key ", "k".repeat(255)), { freq: 2 });

/** A key the service refuses: empty, 256 characters; or anything else a header can carry. */
export const hostileIdempotencyKey = fc.oneof(fc.constantFrom("", "k".repeat(256)), hostileHeader);

/** A cookie header: none, the portal's cookies forged, or garbage. */
export const forgedCookie = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((id) => `__Secure-dealer_session=${id}`),
  fc.tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/), fc.stringMatching(/^[\w-]{1,210}$/)).map(([id, bookmark]) => `__Secure-dealer_session=${id}; __Secure-dealer_bookmark=${bookmark}`),
  fc.constantFrom("__Secure-dealer_session=", "__Secure-dealer_session", "=; ;;", "a=b; a=c", "__Secure-dealer_session=" + "A".repeat(43) + "; __Secure-dealer_session=" + "B".repeat(43)),
  hostileHeader.map((value) => `__Secure-dealer_session=${value}`),
  hostileHeader,
);

// --- time ------------------------------------------------------------------------------------

/**
 * Instants to run a request at: the ends of financial years in each state's own time, leap days,
 * daylight-saving changes, the data's edges and the clock's, and days at random.
 */
export const oddInstant = fc.oneof(
  fc.constantFrom(
    "2026-06-30T13:59:59.999Z", // 30 June 2026, 23:59:59.999 in Sydney: the last moment of 2025-26
    "2026-06-30T14:00:00.000Z", // 1 July 2026, midnight in Sydney
    "2026-06-30T15:59:59.999Z", // still 30 June in Perth
    "2026-06-30T14:30:00.000Z", // 1 July in Adelaide
    "2026-08-31T14:00:00.000Z", // 1 September 2026 in Sydney: NSW's registration discount begins
    "2026-10-03T15:59:59.000Z", // daylight saving begins in Sydney
    "2027-04-03T15:00:00.000Z", // and ends
    "2027-06-30T13:59:59.999Z", // the last moment the charges data holds
    "2027-06-30T14:00:00.000Z", // past it: rules carried forward
    "2028-02-29T12:00:00.000Z", // a leap day
    "2025-07-01T00:00:00.000Z", // before the data's first day in Sydney
    "2038-01-19T03:14:08.000Z", // past 32-bit seconds
    "2099-12-31T23:59:59.999Z",
    "2000-01-01T00:00:00.000Z",
    "1970-01-01T00:00:00.000Z",
  ).map((iso) => Date.parse(iso)),
  fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
);

/** The clock of one request: now (null) three times in four, else an odd instant. */
export const requestClock = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: oddInstant });
