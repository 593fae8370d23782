import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { currentKeyHash, findClientKeys } from "../../db/queries/clients";
import { KEY_GRACE_SECONDS_DEFAULT } from "../../schemas/credentials";
import { revokeFmoKey, rotateFmoKey } from "../../services/credentials";
import { bindingsWith } from "../../web/database";
import type { ConsoleEnv } from "../console-env";
import { GRACE_CHOICES, KeyIssuedPage, KeysPage, type ClientKeys } from "../pages/keys-page";
import { field, readForm, renderPage } from "../render";
import { consoleChange, rememberWrite, requireSession, writingSession } from "../session";

const NOTICES = {
  revoked: "The current key is revoked: it no longer works.",
  "previous-stopped": "The previous key no longer works.",
} as const;

async function keysOf(c: Context<ConsoleEnv>, d1: D1DatabaseSession): Promise<ClientKeys> {
  const row = (await findClientKeys(database(d1), c.var.session.clientId))!;
  const previousLives = row.previousKeyPrefix !== null && row.previousKeyExpiresAt !== null && row.previousKeyExpiresAt > new Date().toISOString();
  return {
    keyPrefix: row.keyPrefix,
    keyRevokedAt: row.keyRevokedAt,
    previous: previousLives ? { prefix: row.previousKeyPrefix!, expiresAt: row.previousKeyExpiresAt! } : null,
    lastUsedAt: row.lastUsedAt,
  };
}

/**
 * `/console/keys`: the FMO's keys, rotated with the grace periods the API offers (shown once) and
 * revoked, through the same services as the API's rotation (recorded in the audit record).
 */
export const keyRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const done = c.req.query("done");
    return renderPage(c, <KeysPage session={c.var.session} keys={await keysOf(c, c.var.d1)} notice={done === "revoked" || done === "previous-stopped" ? NOTICES[done] : undefined} />);
  })
  .post("/rotate", async (c) => {
    const typed = field(await readForm(c), "graceSeconds");
    const graceSeconds = GRACE_CHOICES.find((choice) => String(choice.seconds) === typed)?.seconds ?? KEY_GRACE_SECONDS_DEFAULT;
    const d1 = await writingSession(c);
    const { clientId } = c.var.session;
    const keyHash = (await currentKeyHash(database(d1), clientId))!;
    const rotated = await rotateFmoKey(bindingsWith(c.env, d1), clientId, keyHash, graceSeconds, consoleChange(c));
    // Another rotation won the race: the page shows the key that is current now.
    if (!rotated) return renderPage(c, <KeysPage session={c.var.session} keys={await keysOf(c, d1)} problem="The key was rotated elsewhere a moment ago; rotate again if you still need a new key." />, 409);
    rememberWrite(c, d1);
    return renderPage(c, <KeyIssuedPage session={c.var.session} apiKey={rotated.apiKey} previousKeyPrefix={rotated.previousKeyPrefix} previousKeyExpiresAt={rotated.previousKeyExpiresAt} />);
  })
  .post("/revoke", async (c) => {
    const which = field(await readForm(c), "key") === "previous" ? "previous" : "current";
    const d1 = await writingSession(c);
    const revoked = await revokeFmoKey(bindingsWith(c.env, d1), c.var.session.clientId, which, consoleChange(c));
    rememberWrite(c, d1);
    if (!revoked) return renderPage(c, <KeysPage session={c.var.session} keys={await keysOf(c, d1)} problem="That key had already stopped working." />, 409);
    // With the last key revoked the console closes: the next page says so.
    return c.redirect(`/console/keys?done=${which === "current" ? "revoked" : "previous-stopped"}`, 303);
  });
