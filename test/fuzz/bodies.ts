// Bodies the service takes, one arbitrary per operation, made of real ids (references) and accepted
// but hostile values: the runner sends them as they are most of the time, so the operation's
// success path runs on them, and tampers with them or replaces them the rest of the time.

import fc from "fast-check";
import { AU_STATES, BODY_CLASSES, POWERTRAINS, REGISTRATION_USES } from "../../src/pricing";
import { KEY_GRACE_SECONDS_MAX, WEBHOOK_SECRET_GRACE_SECONDS_MAX } from "../../src/schemas/credentials";
import {
  acceptedCallbackUrl,
  acceptedDollars,
  acceptedEmail,
  acceptedNotes,
  acceptedPhone,
  acceptedPostcode,
  acceptedQuantity,
  acceptedText,
  acceptedVehiclePrice,
  hostileDay,
  hostileString,
} from "./hostile-input";
import { Distinct, idOf, realIdOf, Ref, RelativeDay } from "./references";

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

// --- days ------------------------------------------------------------------------------------
// Worked out here on UTC days, not by the service's date code. A quote may name a registration day
// from today (in the registration state) to 24 months ahead, and a Valid until up to the
// dealership's 14 days ahead: the days below keep inside both at any clock.

const DAY_MS = 86_400_000;
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The same day of the month `months` later, or that month's last day. */
function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}
/** The first `MM-DD` from tomorrow on (29 February included, within four years). */
function nextOf(monthDay: string, utcToday: string): string {
  for (let day = plusDays(utcToday, 1); ; day = plusDays(day, 1)) if (day.endsWith(`-${monthDay}`)) return day;
}
/** A day from tomorrow (UTC) to 24 months ahead: never before today in any state, never past the last day a quote may name. */
const registrationDayAt = (name: string, pick: (utcToday: string) => string) =>
  new RelativeDay(name, (utcToday) => {
    const day = pick(utcToday);
    const [first, last] = [plusDays(utcToday, 1), plusMonths(utcToday, 24)];
    return day < first ? first : day > last ? last : day;
  });

/**
 * Registration days as fleets give them: soon, around a financial year's end (30 June, 1 July), the
 * 1 February of the ACT's duty change of 2027, a leap day, the last day a quote may name; each in
 * range at the instant the request is sent.
 */
const registrationDay = fc.constantFrom(
  registrationDayAt("tomorrow", (today) => plusDays(today, 1)),
  registrationDayAt("in 30 days", (today) => plusDays(today, 30)),
  registrationDayAt("next 31 January", (today) => nextOf("01-31", today)),
  registrationDayAt("next 1 February", (today) => nextOf("02-01", today)),
  registrationDayAt("next 30 June", (today) => nextOf("06-30", today)),
  registrationDayAt("next 1 July", (today) => nextOf("07-01", today)),
  registrationDayAt("next 29 February", (today) => nextOf("02-29", today)),
  registrationDayAt("24 months ahead", (today) => plusMonths(today, 24)),
);

/** A Valid until the dealer may set (the dealership holds quotes 14 days), as a day: within 13 days. */
const validUntilDay = fc.constantFrom(
  new RelativeDay("tomorrow", (today) => plusDays(today, 1)),
  new RelativeDay("in 13 days", (today) => plusDays(today, 13)),
);
/** The same as a day or as an instant (the API takes either). */
const validUntilAhead = fc.oneof(validUntilDay, fc.constant(new RelativeDay("in 13 days, at 00:00 UTC", (today) => `${plusDays(today, 13)}T00:00:00Z`)));

/** What a fleet says about registration: the use (business when left out) and maybe the day. */
const registrationFacts = {
  registrationUse: optional(fc.constantFrom(...REGISTRATION_USES)),
  registrationDate: optional(registrationDay),
};
/** Drops the fields left undefined, as a client that leaves them out would. */
const present = <T extends Record<string, unknown>>(body: T) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

