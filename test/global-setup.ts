// Runs in Node before any test file: the OpenAPI description and Swagger UI that the Worker serves as
// static assets (public/docs/), built from the current schemas as `npm run build:docs` builds them,
// so that `npx vitest run test/x.test.ts` never reads a stale description. Each vitest project runs
// its global setup; the process builds once.

import { buildDocs } from "../scripts/build-docs.ts";

const run = globalThis as { docsBuilt?: Promise<number> };

export default async function setup(): Promise<void> {
  run.docsBuilt ??= buildDocs();
  await run.docsBuilt;
}
