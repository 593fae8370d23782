// Names, descriptions and examples of the shapes the API description shows. They are attached to
// the very zod schemas the routes validate with, in a registry of their own: the Worker never
// imports this module (the description is generated at build time), so none of this text costs
// bundle size, and nothing here changes what a schema accepts or returns.

import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { errorStatus } from "../http/errors";
import {
  AccessoryBody,
  AddCredits,
  AdminAccessory,
  AdminDealership,
  AdminInventoryItem,
  AdminVehicle,
  AdminVehicleList,
  CreateDealership,
  CreateVehicle,
  DealerKeyIssued,
  UpdateDealership,
  UpdateVehicle,
  UpsertInventoryItem,
} from "../schemas/admin";
import { ErrorResponse, Pagination, Uuid, UuidOrCompact } from "../schemas/common";
import { DealerAccessory, DealerAccessoryList } from "../schemas/dealer-accessories";
import { DealerSettings, UpdateDealerSettings } from "../schemas/dealer-settings";
import { CatalogueResponse, CatalogueVehicle, StockFileProblem, StockImportChange, StockImportRefused, StockImportResult, StockItem, StockListResponse } from "../schemas/dealer-stock";
import { CompleteQuoteRequest, DealerQuoteDetail, DealerQuoteListResponse, QuoteCompletedEvent } from "../schemas/dealer-quotes";
import { Dealer, DealerInventoryItem, DealerInventoryResponse, DealerListResponse, VehicleSpecs } from "../schemas/dealers";
import { InventorySearchResponse, VehicleSummary } from "../schemas/inventory";
import {
  CreateQuoteCompleted,
  CreateQuotePending,
  CreateQuoteRequest,
  CreateQuoteResponse,
  PricingLineItems,
  QuoteDetail,
  QuoteListItem,
  QuoteListResponse,
  QuotePricing,
} from "../schemas/quotes";
import { RegisterRequest, RegisterResponse } from "../schemas/register";
import {
  AdminClient,
  AdminClientList,
  ClientKeyIssued,
  DealershipSessionsEnded,
  KeyRotated,
  RotateKeyRequest,
  RotateWebhookSecretRequest,
  WebhookSecretRotated,
} from "../schemas/credentials";
import { CreateTenderRequest, Tender, TenderListResponse, TenderQuote, TenderSummary } from "../schemas/tenders";
import { Health, ServiceIndex } from "../schemas/service";
import { JobCounts, JobKindSummary, JobsSummary, WebhookAttempt, WebhookDelivery, WebhookDeliveryList } from "../schemas/webhook-deliveries";

export interface SchemaMeta {
  /** The name under components.schemas. */
  id?: string;
  description?: string;
  examples?: unknown[];
  [keyword: string]: unknown;
}

/** Metadata the description generator reads (instead of zod's global registry). */
export const openApiMetadata = z.registry<SchemaMeta>();

/** Field descriptions by schema name, added to the named schemas' properties after generation. */
export const fieldDescriptions: Record<string, Record<string, string>> = {};

function named(schema: $ZodType, id: string, description: string, fields: Record<string, string> = {}, extra: Omit<SchemaMeta, "id" | "description"> = {}) {
  openApiMetadata.add(schema, { id, description, ...extra });
  fieldDescriptions[id] = fields;
}

/** An array schema's element (zod/mini keeps it in the definition). */
function element(array: $ZodType): $ZodType {
  return (array._zod.def as unknown as { element: $ZodType }).element;
}

function innerOf(wrapper: $ZodType): $ZodType {
  return (wrapper._zod.def as unknown as { innerType: $ZodType }).innerType;
}

const money = "Australian dollars, at most two decimals";
/** The price basis of every dealer-side amount, said wherever one is entered or shown. */
const gstInclusive = "GST included, as the buyer pays it";
const vehiclePriceBasis = `${gstInclusive}; the vehicle's price also includes luxury car tax where it applies (the dealer collects LCT inside the price)`;

// --- common ---------------------------------------------------------------------------------

