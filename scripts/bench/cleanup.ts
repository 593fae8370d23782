// Ending the run: wrangler dev and any wrangler command stopped and the temporary directory
// removed, once, also on failure or Ctrl-C.

import { devLogTail, stopDev } from "./dev.ts";
import { killRunningWrangler } from "./wrangler.ts";
import { removeWorkspace } from "./workspace.ts";

let cleanup: Promise<void> | undefined;
/** Stops wrangler dev and any other wrangler still running, then removes the temporary directory. Runs once. */
export function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    const others = killRunningWrangler();
    await Promise.all([stopDev().catch(() => undefined), others]);
    removeWorkspace();
  })();
  return cleanup;
}

let failing = false;
/** Reports the first failure (later ones are its consequences), cleans up and exits non-zero. */
export async function fail(error: unknown, code: number): Promise<never> {
  if (!failing) {
    failing = true;
    console.error(`\nBENCH FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${devLogTail()}`);
  }
  await cleanUp().catch((cleanupError: unknown) => console.error(`cleanup failed: ${String(cleanupError)}`));
  process.exit(code);
}
