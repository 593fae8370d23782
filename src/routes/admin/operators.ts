import { Hono } from "hono";
import { database } from "../../db/client";
import { insertOperator, listOperators, revokeOperator, type OperatorRow } from "../../db/queries/operators";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import type { AppEnv } from "../../env";
import { operatorChange } from "../../http/change-made";
import { ApiError } from "../../http/errors";
import { pagination } from "../../http/pagination";
import { validate } from "../../http/validate";
import { endOperatorKey } from "../../services/credentials";
import { IdParam } from "../../schemas/common";
import type { OperationDoc } from "../../schemas/described";
import { CreateOperator, Operator, OperatorCreated, OperatorList, OperatorListQuery } from "../../schemas/operators";
import { apiExamples } from "../../examples/api";

export function operatorView(row: OperatorRow): Operator {
  return { id: row.id, name: row.name, email: row.email, scope: row.scope, keyPrefix: row.keyPrefix, createdAt: row.createdAt, revokedAt: row.revokedAt };
}

/** The people who run the service, each with a key of their own: created (the key shown once), listed, revoked. */
export const adminOperatorRoutes = new Hono<AppEnv>()
  .post("/", validate("json", CreateOperator), async (c) => {
    const { name, email, scope } = c.req.valid("json");
    const operatorKey = generateKey("opr");
    const row = await insertOperator(
      database(c.env.DB),
      { id: crypto.randomUUID(), name, email, scope, keyHash: await sha256Hex(operatorKey), keyPrefix: keyDisplayPrefix(operatorKey) },
      operatorChange(c),
    );
    const { revokedAt: _, ...operator } = operatorView(row);
    const body: OperatorCreated = { ...operator, operatorKey, message: "Give this key to its operator: it is shown only once and cannot be retrieved again." };
    return c.json(body, 201, { "Cache-Control": "no-store" });
  })
  .get("/", validate("query", OperatorListQuery), async (c) => {
    const page = c.req.valid("query");
    const rows = await listOperators(database(c.env.DB), page);
    const body: OperatorList = { operators: rows.map(operatorView), pagination: pagination(page, rows.length) };
    return c.json(body);
  })
  .post("/:id/revoke", validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const made = operatorChange(c);
    const revoked = await revokeOperator(database(c.env.DB), id, made);
    if (!revoked) throw new ApiError("NOT_FOUND", `Operator ${id} not found`);
    // Told again for one revoked already: that mends a limiter the first revocation could not reach.
    await endOperatorKey(c.env, revoked.operator.keyHash, Date.parse(revoked.operator.revokedAt!));
    return c.json(operatorView(revoked.operator));
  });

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminOperatorOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "post",
      path: "/admin/v1/operators",
      operationId: "adminCreateOperator",
      summary: "Create a named operator",
      description:
        "A person who runs the service, with a key of their own (`opr_`), shown this once and stored only as a hash. Every change made with it is recorded in the audit record with their name and the key's prefix. A `read` key reads everything the admin API shows and is refused (403) anything that writes; a `write` key does both. Create one for each person, then stop using the bootstrap ADMIN_TOKEN.",
      tag: "Admin",
      auth: "adminToken",
      body: CreateOperator,
      requestExample: ex.createOperatorRequest,
      responses: { 201: { description: "Created: the key, shown once", schema: OperatorCreated, example: ex.operatorCreated, headers: ["Cache-Control"] } },
      errors: [400, 401, 413, 429, 500, 503],
    },
    {
      method: "get",
      path: "/admin/v1/operators",
      operationId: "adminListOperators",
      summary: "List the operators",
      description: "Every named operator, newest first, revoked ones included: name, e-mail, scope, the key's prefix, when created and when revoked. Never a key or its hash.",
      tag: "Admin",
      auth: "adminToken",
      query: OperatorListQuery,
      responses: { 200: { description: "A page of operators", schema: OperatorList, example: ex.operatorList } },
      errors: [400, 401, 429, 500, 503],
    },
    {
      method: "post",
      path: "/admin/v1/operators/{id}/revoke",
      operationId: "adminRevokeOperator",
      summary: "Revoke an operator's key",
      description:
        "The operator's key is refused (401) from its next request, in every isolate; the operator stays listed (revoked) and named in the audit record, which is why this is a revocation and not a DELETE. Revoking a revoked operator answers it as it stands and records nothing. Only if the rate limiter cannot be reached may an isolate that looked the key up in the last minute accept it for up to a minute more.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      parameterDescriptions: { id: "The operator's id." },
      responses: { 200: { description: "Revoked: the operator as it now stands", schema: Operator, example: ex.operatorRevoked } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No operator has this id" },
    },
  ];
}