named(Uuid, "Uuid", "An id as the API returns it: canonical, lower-case 8-4-4-4-12 hex digits.", {}, {
  format: "uuid",
  examples: ["ac5c6687-9f57-5464-8072-91b135294356"],
});
named(
  UuidOrCompact,
  "UuidOrCompact",
  "An id as the API accepts it: 8-4-4-4-12 hex digits or the same 32 digits without hyphens, in upper or lower case.",
  {},
  { examples: ["ac5c6687-9f57-5464-8072-91b135294356", "AC5C66879F575464807291B135294356"] },
);
named(Pagination, "Pagination", "Where a page sits in the whole list.", {
  limit: "The page size used (the `limit` asked for, or 20).",
  offset: "How many items were skipped (the `offset` asked for, or 0).",
  count: "How many items this page holds; fewer than `limit` means the last page.",
});
openApiMetadata.add(ErrorResponse._zod.def.shape.error._zod.def.shape.code, {
  enum: Object.keys(errorStatus),
  description: "What went wrong, one code per HTTP status: " + Object.entries(errorStatus).map(([code, status]) => `${code} (${status})`).join(", ") + ".",
});
named(ErrorResponse, "Error", "Every error has this body; `error.status` repeats the HTTP status and `error.requestId` the X-Request-Id header.", {
  error: "The error.",
});
openApiMetadata.add(ErrorResponse._zod.def.shape.error, {
  description: "The error's code, a message for people, the HTTP status and the request id to quote to support.",
});

// --- service --------------------------------------------------------------------------------

named(ServiceIndex, "ServiceIndex", "Where to read about the API.", {
  name: "The service's name.",
  version: "The version of the API description.",
  docs: "Path of the interactive reference page.",
  openapi: "Path of the OpenAPI 3.1 description.",
});
named(Health, "Health", "The service is up; up to which day its pricing data holds rules.", {
  status: "Always `ok` when the service answers.",
  pricing: "Coverage of the government charges data: after `validThrough`, charges are carried forward and quotes are marked estimated.",
});

// --- registration ---------------------------------------------------------------------------

named(RegisterRequest, "RegisterRequest", "The FMO asking for an API key.", {
  companyName: "The organisation's name.",
  contactEmail: "Where the service can reach the organisation.",
  contactPhone: "A phone number, as written.",
  companyAbn: "Australian Business Number, as written.",
});
named(RegisterResponse, "Registration", "The new API key and webhook secret: shown this once, never again.", {
  apiKey: "The bearer key for every FMO operation: `svc_` and 60 lower-case hex digits.",
  message: "Says to store the key and secret safely: neither can be retrieved again.",
  rateLimitPerHour: "Requests per hour this key may make (100).",
  webhookSecret: "Verifies the `quote.completed` webhooks sent to this FMO (Standard Webhooks, `whsec_` and base64).",
});

// --- credentials ----------------------------------------------------------------------------

named(RotateKeyRequest, "RotateKeyRequest", "How long the key being replaced keeps working.", {
  graceSeconds: "Seconds the current key keeps working beside the new one: 0 (refused at once) to 86,400 (a day); 3,600 when left out.",
});
named(KeyRotated, "KeyRotated", "The new API key: shown this once, never again.", {
  apiKey: "The new bearer key: `svc_` and 60 lower-case hex digits.",
  keyPrefix: "The start of the new key, safe to show in logs and listings.",
  previousKeyPrefix: "The start of the key it replaces.",
  previousKeyExpiresAt: "Until when the replaced key works (refused from this moment on).",
  message: "Says to store the key safely and until when the old one works.",
});
named(RotateWebhookSecretRequest, "RotateWebhookSecretRequest", "How long the webhook secret being replaced keeps signing.", {
  graceSeconds: "Seconds every delivery is also signed with the current secret: 0 (the new one alone, at once) to 604,800 (a week); 86,400 when left out.",
});
named(WebhookSecretRotated, "WebhookSecretRotated", "The new webhook secret: shown this once, never again.", {
  webhookSecret: "Verifies `quote.completed` webhooks from now on (Standard Webhooks, `whsec_` and base64).",
  previousSecretExpiresAt: "Until when deliveries also carry a signature made with the replaced secret.",
  message: "Says to store the secret safely, and how deliveries are signed meanwhile.",
});
named(AdminClient, "AdminClient", "An FMO as support sees it: never a key or a secret.", {
  id: "The FMO's id.",
  companyName: "The organisation's name.",
  contactEmail: "Its contact address.",
  contactPhone: "Its phone number, as written.",
  companyAbn: "Its ABN, as written.",
  keyPrefix: "The start of its current API key (what the FMO sees at the start of its key).",
  previousKeyPrefix: "The start of the key a rotation replaced, while that key still works; else null.",
  previousKeyExpiresAt: "Until when that replaced key works; null when none does.",
  webhookSecretRotatedAt: "When it last rotated its webhook secret (null: never). After WEBHOOK_SIGNING_KEY changes, FMOs that rotated since hold a secret derived from the new key.",
  previousWebhookSecretExpiresAt: "Until when deliveries also carry a signature made with its previous webhook secret; null when they do not.",
  createdAt: "When it registered.",
});
named(AdminClientList, "AdminClientList", "FMOs found by their contact address.", { clients: "Oldest first; empty when none has that address." });
named(ClientKeyIssued, "ClientKeyIssued", "An FMO's new API key, issued by support: shown this once, never again.", {
  clientId: "The FMO.",
  apiKey: "The new bearer key: `svc_` and 60 lower-case hex digits. Every other key of the FMO is refused from now on.",
  keyPrefix: "The start of the key, safe to show in logs and listings.",
  message: "Says to hand the key over safely.",
});
named(DealershipSessionsEnded, "DealershipSessionsEnded", "A dealership's portal sessions and links, ended.", {
  dealershipId: "The dealership.",
  endedAt: "When: sessions started and links sent before it no longer open the portal.",
  message: "What ended, and what did not (its dealer keys).",
});

