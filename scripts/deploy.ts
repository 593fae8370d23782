// `npm run deploy:staging` / `npm run deploy:production`: one command per environment that checks
// wrangler.toml and wrangler.web.toml, the migrations and both Workers' secrets, applies the remote
// D1 migrations, then deploys the API Worker and the web Worker, stopping at the first failure with
// what to do (docs/deploy.md).
//
//   node scripts/deploy.ts <staging|production> [--check]
//
// --check runs the checks only (the secrets check asks Cloudflare, read-only) and changes nothing.
// Runs on the project's Node 22 (native type stripping).

import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deploy, type Runner } from "./deploy/run.ts";
import { ENVIRONMENTS, isEnvironmentName, WEB_CONFIG } from "./deploy/settings.ts";
import { readEnvironmentConfig } from "./deploy/wrangler-config.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

/** wrangler from this project's node_modules, with no terminal on its standard input: it never waits on a prompt. */
const runWrangler: Runner = (args, { capture }) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [wranglerJs, ...args], {
      cwd: root,
      stdio: ["ignore", capture ? "pipe" : "inherit", capture ? "pipe" : "inherit"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => resolve({ code: 1, stdout, stderr: `${stderr}\n${error.message}` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
  });

/** The commit being deployed, for the Worker Version's message (shown by `wrangler versions list`). */
function revision(): string | undefined {
  try {
    const git = (args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const head = git(["rev-parse", "--short", "HEAD"]);
    return git(["status", "--porcelain", "--untracked-files=no"]) ? `${head} with uncommitted changes` : head;
  } catch {
    return undefined;
  }
}

const [env, ...flags] = process.argv.slice(2);
const unknown = flags.filter((flag) => flag !== "--check");
if (!isEnvironmentName(env) || unknown.length > 0) {
  console.error(
    `Usage: node scripts/deploy.ts <${ENVIRONMENTS.join("|")}> [--check]\n` +
      `  npm run deploy:staging      check, apply the remote D1 migrations, deploy staging's two Workers\n` +
      `  npm run deploy:production   the same for production\n` +
      `  --check                     the checks only; nothing is applied or deployed`,
  );
  process.exit(2);
}

const rev = revision();
const code = await deploy(
  env,
  {
    runner: runWrangler,
    readConfig: (name) => readEnvironmentConfig(join(root, "wrangler.toml"), name),
    readWebConfig: (name) => readEnvironmentConfig(join(root, WEB_CONFIG), name),
    readMigrations: () =>
      readdirSync(join(root, "migrations"))
        .filter((name) => name.endsWith(".sql"))
        .sort()
        .map((name) => ({ name, sql: readFileSync(join(root, "migrations", name), "utf8") })),
    log: (text) => console.log(text),
    ...(rev ? { versionMessage: `npm run deploy:${env} at ${rev}` } : {}),
  },
  { checkOnly: flags.includes("--check") },
);
process.exit(code);
