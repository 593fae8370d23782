/**
 * The audit record: every change the operator makes through the admin API (named operators, and
 * the bootstrap token), every archive run (an operator's, or the cron's as `system`), every
 * change a dealership makes to its own settings, stock, accessories and portal sessions (API or
 * portal), and every sign-in to and action in the FMO console (and the FMO's changes to its console
 * users through the API, its tenders' extensions and awards and its quotes' accepts), with who made it, the target, and the fields before and after. A change
 * that changes nothing leaves no entry. Kept for seven years (the hourly retention removes older
 * entries).
 */
export const AUDIT_RETENTION_YEARS = 7;

/** Who made a change: the operator (admin API), a dealership (dealer key, portal) or an FMO (its console, or its API key). */
export const AUDIT_ACTORS = ["operator", "dealer", "fmo"] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

/** What a change is done to: the `targetType` of an entry. */
export const AUDIT_TARGETS = [
  "dealership",
  "credits",
  "dealer_key",
  "portal_sessions",
  "stock",
  "accessory",
  "settings",
  "vehicle",
  "client_key",
  "operator",
  "archive",
  "client",
  "console_user",
  "webhook_delivery",
  "tender",
  "quote",
  "order",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * Each kind of change, named `<target>.<verb>`: the `action` of an entry. A new write operation
 * adds its action here (test/routes/audit.test.ts fails for an admin or dealer write that records none).
 */
export const AUDIT_ACTIONS = [
  "dealership.create",
  "dealership.update",
  "dealership.approve",
  "credits.purchase",
  "credits.adjust",
  "dealer_key.issue",
  "dealer_key.revoke",
  "portal_sessions.end",
  "stock.set",
  "stock.import",
  "accessory.create",
  "accessory.update",
  "accessory.delete",
  "settings.update",
  "vehicle.create",
  "vehicle.update",
  "client_key.replace",
  "operator.create",
  "operator.revoke",
  "archive.run",
  "client_key.rotate",
  "client_key.revoke",
  "client.offboard",
  "console.sign_in",
  "console.sign_out",
  "console_user.add",
  "console_user.remove",
  "webhook_delivery.redeliver",
  "tender.extend",
  "tender.award",
  "quote.accept",
  "order.place",
  "order.withdraw",
  "order.acknowledge",
  "order.decline",
  "order.eta",
  "order.deliver",
  "order.invoice",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who an entry says made the change: a named operator, the bootstrap token, the service's cron, a dealership, or an FMO. */
export const AUDIT_ACTOR_TYPES = ["operator", "bootstrap", "system", "dealer", "fmo"] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** The instant before which entries are removed at `now`: seven calendar years back. */
export function auditKeptSince(now: Date): Date {
  const since = new Date(now.getTime());
  since.setUTCFullYear(since.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  return since;
}
