import * as z from "zod/mini";
import { Uuid } from "./common";
import type { SchemaDescriber } from "./described";

/** What one archive batch moved to R2 (POST /admin/v1/archive/run). */
export const ArchiveRun = z.object({
  archived: z.array(z.object({ quoteId: Uuid, objectKey: z.string() })),
  more: z.boolean(),
});

export type ArchiveRun = z.output<typeof ArchiveRun>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeArchiveSchemas(d: SchemaDescriber): void {
  d.named(ArchiveRun, "ArchiveRun", "The quotes one archive batch moved to R2.", {
    archived: "Each quote archived by this batch, with the key of its object in the ARCHIVE bucket; empty when none was ready.",
    more: "True when more quotes were ready than one batch takes: run it again, or leave them to the hourly cron.",
  });
}
