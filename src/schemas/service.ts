import * as z from "zod/mini";
import { type SchemaDescriber } from "./described";

/**
 * The version of this interface description: the spec's 1.0.0 (its seven operations unchanged)
 * plus compatible extensions (webhook deliveries, the dealer and admin APIs, this index, health).
 */
export const API_VERSION = "1.1.0";

/** GET /: where to read about the API (for API clients; browsers are sent to the docs page). */
export const ServiceIndex = z.object({
  name: z.string(),
  version: z.string(),
  docs: z.string(),
  openapi: z.string(),
});

/** GET /health: liveness, and up to which day the pricing data holds rules. */
export const Health = z.object({
  status: z.literal("ok"),
  pricing: z.object({ validThrough: z.iso.date() }),
});

export type ServiceIndex = z.output<typeof ServiceIndex>;
export type Health = z.output<typeof Health>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeServiceSchemas(d: SchemaDescriber): void {
  d.named(ServiceIndex, "ServiceIndex", "Where to read about the API.", {
    name: "The service's name.",
    version: "The version of the API description.",
    docs: "Path of the interactive reference page.",
    openapi: "Path of the OpenAPI 3.1 description.",
  });
  d.named(Health, "Health", "The service is up; up to which day its pricing data holds rules.", {
    status: "Always `ok` when the service answers.",
    pricing: "Coverage of the government charges data: after `validThrough`, charges are carried forward and quotes are marked estimated.",
  });
}