// --- dealers and stock ----------------------------------------------------------------------

named(Dealer, "Dealer", "An approved dealership.", {
  id: "The dealership's id: send it as `dealershipId` when asking for a quote.",
  name: "Trading name.",
  suburb: "Suburb, when known.",
  state: "State or territory code, when known.",
  postcode: "Postcode, when known.",
  autoRespond: "True when the dealership prices quotes at once (the creation response then has status `completed`); false when it reviews them by hand.",
});
named(DealerListResponse, "DealerList", "A page of approved dealerships, in name order.", {
  dealers: "The dealerships on this page.",
  pagination: "Where this page sits.",
});
named(innerOf(VehicleSpecs), "VehicleSpecs", "What the catalogue records of a vehicle.", {
  bodyType: "Body type as the maker names it.",
  bodyClass: "Body class used for registration charges.",
  powertrain: "Power source, which some states' charges depend on.",
  engine: "Engine description, when known.",
  cylinders: "Number of cylinders, when known.",
  co2GramsPerKm: "Combined CO2 emissions in g/km, when known.",
  tareKg: "Unladen (tare) mass in kg, when known: NSW motor vehicle tax and the WA licence fee are set by it.",
  listPrice: `The manufacturer's list price (${money}, GST and LCT included), when known: QLD, WA and SA charge duty on at least it.`,
});
named(DealerInventoryItem, "InventoryItem", "A vehicle a dealership has available.", {
  globalCarId: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
  model: "Make and model.",
  version: "Variant or trim.",
  specs: "What the catalogue records of the vehicle; null when nothing is recorded.",
  imageUrl: "A picture of the vehicle, when there is one.",
});
named(DealerInventoryResponse, "DealerInventory", "A page of one dealership's available vehicles.", {
  dealershipId: "The dealership, in canonical form.",
  inventory: "The vehicles on this page.",
  pagination: "Where this page sits.",
});
named(VehicleSummary, "VehicleSummary", "A vehicle available at one or more approved dealerships.", {
  id: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
  model: "Make and model.",
  version: "Variant or trim.",
  specs: "What the catalogue records of the vehicle; null when nothing is recorded.",
  imageUrl: "A picture of the vehicle, when there is one.",
});
named(InventorySearchResponse, "InventorySearchResult", "A page of matching vehicles, each listed once however many dealerships stock it.", {
  vehicles: "The vehicles on this page.",
  pagination: "Where this page sits.",
});

// --- quotes ---------------------------------------------------------------------------------

