// The response headers the service sends, as reusable components (components.headers), and which
// responses carry them.

import { BOOKMARK_HEADER } from "../db/client";
import { apiKeyHourly } from "../rate-limiter/policies";
import type { HeaderName } from "../schemas/described";

type Json = Record<string, unknown>;

const policyForm = '"<name>";q=<limit>;w=<window seconds>';
const stateForm = '"<name>";r=<remaining>;t=<seconds until reset>';

export const headerComponents = {
  "X-Request-Id": {
    description:
      "Our id of this request, on every response (errors repeat it as `error.requestId`): quote it to support. A request's own X-Request-Id is never used as ours; a well-formed one is logged beside it.",
    required: true,
    schema: { type: "string", format: "uuid" },
    example: "0b9f4b7e-3c1a-4f6e-9d2a-5b8c7e1f2a34",
  },
  RateLimit: {
    description: `The caller's allowance left in the current window (IETF draft RateLimit header fields): \`${stateForm}\`. Policies: \`hourly\` (${apiKeyHourly.limit} requests per hour per key; an FMO's keys share one allowance, so a rotation neither doubles nor resets it), \`register\` (keys issued per client address per hour), \`auth-failures\` (failed admin or dealer authentications per address). Should the limiter be unreachable, the request is allowed and the fields are left out.`,
    required: true,
    schema: { type: "string", pattern: '^"[a-z-]+";r=\\d+;t=\\d+$' },
    example: `"${apiKeyHourly.name}";r=99;t=3600`,
  },
  "RateLimit-Policy": {
    description: `The policy the allowance belongs to: \`${policyForm}\`.`,
    required: true,
    schema: { type: "string", pattern: '^"[a-z-]+";q=\\d+;w=\\d+$' },
    example: `"${apiKeyHourly.name}";q=${apiKeyHourly.limit};w=${apiKeyHourly.windowSeconds}`,
  },
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    required: true,
    schema: { type: "integer", minimum: 0 },
    example: 1800,
  },
  "Idempotent-Replayed": {
    description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key (nothing new was created or charged).",
    schema: { type: "string", enum: ["true"] },
    example: "true",
  },
  Allow: {
    description: "The methods the path does answer.",
    required: true,
    schema: { type: "string" },
    example: "GET, POST",
  },
  [BOOKMARK_HEADER]: {
    description: `A D1 session bookmark of the write. Send it back as the \`${BOOKMARK_HEADER}\` request header on the next reads of your quotes, so a database replica that has seen this write may answer. Not sent on a replay.`,
    schema: { type: "string" },
    example: "0000000c-00000002-00004f9a-5b3e0d7c3f1a2b4c5d6e7f8091a2b3c4",
  },
  Location: {
    description: "Path of the new quote. Not sent on a replay.",
    schema: { type: "string", format: "uri-reference" },
    example: "/api/v1/quotes/3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10",
  },
  "Cache-Control": {
    description: "`no-store`: the body holds a secret shown once, which no cache may keep.",
    required: true,
    schema: { type: "string", enum: ["no-store"] },
    example: "no-store",
  },
  "Content-Disposition": {
    description: "`attachment` with a file name (`stock-<YYYY-MM-DD>.csv`): browsers save the file rather than show it.",
    required: true,
    schema: { type: "string" },
    example: 'attachment; filename="stock-2026-11-24.csv"',
  },
  "Access-Control-Allow-Origin": {
    description: "`*`: any origin may read the description (it holds no secrets), so browser tools and hosted editors can load it.",
    required: true,
    schema: { type: "string", enum: ["*"] },
    example: "*",
  },
} satisfies Record<HeaderName, Json>;

/** `headers` of a response: references to the components, X-Request-Id always first. */
export function responseHeaders(names: HeaderName[]): Record<string, Json> {
  const all: HeaderName[] = ["X-Request-Id", ...names.filter((name) => name !== "X-Request-Id")];
  return Object.fromEntries(all.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
