import type { Context } from "hono";
import { database } from "../db/client";
import { dropConsoleSession, findSignInAddressees, findSignInLink, insertSignInLinks, useSignInLink } from "../db/queries/console-access";
import { sha256Hex } from "../domain/api-keys";
import { enqueueJobs } from "../db/job-queue";
import { CONSOLE_LINK_MINUTES, consoleLinkToken } from "../notices/console-link";
import { consumeRateLimit } from "../rate-limiter/client";
import { primarySession } from "../web/database";
import { newSessionId } from "../web/session-cookies";
import type { ConsoleEnv } from "./console-env";
import { ConsoleError } from "./errors";
import { linksPerRecipient } from "./request-budget";
import { CONSOLE_SESSION_SECONDS, sessionIdFrom, setSessionCookie } from "./session-cookie";
import { rememberWrite } from "./session";

/** FMOs one address may sign in to at once (one link each): an address rarely serves more than one. */
const MAX_FMOS_PER_ADDRESS = 5;

/**
 * E-mails a sign-in link to `email` for each FMO it may sign in to (its contact address, or one of
 * its console users; the FMO with a live key), each link valid 15 minutes, once. Run after the
 * answer (waitUntil): the answer, and the time it takes, are the same whether or not the address
 * may sign in. Past the address's own limit (linksPerRecipient), nothing is sent.
 */
export async function sendSignInLinks(env: ConsoleEnv["Bindings"], email: string, now: Date): Promise<void> {
  const secret = env.PORTAL_LINK_SECRET;
  const db = database(primarySession(env));
  const addressees = await findSignInAddressees(db, email, now.toISOString(), MAX_FMOS_PER_ADDRESS);
  if (addressees.length === 0) return;
  if (!secret) {
    console.warn(JSON.stringify({ message: "console sign-in asked for, but PORTAL_LINK_SECRET is not set: no link can be made" }));
    return;
  }
  const allowed = await consumeRateLimit(env.RATE_LIMITER, await sha256Hex(email.toLowerCase()), linksPerRecipient, now.getTime());
  if (allowed && !allowed.allowed) return;
  const expiresAt = new Date(now.getTime() + CONSOLE_LINK_MINUTES * 60_000).toISOString();
  const links = await Promise.all(
    addressees.map(async (to) => {
      const id = crypto.randomUUID();
      const tokenHash = await sha256Hex(await consoleLinkToken(secret, id));
      return { id, clientId: to.clientId, consoleUserId: to.consoleUserId, recipient: to.recipient, tokenHash, expiresAt, createdAt: now.toISOString() };
    }),
  );
  await insertSignInLinks(db, links);
  await enqueueJobs(env, links.map((link) => ({ type: "console-link" as const, linkId: link.id })), now);
}

/** An e-mailed link's token, checked: the link's FMO and address while it can still sign in, else the page saying why not. */
export async function checkedLink(c: Context<ConsoleEnv>, token: string, now: Date) {
  const tokenHash = await sha256Hex(token);
  const link = await findSignInLink(database(primarySession(c.env)), tokenHash, now.toISOString());
  if (!link) throw new ConsoleError("link-invalid");
  if (link.usedAt !== null) throw new ConsoleError("link-used");
  if (link.expiresAt <= now.toISOString()) throw new ConsoleError("link-expired");
  if (!link.liveKey) throw new ConsoleError("access-ended");
  return { tokenHash, ...link };
}

/**
 * Exchanges the link for a session: a fresh random id in the cookie (12 hours), its hash in D1, the
 * sign-in in the audit record; the session this browser held before is deleted. The link is used
 * up whatever happens next. Throws the page saying why when nothing started (used meanwhile, say).
 */
export async function startSession(c: Context<ConsoleEnv>, link: { tokenHash: string; clientId: string; recipient: string }, now: Date): Promise<void> {
  const sessionId = newSessionId();
  const tokenHash = await sha256Hex(sessionId);
  const d1 = primarySession(c.env);
  const db = database(d1);
  const expiresAt = new Date(now.getTime() + CONSOLE_SESSION_SECONDS * 1000).toISOString();
  const made = { by: { by: "fmo" as const, clientId: link.clientId, email: link.recipient, consoleSession: tokenHash.slice(0, 16) }, at: now.toISOString(), requestId: c.var.requestId };
  const previous = sessionIdFrom(c);
  const [started] = await Promise.all([
    useSignInLink(db, { tokenHash: link.tokenHash, clientId: link.clientId, email: link.recipient }, { tokenHash, createdAt: now.toISOString(), expiresAt }, made),
    previous ? sha256Hex(previous).then((hash) => dropConsoleSession(db, hash)) : undefined,
  ]);
  if (!started) throw new ConsoleError("link-used");
  setSessionCookie(c, sessionId, CONSOLE_SESSION_SECONDS);
  rememberWrite(c, d1);
}