named(
  CreateQuoteRequest,
  "QuoteRequest",
  "A request for a drive-away quote. Name the vehicle with `globalCarId`, or with `model` (and optionally `version`) text: at least one of the two is required.",
  {
    dealershipId: "The dealership to ask.",
    globalCarId: "The vehicle (the `globalCarId` of an inventory item, or the `id` of a search result). More precise than `model`.",
    model: "Model text instead of `globalCarId`. Text matching exactly one of the dealership's available vehicles is taken as that vehicle; otherwise the quote waits for the dealer to choose.",
    version: "Variant text, used with `model`.",
    clientName: "The person the quote is for.",
    clientEmail: "Where the priced quote is e-mailed.",
    clientPhone: "A phone number, as written.",
    postcode: "The client's postcode: decides the state whose registration charges and stamp duty apply. Without it, the dealership's state.",
    quantity: "How many vehicles.",
    registrationUse: "What the vehicle will be registered for: `business` (the default, as fleet cars are) or `private`. Some states charge business use more (NSW motor vehicle tax, QLD registration) and some concessions are for private vehicles only.",
    registrationDate: "The day (YYYY-MM-DD, in the registration state) the vehicle is expected to be registered, from today to 24 months ahead: the duty and registration rules in force that day price the quote. Without it, the day the quote is priced.",
    accessoryIds: "Dealer accessories to include.",
    notes: "Anything the dealer should know (several lines allowed).",
    callbackUrl: "An https URL that receives the `quote.completed` webhook when the dealer completes a pending quote.",
  },
  { anyOf: [{ required: ["globalCarId"] }, { required: ["model"] }] },
);
const lineItemsOf = PricingLineItems._zod.def.shape;
named(element(lineItemsOf.registration._zod.def.shape.components), "ChargeLine", "One government charge, with when its rule took effect and how sure its figure is.", {
  id: "Stable identifier of the charge.",
  label: "What the charge is, in words.",
  amount: `The amount (${money}); a concession or rebate is negative.`,
  effectiveFrom: "First day of the rule used; null on quotes priced before charges were dated.",
  effectiveTo: "Last day of the rule used, when it has one.",
  confidence:
    "How sure the figure is: `official` (at least one official source), `corroborated` (two named public sources agree), `carried-forward` (an earlier period's figure, nothing newer confirmed) or `estimate`; null on quotes priced before charges were dated.",
  sources: "The public pages the figure was read on (an estimate may have none: its note says why).",
  note: "Why this confidence: what the quote lacked (the vehicle's tare, its list price, the business-use figure) or what was not found; null when there is nothing to say.",
});
named(PricingLineItems, "PricingLineItems", `The priced breakdown of a quote. Amounts are ${money}; dealer-side amounts are ${gstInclusive}.`, {
  vehiclePrice: `The vehicle's price including the dealer's margin (${vehiclePriceBasis}).`,
  vehiclePriceNote: "Said of the vehicle line, e.g. that its value is above the luxury car tax threshold in force, so its price includes LCT (no amount is added for it); null when there is nothing to say.",
  dealerDelivery: `The dealer's delivery fee (${gstInclusive}).`,
  accessories: `The accessories included (${gstInclusive}).`,
  stampDuty:
    "Stamp duty (motor vehicle duty) of the registration state, on the state's dutiable value (QLD, WA and SA: at least the list price, whatever the fleet discount); concessions are already inside `amount`.",
  registration: "12-month registration of the registration state for the vehicle's use, tare, cylinders or emissions as the state sets them; the components add up to `amount`.",
  ratesAsOf: "The day (in the registration state) whose rates priced the quote: the registration date when one was given.",
  registrationUse: "What the vehicle is registered for (quotes priced before it could be asked show `private`: they were priced so).",
  registrationDate: "The registration date the client (or the completing dealer) gave; null when none was given.",
  estimated: "True when any government charge is carried forward from an earlier period or is an estimate.",
  registrationState: "Which state's charges apply, and why.",
  quantity: "How many vehicles.",
  totalForQuantity: "The drive-away price times the quantity.",
});
named(QuotePricing, "Pricing", `The drive-away price of a sent quote (${money}).`, {
  totalDriveAway: "Drive-away price of one vehicle.",
  lineItems: "The breakdown; null only on quotes stored before breakdowns were kept.",
});
named(CreateQuoteCompleted, "QuoteCompleted", "Answered at once by an auto-responding dealership: the quote is stored as `sent` and e-mailed to the client.", {
  status: "Always `completed` in this variant.",
  quoteId: "The new quote's id.",
  dealership: "The dealership that priced it.",
  vehicle: "The vehicle priced.",
  pricing: `The price (${money}): delivery, accessories, drive-away total and the full breakdown.`,
  createdAt: "When the quote was created.",
  validUntil: "Until when the price holds: when it was sent plus the dealership's validity (14 days unless the dealership has another).",
});
named(CreateQuotePending, "QuotePending", "Waiting for the dealership: it reviews the request, and a `quote.completed` webhook follows when it completes it (if `callbackUrl` was given).", {
  status: "Always `pending` in this variant.",
  quoteId: "The new quote's id.",
  message: "Says the dealership will review the request and respond.",
  createdAt: "When the quote was created.",
});
named(CreateQuoteResponse, "QuoteCreated", "The creation response: `completed` with the price, or `pending`; tell them apart by `status`.");
named(QuoteListItem, "QuoteListItem", "A quote as listed.", {
  id: "The quote's id.",
  dealership: "The dealership asked.",
  vehicle: "The vehicle, or the model text asked for while the dealer has still to choose one; null if neither is known.",
  clientName: "The person the quote is for.",
  clientEmail: "The client's e-mail address.",
  status: "`pending` until the dealer completes it, then `sent`.",
  channel: "How the quote was asked for (`api`).",
  createdAt: "When the quote was created.",
  sentAt: "When the priced quote was sent; null while pending.",
  validUntil: "Until when the price holds; null while pending.",
  expired: "True once `validUntil` has passed: the dealership need not honour the price any more. The status stays `sent`.",
  tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
});
named(QuoteListResponse, "QuoteList", "A page of quotes, newest first.", {
  quotes: "The quotes on this page.",
  pagination: "Where this page sits.",
});
const quoteDetailFields = {
  id: "The quote's id.",
  status: "`pending` until the dealer completes it, then `sent`.",
  channel: "How the quote was asked for (`api`).",
  dealership: "The dealership asked.",
  vehicle: "The vehicle, or the model text asked for (without an image) while the dealer has still to choose one.",
  clientName: "The person the quote is for.",
  clientEmail: "The client's e-mail address.",
  clientPhone: "The client's phone number, if given.",
  registrationUse: "What the vehicle will be registered for.",
  registrationDate: "The day the vehicle is expected to be registered (the client's, or the dealer's when completing); null when none was given.",
  createdAt: "When the quote was created.",
  sentAt: "When the priced quote was sent; null while pending.",
  pricing: "The price once the quote is sent; null while pending.",
  dealerNotes: "What the dealer wrote when completing the quote.",
  validUntil: "Until when the price holds; null while pending.",
  expired: "True once `validUntil` has passed: the dealership need not honour the price any more. The status stays `sent`.",
  tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
};
named(QuoteDetail, "QuoteDetail", "One of the caller's quotes.", { ...quoteDetailFields, callbackUrl: "Where the `quote.completed` webhook goes, if anywhere." });

