import type { Context } from "hono";
import type { ChangedBy, ChangeMade } from "../domain/changed-by";
import type { AppEnv } from "../env";

/** A change this request makes, as the audit record keeps it: by whom, now, and the request's id. */
export function changeMade(c: Context<AppEnv>, by: ChangedBy, at = new Date()): ChangeMade {
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
