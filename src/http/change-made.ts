import type { Context } from "hono";
import type { ByFmo, ChangedBy, ChangeMade } from "../domain/changed-by";
import type { AppEnv } from "../env";

/** A change this request makes, as the audit record keeps it: by whom, now, and the request's id. */
export function changeMade<By extends ChangedBy | ByFmo>(c: Context<AppEnv>, by: By, at = new Date()): ChangeMade<By> {
  return { by, at: at.toISOString(), requestId: c.var.requestId };
}

/** The operator's side making this admin request: the named operator whose key it carries, or the bootstrap token. */
export function operatorBy(c: Context<AppEnv>): ChangedBy {
  return { by: "operator", actor: c.var.operator };
}

/** A change the operator makes through the admin API. */
export function operatorChange(c: Context<AppEnv>, at = new Date()): ChangeMade {
  return changeMade(c, operatorBy(c), at);
}

/** A change an FMO makes with its API key (its console users). */
export function fmoKeyChange(c: Context<AppEnv>, at = new Date()): ChangeMade<ByFmo> {
  return changeMade(c, { by: "fmo", clientId: c.var.clientId, email: null }, at);
}