// --- tenders --------------------------------------------------------------------------------

named(
  CreateTenderRequest,
  "TenderRequest",
  "One request for the same vehicle at several dealerships: those named (2 to 20), or every approved dealership of a state that has the vehicle available (the first 20 by name). The client fields are a quote request's; accessories are each dealership's own and not part of a tender.",
  {
    ...Object.fromEntries(Object.entries(fieldDescriptionsOf("QuoteRequest")).filter(([field]) => field !== "dealershipId" && field !== "accessoryIds")),
    dealershipIds: "The dealerships to ask: 2 to 20 distinct ids. Exactly one of `dealershipIds` and `state`.",
    state: "Ask every approved dealership of this state or territory that has the vehicle available (the first 20 by name). Exactly one of `dealershipIds` and `state`.",
    accessoryIds: "Not accepted (400): accessories are each dealership's own; ask for them in a single quote.",
  },
  { anyOf: [{ required: ["globalCarId"] }, { required: ["model"] }], oneOf: [{ required: ["dealershipIds"] }, { required: ["state"] }] },
);
named(TenderQuote, "TenderQuote", "One dealership of a tender: its quote, or why it got none.", {
  dealership: "The dealership asked; name, suburb and state are null for an unknown or unapproved one.",
  quoteId: "Its quote (an ordinary quote: read it with getQuote); null when declined.",
  status: "`completed` (priced: in the creation answer and its replays), `sent` (priced: when the tender is read), `pending` (with the dealer) or `declined`.",
  reason: "Why it was declined: `NO_CREDITS`, `NOT_STOCKED` (the vehicle is not available there; for a model text, nothing matches) or `NOT_FOUND` (unknown or not approved); null otherwise. A declined dealership is not charged.",
  pricing: "As in a completed quote, once priced; null otherwise.",
  validUntil: "Until when the price holds; null while not priced.",
  expired: "True once `validUntil` has passed.",
});
named(Tender, "Tender", "A tender and its quotes as they stand: priced first (cheapest first, ties by when sent), then pending, then declined.", {
  tenderId: "The tender's id.",
  createdAt: "When it was asked.",
  vehicle: "What was asked for: the catalogue vehicle (`globalCarId`), or the model text.",
  state: "The state whose dealerships were asked, when the tender named one.",
  quotes: "One line per dealership asked.",
  best: "The quoteId of the lowest `totalDriveAway` among the priced quotes whose price still holds (not `expired`); null while there is none.",
});
named(TenderSummary, "TenderSummary", "A tender in the list.", {
  tenderId: "The tender's id.",
  createdAt: "When it was asked.",
  vehicle: "What was asked for.",
  state: "The state whose dealerships were asked, when the tender named one.",
  counts: "How many dealerships have priced, are pending, declined.",
  best: "The quoteId of the cheapest priced quote whose price still holds, as in the tender itself; null while there is none.",
  bestTotalDriveAway: "That quote's `totalDriveAway`; null with `best`.",
});
named(TenderListResponse, "TenderList", "A page of the client's tenders, newest first.", { tenders: "The tenders on this page.", pagination: "Where this page sits." });

// --- webhook deliveries and jobs ------------------------------------------------------------

