// `npm run check:imports` on small source trees: it must fail on an import circle (one made of
// type-only imports too), on an import up the layers of layers.cjs, and on a module no layer holds.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const depcruise = join(here, "../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const config = join(here, "dependency-cruiser.cjs");

/** Runs the check, as `npm run check:imports` does, over a src/ tree of the given files. */
function checkImports(files: Record<string, string>): { code: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), "check-imports-"));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(process.execPath, [depcruise, "src", "--config", config], { cwd: root, encoding: "utf8" });
    return { code: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const leaf = "export const x = 1;\n";

describe("npm run check:imports", () => {
  test("passes imports that run down the layers, type-only ones included", () => {
    const run = checkImports({
      "src/index.ts": 'import { app } from "./app";\nexport default app;\n',
      "src/app.ts": 'import { page } from "./portal/page";\nexport const app = page;\n',
      "src/portal/page.tsx": 'import { link } from "../notices/link";\nimport type { Env } from "../env";\nexport const page = link;\nexport type E = Env;\n',
      "src/env.ts": 'import type { Limiter } from "./rate-limiter/limiter";\nexport type Env = { limiter: Limiter };\n',
      "src/rate-limiter/limiter.ts": "export class Limiter {}\n",
      "src/notices/link.ts": 'import { rows } from "../db/rows";\nexport const link = rows;\n',
      "src/db/rows.ts": 'import { price } from "../pricing/price";\nexport const rows = price;\n',
      "src/pricing/price.ts": leaf,
    });
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /no dependency violations found/);
  });

  test("fails on an import circle made of type-only imports", () => {
    const run = checkImports({
      "src/env.ts": 'import type { Limiter } from "./rate-limiter/limiter";\nexport interface Env { limiter: Limiter }\n',
      "src/rate-limiter/limiter.ts": 'import type { Env } from "../env";\nexport class Limiter { env?: Env }\n',
    });
    assert.notEqual(run.code, 0);
    assert.match(run.output, /error no-circular: src\/env\.ts → \s*src\/rate-limiter\/limiter\.ts →\s*src\/env\.ts/);
  });

  test("fails on a circle inside one layer, through three modules", () => {
    const run = checkImports({
      "src/portal/database.ts": 'import type { PortalEnv } from "./portal-env";\nexport type D = PortalEnv;\n',
      "src/portal/portal-env.ts": 'import type { Session } from "./session";\nexport type PortalEnv = Session;\n',
      "src/portal/session.ts": 'import type { D } from "./database";\nexport type Session = { d?: D };\n',
    });
    assert.notEqual(run.code, 0);
    assert.match(run.output, /error no-circular: src\/portal\/database\.ts → \s*src\/portal\/portal-env\.ts →\s*src\/portal\/session\.ts →\s*src\/portal\/database\.ts/);
  });

  test("fails on an import up the layers: a job reaching into the portal, a service into the jobs, pricing into the database", () => {
    const run = checkImports({
      "src/jobs/email-job.ts": 'import { link } from "../portal/signed-link";\nexport const job = link;\n',
      "src/portal/signed-link.ts": leaf,
      "src/services/tender-decisions.ts": 'import { close } from "../jobs/tender-closing";\nexport const decide = close;\n',
      "src/jobs/tender-closing.ts": 'export const close = 1;\n',
      "src/pricing/price.ts": 'import type { Row } from "../db/row";\nexport type P = Row;\n',
      "src/db/row.ts": "export type Row = { id: string };\n",
    });
    assert.notEqual(run.code, 0);
    assert.match(run.output, /error layers: jobs: src\/jobs\/email-job\.ts → src\/portal\/signed-link\.ts/);
    assert.match(run.output, /error layers: services: src\/services\/tender-decisions\.ts → src\/jobs\/tender-closing\.ts/);
    assert.match(run.output, /error layers: pricing: src\/pricing\/price\.ts → src\/db\/row\.ts/);
  });

  test("fails when a module of the Worker imports the build-time OpenAPI description", () => {
    const run = checkImports({
      "src/routes/docs.ts": 'import { description } from "../openapi/document";\nexport const docs = description;\n',
      "src/openapi/document.ts": 'import { x } from "../schemas/quote";\nexport const description = x;\n',
      "src/schemas/quote.ts": leaf,
    });
    assert.notEqual(run.code, 0);
    assert.match(run.output, /error layers: routes and web UIs: src\/routes\/docs\.ts → src\/openapi\/document\.ts/);
    assert.doesNotMatch(run.output, /src\/openapi\/document\.ts → src\/schemas/);
  });

  test("fails on a module that no layer holds, importing or imported", () => {
    const run = checkImports({
      "src/app.ts": 'import { y } from "./helpers/y";\nexport const app = y;\n',
      "src/helpers/y.ts": 'import { x } from "../pricing/x";\nexport const y = x;\n',
      "src/pricing/x.ts": leaf,
    });
    assert.notEqual(run.code, 0);
    assert.match(run.output, /error layers: unplaced: src\/helpers\/y\.ts → src\/pricing\/x\.ts/);
    assert.match(run.output, /error layers: unplaced target: src\/app\.ts → src\/helpers\/y\.ts/);
  });
});