export const registration = fc
  .record({ companyName: acceptedText(200), contactEmail: acceptedEmail, contactPhone: optional(acceptedPhone), companyAbn: optional(fc.constantFrom("51 824 753 556", "1".repeat(20))) })
  .map(present);

/**
 * A drive-away estimate: a stock row's catalogue vehicle, or facts as a buyer reads them off a
 * brochure, at a price of the FMO's own, in a state or by postcode.
 */
export const estimateRequest = fc
  .record({
    row: fc.nat(),
    byFacts: fc.boolean(),
    bodyType: fc.constantFrom("sedan", "hatch", "wagon", "suv", "people-mover", "van"),
    powertrain: fc.constantFrom(...POWERTRAINS),
    cylinders: optional(fc.constantFrom(3, 4, 6, 8)),
    tareKg: optional(fc.constantFrom(1_155, 1_504, 1_505, 2_794, 2_795)),
    byState: fc.boolean(),
    state: fc.constantFrom(...AU_STATES),
    postcode: acceptedPostcode.filter((postcode) => postcode.trim() !== ""),
    vehiclePrice: acceptedVehiclePrice,
    listPrice: optional(acceptedVehiclePrice),
    deliveryFee: optional(acceptedDollars),
    accessoriesPrice: optional(acceptedDollars),
    manufacturerFleetDiscount: optional(fc.boolean()),
    ...registrationFacts,
  })
  .map(({ row, byFacts, bodyType, powertrain, cylinders, tareKg, byState, state, postcode, ...rest }) =>
    present({
      globalCarId: byFacts ? undefined : new Ref("stock", row, "vehicleId"),
      // An electric vehicle has no cylinders to name (the service refuses them).
      vehicle: byFacts ? present({ bodyType, powertrain, cylinders: powertrain === "bev" || powertrain === "fcev" ? undefined : cylinders, tareKg }) : undefined,
      state: byState ? state : undefined,
      postcode: byState ? undefined : postcode,
      ...rest,
    }),
  );

// --- orders ----------------------------------------------------------------------------------