named(WebhookAttempt, "WebhookAttempt", "One POST of a webhook.", {
  series: "1 for the first series of attempts, 2 for the first redelivery, and so on.",
  attempt: "1 to 3 within a series.",
  attemptedAt: "When the attempt started.",
  statusCode: "The receiver's HTTP status; null when it did not answer.",
  durationMs: "How long the attempt took.",
  error: "Why the attempt failed; null when it succeeded.",
});
named(WebhookDelivery, "WebhookDelivery", "One `quote.completed` event and its attempts. Never shows the signing secret.", {
  id: "The delivery's id; also the `webhook-id` header of every attempt.",
  event: "The event delivered.",
  url: "The receiver.",
  status: "`pending` while attempts remain, `delivered` after a 2xx, `failed` after the last attempt failed.",
  createdAt: "When the event was created.",
  finishedAt: "When it was delivered or given up; null while pending.",
  lastError: "Why the last attempt failed, if it did.",
  redeliveries: "How often it was sent again on request.",
  redeliveriesLeft: "How many more redeliveries may be asked for.",
  attempts: "Every attempt, oldest first.",
});
named(WebhookDeliveryList, "WebhookDeliveryList", "A quote's webhook deliveries, oldest first.", { deliveries: "The deliveries." });
named(JobCounts, "JobCounts", "Jobs by state.", { pending: "Not finished yet.", delivered: "Delivered (e-mails: sent).", failed: "Given up." });
named(JobKindSummary, "JobKindSummary", "One kind of job.", {
  counts: "Jobs by state.",
  oldestUnfinishedAgeSeconds:
    "How long, in seconds, the longest-waiting pending job has been due (since it was created, redelivered or scheduled for its next attempt); null when none is pending.",
});
named(JobsSummary, "JobsSummary", "E-mail and webhook jobs by state.", { email: "E-mail jobs.", webhook: "Webhook jobs." });

// --- the dealership's side ------------------------------------------------------------------

named(element(DealerQuoteListResponse._zod.def.shape.quotes), "DealerQuoteListItem", "A quote as the dealership lists it.", {
  ...fieldDescriptionsOf("QuoteListItem"),
  quantity: "How many vehicles the client asked for.",
});
named(DealerQuoteListResponse, "DealerQuoteList", "A page of the dealership's quotes, newest first.", {
  quotes: "The quotes on this page.",
  pagination: "Where this page sits.",
});
named(DealerQuoteDetail, "DealerQuoteDetail", "One of the dealership's quotes: what the client sees, and what the client asked for (never the client's callbackUrl).", {
  ...quoteDetailFields,
  quantity: "How many vehicles the client asked for.",
  postcode: "The client's postcode, if given.",
  notes: "The client's notes, if any.",
});
named(
  CompleteQuoteRequest,
  "CompleteQuoteRequest",
  "Completes a pending quote. Every field is optional; left out, the lines default to the current stock price plus margin, the delivery fee and the requested accessories. Government charges are always recomputed.",
  {
    globalCarId: "Chooses the vehicle from the dealership's available stock. Required when the quote was asked for by model text that named no single vehicle; may replace the requested vehicle.",
    registrationDate: "The day the vehicle will be registered (YYYY-MM-DD, from today to 24 months ahead), replacing the client's: its rules price the quote. Required in effect when the client's date has passed.",
    vehiclePrice: `The vehicle's price (${money}, ${vehiclePriceBasis}).`,
    dealerDelivery: `The delivery fee (${money}, ${gstInclusive}).`,
    accessories: `The accessory lines, replacing the requested ones (${gstInclusive}).`,
    dealerNotes: "A note for the client (several lines allowed).",
    validUntil: "Ends this quote's validity earlier than the dealership's own (after now, no later than sent + the dealership's validity days).",
  },
);
named(QuoteCompletedEvent, "QuoteCompletedEvent", "The body of the `quote.completed` webhook.", {
  event: "Always `quote.completed`.",
  quoteId: "The quote completed.",
  status: "Always `sent`.",
  dealership: "The dealership that completed it.",
  vehicle: "The vehicle priced.",
  pricing: `The drive-away price and its breakdown (${money}).`,
  clientName: "The person the quote is for.",
  clientEmail: "The client's e-mail address.",
  sentAt: "When the dealer completed the quote.",
  validUntil: "Until when the price holds.",
  tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
});

// --- the dealership's own data --------------------------------------------------------------

