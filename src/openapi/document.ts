// The OpenAPI 3.1 description, generated from the zod schemas the routes validate with and the
// descriptions each route and schema module keeps beside them (./parts.ts lists them). Run at build
// time (scripts/build-docs.ts writes public/docs/openapi.json, which the Worker serves), so the
// generator and its texts cost the Worker bundle nothing.

import type { $ZodType } from "zod/v4/core";
import * as z from "zod/mini";
import { BOOKMARK_HEADER } from "../db/client";
import { EARLIEST_YEAR, LATEST_YEAR } from "../domain/date-bounds";
import { webhookExamples } from "../examples/webhooks";
import { errorStatus, type ErrorCode } from "../http/errors";
import { ErrorResponse, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_OFFSET_MAX } from "../schemas/common";
import type { HeaderName, OperationDoc, OperationText, SchemaDescriber, SchemaMeta } from "../schemas/described";
import { API_VERSION } from "../schemas/service";
import { describeWebhookEvents, eventNames, QUOTE_COMPLETED, webhookEvents } from "../schemas/webhook-events";
import { headerComponents, responseHeaders } from "./headers";
import { apiOperations, describeApiOperations } from "../routes";
import { describeSchemas } from "./parts";
import { webhookDeliveryDescription, webhookHeaderParameters, webhookResponses } from "./webhooks";

type Json = Record<string, any>;

/** Parameter descriptions shared by every operation that has the parameter. */
const sharedParameterDescriptions: Record<string, string> = {
  limit: "Page size: 1 to 100 items (default 20).",
  offset: "How many items to skip: 0 or more (default 0). Beyond 100,000 the answer is 400: narrow the list with its filters instead.",
  status: "Only quotes with this status.",
  "idempotency-key":
    "Any printable ASCII text of 1 to 255 characters naming this request. Sent again with the same body (for 24 hours), it returns the first answer (marked Idempotent-Replayed) instead of creating and charging a second quote; with a different body it is 422.",
  [BOOKMARK_HEADER]: `The \`${BOOKMARK_HEADER}\` of your last write, so a database replica that has seen it may answer. Optional: without it (or with a malformed one) the read goes to the primary.`,
};

/** The metadata the schema modules give (their description functions), read by every conversion. */
class SchemaDescriptions implements SchemaDescriber {
  readonly metadata = z.registry<SchemaMeta>();
  /** Field descriptions by schema name, added to the named schemas' properties after conversion. */
  readonly fields: Record<string, Record<string, string>> = {};

  named(schema: $ZodType, id: string, description: string, fields: Record<string, string> = {}, extra: Omit<SchemaMeta, "id" | "description"> = {}): void {
    this.metadata.add(schema, { id, description, ...extra });
    this.fields[id] = fields;
  }

  meta(schema: $ZodType, meta: SchemaMeta): void {
    this.metadata.add(schema, meta);
  }

  fieldsOf(id: string): Record<string, string> {
    return this.fields[id] ?? {};
  }

  eventNames(about?: "quote" | "tender"): string {
    return eventNames(about);
  }
}

/** The error body, whose codes are the closed list of src/http/errors.ts. */
function describeErrors(d: SchemaDescriber): void {
  const error = ErrorResponse._zod.def.shape.error;
  d.meta(error._zod.def.shape.code, {
    enum: Object.keys(errorStatus),
    description: "What went wrong, one code per HTTP status: " + Object.entries(errorStatus).map(([code, status]) => `${code} (${status})`).join(", ") + ".",
  });
  d.named(ErrorResponse, "Error", "Every error has this body; `error.status` repeats the HTTP status and `error.requestId` the X-Request-Id header.", {
    error: "The error.",
  });
  d.meta(error, { description: "The error's code, a message for people, the HTTP status and the request id to quote to support." });
}


