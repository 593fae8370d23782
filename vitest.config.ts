import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFile } from "node:fs/promises";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const demoSeed = await readFile("seed/demo.sql", "utf8");

  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Outbound requests that a test does not intercept itself (for instance webhook jobs the
          // local queue runs in the background) reach this stand-in receiver, never the network.
          outboundService: () => new Response(null, { status: 204 }),
          // The setup file applies these inside workerd before each test file.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_DEMO_SEED: demoSeed,
            ADMIN_TOKEN: "test-admin-token",
            WEBHOOK_SIGNING_KEY: "test-webhook-signing-key",
            PORTAL_LINK_SECRET: "test-portal-link-secret",
            PUBLIC_BASE_URL: "https://fleet-quote.test",
          },
        },
      }),
    ],
    test: {
      // The workerd suite only: the Node-side script tests (scripts/**/*.test.ts) run under
      // `node --test` (npm run test:scripts).
      include: ["test/**/*.test.ts"],
      // Vitest's default on a two-core machine is one worker, which would run the three fuzz files
      // (most of the suite's time, all CPU) one after the other: two workers use both cores.
      maxWorkers: 2,
      setupFiles: ["./test/setup.ts"],
    },
  };
});
