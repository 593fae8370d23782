import { CONSOLE_PATH } from "./console-path";
import { localDateTime } from "./format";

// The FMO console's sign-in link: e-mailed to an address that may sign in, it works once, for 15
// minutes. Its token is derived, never stored: an HMAC-SHA256, keyed with the PORTAL_LINK_SECRET
// Worker secret, over the link's id, in base64url. D1 keeps the id and the token's SHA-256 only, so
// the e-mail job (which composes the message when it sends it, and again on a retry) can write the
// link, and the console can find it by its hash, while a copy of the table signs nobody in.

/** How long a sign-in link works. */
export const CONSOLE_LINK_MINUTES = 15;

const encoder = new TextEncoder();

/** The token of the sign-in link whose row is `linkId`. */
export async function consoleLinkToken(secret: string, linkId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`fleet-quote/console-sign-in/v1\n${linkId}`)));
  return btoa(String.fromCharCode(...signature)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** What a sign-in token looks like: 43 base64url characters. */
export const CONSOLE_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The page the link opens: it asks to confirm, so that a mail scanner opening the link signs nobody in. */
export function consoleLinkUrl(origin: string, token: string): string {
  return `${origin}${CONSOLE_PATH}/sign-in/link?token=${token}`;
}

/** The plain-text e-mail with the link, in Sydney time (the FMO's state is not known). */
export function composeConsoleSignInEmail(link: { url: string; companyName: string; recipient: string; expiresAt: string }): { subject: string; text: string } {
  return {
    subject: `Sign in to the Fleet Quote console for ${link.companyName}`,
    text: [
      `Someone asked to sign in to the Fleet Quote console for ${link.companyName} as ${link.recipient}.`,
      "",
      "Open this link to sign in:",
      link.url,
      "",
      `It works once, until ${localDateTime(link.expiresAt, "NSW")} (${CONSOLE_LINK_MINUTES} minutes after it was asked for). You then stay signed in on that browser for up to 12 hours.`,
      "",
      "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.",
    ].join("\n"),
  };
}
