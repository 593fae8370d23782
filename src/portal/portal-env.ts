import type { AppEnv } from "../env";
import type { PortalSession } from "./session";

/** The portal's request variables: the app's, plus the signed-in session and the D1 session its reads go through. */
export type PortalEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { session: PortalSession; d1: D1DatabaseSession };
};