/** The error code sent with each status, and what the status means in general. */
const statusWording: Record<number, string> = {
  400: "Invalid request: the message names the field or parameter",
  401: "Missing, malformed or invalid key",
  402: "Payment required",
  403: "A read-only operator key cannot change anything",
  404: "Not found",
  409: "Conflict with the resource's current state",
  413: "Request body larger than 64 KiB",
  422: "Idempotency key reused with a different request",
  429: "Too many requests: wait Retry-After seconds",
  500: "Internal error: quote the request id to support",
  503: "Neither an operator key nor the bootstrap ADMIN_TOKEN (which is not configured)",
};

const exampleMessages: Record<ErrorCode, string> = {
  INVALID_REQUEST: "Field 'clientEmail' must be a valid e-mail address",
  UNAUTHORIZED: "Invalid key",
  INSUFFICIENT_CREDITS: "The dealership has no quote credits left",
  FORBIDDEN: "This operator key may only read: POST needs an operator key with the write scope",
  NOT_FOUND: "Quote 3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10 not found",
  METHOD_NOT_ALLOWED: "Method DELETE is not allowed here; use GET",
  CONFLICT: "This delivery already succeeded",
  PAYLOAD_TOO_LARGE: "Request body must be at most 65536 bytes",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was already used with a different request body",
  VEHICLE_NOT_PRICED: "This vehicle is not priced automatically in NSW: a heavy vehicle (GVM above 4,500 kg) is registered under the national heavy vehicle charges, which the service does not hold",
  RATE_LIMITED: "Rate limit of 100 requests per 60 minutes exceeded; retry after 1800 seconds",
  INTERNAL_ERROR: "Internal server error",
  SERVICE_UNAVAILABLE: "The admin API is not configured (ADMIN_TOKEN is not set)",
};

/** The code an error of each status is shown with: the first listed (422's other, VEHICLE_NOT_PRICED, is shown where it is sent). */
const codeOfStatus = Object.fromEntries(Object.entries(errorStatus).reverse().map(([code, status]) => [status, code as ErrorCode]));

function errorExample(status: number): Json {
  const code = codeOfStatus[status]!;
  return { error: { code, message: exampleMessages[code], status, requestId: "0b9f4b7e-3c1a-4f6e-9d2a-5b8c7e1f2a34" } };
}

/** Collects named schemas (components.schemas) from every conversion, refusing two shapes under one name. */
class SchemaCollector {
  readonly schemas: Record<string, Json> = {};
  /** Names of request shapes (converted as input). */
  readonly requestNames = new Set<string>();

  constructor(private readonly descriptions: SchemaDescriptions) {}

  convert(schema: $ZodType, io: "input" | "output"): Json {
    const json = z.toJSONSchema(schema, {
      io,
      metadata: this.descriptions.metadata,
      unrepresentable: "any",
      // Input conversion drops defaults under a transform (the id pipe, the query integers); a
      // default is what the server uses when the field is left out, so it belongs in the description.
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def as { type: string; defaultValue?: unknown };
        if (io === "input" && def.type === "default" && !("default" in jsonSchema)) jsonSchema.default = def.defaultValue;
      },
    }) as Json;
    const { $schema: _, $defs = {}, ...root } = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
    for (const [name, definition] of Object.entries($defs as Record<string, Json>)) {
      const existing = this.schemas[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(definition)) {
        throw new Error(`Schema ${name} differs between uses (a request and a response shape may not share a name)`);
      }
      this.schemas[name] = definition;
      if (io === "input") this.requestNames.add(name);
    }
    return root;
  }

  /**
   * Adds the field descriptions to the named schemas' properties. In request shapes a field's
   * default goes into its description instead of `default`: generators such as openapi-typescript
   * make a field with a default required, and a client must be free to leave it out.
   */
  describeFields(): void {
    for (const [name, schema] of Object.entries(this.schemas)) {
      const fields = this.descriptions.fieldsOf(name);
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      for (const field of Object.keys(fields)) {
        if (!properties[field]) throw new Error(`Schema ${name} has no field ${field} to describe`);
      }
      for (const [field, property] of Object.entries(properties)) {
        let description = fields[field] ?? property.description;
        const { default: defaultValue, ...rest } = property;
        if (this.requestNames.has(name) && defaultValue !== undefined) {
          description = `${description ?? ""} Default: \`${JSON.stringify(defaultValue)}\`.`.trim();
          properties[field] = { ...rest, ...(description && { description }) };
        } else if (description) {
          properties[field] = { ...property, description };
        }
      }
    }
  }
}

