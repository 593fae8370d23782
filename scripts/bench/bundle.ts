// The Workers' bundles: each built once by `wrangler deploy --dry-run` (the API Worker's from
// wrangler.toml, the web Worker's from wrangler.web.toml), measured raw and gzipped, and served as is
// in every phase.

import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { wrangler } from "./wrangler.ts";
import { root, stateDir } from "./workspace.ts";

export interface Bundle {
  /** Which Worker: "API Worker" or "web Worker". */
  worker: string;
  file: string;
  path: string;
  bytes: number;
  gzipBytes: number;
  /** wrangler's own "Total Upload: ... / gzip: ..." line, for comparison. */
  wranglerSays: string;
  /** The commit the bundle was built from, and whether src/ had uncommitted changes. */
  revision: string;
}

async function git(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", () => resolve(""));
    child.on("close", () => resolve(out.trim()));
  });
}

export async function buildBundle(worker: "API Worker" | "web Worker" = "API Worker"): Promise<Bundle> {
  const config = worker === "API Worker" ? "wrangler.toml" : "wrangler.web.toml";
  const outdir = join(stateDir, worker === "API Worker" ? "bundle" : "web-bundle");
  const [head, dirty] = await Promise.all([git(["rev-parse", "--short", "HEAD"]), git(["status", "--porcelain", "--", "src", "wrangler.toml", "wrangler.web.toml"])]);
  const stdout = await wrangler(["deploy", "--dry-run", "--config", config, "--outdir", outdir]);
  const scripts = readdirSync(outdir).filter((f) => f.endsWith(".js") || f.endsWith(".mjs"));
  const main = scripts.includes("index.js") ? "index.js" : scripts[0];
  if (!main) throw new Error(`no .js file in ${outdir}: ${readdirSync(outdir).join(", ")}`);
  const code = readFileSync(join(outdir, main));
  return {
    worker,
    file: main,
    path: join(outdir, main),
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    wranglerSays: /Total Upload:[^\n]*/.exec(stdout)?.[0]?.trim() ?? "-",
    revision: `${head || "unknown"}${dirty ? " + uncommitted changes in src/" : ""}`,
  };
}
