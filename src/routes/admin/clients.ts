import { Hono } from "hono";
import { database } from "../../db/client";
import { findClientsByEmail, replaceClientKey } from "../../db/queries/clients";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import type { AppEnv } from "../../env";
import { adminClientView, clientKeyIssuedView } from "../../http/credential-views";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { ClientEmailQuery, ClientIdParam, type AdminClientList } from "../../schemas/credentials";
import { setKeysEnd } from "../../services/credentials";

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
