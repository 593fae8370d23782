import type { WebAppEnv } from "../env";

/** A signed-in member of an FMO's staff, as the console's pages know them. */
export interface ConsoleSession {
  tokenHash: string;
  clientId: string;
  companyName: string;
  /** The address signed in with: the FMO's contact address, or one of its console users'. */
  email: string;
  /** The console user signed in as; null for the FMO's contact address. */
  consoleUserId: string | null;
}

/** The console's request variables: the web app's, plus the signed-in session and the D1 session its reads go through. */
export type ConsoleEnv = {
  Bindings: WebAppEnv["Bindings"];
  Variables: WebAppEnv["Variables"] & { session: ConsoleSession; d1: D1DatabaseSession };
};