/** An expected delivery day a dealer gives: from the day after tomorrow (UTC: today or later in every state) to 90 days on. */
const etaDay = fc.constantFrom(
  new RelativeDay("the day after tomorrow", (today) => plusDays(today, 2)),
  new RelativeDay("in 40 days", (today) => plusDays(today, 40)),
  new RelativeDay("in 90 days", (today) => plusDays(today, 90)),
);
/** The orders the world places are the dealership's in NSW, placed today there: delivered today there. */
const deliveryDay = fc.constant(new RelativeDay("today in Sydney", () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" })));

export const orderWithdrawal = fc.record({ reason: acceptedText(500) });
export const orderAcknowledgement = fc.record({ etaDate: etaDay });
export const orderDecline = fc.record({ reason: acceptedText(500) });
export const orderEtaChange = fc.record({ etaDate: etaDay, reason: acceptedText(500) });
export const orderDelivery = fc.record({
  deliveredOn: deliveryDay,
  vin: fc.constantFrom("JTMW43FV60D123456", "1HGCM82633A004352", "WVWZZZ1KZAW000001", "00000000000000000"),
  registrationPlate: fc.constantFrom("ABC123", "FLT 01A", "1-XYZ-2", "Z"),
  odometerKm: fc.oneof(fc.constantFrom(0, 1, 100_000), fc.integer({ min: 0, max: 100_000 })),
});
/** An invoice of one to five lines of any kind, always with a reason (an invoice above its quote needs one). */
export const orderInvoice = fc.record({
  invoiceNumber: acceptedText(50),
  lines: fc.array(fc.record({ kind: fc.constantFrom("vehicle", "accessory", "delivery", "stampDuty", "registration", "ctp", "other"), description: acceptedText(200), amount: acceptedDollars }), {
    minLength: 1,
    maxLength: 5,
  }),
  varianceReason: acceptedText(500),
});

/** Accepting a priced quote: with an order reference or without. */
export const acceptance = fc.record({ orderReference: optional(acceptedText(100)) }).map(present);

/** A later deadline for the FMO's newest open tender: 4 to 20 days ahead (its own is 72 hours unless it said), with a reason. */
export const tenderExtension = fc
  .record({ days: fc.integer({ min: 4, max: 20 }), reason: acceptedText(500) })
  .map(({ days, reason }) => ({ closesAt: new Date(Date.now() + days * 86_400_000).toISOString(), reason }));

/** An award of the newest awardable quote (one of its tender's vehicles, or a few), with or without an order reference and a reason. */
export const tenderAward = fc
  .record({ quoteId: realIdOf("awardableQuote"), quantity: fc.integer({ min: 1, max: 2 }), orderReference: optional(acceptedText(100)), reason: optional(acceptedText(500)) })
  .map(({ quoteId, quantity, orderReference, reason }) => present({ awards: [present({ quoteId, quantity, orderReference })], reason }));

/** A quote for a stock row of the world: by its globalCarId, or by its model text in any case, with or without the version. */
export const quoteRequest = fc
  .record({
    row: fc.nat(),
    byModel: fc.constantFrom("id", "id", "model", "model and version"),
    spelling: fc.constantFrom("stored", "lower", "upper"),
    accessories: fc.constantFrom("theirs", "none", "none"),
    clientName: acceptedText(200),
    clientEmail: acceptedEmail,
    clientPhone: optional(acceptedPhone),
    postcode: optional(acceptedPostcode),
    quantity: optional(acceptedQuantity),
    notes: optional(acceptedNotes(2000)),
    callbackUrl: optional(acceptedCallbackUrl),
    ...registrationFacts,
  })
  .map(({ row, byModel, spelling, accessories, ...client }) =>
    present({
      dealershipId: new Ref("stock", row, "dealershipId", spelling === "upper" ? "compact" : "stored"),
      globalCarId: byModel === "id" ? new Ref("stock", row, "vehicleId") : undefined,
      model: byModel === "id" ? undefined : new Ref("stock", row, "model", spelling as "stored" | "lower" | "upper"),
      version: byModel === "model and version" ? new Ref("stock", row, "version", spelling as "stored" | "lower" | "upper") : undefined,
      accessoryIds: accessories === "theirs" ? new Ref("stock", row, "accessoryIds") : undefined,
      ...client,
    }),
  );

/**
 * A tender for a stock row's vehicle: its dealership and others of the world (some without the
 * vehicle, without credits or unapproved), or every stocking dealership of a state.
 */
export const tenderRequest = fc
  .record({
    row: fc.nat(),
    others: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    byState: fc.boolean(),
    state: fc.constantFrom(...AU_STATES),
    byModel: fc.boolean(),
    clientName: acceptedText(200),
    clientEmail: acceptedEmail,
    postcode: optional(acceptedPostcode),
    quantity: optional(acceptedQuantity),
    notes: optional(acceptedNotes(2000)),
    callbackUrl: optional(acceptedCallbackUrl),
    ...registrationFacts,
  })
  .map(({ row, others, byState, state, byModel, ...client }) =>
    present({
      globalCarId: byModel ? undefined : new Ref("stock", row, "vehicleId"),
      model: byModel ? new Ref("stock", row, "model") : undefined,
      // Each dealership once: one named twice is refused (test/routes/tenders.test.ts).
      dealershipIds: byState ? undefined : new Distinct([new Ref("stock", row, "dealershipId"), ...others.map((pick) => new Ref("dealership", pick))]),
      state: byState ? state : undefined,
      ...client,
    }),
  );

/** The dealer's completion: every field optional; a vehicle from the dealership's stock, prices up to $10,000,000. */
export const completion = fc
  .record({
    globalCarId: optional(realIdOf("dealerStock", "vehicleId")),
    vehiclePrice: optional(acceptedVehiclePrice),
    dealerDelivery: optional(acceptedDollars),
    accessories: optional(fc.array(fc.record({ name: acceptedText(200), price: acceptedDollars }), { maxLength: 4 })),
    dealerNotes: optional(acceptedNotes(2000)),
    registrationDate: optional(registrationDay),
    validUntil: optional(validUntilAhead),
  })
  .map(present);

/** A tier and auto-respond that go together (auto-respond only at the enterprise tier). */
const tierAndAutoRespond = fc.oneof(fc.constant({ tier: "standard", autoRespond: false }), fc.boolean().map((autoRespond) => ({ tier: "enterprise", autoRespond })));

const dealershipFields = {
  contactEmail: optional(fc.option(acceptedEmail)),
  suburb: optional(fc.option(acceptedText(100))),
  state: optional(fc.option(fc.constantFrom(...AU_STATES))),
  postcode: optional(fc.option(fc.stringMatching(/^\d{4}$/))),
  approved: optional(fc.boolean()),
  deliveryFee: optional(acceptedDollars),
  standardMargin: optional(acceptedDollars),
  apiMargin: optional(fc.option(acceptedDollars)),
};

export const newDealership = fc
  .record({ name: acceptedText(200), ...dealershipFields, settings: optional(tierAndAutoRespond) })
  .map(({ settings, ...fields }) => present({ ...fields, ...settings }));

/** Changes as an operator makes them: a tier and auto-respond together, or either alone (auto-respond alone is refused at the standard tier). */
export const dealershipChanges = fc
  .record({
    name: optional(acceptedText(200)),
    ...dealershipFields,
    settings: optional(fc.oneof(tierAndAutoRespond, fc.boolean().map((autoRespond) => ({ autoRespond })), fc.constantFrom({ tier: "standard" }, { tier: "enterprise" }))),
  })
  .map(({ settings, ...fields }) => present({ ...fields, ...settings }));

export const credits = fc
  .record({ amount: fc.oneof(fc.constantFrom(1, 1_000_000), fc.integer({ min: 1, max: 1_000_000 })), note: optional(acceptedText(500)) })
  .map(present);

/** An address that may sign in to the FMO's console. */
export const consoleUser = fc.record({ email: acceptedEmail });

/** A named operator: a read or a write key. */
export const newOperator = fc.record({ name: acceptedText(200), email: acceptedEmail, scope: fc.constantFrom("read", "write") });

/** A rotation's grace period: left out (the default), none at all, or anywhere up to its maximum. */
const graceSeconds = (max: number) => fc.record({ graceSeconds: optional(fc.oneof(fc.constantFrom(0, max), fc.integer({ min: 0, max }))) }).map(present);
export const keyRotation = graceSeconds(KEY_GRACE_SECONDS_MAX);
export const webhookSecretRotation = graceSeconds(WEBHOOK_SECRET_GRACE_SECONDS_MAX);

export const stockRow = fc.record({ price: acceptedVehiclePrice, available: optional(fc.boolean()) }).map(present);

export const accessory = fc.record({ name: acceptedText(200), price: acceptedDollars });

/** The dealer's own prices: any of them, the API margin cleared now and then. */
export const dealerSettings = fc
  .record({ deliveryFee: optional(acceptedDollars), standardMargin: optional(acceptedDollars), apiMargin: optional(fc.option(acceptedDollars, { nil: null })) })
  .map(present);

/**
 * A stock file as a dealer's spreadsheet writes it: the columns in some order and case, then a
 * line per vehicle of the dealer's stock or the catalogue, prices and flags in the spellings the
 * import takes. Sent as CSV (see asCsv); tampering changes `columns` or `lines` like any field.
 */
export const stockFile = fc
  .record({
    columns: fc.constantFrom(["globalCarId", "price", "available"], ["AVAILABLE", "price", "globalcarid", "model"]),
    lines: fc.array(
      fc.record({
        vehicle: fc.oneof(realIdOf("dealerStock", "vehicleId"), realIdOf("vehicle")),
        price: fc.oneof(acceptedVehiclePrice.map(String), fc.constantFrom("$31,990.50", "31990", " 41990.5 ")),
        available: fc.constantFrom("true", "false", "Yes", "n", "1", "0"),
        model: acceptedText(60),
      }),
      // A vehicle named on two lines is refused (test/domain/stock-file.test.ts): asCsv keeps the first.
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ columns, lines }) => ({
    columns,
    lines: lines.map((line) => columns.map((column) => ({ globalcarid: line.vehicle, price: line.price, available: line.available, model: line.model })[column.toLowerCase() as "price"])),
  }));

/** A form field sent as a file upload (multipart/form-data), with its content. */
export class Upload {
  constructor(readonly content: unknown) {}
}

/**
 * A stock file's body on the wire: RFC 4180 text, whatever the (maybe tampered) fields hold. Of lines
 * naming the same vehicle (two picks of one pool record), only the first is kept.
 */
export function asCsv(body: unknown): { type: string; text: string } {
  const { columns, lines: given } = (body ?? {}) as { columns?: unknown; lines?: unknown };
  const seen = new Set<string>();
  const vehicleOf = (line: unknown) => (Array.isArray(line) && Array.isArray(columns) ? String(line[columns.findIndex((c) => String(c).toLowerCase() === "globalcarid")]).replaceAll("-", "").toLowerCase() : null);
  const lines = Array.isArray(given) ? given.filter((line) => vehicleOf(line) === null || (!seen.has(vehicleOf(line)!) && seen.add(vehicleOf(line)!))) : given;
  const cell = (value: unknown) => {
    const text = typeof value === "string" ? value : JSON.stringify(value) ?? "";
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const row = (values: unknown) => (Array.isArray(values) ? values : [values]).map(cell).join(",");
  return { type: "text/csv", text: [row(columns), ...(Array.isArray(lines) ? lines : [lines]).map(row)].join("\r\n") };
}

export const vehicle = fc
  .record({
    model: acceptedText(200),
    version: acceptedText(200),
    bodyClass: fc.constantFrom(...BODY_CLASSES),
    bodyType: acceptedText(100),
    powertrain: fc.constantFrom(...POWERTRAINS),
    engine: optional(fc.option(acceptedText(200))),
    cylinders: optional(fc.option(fc.integer({ min: 1, max: 16 }))),
    co2GramsPerKm: optional(fc.option(fc.integer({ min: 0, max: 1000 }))),
    tareKg: optional(fc.option(fc.constantFrom(300, 1_155, 1_504, 1_505, 2_794, 2_795, 10_000))),
    listPrice: optional(fc.option(acceptedVehiclePrice)),
    imageUrl: optional(fc.option(fc.constantFrom("https://images.example.com/car.jpg", "https://images.example.com/😀.png?x=<script>"))),
  })
  .map(present);

/** Changes to a catalogue vehicle's facts: any of a new vehicle's, `null` clearing a nullable one. */
export const vehicleChanges = vehicle.chain((full) => fc.subarray(Object.keys(full)).map((keys) => Object.fromEntries(keys.map((key) => [key, full[key]]))));

// --- query strings ---------------------------------------------------------------------------

type Pairs = [string, unknown][];

/** Paging as a client pages, most of the time within bounds. */
export const paging: fc.Arbitrary<Pairs> = fc
  .record({ limit: optional(fc.oneof(fc.constantFrom("1", "20", "100"), fc.integer({ min: 1, max: 100 }).map(String))), offset: optional(fc.constantFrom("0", "1", "20", "100000")) })
  .map((page) => Object.entries(page).filter(([, value]) => value !== undefined));

export const quoteListQuery: fc.Arbitrary<Pairs> = fc.tuple(paging, optional(fc.constantFrom("pending", "sent", "draft"))).map(([page, status]) => (status ? [...page, ["status", status]] : page));
export const orderListQuery: fc.Arbitrary<Pairs> = fc
  .tuple(paging, optional(fc.constantFrom("placed", "acknowledged", "declined", "withdrawn", "delivered", "invoiced")))
  .map(([page, status]) => (status ? [...page, ["status", status]] : page));

/** A search for a stock row's model, in whole or in part, in any case. */
export const searchQuery: fc.Arbitrary<Pairs> = fc
  .tuple(paging, fc.nat(), fc.constantFrom<"stored" | "lower" | "upper">("stored", "lower", "upper"))
  .map(([page, row, spelling]) => [...page, ["model", new Ref("stock", row, "model", spelling)]]);

/** A page, maybe narrowed to one state (who stocks a vehicle, the search). */
export const stateQuery: fc.Arbitrary<Pairs> = fc
  .tuple(paging, optional(fc.constantFrom(...AU_STATES, "nsw", "XX")))
  .map(([page, state]) => (state === undefined ? page : [...page, ["state", state]]));

/** A catalogue search: a few of its filters with values it takes, or now and then one it must refuse. */
export const vehicleSearchQuery: fc.Arbitrary<Pairs> = fc
  .tuple(
    paging,
    fc.subarray(
      [
        ["q", "ute"],
        ["q", "hilux 4x4"],
        ["q", "Ha"],
        ["make", "Toyota,FORD"],
        ["bodyType", "ute,van,hatch"],
        ["driveType", "4x4,awd,2wd"],
        ["powertrain", "ice,hybrid,phev"],
        ["seatsMin", "2"],
        ["gvmMaxKg", "3500"],
        ["fuelMaxLitresPer100Km", "8.5"],
        ["listPriceMin", "20000"],
        ["listPriceMax", "90000.5"],
        ["state", "qld"],
        ["stocked", "true"],
        ["sort", "-listPrice"],
        ["include", "dealerships"],
      ] as [string, string][],
      { maxLength: 4 },
    ),
    // One request in five adds a value the search refuses.
    fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 4 },
      { arbitrary: fc.constantFrom<[string, string]>(["q", "x".repeat(101)], ["bodyType", "boat"], ["state", "XX"], ["sort", "price"], ["listPriceMin", "-1"], ["seatsMin", "0"]), weight: 1 },
    ),
  )
  .map(([page, filters, refused]) => [...page, ...filters, ...(refused === undefined ? [] : [refused])]);

/** A page of a list that may be narrowed by model text (the dealer's stock, the catalogue). */
export const modelListQuery: fc.Arbitrary<Pairs> = fc
  .tuple(paging, optional(fc.oneof(fc.constantFrom("fz", "hatch", "HATCH"), acceptedText(40))))
  .map(([page, model]) => (model === undefined ? page : [...page, ["model", model]]));

/** A period of calendar days, `from` never after `to`: around daylight saving's ends, a leap day, a whole year of 366 days. */
const periodDays = fc.constantFrom<[string, string]>(["2026-04-05", "2026-04-05"], ["2026-10-04", "2026-11-30"], ["2028-02-29", "2028-03-01"], ["2026-01-01", "2026-12-31"], ["2026-11-24", "2027-11-24"]);

/** A page of a statement or the record, maybe between two days (or from one, or up to one). */
const pagedPeriod: fc.Arbitrary<Pairs> = fc
  .tuple(paging, optional(periodDays), fc.constantFrom("both", "from", "to"))
  .map(([page, days, which]) => (days === undefined ? page : [...page, ...(which !== "to" ? [["from", days[0]]] : []), ...(which !== "from" ? [["to", days[1]]] : [])] as Pairs));

export const statementQuery = pagedPeriod;

/** The operator's usage report: a period, maybe for one dealership or one FMO of the world's. */
export const usageQuery: fc.Arbitrary<Pairs> = fc
  .tuple(periodDays, optional(idOf("dealership")), optional(idOf("upkeepClient")))
  .map(([[from, to], dealershipId, clientId]) => [["from", from], ["to", to], ...(dealershipId === undefined ? [] : [["dealershipId", dealershipId]]), ...(clientId === undefined ? [] : [["clientId", clientId]])] as Pairs);

/** The audit record, maybe narrowed by target, actor and days. */
export const auditQuery: fc.Arbitrary<Pairs> = fc
  .tuple(pagedPeriod, optional(idOf("adminDealership")), optional(fc.oneof(fc.constant<Ref | string>("operator"), idOf("adminDealership"), idOf("spareKey"))))
  .map(([pairs, targetId, actor]) => [...pairs, ...(targetId === undefined ? [] : [["targetId", targetId]]), ...(actor === undefined ? [] : [["actor", actor]])] as Pairs);

/** The operator's dealership list: maybe by approval, state and a text of a world's dealership or any accepted one. */
export const dealershipListQuery: fc.Arbitrary<Pairs> = fc
  .tuple(paging, optional(fc.constantFrom("true", "false")), optional(fc.constantFrom(...AU_STATES)), optional(fc.oneof(fc.constantFrom("fuzz", "MOTORS", "toyota"), acceptedText(40))))
  .map(([page, approved, state, q]) => [...page, ...(approved ? [["approved", approved]] : []), ...(state ? [["state", state]] : []), ...(q === undefined ? [] : [["q", q]])] as Pairs);

/** Support's FMO list: by contact address, by text, or all. */
export const clientListQuery: fc.Arbitrary<Pairs> = fc.oneof(
  fc.tuple(paging, optional(fc.oneof(fc.constantFrom("fuzz", "UPKEEP", "fleet.example"), acceptedText(40)))).map(([page, q]) => (q === undefined ? page : [...page, ["q", q]] as Pairs)),
  fc.constantFrom("fuzz@fleet.example.com", "UPKEEP@fleet.example.com").map((email) => [["email", email]] as Pairs),
);

/** The operator's correction of a dealership's credits: any change but 0 within a million either way, with a note. */
export const adjustment = fc.record({
  change: fc.oneof(fc.constantFrom(1, -1, 1_000_000, -1_000_000), fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0)),
  note: acceptedText(500),
});

