// The API description's texts and examples live beside the routes and schemas, in functions only
// the generator calls: the Worker's bundle must leave them out (and so its size and start-up
// are unchanged by them). Bundles the Worker as wrangler does (esbuild, minified, ES module) and
// looks for a sentence of each kind.

import { build } from "esbuild";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

test("the Worker bundle holds no operation or schema description and no example", async () => {
  const result = await build({
    entryPoints: [join(root, "src", "index.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["browser", "module", "main"],
    conditions: ["workerd", "worker", "browser"],
    external: ["cloudflare:*", "node:*"],
    jsx: "automatic",
    jsxImportSource: "hono/jsx",
    logLevel: "error",
  });
  const bundle = result.outputFiles[0]!.text;
  assert.ok(bundle.includes("Service-Webhook/1.0"), "the bundle is the Worker's");
  for (const text of [
    "Ask a dealership for a drive-away quote", // an operation's summary (src/routes/quotes.ts)
    "Where this page sits.", // a field description (src/schemas/*.ts)
    "A dealer completed a pending quote", // a webhook event's summary (src/schemas/webhook-events.ts)
    "Acme Fleet Pty Ltd", // an example (src/examples/credentials.ts)
    "fleet@parramatta-toyota.example.com.au", // the demo data behind the examples (seed/demo.json)
  ]) {
    assert.ok(!bundle.includes(text), `the Worker bundle holds "${text}"`);
  }
});
