// The secrets check: what `wrangler secret list --env X --format json` printed in, the required
// secrets that are not set out. Pure.

/**
 * Secret names from `wrangler secret list --format json`, which prints a JSON array of
 * `{ "name": "...", "type": "secret_text" }`. Throws when the output holds no such array.
 */
export function parseSecretList(stdout: string): string[] {
  const parsed = jsonListIn(stdout);
  if (!parsed) throw new Error(`no JSON list in the output of wrangler secret list:\n${stdout.slice(0, 500)}`);
  return parsed.map((entry) => {
    if (typeof entry !== "object" || entry === null || typeof (entry as { name?: unknown }).name !== "string") {
      throw new Error(`unexpected entry in the output of wrangler secret list: ${JSON.stringify(entry)}`);
    }
    return (entry as { name: string }).name;
  });
}

/** The first JSON array in `text` that starts a line and runs to its last `]` (lines before it, such as warnings, are skipped). */
function jsonListIn(text: string): unknown[] | undefined {
  const end = text.lastIndexOf("]");
  for (let start = 0; start !== -1 && start < end; start = text.indexOf("\n", start + 1)) {
    const from = text.indexOf("[", start);
    if (from === -1 || from > end) return undefined;
    if (text.slice(start, from).trim() !== "") continue;
    try {
      const value: unknown = JSON.parse(text.slice(from, end + 1));
      if (Array.isArray(value)) return value;
    } catch {
      // not this line: try the next
    }
  }
  return undefined;
}

/** The required secrets that are not among `present`, in the order required. */
export function missingSecrets(required: readonly string[], present: readonly string[]): string[] {
  const set = new Set(present);
  return required.filter((name) => !set.has(name));
}

/** What to tell the operator about secrets that are not set. */
export function missingSecretsMessage(missing: readonly string[], env: string, worker: string, configArgs: readonly string[] = []): string {
  const flags = [...configArgs, "--env", env].join(" ");
  return [
    `${missing.length === 1 ? "A required secret is" : "Required secrets are"} not set on the Worker ${worker} (${env}):`,
    ...missing.map((name) => `  ${name}:  npx wrangler secret put ${name} ${flags}`),
    `Each command asks for the value (or reads it from a pipe); docs/deploy.md, step 7, says how to make one.`,
  ].join("\n");
}

/** What to tell the operator about secrets only tests may set (TEST_ONLY_SETTINGS) that are set on the Worker. */
export function testOnlySecretsMessage(found: readonly string[], env: string, worker: string, configArgs: readonly string[] = []): string {
  const flags = [...configArgs, "--env", env].join(" ");
  return [
    `${found.length === 1 ? "A secret" : "Secrets"} only tests may set ${found.length === 1 ? "is" : "are"} set on the Worker ${worker} (${env}): a deployed Worker keeps the spec's values.`,
    ...found.map((name) => `  ${name}:  npx wrangler secret delete ${name} ${flags}`),
  ].join("\n");
}
