import { IdParam, PaginationQuery } from "../schemas/common";
import { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";
import { InventorySearchQuery, InventorySearchResponse } from "../schemas/inventory";
import {
  AccessoryBody,
  AccessoryPath,
  AddCredits,
  AdminAccessory,
  AdminDealership,
  AdminInventoryItem,
  AdminVehicle,
  CreateDealership,
  CreateVehicle,
  DealerKeyIssued,
  DealerKeyPath,
  InventoryItemPath,
  UpdateDealership,
  UpsertInventoryItem,
} from "../schemas/admin";
import { CompleteQuoteRequest, DealerQuoteDetail, DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { CreateQuoteRequest, CreateQuoteResponse, IdempotencyHeaders, QuoteDetail, QuoteListQuery, QuoteListResponse } from "../schemas/quotes";
import { RegisterRequest, RegisterResponse } from "../schemas/register";
import { JobsSummary, RedeliverPath, WebhookDelivery, WebhookDeliveryList } from "../schemas/webhook-deliveries";
import type { $ZodType } from "zod/v4/core";

export interface OperationSpec {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path template, e.g. /api/v1/dealers/{id}/inventory */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Which bearer key the operation needs, if any. */
  auth: "apiKey" | "dealerKey" | "adminToken" | null;
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  body?: $ZodType;
  responses: Record<number, { description: string; schema?: $ZodType }>;
  errors: number[];
}

/**
 * Every public operation, described with the same zod schemas the routes validate with.
 * A test compares this list with the routes the app actually serves.
 */
export const operations: OperationSpec[] = [
  {
    method: "post",
    path: "/api/v1/register",
    operationId: "register",
    summary: "Register an FMO and receive its API key (shown once)",
    description:
      "Validation comes first: an invalid body is always 400. Beyond the spec, keys issued per client address are limited (10 per hour unless the operator sets REGISTRATIONS_PER_HOUR); past that the answer is 429 with Retry-After. Only issued keys (201) count.",
    tag: "Registration",
    auth: null,
    body: RegisterRequest,
    responses: { 201: { description: "Registered", schema: RegisterResponse } },
    errors: [400, 413, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealers",
    operationId: "listDealers",
    summary: "List approved dealerships",
    tag: "Dealers",
    auth: "apiKey",
    query: PaginationQuery,
    responses: { 200: { description: "A page of approved dealerships", schema: DealerListResponse } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealers/{id}/inventory",
    operationId: "listDealerInventory",
    summary: "List one dealership's available vehicles",
    tag: "Dealers",
    auth: "apiKey",
    params: IdParam,
    query: PaginationQuery,
    responses: { 200: { description: "A page of the dealership's available vehicles", schema: DealerInventoryResponse } },
    errors: [400, 401, 404, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/inventory",
    operationId: "searchInventory",
    summary: "Search vehicles available at any approved dealership by model text",
    tag: "Inventory",
    auth: "apiKey",
    query: InventorySearchQuery,
    responses: { 200: { description: "A page of matching vehicles, each listed once", schema: InventorySearchResponse } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/quotes",
    operationId: "createQuote",
    summary: "Request a drive-away quote: answered at once by auto-responding dealers (completed), else pending",
    description:
      "Name the vehicle with globalCarId, or with model (and optional version) text. A model text that matches exactly one available vehicle at the dealership is treated like its globalCarId. One that matches several vehicles, or none, still creates the quote: it is pending whatever the dealership's auto-respond setting, the requested text is shown as vehicle.model / vehicle.version until the dealer chooses the vehicle, and the dealer is notified with the matching stock. 404 is for an unknown or unapproved dealership and a globalCarId not available there.",
    tag: "Quotes",
    auth: "apiKey",
    headers: IdempotencyHeaders,
    body: CreateQuoteRequest,
    responses: { 201: { description: "Completed (auto-respond dealer) or pending quote", schema: CreateQuoteResponse } },
    errors: [400, 401, 402, 404, 413, 422, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/quotes",
    operationId: "listQuotes",
    summary: "List the caller's quotes, newest first",
    tag: "Quotes",
    auth: "apiKey",
    query: QuoteListQuery,
    responses: { 200: { description: "A page of the caller's quotes", schema: QuoteListResponse } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/quotes/{id}",
    operationId: "getQuote",
    summary: "Read one of the caller's quotes",
    tag: "Quotes",
    auth: "apiKey",
    params: IdParam,
    responses: { 200: { description: "The quote", schema: QuoteDetail } },
    errors: [400, 401, 404, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/quotes/{id}/webhook-deliveries",
    operationId: "listWebhookDeliveries",
    summary: "List the quote.completed deliveries of one of the caller's quotes, with every attempt (extension)",
    description:
      "Beyond the spec's seven operations. Each delivery shows its state (pending, delivered, failed), the last error, and every attempt's time, HTTP status, duration and error; never the signing secret. Another client's quote is 404. Counts against the key's hourly limit.",
    tag: "Quotes",
    auth: "apiKey",
    params: IdParam,
    responses: { 200: { description: "The quote's deliveries, oldest first", schema: WebhookDeliveryList } },
    errors: [400, 401, 404, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver",
    operationId: "redeliverWebhook",
    summary: "Send a failed quote.completed delivery again (extension)",
    description:
      "Beyond the spec's seven operations. Starts a new series of up to three attempts (about 1 s and 5 s apart) with the same webhook-id and a fresh signature. 409 while a series is running, after the delivery succeeded, or after 5 redeliveries. Counts against the key's hourly limit.",
    tag: "Quotes",
    auth: "apiKey",
    params: RedeliverPath,
    responses: { 202: { description: "A new series of attempts is queued", schema: WebhookDelivery } },
    errors: [400, 401, 404, 409, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealer/quotes",
    operationId: "listDealerQuotes",
    summary: "List the dealership's own quotes, newest first",
    tag: "Dealer",
    auth: "dealerKey",
    query: QuoteListQuery,
    responses: { 200: { description: "A page of the dealership's quotes", schema: DealerQuoteListResponse } },
    errors: [400, 401, 429, 500],
  },
  {
    method: "get",
    path: "/api/v1/dealer/quotes/{id}",
    operationId: "getDealerQuote",
    summary: "Read one of the dealership's quotes",
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    responses: { 200: { description: "The quote", schema: DealerQuoteDetail } },
    errors: [400, 401, 404, 429, 500],
  },
  {
    method: "post",
    path: "/api/v1/dealer/quotes/{id}/complete",
    operationId: "completeDealerQuote",
    summary: "Complete a pending quote: confirm or adjust the priced lines; government charges are recomputed",
    description:
      "globalCarId chooses the vehicle from the dealership's available stock; it is required when the quote was asked for by a model text that named no single vehicle (400 otherwise), and may replace the requested vehicle. Left out, the lines default to the current stock price plus margin, the delivery fee and the requested accessories.",
    tag: "Dealer",
    auth: "dealerKey",
    params: IdParam,
    body: CompleteQuoteRequest,
    responses: { 200: { description: "The quote, now sent", schema: DealerQuoteDetail } },
    errors: [400, 401, 404, 409, 413, 429, 500],
  },
  ...adminOperations(),
];

function adminOperations(): OperationSpec[] {
  const admin = { tag: "Admin", auth: "adminToken" as const };
  const adminErrors = [400, 401, 404, 413, 500, 503];
  return [
    { ...admin, method: "post", path: "/admin/v1/dealerships", operationId: "adminCreateDealership", summary: "Create a dealership", body: CreateDealership, responses: { 201: { description: "Created", schema: AdminDealership } }, errors: adminErrors },
    { ...admin, method: "get", path: "/admin/v1/dealerships/{id}", operationId: "adminGetDealership", summary: "Read a dealership", params: IdParam, responses: { 200: { description: "The dealership", schema: AdminDealership } }, errors: adminErrors },
    { ...admin, method: "patch", path: "/admin/v1/dealerships/{id}", operationId: "adminUpdateDealership", summary: "Update a dealership (autoRespond only for enterprise)", params: IdParam, body: UpdateDealership, responses: { 200: { description: "Updated", schema: AdminDealership } }, errors: adminErrors },
    { ...admin, method: "post", path: "/admin/v1/dealerships/{id}/approve", operationId: "adminApproveDealership", summary: "Approve a dealership", params: IdParam, responses: { 200: { description: "Approved", schema: AdminDealership } }, errors: adminErrors },
    { ...admin, method: "post", path: "/admin/v1/dealerships/{id}/credits", operationId: "adminAddCredits", summary: "Add quote credits", params: IdParam, body: AddCredits, responses: { 200: { description: "New balance", schema: AdminDealership } }, errors: adminErrors },
    { ...admin, method: "put", path: "/admin/v1/dealerships/{id}/inventory/{vehicleId}", operationId: "adminUpsertInventory", summary: "Set a vehicle's price and availability at a dealership", params: InventoryItemPath, body: UpsertInventoryItem, responses: { 200: { description: "Stock row", schema: AdminInventoryItem } }, errors: adminErrors },
    { ...admin, method: "post", path: "/admin/v1/dealerships/{id}/accessories", operationId: "adminCreateAccessory", summary: "Add an accessory", params: IdParam, body: AccessoryBody, responses: { 201: { description: "Created", schema: AdminAccessory } }, errors: adminErrors },
    { ...admin, method: "put", path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}", operationId: "adminUpsertAccessory", summary: "Create or replace an accessory", params: AccessoryPath, body: AccessoryBody, responses: { 200: { description: "Accessory", schema: AdminAccessory } }, errors: adminErrors },
    { ...admin, method: "delete", path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}", operationId: "adminDeleteAccessory", summary: "Remove an accessory", params: AccessoryPath, responses: { 204: { description: "Removed" } }, errors: adminErrors },
    { ...admin, method: "post", path: "/admin/v1/dealerships/{id}/keys", operationId: "adminIssueDealerKey", summary: "Issue a dealer key (shown once)", params: IdParam, responses: { 201: { description: "Issued", schema: DealerKeyIssued } }, errors: adminErrors },
    { ...admin, method: "delete", path: "/admin/v1/dealerships/{id}/keys/{keyId}", operationId: "adminRevokeDealerKey", summary: "Revoke a dealer key", params: DealerKeyPath, responses: { 204: { description: "Revoked" } }, errors: adminErrors },
    { ...admin, method: "get", path: "/admin/v1/jobs", operationId: "adminJobs", summary: "E-mail and webhook jobs by state, and the age of the oldest unfinished one", responses: { 200: { description: "Job counts", schema: JobsSummary } }, errors: adminErrors },
    { ...admin, method: "post", path: "/admin/v1/vehicles", operationId: "adminCreateVehicle", summary: "Add a vehicle to the catalogue", body: CreateVehicle, responses: { 201: { description: "Created", schema: AdminVehicle } }, errors: adminErrors },
  ];
}
