// Builds what the docs page and the description route serve, as Workers static assets under
// public/docs/ (generated, git-ignored):
// - openapi.json: the OpenAPI description, generated from the zod schemas (src/openapi/), which
//   the Worker serves at /api/v1/openapi.json; generating it here keeps the generator out of the
//   Worker bundle;
// - vendor/: Swagger UI's script and styles, copied from node_modules (served from our origin,
//   never a CDN).
// Runs on install (`prepare`), before `wrangler dev` and `wrangler deploy` ([build] in
// wrangler.toml) and before every vitest run (test/global-setup.ts).

import { build } from "esbuild";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const docsDir = join(root, "public", "docs");

export const VENDOR_FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"];

function copyVendorFiles() {
  const vendorDir = join(docsDir, "vendor");
  mkdirSync(vendorDir, { recursive: true });
  for (const file of VENDOR_FILES) copyFileSync(join(root, "node_modules", "swagger-ui-dist", file), join(vendorDir, file));
}

/** Bundles the generator (the Worker's own TypeScript modules) for Node, runs it, and returns the document. */
export async function generateDocument(): Promise<Record<string, unknown>> {
  const outDir = mkdtempSync(join(tmpdir(), "fleet-quote-openapi-"));
  try {
    const outfile = join(outDir, "document.mjs");
    await build({
      entryPoints: [join(root, "src", "openapi", "document.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile,
      logLevel: "error",
    });
    const { buildOpenApiDocument } = (await import(pathToFileURL(outfile).href)) as { buildOpenApiDocument: () => Record<string, unknown> };
    return buildOpenApiDocument();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Writes public/docs/: the description and Swagger UI. Resolves how many paths the description has. */
export async function buildDocs(): Promise<number> {
  copyVendorFiles();
  const document = await generateDocument();
  writeFileSync(join(docsDir, "openapi.json"), JSON.stringify(document));
  return Object.keys(document.paths as object).length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const paths = await buildDocs();
  console.log(`public/docs: openapi.json (${paths} paths) and Swagger UI`);
}