/** A stock file checked only, now and then. */
export const dryRunQuery: fc.Arbitrary<Pairs> = fc.constantFrom<Pairs>([], [["dryRun", "true"]], [["dryRun", "false"]]);

/** Query parameters no operation expects, or expected ones with hostile values. */
export const hostileQuery: fc.Arbitrary<Pairs> = fc.array(
  fc.tuple(
    fc.constantFrom("limit", "offset", "model", "status", "page", "next", "link", "registrationDate", "validUntil", "x"),
    fc.oneof(hostileString, hostileDay, fc.constantFrom("pending", "sent", "draft", "hilux", "-1", "1e5")),
  ),
  { maxLength: 4 },
);

/** The buttons of the completion form other than Complete quote: each re-renders the form. */
export const otherIntents = fc.constantFrom("preview", "add-accessory", "remove-accessory:0", "remove-accessory:99", "nonsense");

/**
 * The portal's completion form as a dealer fills it in and sends it with the button `intent`:
 * dollars as typed, accessory rows, notes, maybe a vehicle of the dealership's stock.
 */
export const completionForm = (intent: fc.Arbitrary<string>): fc.Arbitrary<Pairs> =>
  fc
    .record({
      intent,
      vehicle: optional(realIdOf("dealerStock", "vehicleId")),
      // Dollars as people type them; now and then what is not an amount.
      vehiclePrice: optional(fc.oneof({ weight: 8, arbitrary: fc.oneof(acceptedVehiclePrice.map(String), fc.constantFrom("$41,990.50", "41 990", "", "10,000,000.00")) }, { weight: 1, arbitrary: fc.constantFrom("10000000.01", "-5", "abc", "1.005", "0") })),
      dealerDelivery: optional(fc.oneof(acceptedDollars.map(String), fc.constantFrom("$0", "", "1,490"))),
      accessories: fc.array(fc.tuple(acceptedText(200), fc.oneof({ weight: 8, arbitrary: acceptedDollars.map(String) }, { weight: 1, arbitrary: fc.constantFrom("", "x") })), { maxLength: 3 }),
      notes: optional(acceptedNotes(2000)),
      // Date fields as browsers send them (YYYY-MM-DD), or left blank; days typed by hand, or out of
      // range, come with the hostile fields of a tampered form (hostileQuery).
      registrationDate: optional(fc.oneof(registrationDay, fc.constant(""))),
      validUntil: optional(fc.oneof(validUntilDay, fc.constant(""))),
    })
    .map(({ accessories, ...fields }) => [
      ...Object.entries(fields).filter(([, value]) => value !== undefined),
      ...accessories.flatMap(([name, price]): Pairs => [["accessoryName", name], ["accessoryPrice", price]]),
    ]);

