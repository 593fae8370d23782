import { sql } from "drizzle-orm";
import { statement } from "../db/statement";
import type { Env } from "../env";
import { composeConsoleSignInEmail, consoleLinkToken, consoleLinkUrl } from "../notices/console-link";
import { publicOrigin } from "../notices/notice-links";
import type { JobOutcome } from "./job-outcome";
import { claimAttempt, recordFailure, recordSuccess } from "./outbox";

/**
 * Delays before the 2nd and 3rd attempt: all three fall within the link's 15 minutes. A link that
 * has expired (or been used) before an attempt is not sent; one whose every attempt failed is
 * abandoned, and the person asks for another.
 */
export const CONSOLE_LINK_RETRY_DELAYS_SECONDS = [10, 60];
export const CONSOLE_LINK_MAX_ATTEMPTS = CONSOLE_LINK_RETRY_DELAYS_SECONDS.length + 1;

interface LinkRow {
  id: string;
  client_id: string;
  recipient: string;
  expires_at: string;
  used_at: string | null;
  attempts: number;
}

/**
 * Sends one FMO console sign-in link (a row of console_sign_in_links, an outbox of its own): the
 * attempt is claimed in D1 first, as for every e-mail (src/jobs/outbox.ts), and the message is
 * composed now, its token derived from the row's id and PORTAL_LINK_SECRET.
 */
export async function runConsoleLinkJob(env: Env, linkId: string, now = new Date()): Promise<JobOutcome> {
  const claimed = await claimAttempt<LinkRow>(env.DB, "console_sign_in_links", linkId, CONSOLE_LINK_MAX_ATTEMPTS, now);
  if (!claimed) return { done: true };
  const origin = publicOrigin(env.PUBLIC_BASE_URL);
  const unusable = claimed.used_at !== null ? "used before it was sent" : claimed.expires_at <= now.toISOString() ? "expired before it could be sent" : null;
  if (unusable || !origin || !env.PORTAL_LINK_SECRET) {
    const why = unusable ?? "PUBLIC_BASE_URL or PORTAL_LINK_SECRET is not set: no link can be written";
    await recordFailure(env.DB, "console_sign_in_links", linkId, why, null, now).run();
    return { done: true };
  }
  const client = await statement(env.DB, sql`select company_name as companyName from api_clients where id = ${claimed.client_id}`).first<{ companyName: string }>();
  const url = consoleLinkUrl(origin, await consoleLinkToken(env.PORTAL_LINK_SECRET, claimed.id));
  const message = composeConsoleSignInEmail({ url, companyName: client?.companyName ?? "your FMO", recipient: claimed.recipient, expiresAt: claimed.expires_at });
  try {
    await env.EMAIL.send({ from: { name: "Fleet Quote", email: env.EMAIL_FROM }, to: claimed.recipient, subject: message.subject, text: message.text });
  } catch (error) {
    const retryAfter = claimed.attempts >= CONSOLE_LINK_MAX_ATTEMPTS ? null : CONSOLE_LINK_RETRY_DELAYS_SECONDS[claimed.attempts - 1]!;
    await recordFailure(env.DB, "console_sign_in_links", linkId, String(error), retryAfter, new Date()).run();
    console.warn(JSON.stringify({ message: "console sign-in e-mail attempt failed", linkId, attempt: claimed.attempts, abandoned: retryAfter === null, error: String(error) }));
    return retryAfter === null ? { done: true } : { done: false, retryAfterSeconds: retryAfter };
  }
  await recordSuccess(env.DB, "console_sign_in_links", linkId, "sent", new Date()).run();
  return { done: true };
}
