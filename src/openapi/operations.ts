import { IdParam, PaginationQuery } from "../schemas/common";
import { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";
import { InventorySearchQuery, InventorySearchResponse } from "../schemas/inventory";
import { CreateQuoteRequest, CreateQuoteResponse, IdempotencyHeaders, QuoteDetail, QuoteListQuery, QuoteListResponse } from "../schemas/quotes";
import { RegisterRequest, RegisterResponse } from "../schemas/register";
import type { $ZodType } from "zod/v4/core";

export interface OperationSpec {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path template, e.g. /api/v1/dealers/{id}/inventory */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Which bearer key the operation needs, if any. */
  auth: "apiKey" | null;
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  body?: $ZodType;
  responses: Record<number, { description: string; schema: $ZodType }>;
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
];
