import { sha256Hex } from "../api-keys";
import { internalIdOf } from "../internal-ids";
import { EMAIL_KINDS, type EmailKind } from "./email-kinds";

/**
 * An e-mail's id, derived from its quote and its kind: a quote sends each kind at most once, so the
 * same e-mail is never written twice, and the archive finds a quote's e-mails by their ids, with no
 * index on the quote beside them (about 50 bytes an e-mail, kept for the quote's life).
 */
export async function emailIdOf(kind: EmailKind, quoteId: string): Promise<string> {
  return internalIdOf(await sha256Hex(`${kind}:${quoteId}`));
}

/** The ids every e-mail of the quote would have, of every kind. */
export function emailIdsOf(quoteId: string): Promise<string[]> {
  return Promise.all(EMAIL_KINDS.map((kind) => emailIdOf(kind, quoteId)));
}

/** The ids of the e-mail a new quote sends: the priced quote to the client, or the notice to the dealer. */
export async function newQuoteEmailIds(quoteId: string): Promise<{ quote_to_client: string; quote_to_dealer: string }> {
  const [client, dealer] = await Promise.all([emailIdOf("quote_to_client", quoteId), emailIdOf("quote_to_dealer", quoteId)]);
  return { quote_to_client: client, quote_to_dealer: dealer };
}