const updatedAt = "When the row was last changed.";
const updatedBy = "Who changed it last: `operator`, or the display prefix of the dealer key used (`dlr_` and 8 hex digits); null when it was written before changes were recorded.";
named(StockItem, "StockItem", "A vehicle in a dealership's stock, available to FMOs or not.", {
  globalCarId: "The vehicle's catalogue id: what FMOs send as `globalCarId`.",
  model: "Make and model.",
  version: "Variant or trim.",
  price: `The dealership's price (${money}; ${vehiclePriceBasis}); quotes add the dealership's margin.`,
  listPrice: `The manufacturer's list price from the catalogue (${money}), read-only; null when the catalogue has none.`,
  available: "Whether FMOs see it and can ask for quotes on it.",
  updatedAt,
  updatedBy,
});
named(StockListResponse, "StockList", "A page of a dealership's stock, available or not.", {
  dealershipId: "The dealership.",
  inventory: "Its stock rows, in model and version order.",
  pagination: "Where this page sits.",
});
named(CatalogueVehicle, "CatalogueVehicle", "A catalogue vehicle a dealership may stock.", {
  id: "The catalogue id: the `globalCarId` to stock it with.",
  model: "Make and model.",
  version: "Variant or trim.",
  bodyType: "Body type as the maker names it.",
  bodyClass: "Body class used for registration charges.",
  powertrain: "Power source.",
  listPrice: `The manufacturer's list price (${money}, GST and LCT included); null when unknown.`,
  inStock: "Whether the dealership stocks it already (available or not).",
});
named(CatalogueResponse, "Catalogue", "A page of the catalogue.", { vehicles: "Catalogue vehicles, in the order they were added.", pagination: "Where this page sits." });
named(StockImportChange, "StockImportChange", "What one line of the file changes.", {
  line: "The line of the file (1 is the header).",
  globalCarId: "The vehicle.",
  model: "Make and model, from the catalogue.",
  version: "Variant or trim, from the catalogue.",
  change: "`created`: the vehicle joins the stock; `updated`: its price or availability changes.",
  price: `The price from the file (${money}).`,
  available: "Availability from the file.",
  previousPrice: "The price before; null for a created row.",
  previousAvailable: "Availability before; null for a created row.",
});
named(StockImportResult, "StockImportResult", "What an import changed (or, with dryRun, would change). Vehicles in stock that the file does not name are left as they are.", {
  dryRun: "True when nothing was changed: the answer says what would be.",
  rows: "Vehicle lines in the file (blank lines aside).",
  created: "Vehicles added to the stock.",
  updated: "Stock rows whose price or availability changed.",
  unchanged: "Lines that match the stock already (their rows are not touched).",
  notInFile: "Vehicles in stock that the file does not name: left as they are.",
  changes: "Every created and updated row, in file order.",
});
named(StockFileProblem, "StockFileProblem", "Something wrong in a stock file, and where.", {
  line: "The line of the file (1 is the header; a quoted value over several lines counts each).",
  column: "The column the problem is in (`globalCarId`, `price` or `available`); null for the header, the file as a whole or a line too many.",
  message: "What is wrong, in words.",
});
named(StockImportRefused, "StockImportError", "The error body of an import: an Error, with every problem of a refused file by line.", { error: "The error." });
openApiMetadata.add(StockImportRefused._zod.def.shape.error, {
  description: "The error's code, a message naming the first problem, the HTTP status, the request id and, for a refused file, `problems`: every one, in line order.",
});
named(DealerAccessory, "DealerAccessory", "An accessory a dealership offers, as the dealership keeps it.", {
  id: "The accessory's id: FMOs send it in `accessoryIds`.",
  name: "What it is.",
  price: `Its price (${money}; ${gstInclusive}).`,
  updatedAt,
  updatedBy,
});
named(DealerAccessoryList, "DealerAccessoryList", "A page of a dealership's accessories.", { accessories: "Accessories in name order.", pagination: "Where this page sits." });
const dealerPrices = {
  deliveryFee: `Dealer delivery added to every quote (${money}; ${gstInclusive}).`,
  standardMargin: `Margin added to the stock price (${money}; ${gstInclusive}).`,
  apiMargin: `Margin for quotes asked through the API instead of the standard one (${money}; ${gstInclusive}); null for the same as standard.`,
};
named(UpdateDealerSettings, "DealerSettingsUpdate", "The prices to change; fields left out stay as they are. The operator's fields are refused.", {
  ...dealerPrices,
  tier: "Set by the operator: refused.",
  autoRespond: "Set by the operator: refused.",
  approved: "Set by the operator: refused.",
  credits: "Set by the operator: refused.",
  quoteValidityDays: "Set by the operator: refused.",
});
named(DealerSettings, "DealerSettings", "What a dealership prices its quotes with, and what the operator decides for it.", {
  ...dealerPrices,
  updatedAt: "When the delivery fee or a margin was last changed; null if never since changes were recorded.",
  updatedBy,
  operator: "Decided by the operator, to read only: tier, auto-respond (enterprise tier only), approval, quote credits left, and how many days a priced quote holds.",
});