function parameters(collector: SchemaCollector, op: OperationDoc, schema: $ZodType | undefined, location: "path" | "query" | "header"): Json[] {
  if (!schema) return [];
  const object = collector.convert(schema, "input") as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, propertySchema]) => {
    const description = op.parameterDescriptions?.[name] ?? sharedParameterDescriptions[name];
    if (!description) throw new Error(`${op.operationId}: no description for parameter ${name}`);
    const { description: _, ...schemaOnly } = propertySchema;
    return {
      name: location === "header" ? headerName(name) : name,
      in: location,
      required: location === "path" || (object.required ?? []).includes(name),
      description,
      schema: schemaOnly,
    };
  });
}

/** Header parameters are validated in lower case; the description spells them as sent. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

function jsonContent(schema: Json, example: unknown): Json {
  return { "application/json": { schema, ...(example !== undefined && { example }) } };
}

function operationObject(collector: SchemaCollector, op: OperationDoc): Json {
  const keyed = op.auth === "apiKey" || op.auth === "dealerKey";
  const rateLimited = keyed || op.rateLimitedWithoutKey === true;
  const responses: Record<string, Json> = {};

  for (const [status, spec] of Object.entries(op.responses)) {
    const headers: HeaderName[] = [...(rateLimited && status.startsWith("2") ? (["RateLimit", "RateLimit-Policy"] as const) : []), ...(spec.headers ?? [])];
    responses[status] = {
      description: spec.description,
      headers: responseHeaders(headers),
      ...(spec.schema && { content: jsonContent(collector.convert(spec.schema, "output"), spec.example) }),
      ...(spec.csvExample !== undefined && { content: { "text/csv": { schema: { type: "string" }, example: spec.csvExample } } }),
    };
  }
  if (op.operationId === "getOpenApiDocument") {
    responses["200"]!.content = { "application/json": { schema: { type: "object", description: "An OpenAPI 3.1 document." } } };
  }
  // Every admin write may meet a read-only operator key: 403, said once here rather than in each operation.
  const errors = op.auth === "adminToken" && op.method !== "get" ? [...op.errors, 403].sort((a, b) => a - b) : op.errors;
  for (const status of errors) {
    // A keyed request is counted once its key is known: its answers carry the allowance left,
    // except those given before (401, 413) and unexpected failures.
    const counted = keyed && [400, 402, 404, 409, 422].includes(status);
    const headers: HeaderName[] = status === 429 ? ["RateLimit", "RateLimit-Policy", "Retry-After"] : counted ? ["RateLimit", "RateLimit-Policy"] : [];
    const body = op.errorBodies?.[status];
    responses[String(status)] = {
      description: op.errorDescriptions?.[status] ?? statusWording[status] ?? "Error",
      headers: responseHeaders(headers),
      content: body ? jsonContent(collector.convert(body.schema, "output"), body.example) : jsonContent({ $ref: "#/components/schemas/Error" }, errorExample(status)),
    };
  }
  responses["405"] = { $ref: "#/components/responses/MethodNotAllowed" };

  const bookmark = op.readsBookmark
    ? [{ name: BOOKMARK_HEADER, in: "header", required: false, description: sharedParameterDescriptions[BOOKMARK_HEADER], schema: { type: "string" } }]
    : [];
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    security: op.auth ? [{ [op.auth]: [] }] : [],
    parameters: [
      ...parameters(collector, op, op.params, "path"),
      ...parameters(collector, op, op.query, "query"),
      ...parameters(collector, op, op.headers, "header"),
      ...bookmark,
    ],
    ...(op.body && {
      requestBody: { required: true, content: jsonContent(collector.convert(op.body, "input"), op.requestExample) },
    }),
    ...(op.csvBody && {
      requestBody: { required: true, description: op.csvBody.description, content: { "text/csv": { schema: { type: "string" }, example: op.csvBody.example } } },
    }),
    responses,
  };
}

const infoDescription = `Drive-away quotes from approved Australian car dealerships, for fleet management organisations (FMOs). Version ${API_VERSION}: the seven operations of the service's 1.0.0 contract, unchanged, plus compatible extensions marked as such (webhook deliveries, the dealer and admin APIs, \`/\`, \`/health\`). Register for an API key, list dealerships and their stock, search vehicles by model, ask for quotes, and receive a \`${QUOTE_COMPLETED}\` webhook when a dealer prices a pending one. Dealerships complete their quotes and keep their stock, accessories and prices with a dealer key; the operator runs the admin API.

**Keys.** Send \`Authorization: Bearer <key>\`: an FMO's \`svc_\` key (from \`register\`), a dealership's \`dlr_\` key, or a named operator's \`opr_\` key (the bootstrap admin token before there is one). A missing, malformed or unknown key is 401; an operator key that may only read is 403 on anything that writes.

**Limits.** 100 requests per hour per key: every keyed answer carries \`RateLimit\` and \`RateLimit-Policy\` (IETF draft fields), and past the limit the answer is 429 with \`Retry-After\`. Registration is limited per client address, and so are failed admin and dealer authentications.

**Dates.** Every day (\`YYYY-MM-DD\`) and date-time a request gives, in its query or its body, lies in the years ${EARLIEST_YEAR} to ${LATEST_YEAR}: outside them, 400 (\`${LATEST_YEAR}-12-31\` is taken, \`${LATEST_YEAR + 1}-01-01\` is not).

**Ids.** Ids are accepted as 8-4-4-4-12 hex digits or the same 32 digits without hyphens, in upper or lower case; every id returned is canonical and lower-case.

**Prices.** Every amount is Australian dollars with at most two decimals, GST included as the buyer pays it: vehicle, accessory, delivery and margin alike, and a vehicle's price includes luxury car tax where it applies (the dealer collects it inside the price; nothing is added for it). Government charges (stamp duty, registration) are worked out by the service.

**Paging.** Lists take \`limit\` (1 to ${PAGE_LIMIT_MAX}, default ${PAGE_LIMIT_DEFAULT}) and \`offset\` (0 to ${PAGE_OFFSET_MAX.toLocaleString("en-AU")}, default 0) and answer with a \`pagination\` object; a page shorter than \`limit\` is the last.

**Errors.** Every error has the \`Error\` body, whose \`code\` names the status: ${Object.entries(errorStatus)
  .map(([code, status]) => `\`${code}\` (${status})`)
  .join(", ")}. A path the API does not have is 404 \`NOT_FOUND\`; a path it has, called with another method, is 405 \`METHOD_NOT_ALLOWED\` with an \`Allow\` header. Every answer of the API (not the static files of the docs page) carries \`X-Request-Id\`.

**CORS.** This description may be read from any origin. The API itself sends no CORS headers: it is meant for servers, which keep their keys private, and browsers on other origins cannot call it.

**Reference page.** [/docs/](/docs/) renders this description.`;

/**
 * Every operation the Worker serves (src/routes/index.ts) with its texts, in the order the
 * description lists them. `d` is handed to the route modules that name shapes of their own.
 */
