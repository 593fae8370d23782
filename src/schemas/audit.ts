import * as z from "zod/mini";
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES, AUDIT_TARGETS } from "../domain/audit";
import { DaysQuery, DateTime, Pagination, PaginationQuery, Uuid, UuidOrCompact } from "./common";
import { type SchemaDescriber } from "./described";

/** `operator` (the operator's whole side), `bootstrap`, `system`, or an id: a named operator's, a dealership's (its dealers' changes), a dealer key's or an FMO's (its console's and its key's changes). */
const ActorFilter = z.union([z.enum(["operator", "bootstrap", "system"]), UuidOrCompact]);

export const AuditQuery = z.extend(PaginationQuery, { targetId: z.optional(UuidOrCompact), actor: z.optional(ActorFilter), ...DaysQuery });

/** The fields a change touched: money as dollars, a stock import's rows as a list. */
const Fields = z.nullable(z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]));

export const AuditEntry = z.object({
  id: Uuid,
  at: DateTime,
  actor: z.object({ type: z.enum(AUDIT_ACTOR_TYPES), id: z.nullable(Uuid), name: z.nullable(z.string()) }),
  keyPrefix: z.nullable(z.string()),
  dealershipId: z.nullable(Uuid),
  keyId: z.nullable(Uuid),
  portalSession: z.nullable(z.string()),
  consoleUser: z.nullable(z.string()),
  consoleSession: z.nullable(z.string()),
  requestId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), id: Uuid }),
  before: Fields,
  after: Fields,
});

export const AuditList = z.object({ entries: z.array(AuditEntry), pagination: Pagination });

export type AuditEntry = z.output<typeof AuditEntry>;
export type AuditList = z.output<typeof AuditList>;


/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeAuditSchemas(d: SchemaDescriber): void {
  d.named(AuditEntry, "AuditEntry", "One change, as the audit record keeps it (seven years). Never a secret: keys appear by id and display prefix.", {
    id: "The entry's id.",
    at: "When the change was made.",
    actor:
      "Who made it: `type` `operator` (a named operator, with its key: `id` and `name` are the operator's), `bootstrap` (the bootstrap ADMIN_TOKEN), `system` (the service's hourly cron: its archive runs), `dealer` (a dealership, through the dealer API or the portal: `id` and `name` are the dealership's, its name as it was) or `fmo` (an FMO, in its console or with its API key: `id` and `name` are the FMO's, its name as it was). `id` and `name` are null for `bootstrap` and `system`.",
    keyPrefix: "The display prefix of the key the change was made with (`opr_` or `dlr_` and 8 hex digits: never the key); null for the bootstrap token, the cron and FMOs.",
    dealershipId: "The dealership the change concerns (for a dealer's change, that dealership); null for the catalogue, FMOs, operators and archive runs.",
    keyId: "For a dealer's change, the id of the dealer key it was made with (the portal's key session's key); null otherwise.",
    portalSession: "For a change made in the dealer portal, the session (the first 16 hex digits of its stored hash, never the session itself); null otherwise.",
    consoleUser: "For a change made in the FMO console, the address its user signed in with; null otherwise (an FMO's change made with its API key has none).",
    consoleSession: "For a change made in the FMO console, the session (the first 16 hex digits of its stored hash, never the session itself); null otherwise.",
    requestId: "The request's X-Request-Id, to find it in the logs.",
    action:
      "What was done: `dealership.create`, `dealership.update`, `dealership.approve`, `credits.purchase`, `credits.adjust`, `dealer_key.issue`, `dealer_key.revoke`, `portal_sessions.end`, `stock.set`, `stock.import`, `accessory.create`, `accessory.update`, `accessory.delete`, `settings.update`, `vehicle.create`, `vehicle.update`, `client_key.replace`, `operator.create`, `operator.revoke`, `archive.run`, `client_key.rotate`, `client_key.revoke`, `client.offboard`, `console.sign_in`, `console.sign_out`, `console_user.add`, `console_user.remove`, `webhook_delivery.redeliver`.",
    target: "What it was done to: its kind and id (a dealership, its credits or settings or portal sessions by the dealership's id; a key, a vehicle of its stock, an accessory, a catalogue vehicle, an FMO's key by their own ids; an FMO, its key or its console sign-ins by the FMO's id; a console user or a webhook delivery by its own id).",
    before: "The fields the change touched, as they were (money in dollars); null for something created. A stock import lists each row it changed.",
    after: "The same fields as the change left them; null for something removed.",
  });
  d.named(AuditList, "AuditList", "A page of the audit record, newest first.", { entries: "Newest first.", pagination: "Where this page sits." });
}