/** Dollars as a dealer types them in the portal's forms (a fee, a margin, an accessory); now and then what is not an amount. */
const typedDollars = fc.oneof(
  { weight: 8, arbitrary: fc.oneof(acceptedDollars.map(String), fc.constantFrom("$41,990.50", "41 990", "0")) },
  { weight: 1, arbitrary: fc.constantFrom("", "10000000.01", "-5", "abc", "1.005") },
);
/** A vehicle's price as typed (never $0); now and then what is not one. */
const typedVehiclePrice = fc.oneof(
  { weight: 8, arbitrary: fc.oneof(acceptedVehiclePrice.map(String), fc.constantFrom("$41,990.50", "41 990")) },
  { weight: 1, arbitrary: fc.constantFrom("", "0", "10000000.01", "-5", "abc", "1.005") },
);
const fields = <T extends Record<string, unknown>>(form: T): Pairs => Object.entries(form).filter(([, value]) => value !== undefined);

/** A row of the Stock page saved: its price and availability, from the stock list or from Add a vehicle. */
export const stockRowForm: fc.Arbitrary<Pairs> = fc
  .record({ price: typedVehiclePrice, available: optional(fc.constantFrom("true", "false", "on")), model: optional(fc.constantFrom("", "hatch", "FZ")), page: optional(fc.constantFrom("1", "2", "0", "x")), from: optional(fc.constant("add")) })
  .map(fields);

