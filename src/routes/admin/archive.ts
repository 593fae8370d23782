import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { operatorChange } from "../../http/change-made";
import { archiveBatch, ARCHIVE_BATCH } from "../../jobs/archive";
import { ArchiveRun } from "../../schemas/archive";
import type { OperationDoc } from "../../schemas/described";
import { apiExamples } from "../../examples/api";

/** The archive on demand: one batch now, as the hourly cron runs them. */
export const adminArchiveRoutes = new Hono<AppEnv>().post("/run", async (c) => {
  const now = new Date();
  const body: ArchiveRun = await archiveBatch(c.env, now, operatorChange(c, now));
  return c.json(body);
});

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminArchiveOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "post",
      path: "/admin/v1/archive/run",
      operationId: "adminRunArchive",
      summary: "Archive old quotes now",
      description: `Runs one archive batch (up to ${ARCHIVE_BATCH} quotes), as the hourly cron does: each quote that can no longer change (its outcome final, or priced and past its validUntil outside any tender that could still be awarded), for more than ARCHIVE_AFTER_DAYS, with no e-mail or webhook left to run, is written to the ARCHIVE bucket, read back, and only then swapped for a thin row in D1. Every read of it answers as before. Running it again archives nothing twice; runs that overlap (this one and the cron's) each write objects of their own, and the one a thin row names is never written again. A batch that archived anything is recorded in the audit record (\`archive.run\`, with how many quotes it moved).`,
      tag: "Admin",
      auth: "adminToken",
      responses: { 200: { description: "What this batch archived", schema: ArchiveRun, example: ex.archiveRun } },
      errors: [401, 429, 500, 503],
    },
  ];
}
