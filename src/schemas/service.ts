import * as z from "zod/mini";

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