/** A checked stock file sent back to be applied: its text travels in the form (see portal-requests.ts). */
export const stockApplyForm: fc.Arbitrary<Pairs> = stockFile.map((file) => [["file", file]]);

/** A stock file chosen on the Stock page (multipart; the file as an upload). */
export const stockCheckForm: fc.Arbitrary<Pairs> = stockFile.map((file) => [["file", new Upload(file)]]);

export const accessoryForm: fc.Arbitrary<Pairs> = fc
  .record({ name: fc.oneof({ weight: 8, arbitrary: acceptedText(200) }, { weight: 1, arbitrary: fc.constantFrom("", "  ") }), price: typedDollars, intent: optional(fc.constantFrom("save", "remove")) })
  .map(fields);

export const settingsForm: fc.Arbitrary<Pairs> = fc
  .record({ deliveryFee: typedDollars, standardMargin: typedDollars, apiMargin: optional(typedDollars) })
  .map(fields);

export const signInForm: fc.Arbitrary<Pairs> = fc
  .record({
    key: fc.oneof(
      { weight: 3, arbitrary: fc.constant(new Ref("dealerKey", 0, "key")) },
      { weight: 1, arbitrary: fc.constantFrom(`dlr_${"0".repeat(60)}`, `svc_${"a".repeat(60)}`, "dlr_12345", "", "  ") },
      { weight: 1, arbitrary: hostileString },
    ),
    next: optional(fc.oneof(fc.constantFrom("/dealer/quotes", "https://evil.example/", "//evil.example", "/dealer/quotes/../../api"), hostileString)),
  })
  .map((form) => Object.entries(form).filter(([, value]) => value !== undefined));
