import { Hono } from "hono";
import { database } from "../../db/client";
import { findClientsByEmail, replaceClientKey } from "../../db/queries/clients";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import type { AppEnv } from "../../env";
import { adminClientView, clientKeyIssuedView } from "../../http/credential-views";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { AdminClientList, ClientEmailQuery, ClientIdParam, ClientKeyIssued } from "../../schemas/credentials";
import { setKeysEnd } from "../../services/credentials";
import type { OperationDoc } from "../../schemas/described";
import { apiExamples } from "../../examples/api";

/** Support's side of FMOs: find one by its contact address, and replace a lost key. */
export const adminClientRoutes = new Hono<AppEnv>()
  .get("/", validate("query", ClientEmailQuery), async (c) => {
    const now = new Date();
    const rows = await findClientsByEmail(database(c.env.DB), c.req.valid("query").email);
    const body: AdminClientList = { clients: rows.map((row) => adminClientView(row, now)) };
    return c.json(body);
  })
  .post("/:id/keys", validate("param", ClientIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const apiKey = generateKey("svc");
    const ended = await replaceClientKey(database(c.env.DB), id, { keyHash: await sha256Hex(apiKey), keyPrefix: keyDisplayPrefix(apiKey) });
    if (!ended) throw new ApiError("NOT_FOUND", `Client ${id} not found`);
    await setKeysEnd(c.env, { kind: "svc", ownerId: id, keyHashes: ended }, Date.now());
    return c.json(clientKeyIssuedView(id, apiKey), 201, { "Cache-Control": "no-store" });
  });

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminClientOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "get",
      path: "/admin/v1/clients",
      operationId: "adminFindClients",
      summary: "Find an FMO by its contact e-mail",
      description: "For support: the FMOs registered with this contact address (any case), oldest first, with the state of their credentials; never a key or a secret.",
      tag: "Admin",
      auth: "adminToken",
      query: ClientEmailQuery,
      parameterDescriptions: { email: "The FMO's contact e-mail address, as registered (case does not matter)." },
      responses: { 200: { description: "The FMOs with that address (none: an empty list)", schema: AdminClientList, example: ex.adminClientList } },
      errors: [400, 401, 429, 500, 503],
    },
    {
      method: "post",
      path: "/admin/v1/clients/{id}/keys",
      operationId: "adminReplaceClientKey",
      summary: "Replace an FMO's lost API key",
      description:
        "Issues a new API key, shown this once: hand it to the FMO through a channel you trust. Every other key of the FMO (the current one, and one still in a rotation's grace period) is refused from the next request on. Its webhook secret, quotes and hourly count are unchanged.",
      tag: "Admin",
      auth: "adminToken",
      params: ClientIdParam,
      parameterDescriptions: { id: "The FMO's id (from `adminFindClients`)." },
      responses: { 201: { description: "Issued: the key, shown once", schema: ClientKeyIssued, example: ex.clientKeyIssued, headers: ["Cache-Control"] } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No FMO has this id" },
    },
  ];
}