export function describedOperations(d: SchemaDescriber = new SchemaDescriptions()): OperationDoc[] {
  const texts: Record<string, OperationText> = describeApiOperations();
  const described = apiOperations.filter((op) => op.method !== "options");
  const missing = described.filter((op) => !(op.id in texts)).map((op) => op.id);
  if (missing.length > 0) throw new Error(`Operations served but not described: ${missing.join(", ")}`);
  return Object.entries(texts).map(([id, text]) => {
    const op = described.find((served) => served.id === id);
    if (!op) throw new Error(`Operation ${id} is described but not served`);
    const { method, path, auth, params, query, headers, body } = op;
    return { method, path, operationId: id, auth, params, query, headers, body, ...text };
  });
}

/** The whole OpenAPI 3.1 description. */
export function buildOpenApiDocument(): Json {
  const descriptions = new SchemaDescriptions();
  describeErrors(descriptions);
  describeSchemas(descriptions);
  const operations = describedOperations(descriptions);
  const collector = new SchemaCollector(descriptions);
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(collector, op);

  const examples = webhookExamples().events;
  const presented = describeWebhookEvents();
  const webhooks = Object.fromEntries(
    webhookEvents.map((event) => [
      event.name,
      {
        post: {
          operationId: presented[event.name].operationId,
          summary: presented[event.name].summary,
          description: `${presented[event.name].description}\n\n${webhookDeliveryDescription}`,
          tags: ["FMO"],
          security: [],
          parameters: webhookHeaderParameters(event.name),
          requestBody: { required: true, content: jsonContent(collector.convert(event.payload, "output"), examples[event.name]) },
          responses: webhookResponses,
        },
      },
    ]),
  );
  // The error body is named in every operation; convert it whether or not a schema used it.
  collector.convert(ErrorResponse, "output");
  collector.describeFields();

  return {
    openapi: "3.1.0",
    info: {
      title: "Fleet Quote API",
      version: API_VERSION,
      description: infoDescription,
      // Support is whoever operates a deployment; each states its own contact in its terms.
      contact: { name: "Fleet Quote API support, run by the operator of this deployment" },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [
      // Relative: the origin that served the description. Locally that is `npm run dev`, on whichever
      // port it was given (PORT), and it is what the docs page's "Try it out" must call.
      // Server descriptions are plain text (Swagger UI shows them in a drop-down): no Markdown.
      { url: "/", description: "The server this description was loaded from (locally, the address npm run dev prints)" },
      {
        url: "https://{host}",
        description: "A deployed environment, on the hostname its operator chose (its custom domain, also its PUBLIC_BASE_URL)",
        variables: { host: { default: "quotes.fleetquote.example", description: "The deployment's hostname, for example quotes.yourcompany.com.au" } },
      },
    ],
    tags: [
      { name: "FMO", description: "A fleet management organisation, with its `svc_` API key: dealerships, stock, quotes and webhook deliveries." },
      { name: "Dealer", description: "A dealership, with its `dlr_` dealer key: its quotes and completing pending ones; its stock (one vehicle at a time or as a CSV file), accessories, delivery fee and margins." },
      { name: "Admin", description: "The operator, with the admin token: dealerships, stock, accessories, keys, the catalogue and jobs." },
      { name: "Service", description: "No key: where the documentation is, health, and this description." },
    ],
    paths,
    webhooks,
    components: {
      schemas: Object.fromEntries(Object.entries(collector.schemas).sort(([a], [b]) => a.localeCompare(b))),
      headers: headerComponents,
      responses: {
        MethodNotAllowed: {
          description: "The path exists, but not with this method; `Allow` lists the methods it answers. (A path the API does not have is 404 NOT_FOUND.)",
          headers: responseHeaders(["Allow"]),
          content: jsonContent({ $ref: "#/components/schemas/Error" }, errorExample(405)),
        },
      },
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "svc_ and 60 lower-case hex digits", description: "An FMO's API key, issued once by `register`." },
        dealerKey: { type: "http", scheme: "bearer", bearerFormat: "dlr_ and 60 lower-case hex digits", description: "A dealership's key, issued by the operator." },
        adminToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "opr_ and 60 lower-case hex digits, or the bootstrap token",
          description: "A named operator's key (`opr_`, from `adminCreateOperator`: `read` keys only read, anything else is 403), or the bootstrap ADMIN_TOKEN (a Worker secret), kept to create the first operators.",
        },
      },
    },
  };
}
