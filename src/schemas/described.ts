// How a schema module and a route module describe themselves for the OpenAPI description. Each
// module keeps its descriptions beside its schemas or routes, inside a function that only the
// description generator calls, at build time (scripts/build-docs.ts): the Worker never calls it, so
// the bundler leaves the text out of the Worker and nothing is added to its startup. Keep every
// description inside such a function: a string built at the top level of a module (a template
// with a value in it, a concatenation) is kept in the bundle, used or not.

import type { $ZodType } from "zod/v4/core";

export interface SchemaMeta {
  /** The name under components.schemas. */
  id?: string;
  description?: string;
  examples?: unknown[];
  [keyword: string]: unknown;
}

/** What a schema module's description function is handed. */
export interface SchemaDescriber {
  /** Names a shape (components.schemas), says what it is and what each of its fields holds. */
  named(schema: $ZodType, id: string, description: string, fields?: Record<string, string>, extra?: Omit<SchemaMeta, "id" | "description">): void;
  /** JSON Schema keywords for a shape that is not named (a nested object, an enum). */
  meta(schema: $ZodType, meta: SchemaMeta): void;
  /** The field descriptions of a shape named earlier, to repeat them on one that extends it. */
  fieldsOf(id: string): Record<string, string>;
  /** The webhook events (those about a quote, or a tender) as a description names them, from their registry (./webhook-events.ts). */
  eventNames(about?: "quote" | "tender"): string;
}

/** Response headers the description knows (src/openapi/headers.ts defines each). */
export type HeaderName =
  | "X-Request-Id"
  | "RateLimit"
  | "RateLimit-Policy"
  | "Retry-After"
  | "Idempotent-Replayed"
  | "Allow"
  | "X-D1-Bookmark"
  | "Location"
  | "Cache-Control"
  | "Content-Disposition"
  | "Access-Control-Allow-Origin";

export type Tag = "FMO" | "Dealer" | "Admin" | "Service";

export interface ResponseDoc {
  description: string;
  schema?: $ZodType;
  example?: unknown;
  /** A CSV body (text/csv) instead of JSON: its example. */
  csvExample?: string;
  /** Headers beyond X-Request-Id (every response) and the rate-limit fields (derived from `auth`). */
  headers?: HeaderName[];
}

/** One operation as the API description shows it, declared beside the route that serves it. */
export interface OperationDoc {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The full OpenAPI path template, e.g. /api/v1/dealers/{id}/inventory */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  /** Which bearer key the operation needs, if any. */
  auth: "apiKey" | "dealerKey" | "adminToken" | null;
  /** Counted against a per-caller limit (and so answered with RateLimit fields) without a key. */
  rateLimitedWithoutKey?: boolean;
  /** The schemas the route validates with. */
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  /** Reads the X-D1-Bookmark request header (a client's own data, read after its writes). */
  readsBookmark?: boolean;
  /** Descriptions of this operation's parameters, where the shared ones (src/openapi/document.ts) do not fit. */
  parameterDescriptions?: Record<string, string>;
  body?: $ZodType;
  requestExample?: unknown;
  /** A CSV request body (text/csv) instead of JSON: what it holds, and an example. */
  csvBody?: { description: string; example: string };
  responses: Record<number, ResponseDoc>;
  errors: number[];
  /** What an error status means for this operation, where the general wording is not enough. */
  errorDescriptions?: Partial<Record<number, string>>;
  /** An error body richer than the Error schema, for a status of this operation. */
  errorBodies?: Partial<Record<number, { schema: $ZodType; example: unknown }>>;
}

/** What an operation's description adds to its spec (src/routes/operations.ts): its texts, answers and examples. */
export type OperationText = Omit<OperationDoc, "method" | "path" | "operationId" | "auth" | "params" | "query" | "headers" | "body">;

// Wording said of many shapes and operations. Plain constants: unused by the Worker, they are left
// out of its bundle.
export const MONEY = "Australian dollars, at most two decimals";
/** The price basis of every dealer-side amount, said wherever one is entered or shown. */
export const GST_INCLUSIVE = "GST included, as the buyer pays it";
export const VEHICLE_PRICE_BASIS =
  "GST included, as the buyer pays it; the vehicle's price also includes luxury car tax where it applies (the dealer collects LCT inside the price)";
export const PAGE_FIELD = "Where this page sits.";

/** An array schema's element (zod/mini keeps it in the definition). */
export function elementOf(array: $ZodType): $ZodType {
  return (array._zod.def as unknown as { element: $ZodType }).element;
}

/** The schema inside a wrapper (nullable, optional, default). */
export function innerOf(wrapper: $ZodType): $ZodType {
  return (wrapper._zod.def as unknown as { innerType: $ZodType }).innerType;
}
export const UPDATED_AT = "When the row was last changed.";
export const UPDATED_BY =
  "Who changed it last: `operator`, or the display prefix of the dealer key used (`dlr_` and 8 hex digits); null when it was written before changes were recorded.";
