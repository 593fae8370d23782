// Lints the generated OpenAPI description (public/docs/openapi.json, what the Worker serves) with
// Redocly's recommended ruleset (redocly.yaml). Redocly fails only on errors; this fails on any
// problem, warnings included.

import { spawnSync } from "node:child_process";
import { join } from "node:path";

const redocly = join("node_modules", ".bin", "redocly");
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
const file = process.argv[2] ?? join("public", "docs", "openapi.json");

const human = spawnSync(redocly, ["lint", file, "--format=stylish"], { stdio: "inherit", env });
const machine = spawnSync(redocly, ["lint", file, "--format=json"], { encoding: "utf8", env });
let totals: { errors: number; warnings: number } | undefined;
try {
  totals = JSON.parse(machine.stdout.slice(machine.stdout.indexOf("{"))).totals;
} catch {
  totals = undefined;
}
if (!totals || human.status !== 0) {
  console.error(`Redocly lint did not run cleanly (exit ${human.status})`);
  process.exit(1);
}
if (totals.errors + totals.warnings > 0) {
  console.error(`Redocly lint: ${totals.errors} errors and ${totals.warnings} warnings; none are accepted`);
  process.exit(1);
}
console.log("Redocly lint: 0 errors, 0 warnings");
