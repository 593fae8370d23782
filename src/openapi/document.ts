import { toJSONSchema } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { errorStatus } from "../http/errors";
import { ErrorResponse } from "../schemas/common";
import { operations, type OperationSpec } from "./operations";

type JsonSchema = Record<string, unknown>;

const errorDescriptions: Record<number, string> = {
  400: "Invalid request",
  401: "Missing, malformed or invalid key",
  402: "The dealership has no quote credits left",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict with the resource's current state",
  413: "Request body larger than 64 KiB",
  422: "Idempotency key reused with a different request",
  429: "Rate limit exceeded (see Retry-After)",
  500: "Internal error",
  503: "Service not configured",
};

function jsonSchema(schema: $ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** Splits an object schema into OpenAPI parameters, one per property. */
function parameters(schema: $ZodType | undefined, location: "path" | "query" | "header"): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {}).map(([name, propertySchema]) => ({
    name,
    in: location,
    required: location === "path" || (objectSchema.required ?? []).includes(name),
    schema: propertySchema,
  }));
}

function operationObject(op: OperationSpec): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, { description, schema }] of Object.entries(op.responses)) {
    responses[status] = schema ? { description, content: { "application/json": { schema: jsonSchema(schema, "output") } } } : { description };
  }
  for (const status of op.errors) {
    responses[String(status)] = {
      description: errorDescriptions[status] ?? "Error",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [op.tag],
    security: op.auth ? [{ [op.auth]: [] }] : [],
    parameters: [...parameters(op.params, "path"), ...parameters(op.query, "query"), ...parameters(op.headers, "header")],
    ...(op.body && {
      requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input") } } },
    }),
    responses,
  };
}

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 description, generated once per isolate from the operation list. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);

  cached = {
    openapi: "3.1.0",
    info: {
      title: "Fleet Quote API",
      version: "1.0.0",
      description: `Drive-away quotes from approved Australian dealerships for fleet management organisations. Error codes: ${Object.keys(errorStatus).join(", ")}.`,
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "API key: svc_ followed by 60 lowercase hex characters" },
        dealerKey: { type: "http", scheme: "bearer", description: "Dealer key: dlr_ followed by 60 lowercase hex characters" },
        adminToken: { type: "http", scheme: "bearer", description: "The operator's ADMIN_TOKEN" },
      },
      schemas: { Error: jsonSchema(ErrorResponse, "output") },
    },
  };
  return cached;
}
