/**
 * Named operators: each person who runs the service has a key of their own (`opr_` and 60 hex
 * digits), and every change they make is recorded with their name. A `read` key reads everything
 * the admin API shows and changes nothing; a `write` key does both. The bootstrap `ADMIN_TOKEN`
 * (a Worker secret) is a write key without a name, kept to create the first operators.
 */
export const OPERATOR_SCOPES = ["read", "write"] as const;
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];

/** Whether a request of this method only reads: the one kind a `read` key may make. */
export function onlyReads(method: string): boolean {
  return method === "GET" || method === "HEAD";
}
