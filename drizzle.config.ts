import { defineConfig } from "drizzle-kit";

// Generates flat SQL files that `wrangler d1 migrations apply` and the test setup both read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
