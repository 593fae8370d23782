import type { Context, MiddlewareHandler } from "hono";
import { portalSessionReference, type ByDealerKey, type ChangeMade } from "../domain/changed-by";
import { PortalError } from "./errors";
import type { PortalEnv, PortalSession } from "./portal-env";

/**
 * The pages where a dealership keeps its own data need a session signed in with a dealer key (the
 * author of every change made there): an e-mail link's session opens its one quote only.
 */
export function requireDealerKey(): MiddlewareHandler<PortalEnv> {
  return async function requireDealerKey(c, next) {
    if (!c.var.session.dealerKey) throw new PortalError("needs-key");
    await next();
  };
}

/** The author of a change made in this session. */
export function changedByKeyOf(session: PortalSession): ByDealerKey {
  if (!session.dealerKey) throw new PortalError("needs-key");
  return { by: "dealer", keyId: session.dealerKey.id, keyPrefix: session.dealerKey.prefix };
}

/** A change made in this session, as the audit record keeps it: the session's key, now, the request, and the session. */
export function changeMadeIn(c: Context<PortalEnv>, at = new Date()): ChangeMade<ByDealerKey> {
  const { session } = c.var;
  return { by: changedByKeyOf(session), at: at.toISOString(), requestId: c.var.requestId, portalSession: portalSessionReference(session.tokenHash) };
}
