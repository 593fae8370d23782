import { database } from "../../db/client";
import { findClientsByEmail, listClients, replaceClientKey } from "../../db/queries/clients";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import { operatorChange } from "../../http/change-made";
import { adminClientView, clientKeyIssuedView, clientOffboardedView } from "../../views/credentials";
import { ApiError } from "../../http/errors";
import { AdminClientList, ClientIdParam, ClientKeyIssued, ClientListQuery, ClientOffboarded } from "../../schemas/credentials";
import { pagination } from "../../http/pagination";
import { offboardFmo, setKeysEnd } from "../../services/credentials";
import { consoleExamples } from "../../examples/console";
import { credentialExamples } from "../../examples/credentials";
import { operation, type OperationTexts } from "../operations";

/** Support's side of FMOs: find one by its contact address or list them all, replace a lost key, off-board one. */
export const adminClientOperations = [
  operation({ id: "adminFindClients", method: "get", path: "/admin/v1/clients", auth: "adminToken", query: ClientListQuery }, async (c) => {
    const now = new Date();
    const { email, q, ...page } = c.req.valid("query");
    const db = database(c.env.DB);
    const rows = email === undefined ? await listClients(db, q, page) : await findClientsByEmail(db, email, q, page);
    const body: AdminClientList = { clients: rows.map((row) => adminClientView(row, now)), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
  operation({ id: "adminReplaceClientKey", method: "post", path: "/admin/v1/clients/{id}/keys", auth: "adminToken", params: ClientIdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const apiKey = generateKey("svc");
    const ended = await replaceClientKey(database(c.env.DB), id, { keyHash: await sha256Hex(apiKey), keyPrefix: keyDisplayPrefix(apiKey) }, operatorChange(c));
    if (!ended) throw new ApiError("NOT_FOUND", `Client ${id} not found`);
    await setKeysEnd(c.env, { kind: "svc", ownerId: id, keyHashes: ended }, Date.now());
    return c.json(clientKeyIssuedView(id, apiKey), 201, { "Cache-Control": "no-store" });
  }),
  operation({ id: "adminOffboardClient", method: "post", path: "/admin/v1/clients/{id}/offboard", auth: "adminToken", params: ClientIdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const now = new Date();
    if (!(await offboardFmo(c.env, id, operatorChange(c, now)))) throw new ApiError("NOT_FOUND", `Client ${id} not found`);
    return c.json(clientOffboardedView(id, now));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminClientOperations(): OperationTexts<typeof adminClientOperations> {
  const ex = credentialExamples();
  return {
    adminFindClients: {
      summary: "Find or list FMOs",
      description:
        "For support, a page at a time: with `email`, the FMOs registered with this contact address (any case), oldest first; without it, every FMO, newest first. `q` narrows either to those whose company name or contact e-mail holds the text. Each with the state of its credentials, its key's prefix, when it registered and when one of its keys was last used (written after the response, at most once a minute per key in each Worker isolate, so up to a minute behind); never a key or a secret.",
      tag: "Admin",
      parameterDescriptions: {
        email: "The FMO's contact e-mail address, as registered (case does not matter).",
        q: "Only the FMOs whose company name or contact e-mail holds this text, in any case: 1 to 200 characters.",
      },
      responses: { 200: { description: "A page of FMOs (none: an empty list)", schema: AdminClientList, example: ex.adminClientList } },
      errors: [400, 401, 429, 500, 503],
    },
    adminReplaceClientKey: {
      summary: "Replace an FMO's lost API key",
      description:
        "Issues a new API key, shown this once: hand it to the FMO through a channel you trust. Every other key of the FMO (the current one, and one still in a rotation's grace period) is refused from the next request on. Its webhook secret, quotes and hourly count are unchanged.",
      tag: "Admin",
      parameterDescriptions: { id: "The FMO's id (from `adminFindClients`)." },
      responses: { 201: { description: "Issued: the key, shown once", schema: ClientKeyIssued, example: ex.clientKeyIssued, headers: ["Cache-Control"] } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No FMO has this id" },
    },
    adminOffboardClient: {
      summary: "Off-board an FMO: end its keys and console sessions",
      description:
        "Every API key of the FMO is refused from the next request (the current one revoked, one still in a rotation's grace period ended), and every FMO console session ends at once: its console users can no longer sign in. Its quotes, tenders, webhook secret and console users stay; a pending quote may still be completed and its webhook sent. In the audit record. Replacing its key (`adminReplaceClientKey`) brings it back. Off-boarding an FMO already off-boarded changes nothing but is recorded again.",
      tag: "Admin",
      parameterDescriptions: { id: "The FMO's id (from `adminFindClients`)." },
      responses: { 200: { description: "Its keys and console sessions have ended", schema: ClientOffboarded, example: consoleExamples().clientOffboarded } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No FMO has this id" },
    },
  };
}
