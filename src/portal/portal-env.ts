import type { WebAppEnv } from "../env";

/** A signed-in dealer, as the portal's pages know them. */
export interface PortalSession {
  tokenHash: string;
  dealershipId: string;
  dealershipName: string;
  /** Its state, whose time zone the pages write times in. */
  dealershipState: string | null;
  /** Set for a session opened from an e-mail link: the one quote it opens. */
  quoteId: string | null;
  /** The dealer key a key session was opened with: the author of the changes made through it. */
  dealerKey: { id: string; prefix: string } | null;
}

/** The portal's request variables: the app's, plus the signed-in session and the D1 session its reads go through. */
export type PortalEnv = {
  Bindings: WebAppEnv["Bindings"];
  Variables: WebAppEnv["Variables"] & { session: PortalSession; d1: D1DatabaseSession };
};
