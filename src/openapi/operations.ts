import type { $ZodType } from "zod/v4/core";
import { BOOKMARK_HEADER } from "../db/client";
import {
  AccessoryBody,
  AccessoryPath,
  AddCredits,
  AdminAccessory,
  AdminDealership,
  AdminInventoryItem,
  AdminVehicle,
  AdminVehicleList,
  CreateDealership,
  CreateVehicle,
  DealerKeyIssued,
  DealerKeyPath,
  InventoryItemPath,
  UpdateDealership,
  UpdateVehicle,
  UpsertInventoryItem,
} from "../schemas/admin";
import { IdParam, PaginationQuery } from "../schemas/common";
import {
  AdminClientList,
  ClientEmailQuery,
  ClientIdParam,
  ClientKeyIssued,
  DealershipSessionsEnded,
  KeyRotated,
  RotateKeyRequest,
  RotateWebhookSecretRequest,
  WebhookSecretRotated,
} from "../schemas/credentials";
import { DealerAccessory, DealerAccessoryList } from "../schemas/dealer-accessories";
import { DealerSettings, UpdateDealerSettings } from "../schemas/dealer-settings";
import { CatalogueQuery, CatalogueResponse, StockImportQuery, StockImportRefused, StockImportResult, StockItem, StockItemPath, StockListQuery, StockListResponse } from "../schemas/dealer-stock";
import { CompleteQuoteRequest, DealerQuoteDetail, DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";
import { InventorySearchQuery, InventorySearchResponse } from "../schemas/inventory";
import { CreateQuoteRequest, CreateQuoteResponse, IdempotencyHeaders, QuoteDetail, QuoteListQuery, QuoteListResponse } from "../schemas/quotes";
import { RegisterRequest, RegisterResponse } from "../schemas/register";
import { CreateTenderRequest, Tender, TenderListQuery, TenderListResponse } from "../schemas/tenders";
import { Health, ServiceIndex } from "../schemas/service";
import { JobsSummary, RedeliverPath, WebhookDelivery, WebhookDeliveryList } from "../schemas/webhook-deliveries";
import * as ex from "./examples";
import type { HeaderName } from "./headers";

export type Tag = "FMO" | "Dealer" | "Admin" | "Service";

export interface ResponseSpec {
  description: string;
  schema?: $ZodType;
  example?: unknown;
  /** A CSV body (text/csv) instead of JSON: its example. */
  csvExample?: string;
  /** Headers beyond X-Request-Id (every response) and the rate-limit fields (derived from `auth`). */
  headers?: HeaderName[];
}

export interface OperationSpec {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path template, e.g. /api/v1/dealers/{id}/inventory */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  /** Which bearer key the operation needs, if any. */
  auth: "apiKey" | "dealerKey" | "adminToken" | null;
  /** Counted against a per-caller limit (and so answered with RateLimit fields) without a key. */
  rateLimitedWithoutKey?: boolean;
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  /** Reads the X-D1-Bookmark request header (a client's own data, read after its writes). */
  readsBookmark?: boolean;
  /** Descriptions of this operation's parameters, where the shared ones do not fit. */
  parameterDescriptions?: Record<string, string>;
  body?: $ZodType;
  requestExample?: unknown;
  /** A CSV request body (text/csv) instead of JSON: what it holds, and an example. */
  csvBody?: { description: string; example: string };
  responses: Record<number, ResponseSpec>;
  errors: number[];
  /** What an error status means for this operation, where the general wording is not enough. */
  errorDescriptions?: Partial<Record<number, string>>;
  /** An error body richer than the Error schema, for a status of this operation. */
  errorBodies?: Partial<Record<number, { schema: $ZodType; example: unknown }>>;
}

/** Parameter descriptions shared by every operation that has the parameter. */
export const sharedParameterDescriptions: Record<string, string> = {
  limit: "Page size: 1 to 100 items (default 20).",
  offset: "How many items to skip: 0 or more (default 0). Beyond 100,000 the answer is 400: narrow the list with its filters instead.",
  status: "Only quotes with this status.",
  "idempotency-key":
    "Any printable ASCII text of 1 to 255 characters naming this request. Sent again with the same body (for 24 hours), it returns the first answer (marked Idempotent-Replayed) instead of creating and charging a second quote; with a different body it is 422.",
  [BOOKMARK_HEADER]: `The \`${BOOKMARK_HEADER}\` of your last write, so a database replica that has seen it may answer. Optional: without it (or with a malformed one) the read goes to the primary.`,
};

const quotePath = { id: "The quote's id." };
const dealershipPath = { id: "The dealership's id." };
const modelFilter = { model: "Only the vehicles whose model name holds this text: 1 to 200 characters, matched as search matches (partial, any case, spaces and hyphens ignored)." };
const changes = "Every change records when and with which dealer key it was made (`updatedAt`, `updatedBy`), and is logged.";

/**
 * Every public operation, described with the same zod schemas the routes validate with.
 * A test compares this list with the routes the app actually serves.
 */
export const operations: OperationSpec[] = [
  {
    method: "get",
    path: "/",
    operationId: "getServiceIndex",
    summary: "Where to read about the API",
    description:
      "For API clients (any `Accept` but `text/html`): JSON naming the reference page and the OpenAPI description. A browser (`Accept: text/html`) is redirected (302) to the reference page, `/docs/`.",
    tag: "Service",
    auth: null,
    responses: {
      200: { description: "Where the reference page and the description are", schema: ServiceIndex, example: ex.serviceIndex },
      302: { description: "A browser is sent to the reference page", headers: ["Location"] },
    },
    errors: [],
  },
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    summary: "Check that the service is up",
    description: "No key, no storage. Also says up to which day the pricing data holds government charges: past it, charges are carried forward and quotes say `estimated`.",
    tag: "Service",
    auth: null,
    responses: { 200: { description: "The service is up", schema: Health, example: ex.health } },
    errors: [],
  },
  {
    method: "get",
    path: "/api/v1/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This description (OpenAPI 3.1)",
    description:
      "No key. Generated from the same schemas the service validates with. Any origin may read it (`Access-Control-Allow-Origin: *`), so browser tools and hosted editors can load it; the API's other operations send no CORS headers (they are for servers, which keep their keys private).",
    tag: "Service",
    auth: null,
    responses: { 200: { description: "The OpenAPI 3.1 description", headers: ["Access-Control-Allow-Origin"] } },
    errors: [],
  },
  {
    method: "post",
    path: "/api/v1/register",
    operationId: "register",
    summary: "Register an FMO and receive its API key",
    description:
      "No key needed. Answers with the API key (and the webhook secret) in plain text this once: store them safely, they cannot be retrieved again. An invalid body is always 400. Beyond the spec, keys issued per client address are limited (10 per hour unless the operator sets REGISTRATIONS_PER_HOUR); past that the answer is 429 with Retry-After. Only issued keys count.",
    tag: "FMO",
    auth: null,
    rateLimitedWithoutKey: true,
    body: RegisterRequest,
    requestExample: ex.registerRequest,
    responses: { 201: { description: "Registered: the key, shown once", schema: RegisterResponse, example: ex.registration, headers: ["Cache-Control"] } },
    errors: [400, 413, 429, 500],
    errorDescriptions: { 429: "Too many keys issued to this address in the last hour (policy `register`)" },
  },
  {
    method: "get",
    path: "/api/v1/dealers",
    operationId: "listDealers",
    summary: "List approved dealerships",
    description: "Approved dealerships only, in name order, a page at a time.",
    tag: "FMO",
    auth: "apiKey",
    query: PaginationQuery,
    responses: { 200: { description: "A page of approved dealerships", schema: DealerListResponse, example: ex.dealerList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealers/{id}/inventory",
    operationId: "listDealerInventory",
    summary: "List one dealership's available vehicles",
    description: "The vehicles an approved dealership has available, a page at a time. An unknown or unapproved dealership is 404; a malformed id is 400.",
    tag: "FMO",
    auth: "apiKey",
    params: IdParam,
    parameterDescriptions: dealershipPath,
    query: PaginationQuery,
    responses: { 200: { description: "A page of the dealership's available vehicles", schema: DealerInventoryResponse, example: ex.dealerInventory } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "No approved dealership has this id" },
  },
  {
    method: "get",
    path: "/api/v1/inventory",
    operationId: "searchInventory",
    summary: "Search vehicles at every approved dealership by model text",
    description:
      "Vehicles available at any approved dealership whose model name (make and model, such as `Toyota HiLux`) contains the text: case-insensitive, and spaces and hyphens do not matter (`hi lux` finds the HiLux). Each vehicle is listed once, however many dealerships stock it; its `id` is what to send as `globalCarId`.",
    tag: "FMO",
    auth: "apiKey",
    query: InventorySearchQuery,
    parameterDescriptions: { model: "Text to look for in the model name: 1 to 200 characters; partial, case-insensitive, spaces and hyphens ignored." },
    responses: { 200: { description: "A page of matching vehicles", schema: InventorySearchResponse, example: ex.inventorySearch } },
    errors: [400, 401, 429, 500],
    errorDescriptions: { 400: "Invalid request, for example no `model`" },
  },
  {
    method: "post",
    path: "/api/v1/quotes",
    operationId: "createQuote",
    summary: "Ask a dealership for a drive-away quote",
    description:
      "A dealership that auto-responds prices the quote at once: the answer has status `completed` and the full drive-away price (stamp duty and registration of the client's state included), the quote is stored as `sent` and e-mailed to the client. Any other dealership reviews it by hand: the answer has status `pending`, the dealer is notified, and when the dealer completes it a `quote.completed` webhook goes to `callbackUrl` if one was given.\n\nName the vehicle with `globalCarId`, or with `model` (and optional `version`) text. Text that matches exactly one available vehicle at the dealership is treated like its `globalCarId`; text that matches several or none still creates the quote, pending whatever the dealership's setting, until the dealer chooses the vehicle. Each quote uses one of the dealership's credits (402 when none are left). Send an `Idempotency-Key` to make retries safe.\n\nFleet pricing: the vehicle is registered for `business` use unless `registrationUse` says `private`, and priced with the duty and registration rules in force on `registrationDate` (today when left out) in the registration state; a date outside today to 24 months ahead is 400. Every price is GST-inclusive; the vehicle price includes luxury car tax where it applies. A priced quote holds until its `validUntil`.",
    tag: "FMO",
    auth: "apiKey",
    headers: IdempotencyHeaders,
    body: CreateQuoteRequest,
    requestExample: ex.quoteRequest,
    responses: {
      201: {
        description: "Created: `completed` (priced at once) or `pending`. A retry with the same Idempotency-Key and body gets the first answer again, marked Idempotent-Replayed.",
        schema: CreateQuoteResponse,
        example: ex.quoteCompleted,
        headers: ["Location", BOOKMARK_HEADER, "Idempotent-Replayed"],
      },
    },
    errors: [400, 401, 402, 404, 413, 422, 429, 500],
    errorDescriptions: {
      402: "The dealership has no quote credits left",
      404: "No approved dealership has this id, or the `globalCarId` is not available there",
      422: "This Idempotency-Key was used with a different body",
    },
  },
  {
    method: "get",
    path: "/api/v1/quotes",
    operationId: "listQuotes",
    summary: "List your quotes, newest first",
    description: "Only the quotes asked for with the caller's key, optionally with one status, a page at a time.",
    tag: "FMO",
    auth: "apiKey",
    query: QuoteListQuery,
    readsBookmark: true,
    responses: { 200: { description: "A page of the caller's quotes", schema: QuoteListResponse, example: ex.quoteList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/quotes/{id}",
    operationId: "getQuote",
    summary: "Read one of your quotes",
    description: "A quote asked for with the caller's key; another client's quote is 404, as if it did not exist.",
    tag: "FMO",
    auth: "apiKey",
    params: IdParam,
    parameterDescriptions: quotePath,
    readsBookmark: true,
    responses: { 200: { description: "The quote", schema: QuoteDetail, example: ex.quoteDetail } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "The caller has no quote with this id" },
  },
  {
    method: "get",
    path: "/api/v1/quotes/{id}/webhook-deliveries",
    operationId: "listWebhookDeliveries",
    summary: "See the webhook deliveries of one of your quotes",
    description:
      "Beyond the spec's seven operations. Each `quote.completed` delivery of the quote with its state (pending, delivered, failed), the last error, and every attempt's time, HTTP status, duration and error; never the signing secret. Another client's quote is 404.",
    tag: "FMO",
    auth: "apiKey",
    params: IdParam,
    parameterDescriptions: quotePath,
    readsBookmark: true,
    responses: { 200: { description: "The quote's deliveries, oldest first", schema: WebhookDeliveryList, example: ex.webhookDeliveryList } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "The caller has no quote with this id" },
  },
  {
    method: "post",
    path: "/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver",
    operationId: "redeliverWebhook",
    summary: "Send a failed webhook again",
    description:
      "Beyond the spec's seven operations. Starts a new series of up to three attempts (about 1 s and 5 s apart) with the same `webhook-id` and a fresh signature. 409 while a series is running, after the delivery succeeded, or after 5 redeliveries.",
    tag: "FMO",
    auth: "apiKey",
    params: RedeliverPath,
    parameterDescriptions: { ...quotePath, deliveryId: "The delivery's id (from the deliveries list; also the `webhook-id` header)." },
    responses: { 202: { description: "A new series of attempts is queued", schema: WebhookDelivery, example: ex.webhookRedelivery } },
    errors: [400, 401, 404, 409, 429, 500],
    errorDescriptions: { 404: "The caller has no such quote, or the quote no such delivery", 409: "A series is still running, the delivery succeeded, or it was sent again 5 times already" },
  },
  {
    method: "post",
    path: "/api/v1/keys/rotate",
    operationId: "rotateApiKey",
    summary: "Replace your API key without downtime",
    description:
      "Beyond the spec. Answers a new API key, shown this once, and until when the key that called keeps working (`previousKeyExpiresAt`, `graceSeconds` from now: 0 to 86,400, default 3,600). Both keys work meanwhile, sharing one hourly limit; the old one is refused (401) from then on. Only the current key can rotate: the previous key, still in its grace period, gets 409. A second rotation inside a grace period ends the older key at once: only one key is kept beside the current one.",
    tag: "FMO",
    auth: "apiKey",
    body: RotateKeyRequest,
    requestExample: ex.rotateKeyRequest,
    responses: { 200: { description: "The new key, shown once", schema: KeyRotated, example: ex.keyRotated, headers: ["Cache-Control"] } },
    errors: [400, 401, 409, 413, 429, 500],
    errorDescriptions: { 409: "The key used has already been replaced by a rotation: rotate with the current key" },
  },
  {
    method: "post",
    path: "/api/v1/webhook-secret/rotate",
    operationId: "rotateWebhookSecret",
    summary: "Replace your webhook secret without missing a delivery",
    description:
      "Beyond the spec. Answers a new webhook secret, shown this once. Until `previousSecretExpiresAt` (`graceSeconds` from now: 0 to 604,800, default 86,400) every `quote.completed` attempt, redeliveries included, carries two signatures in `webhook-signature`, one made with each secret, space-separated: install the new secret whenever you are ready, verifying with either meanwhile. After it, only the new secret signs. Each attempt is signed with the secrets in force when it is sent. A second rotation inside a grace period ends the older secret at once: rotate one at a time. Only the current API key can rotate the secret (a key in its grace period after a key rotation is 409).",
    tag: "FMO",
    auth: "apiKey",
    body: RotateWebhookSecretRequest,
    requestExample: ex.rotateWebhookSecretRequest,
    responses: { 200: { description: "The new webhook secret, shown once", schema: WebhookSecretRotated, example: ex.webhookSecretRotated, headers: ["Cache-Control"] } },
    errors: [400, 401, 409, 413, 429, 500],
    errorDescriptions: { 409: "The key was replaced by a key rotation (it is in its grace period): rotate with the current key" },
  },
  {
    method: "get",
    path: "/api/v1/dealer/quotes",
    operationId: "listDealerQuotes",
    summary: "List the dealership's quotes, newest first",
    description: "The quotes asked of the dealership that owns the key, optionally with one status (`pending` is the review queue), a page at a time.",
    tag: "Dealer",
    auth: "dealerKey",
    query: QuoteListQuery,
    responses: { 200: { description: "A page of the dealership's quotes", schema: DealerQuoteListResponse, example: ex.dealerQuoteList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealer/quotes/{id}",
    operationId: "getDealerQuote",
    summary: "Read one of the dealership's quotes",
    description: "What the client asked for and, once sent, the price. Another dealership's quote is 404.",
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    parameterDescriptions: quotePath,
    responses: { 200: { description: "The quote", schema: DealerQuoteDetail, example: ex.dealerQuoteDetail } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "The dealership has no quote with this id" },
  },
  {
    method: "post",
    path: "/api/v1/dealer/quotes/{id}/complete",
    operationId: "completeDealerQuote",
    summary: "Complete a pending quote",
    description:
      "Confirms or adjusts the priced lines (GST-inclusive; the vehicle price includes luxury car tax where it applies); government charges are recomputed for the client's state, on the registration date (`registrationDate`, else the client's, else today: a date that has passed must be replaced). `validUntil` may end this quote's validity earlier than the dealership's own. The quote becomes `sent`, the client is e-mailed and, if the client gave a `callbackUrl`, a `quote.completed` webhook is sent. `globalCarId` chooses the vehicle from the dealership's available stock: it is required when the quote was asked for by model text that named no single vehicle (400 otherwise), and may replace the requested vehicle.",
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    parameterDescriptions: quotePath,
    body: CompleteQuoteRequest,
    requestExample: ex.completeQuoteRequest,
    responses: { 200: { description: "The quote, now sent", schema: DealerQuoteDetail, example: ex.dealerQuoteDetail } },
    errors: [400, 401, 404, 409, 413, 429, 500],
    errorDescriptions: { 404: "The dealership has no quote with this id, or the chosen vehicle is not available there", 409: "The quote is not pending (already completed)" },
  },
  {
    method: "get",
    path: "/api/v1/dealer/inventory",
    operationId: "listDealerStock",
    summary: "List the dealership's stock, available or not",
    description:
      "An extension of the spec. Every vehicle the dealership stocks, available to FMOs or not, with its price, the catalogue's list price and who changed it last, in model and version order, a page at a time; optionally only the models that hold `model`.",
    tag: "Dealer",
    auth: "dealerKey",
    query: StockListQuery,
    parameterDescriptions: modelFilter,
    responses: { 200: { description: "A page of the dealership's stock", schema: StockListResponse, example: ex.stockList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "put",
    path: "/api/v1/dealer/inventory/{globalCarId}",
    operationId: "upsertDealerStock",
    summary: "Stock a catalogue vehicle, or change its price and availability",
    description: `An extension of the spec. Adds the catalogue vehicle to the dealership's stock or changes its row; the row's own price and availability sent again change nothing (the row is answered as it was, its \`updatedAt\` and \`updatedBy\` kept). A quote asked for from now on uses the new price and availability; a quote already priced keeps its price. FMOs see an availability change at once when their read reaches the database's primary, and within the replicas' lag (normally well under a second) otherwise. ${changes}`,
    tag: "Dealer",
    auth: "dealerKey",
    params: StockItemPath,
    parameterDescriptions: { globalCarId: "The vehicle's catalogue id (`id` in the catalogue)." },
    body: UpsertInventoryItem,
    requestExample: ex.stockItemRequest,
    responses: { 200: { description: "The stock row as it now is", schema: StockItem, example: ex.stockItem } },
    errors: [400, 401, 404, 413, 429, 500],
    errorDescriptions: { 404: "The catalogue has no vehicle with this id" },
  },
  {
    method: "get",
    path: "/api/v1/dealer/catalogue",
    operationId: "listDealerCatalogue",
    summary: "Find catalogue vehicles to stock",
    description:
      "An extension of the spec. The catalogue in the order vehicles were added, a page at a time, optionally only the models that hold `model`; `inStock` says which the dealership stocks already. Stock one with its `id` as the `globalCarId` of the stock operations.",
    tag: "Dealer",
    auth: "dealerKey",
    query: CatalogueQuery,
    parameterDescriptions: modelFilter,
    responses: { 200: { description: "A page of the catalogue", schema: CatalogueResponse, example: ex.catalogue } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/dealer/inventory/import",
    operationId: "importDealerStock",
    summary: "Update the stock from a CSV file",
    description: `An extension of the spec. Send the file as the body with \`Content-Type: text/csv\` (UTF-8; a byte order mark is fine): a first line naming the columns \`globalCarId\`, \`price\` and \`available\` in any order (other columns, such as those of the export, are ignored), then one vehicle a line, at most 5,000 lines and 1 MiB. \`price\` is dollars (\`31990\`, \`31990.50\`, \`$31,990.50\`); \`available\` is \`true\` or \`false\` (\`yes\`/\`no\`, \`y\`/\`n\`, \`1\`/\`0\` too, any case). Blank lines are skipped; fields may be quoted as RFC 4180 says.\n\nAll or nothing: if any line has a problem (a vehicle not in the catalogue, a bad price or flag, a vehicle named twice) the answer is 400 with every problem by line and nothing changes; otherwise every line is applied at once. Vehicles in stock that the file does not name are left as they are (\`notInFile\` counts them). With \`dryRun=true\` the answer says what would change and nothing does. ${changes}`,
    tag: "Dealer",
    auth: "dealerKey",
    query: StockImportQuery,
    parameterDescriptions: { dryRun: "`true` to check the file and see what would change, without changing anything." },
    csvBody: {
      description:
        "The stock file: UTF-8 CSV, at most 5,000 vehicle lines and 1 MiB. Prices are dollars, GST included; a vehicle's price includes luxury car tax where it applies.",
      example: ex.stockFile,
    },
    responses: { 200: { description: "Applied (or, with dryRun, checked): what changed, line by line", schema: StockImportResult, example: ex.stockImport } },
    errors: [400, 401, 413, 429, 500],
    errorDescriptions: {
      400: "The file has problems, each in `error.problems` with its line (1 is the first line); nothing was changed. Also a body that is not `text/csv`, or a `dryRun` other than true or false.",
      413: "The file is larger than 1 MiB (1,048,576 bytes)",
    },
    errorBodies: { 400: { schema: StockImportRefused, example: ex.stockImportRefused } },
  },
  {
    method: "get",
    path: "/api/v1/dealer/inventory/export",
    operationId: "exportDealerStock",
    summary: "Download the stock as a CSV file",
    description:
      "An extension of the spec. The whole stock, available or not, as UTF-8 CSV with a byte order mark and CRLF line ends: `globalCarId`, `model`, `version`, `listPrice`, `price`, `available`, a line per vehicle in model order. Edit it in a spreadsheet and send it back to the import as it is. Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with an apostrophe in front, which the import removes again.",
    tag: "Dealer",
    auth: "dealerKey",
    responses: { 200: { description: "The stock file", csvExample: ex.stockExport, headers: ["Content-Disposition"] } },
    errors: [401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealer/accessories",
    operationId: "listDealerAccessories",
    summary: "List the dealership's accessories",
    description: "An extension of the spec. The accessories FMOs can ask for in a quote (by `id`, in `accessoryIds`), in name order, a page at a time.",
    tag: "Dealer",
    auth: "dealerKey",
    query: PaginationQuery,
    responses: { 200: { description: "A page of accessories", schema: DealerAccessoryList, example: ex.dealerAccessoryList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/dealer/accessories",
    operationId: "createDealerAccessory",
    summary: "Add an accessory",
    description: `An extension of the spec. Quotes asked for from now on can include it. ${changes}`,
    tag: "Dealer",
    auth: "dealerKey",
    body: AccessoryBody,
    requestExample: ex.dealerAccessoryRequest,
    responses: { 201: { description: "Added", schema: DealerAccessory, example: ex.dealerAccessory } },
    errors: [400, 401, 413, 429, 500],
  },
  {
    method: "put",
    path: "/api/v1/dealer/accessories/{id}",
    operationId: "updateDealerAccessory",
    summary: "Change an accessory's name and price",
    description: `An extension of the spec. Quotes asked for from now on use the new price; quotes already priced keep theirs. Another dealership's accessory is 404. ${changes}`,
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    parameterDescriptions: { id: "The accessory's id." },
    body: AccessoryBody,
    requestExample: ex.dealerAccessoryRequest,
    responses: { 200: { description: "The accessory as it now is", schema: DealerAccessory, example: ex.dealerAccessory } },
    errors: [400, 401, 404, 413, 429, 500],
    errorDescriptions: { 404: "The dealership has no accessory with this id" },
  },
  {
    method: "delete",
    path: "/api/v1/dealer/accessories/{id}",
    operationId: "deleteDealerAccessory",
    summary: "Remove an accessory",
    description: "An extension of the spec. Sent quotes keep their priced lines; a pending quote that asked for it no longer includes it when completed. Another dealership's accessory is 404. The removal is logged with the dealer key.",
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    parameterDescriptions: { id: "The accessory's id." },
    responses: { 204: { description: "Removed" } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "The dealership has no accessory with this id" },
  },
  {
    method: "get",
    path: "/api/v1/dealer/settings",
    operationId: "getDealerSettings",
    summary: "Read the delivery fee and margins",
    description: "An extension of the spec. What the dealership prices its quotes with (its own to change), and what the operator decides (`operator`: tier, auto-respond, approval, credits, how long a price holds), to read only.",
    tag: "Dealer",
    auth: "dealerKey",
    responses: { 200: { description: "The dealership's settings", schema: DealerSettings, example: ex.dealerSettings } },
    errors: [401, 429, 500],
  },
  {
    method: "patch",
    path: "/api/v1/dealer/settings",
    operationId: "updateDealerSettings",
    summary: "Change the delivery fee and margins",
    description: `An extension of the spec. Changes the fields given; \`apiMargin: null\` prices API quotes with the standard margin. Quotes asked for from now on use the new figures; quotes already priced keep theirs. The operator's fields (\`tier\`, \`autoRespond\`, \`approved\`, \`credits\`, \`quoteValidityDays\`) are refused with 400. ${changes}`,
    tag: "Dealer",
    auth: "dealerKey",
    body: UpdateDealerSettings,
    requestExample: ex.dealerSettingsRequest,
    responses: { 200: { description: "The settings as they now are", schema: DealerSettings, example: ex.dealerSettings } },
    errors: [400, 401, 413, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/tenders",
    operationId: "createTender",
    summary: "Ask several dealerships for the same vehicle at once (a tender)",
    description:
      "An extension of the spec. Sends one request to 2 to 20 named dealerships, or to every approved dealership of a state that has the vehicle available (the first 20 by name), and creates an ordinary quote at each that can take it: priced at once where the dealership auto-responds, pending with the dealer otherwise; each uses one credit of its own dealership. A dealership that cannot take it is listed as `declined` with a reason and is not charged. When none can take it, the answer is the error a single quote would get (402 when every refusal is for credits, else 404) and nothing is stored. The tender counts as one request against the hourly limit. Send an `Idempotency-Key` to make retries safe: a retry answers the tender as it stands.",
    tag: "FMO",
    auth: "apiKey",
    headers: IdempotencyHeaders,
    body: CreateTenderRequest,
    requestExample: ex.tenderRequest,
    responses: {
      201: { description: "Created: one line per dealership asked, priced ones first.", schema: Tender, example: ex.tenderCreated, headers: ["Location", BOOKMARK_HEADER, "Idempotent-Replayed"] },
    },
    errors: [400, 401, 402, 404, 413, 422, 429, 500],
    errorDescriptions: {
      402: "Every dealership asked has no quote credits left",
      404: "No dealership asked can take it (unknown, not approved or without the vehicle available), or no approved dealership of the state has it",
      422: "This Idempotency-Key was used with a different body, or for a quote",
    },
  },
  {
    method: "get",
    path: "/api/v1/tenders",
    operationId: "listTenders",
    summary: "List your tenders, newest first",
    description: "An extension of the spec: the caller's tenders, each with how many dealerships have priced, are pending or declined, and the cheapest price so far.",
    tag: "FMO",
    auth: "apiKey",
    query: TenderListQuery,
    readsBookmark: true,
    responses: { 200: { description: "A page of the caller's tenders", schema: TenderListResponse, example: ex.tenderList } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/tenders/{id}",
    operationId: "getTender",
    summary: "Read one of your tenders as it stands",
    description:
      "An extension of the spec: a pending quote its dealer has completed since shows its price and status `sent`, and `best` moves to the cheapest. Another client's tender is 404.",
    tag: "FMO",
    auth: "apiKey",
    params: IdParam,
    parameterDescriptions: { id: "The tender's id." },
    readsBookmark: true,
    responses: { 200: { description: "The tender", schema: Tender, example: ex.tender } },
    errors: [400, 401, 404, 429, 500],
    errorDescriptions: { 404: "The caller has no tender with this id" },
  },
  ...adminOperations(),
];

function adminOperations(): OperationSpec[] {
  const admin = { tag: "Admin" as const, auth: "adminToken" as const, errors: [400, 401, 404, 413, 429, 500, 503] };
  const noBody = { ...admin, errors: [401, 404, 429, 500, 503] };
  const byId = { ...admin, params: IdParam, parameterDescriptions: dealershipPath, errorDescriptions: { 404: "No dealership has this id" } };
  return [
    {
      ...admin,
      method: "post",
      path: "/admin/v1/dealerships",
      operationId: "adminCreateDealership",
      summary: "Create a dealership",
      description: "Not approved unless `approved` is true, which needs a `contactEmail` (its quote notices go there); no credits until some are added. `autoRespond` needs the enterprise tier.",
      body: CreateDealership,
      requestExample: ex.createDealership,
      responses: { 201: { description: "Created", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 413, 429, 500, 503],
    },
    {
      ...byId,
      method: "get",
      path: "/admin/v1/dealerships/{id}",
      operationId: "adminGetDealership",
      summary: "Read a dealership",
      description: "Everything the operator sets, and the credits left.",
      responses: { 200: { description: "The dealership", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 404, 429, 500, 503],
    },
    {
      ...byId,
      method: "patch",
      path: "/admin/v1/dealerships/{id}",
      operationId: "adminUpdateDealership",
      summary: "Update a dealership",
      description:
        "Changes the fields given; `null` clears a nullable one. An approved dealership keeps a `contactEmail` (400 otherwise). `autoRespond` needs the enterprise tier; moving to the standard tier switches it off. `approved: false` ends every way in at once: the dealership is unknown to FMOs, its dealer keys are refused (401) by the dealer API, every portal session ends and every portal link sent so far is refused; approving it again brings its unrevoked keys back, not its old links or sessions.",
      body: UpdateDealership,
      requestExample: ex.updateDealership,
      responses: { 200: { description: "Updated", schema: AdminDealership, example: ex.adminDealership } },
    },
    {
      ...byId,
      method: "post",
      path: "/admin/v1/dealerships/{id}/approve",
      operationId: "adminApproveDealership",
      summary: "Approve a dealership",
      description: "From now on it is listed to FMOs and can be asked for quotes; its unrevoked dealer keys work again. It needs a `contactEmail` first: its quote notices go there.",
      responses: { 200: { description: "Approved", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 404, 409, 429, 500, 503],
      errorDescriptions: { 409: "The dealership has no contactEmail: set one first (PATCH)" },
    },
    {
      ...byId,
      method: "post",
      path: "/admin/v1/dealerships/{id}/credits",
      operationId: "adminAddCredits",
      summary: "Add quote credits",
      description: "Each quote asked of the dealership uses one credit.",
      body: AddCredits,
      requestExample: { amount: 50 },
      responses: { 200: { description: "The dealership with its new balance", schema: AdminDealership, example: ex.adminDealership } },
    },
    {
      ...admin,
      method: "put",
      path: "/admin/v1/dealerships/{id}/inventory/{vehicleId}",
      operationId: "adminUpsertInventory",
      summary: "Set a vehicle's price and availability at a dealership",
      description: "Creates or replaces the stock row of a catalogue vehicle at the dealership (recorded as the operator's change, and logged). Find the vehicle's id with the catalogue operation.",
      params: InventoryItemPath,
      parameterDescriptions: { ...dealershipPath, vehicleId: "The vehicle's catalogue id." },
      body: UpsertInventoryItem,
      requestExample: { price: 31990, available: true },
      responses: { 200: { description: "The stock row", schema: AdminInventoryItem, example: ex.adminInventoryItem } },
      errorDescriptions: { 404: "No dealership has this id, or the vehicle is not in the catalogue" },
    },
    {
      ...admin,
      method: "get",
      path: "/admin/v1/dealerships/{id}/inventory",
      operationId: "adminListDealershipStock",
      summary: "List a dealership's stock, available or not",
      description: "Every vehicle the dealership stocks, with its price, the catalogue's list price and who changed it last (`operator`, or the dealer key's prefix), in model and version order, a page at a time; optionally only the models that hold `model`.",
      params: IdParam,
      query: StockListQuery,
      parameterDescriptions: { ...dealershipPath, ...modelFilter },
      responses: { 200: { description: "A page of the dealership's stock", schema: StockListResponse, example: ex.adminStockList } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No dealership has this id" },
    },
    {
      ...byId,
      method: "post",
      path: "/admin/v1/dealerships/{id}/accessories",
      operationId: "adminCreateAccessory",
      summary: "Add an accessory",
      description: "An accessory the dealership offers; FMOs include it in a quote by its id.",
      body: AccessoryBody,
      requestExample: { name: "Cargo barrier", price: 690 },
      responses: { 201: { description: "Created", schema: AdminAccessory, example: ex.accessory } },
    },
    {
      ...admin,
      method: "put",
      path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}",
      operationId: "adminUpsertAccessory",
      summary: "Create or replace an accessory",
      description: "With an id of your choosing; 404 if the id belongs to another dealership's accessory.",
      params: AccessoryPath,
      parameterDescriptions: { ...dealershipPath, accessoryId: "The accessory's id." },
      body: AccessoryBody,
      requestExample: { name: "Cargo barrier", price: 690 },
      responses: { 200: { description: "The accessory", schema: AdminAccessory, example: ex.accessory } },
      errorDescriptions: { 404: "No dealership has this id, or the accessory belongs to another dealership" },
    },
    {
      ...noBody,
      method: "delete",
      path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}",
      operationId: "adminDeleteAccessory",
      summary: "Remove an accessory",
      description: "Sent quotes keep their priced lines; a pending quote that asked for it no longer includes it when completed.",
      params: AccessoryPath,
      parameterDescriptions: { ...dealershipPath, accessoryId: "The accessory's id." },
      responses: { 204: { description: "Removed" } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "The dealership has no accessory with this id" },
    },
    {
      ...byId,
      method: "post",
      path: "/admin/v1/dealerships/{id}/keys",
      operationId: "adminIssueDealerKey",
      summary: "Issue a dealer key",
      description: "The key is shown this once: hand it to the dealership safely. A dealership may hold several keys.",
      responses: { 201: { description: "Issued: the key, shown once", schema: DealerKeyIssued, example: ex.dealerKeyIssued, headers: ["Cache-Control"] } },
      errors: [400, 401, 404, 429, 500, 503],
    },
    {
      ...noBody,
      method: "delete",
      path: "/admin/v1/dealerships/{id}/keys/{keyId}",
      operationId: "adminRevokeDealerKey",
      summary: "Revoke a dealer key",
      description:
        "Refused (401) from the next request on, everywhere, and every portal session opened with it ends. Only if the rate limiter cannot be reached (requests are then let through unlimited) may an isolate that looked the key up in the last minute accept it for up to a minute more.",
      params: DealerKeyPath,
      parameterDescriptions: { ...dealershipPath, keyId: "The key's id (from its issue)." },
      responses: { 204: { description: "Revoked" } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "The dealership has no live key with this id" },
    },
    {
      ...byId,
      method: "post",
      path: "/admin/v1/dealerships/{id}/sessions/revoke",
      operationId: "adminEndDealershipSessions",
      summary: "End a dealership's portal sessions and links",
      description:
        "Every dealer portal session of the dealership ends at once (its dealers see a page saying so and sign in again), and every portal link sent to it so far is refused; links in notices sent from now on work. Other dealerships are untouched (changing PORTAL_LINK_SECRET would end everyone's links). Its dealer keys are not revoked: revoke them to end its API access and key sign-in.",
      responses: { 200: { description: "Ended", schema: DealershipSessionsEnded, example: ex.dealershipSessionsEnded } },
      errors: [400, 401, 404, 429, 500, 503],
    },
    {
      ...noBody,
      method: "get",
      path: "/admin/v1/clients",
      operationId: "adminFindClients",
      summary: "Find an FMO by its contact e-mail",
      description: "For support: the FMOs registered with this contact address (any case), oldest first, with the state of their credentials; never a key or a secret.",
      query: ClientEmailQuery,
      parameterDescriptions: { email: "The FMO's contact e-mail address, as registered (case does not matter)." },
      responses: { 200: { description: "The FMOs with that address (none: an empty list)", schema: AdminClientList, example: ex.adminClientList } },
      errors: [400, 401, 429, 500, 503],
    },
    {
      ...noBody,
      method: "post",
      path: "/admin/v1/clients/{id}/keys",
      operationId: "adminReplaceClientKey",
      summary: "Replace an FMO's lost API key",
      description:
        "Issues a new API key, shown this once: hand it to the FMO through a channel you trust. Every other key of the FMO (the current one, and one still in a rotation's grace period) is refused from the next request on. Its webhook secret, quotes and hourly count are unchanged.",
      params: ClientIdParam,
      parameterDescriptions: { id: "The FMO's id (from `adminFindClients`)." },
      responses: { 201: { description: "Issued: the key, shown once", schema: ClientKeyIssued, example: ex.clientKeyIssued, headers: ["Cache-Control"] } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No FMO has this id" },
    },
    {
      ...noBody,
      method: "get",
      path: "/admin/v1/jobs",
      operationId: "adminJobs",
      summary: "See e-mail and webhook jobs",
      description: "Jobs by state, and the age of the oldest unfinished one: what an operator watches.",
      responses: { 200: { description: "Job counts", schema: JobsSummary, example: ex.jobsSummary } },
      errors: [401, 429, 500, 503],
    },
    {
      ...admin,
      method: "get",
      path: "/admin/v1/vehicles",
      operationId: "adminListVehicles",
      summary: "List the catalogue",
      description: "Every catalogue vehicle with the facts pricing reads, in the order they were added, a page at a time; optionally only the models that hold `model`. Its `id` is the `vehicleId` of the stock operations.",
      query: CatalogueQuery,
      parameterDescriptions: modelFilter,
      responses: { 200: { description: "A page of the catalogue", schema: AdminVehicleList, example: ex.adminCatalogue } },
      errors: [400, 401, 429, 500, 503],
    },
    {
      ...admin,
      method: "post",
      path: "/admin/v1/vehicles",
      operationId: "adminCreateVehicle",
      summary: "Add a vehicle to the catalogue",
      description: "Then stock it at dealerships with the inventory operation. Give its tare and list price: without them, NSW and WA registration and QLD, WA and SA duty are priced as estimates.",
      body: CreateVehicle,
      requestExample: ex.createVehicle,
      responses: { 201: { description: "Created", schema: AdminVehicle, example: ex.adminVehicle } },
      errors: [400, 401, 413, 429, 500, 503],
    },
    {
      ...noBody,
      method: "get",
      path: "/admin/v1/vehicles/{id}",
      operationId: "adminGetVehicle",
      summary: "Read a catalogue vehicle",
      description: "With the facts pricing reads.",
      params: IdParam,
      parameterDescriptions: { id: "The vehicle's catalogue id." },
      responses: { 200: { description: "The vehicle", schema: AdminVehicle, example: ex.adminVehicle } },
      errorDescriptions: { 404: "No catalogue vehicle has this id" },
    },
    {
      ...admin,
      method: "patch",
      path: "/admin/v1/vehicles/{id}",
      operationId: "adminUpdateVehicle",
      summary: "Change a catalogue vehicle's facts",
      description: "Sets the tare, the list price or any other catalogue fact; `null` clears a nullable one. Quotes already priced keep their price; the next quote uses the new facts.",
      params: IdParam,
      parameterDescriptions: { id: "The vehicle's catalogue id." },
      body: UpdateVehicle,
      requestExample: ex.updateVehicle,
      responses: { 200: { description: "The vehicle as it now is", schema: AdminVehicle, example: ex.adminVehicleUpdated } },
      errorDescriptions: { 404: "No catalogue vehicle has this id" },
    },
  ];
}