// --- the operator's side --------------------------------------------------------------------

const dealershipFields = {
  name: "Trading name.",
  contactEmail: "Where quote requests are e-mailed for review.",
  suburb: "Suburb.",
  state: "State or territory code.",
  postcode: "Four-digit postcode.",
  approved: "Only approved dealerships are listed and can be asked for quotes.",
  tier: "`enterprise` may auto-respond.",
  autoRespond: "Price quotes at once (enterprise tier only).",
  deliveryFee: `Delivery fee (${money}; ${gstInclusive}).`,
  standardMargin: `Margin on the stock price (${money}; ${gstInclusive}).`,
  apiMargin: `Margin for quotes asked through the API, instead of the standard one (${money}; ${gstInclusive}); null for none.`,
  quoteValidityDays: "How long a priced quote holds, in days from when it is sent: 1 to 90 (14 by default).",
};
named(CreateDealership, "CreateDealership", "A new dealership; only `name` is required.", dealershipFields);
named(UpdateDealership, "UpdateDealership", "Fields to change; `null` clears a nullable one. Moving to the standard tier switches auto-respond off.", dealershipFields);
named(AdminDealership, "AdminDealership", "A dealership as the operator sees it.", {
  id: "The dealership's id.",
  ...dealershipFields,
  credits: "Quote credits left: each quote asked of the dealership uses one.",
  createdAt: "When the dealership was created.",
});
named(AddCredits, "AddCredits", "Credits to add.", { amount: "How many quote credits to add." });
named(UpsertInventoryItem, "UpsertInventoryItem", "A vehicle's price and availability at a dealership.", {
  price: `The stock price (${money}; ${vehiclePriceBasis}).`,
  available: "Whether FMOs can see and ask for it.",
});
named(AdminInventoryItem, "AdminInventoryItem", "A stock row.", {
  dealershipId: "The dealership.",
  vehicleId: "The vehicle.",
  price: `The stock price (${money}; ${vehiclePriceBasis}).`,
  available: "Whether FMOs can see and ask for it.",
});
named(AccessoryBody, "AccessoryInput", "An accessory a dealership offers.", { name: "What it is.", price: `Its price (${money}; ${gstInclusive}).` });
named(AdminAccessory, "Accessory", "An accessory a dealership offers.", {
  id: "The accessory's id: FMOs send it in `accessoryIds`.",
  dealershipId: "The dealership.",
  name: "What it is.",
  price: `Its price (${money}; ${gstInclusive}).`,
});
const vehicleFields = {
  model: "Make and model.",
  version: "Variant or trim.",
  bodyClass: "Body class used for registration charges.",
  bodyType: "Body type as the maker names it.",
  powertrain: "Power source.",
  engine: "Engine description.",
  cylinders: "Number of cylinders (QLD and TAS registration, QLD duty).",
  co2GramsPerKm: "Combined CO2 emissions in g/km (VIC green-car duty, ACT duty and registration).",
  tareKg: "Unladen (tare) mass, 300 to 10,000 kg (NSW motor vehicle tax, WA licence fee). Without it those lines are priced for a standard car and marked estimates.",
  listPrice: `The manufacturer's list price (${money}, GST and LCT included): QLD, WA and SA charge duty on at least it, whatever the fleet price. Without it, duty there is charged on the quoted price and marked an estimate.`,
  imageUrl: "A picture of the vehicle: an http or https address.",
};
named(CreateVehicle, "CreateVehicle", "A vehicle for the catalogue.", vehicleFields);
named(UpdateVehicle, "UpdateVehicle", "Facts to change; `null` clears a nullable one. Quotes already priced keep their price.", vehicleFields);
named(AdminVehicle, "AdminVehicle", "A catalogue vehicle with the facts pricing reads.", { id: "The vehicle's catalogue id.", ...vehicleFields, createdAt: "When it was added." });
named(AdminVehicleList, "AdminVehicleList", "A page of the catalogue.", { vehicles: "Catalogue vehicles, in the order they were added.", pagination: "Where this page sits." });
named(DealerKeyIssued, "DealerKeyIssued", "A new dealer key: shown this once, never again.", {
  id: "The key's id (to revoke it).",
  dealershipId: "The dealership it belongs to.",
  dealerKey: "The bearer key for the dealership's operations: `dlr_` and 60 lower-case hex digits.",
  keyPrefix: "The start of the key, safe to show in listings.",
  message: "Says to hand the key over safely: it cannot be retrieved again.",
});

function fieldDescriptionsOf(id: string): Record<string, string> {
  return fieldDescriptions[id] ?? {};
}
