import { PORTAL_PATH } from "./portal-path";
import { signQuoteLink } from "./signed-link";

/** Where a dealer's notice sends them: the portal's sign-in page, and the quote's own signed link when links can be signed. */
export interface NoticeLinks {
  signIn: string;
  quote: { url: string; expiresAt: Date } | null;
}

/** The Worker's settings the links are made from (see Env). */
export interface NoticeSettings {
  PUBLIC_BASE_URL?: string | undefined;
  PORTAL_LINK_SECRET?: string | undefined;
}

/**
 * The portal addresses for the notice of a pending quote. Without `PORTAL_LINK_SECRET` there is no
 * signed link, only the sign-in page; the link carries the dealership's current link generation; without a usable `PUBLIC_BASE_URL`, nothing (the notice then
 * names the dealer API only).
 */
export async function noticeLinks(env: NoticeSettings, quote: { id: string; dealershipId: string }, linkGeneration: number, now: Date): Promise<NoticeLinks | null> {
  const base = publicOrigin(env.PUBLIC_BASE_URL);
  if (!base) return null;
  const signIn = `${base}${PORTAL_PATH}`;
  if (!env.PORTAL_LINK_SECRET) return { signIn, quote: null };
  const { token, expiresAt } = await signQuoteLink(env.PORTAL_LINK_SECRET, quote.id, quote.dealershipId, now, linkGeneration);
  return { signIn, quote: { url: `${base}${PORTAL_PATH}/quotes/${quote.id}?link=${token}`, expiresAt } };
}

/** The origin of a configured public address (PUBLIC_BASE_URL), or null when it is not an http(s) URL. */
export function publicOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}
