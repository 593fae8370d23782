import * as z from "zod/mini";

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
