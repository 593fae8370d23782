import type { Context } from "hono";
import { database } from "../db/client";
import { findLiveDealerKey } from "../db/queries/portal-sessions";
import type { ByDealerKey } from "../domain/changed-by";
import { keyDisplayPrefix, keyPattern, sha256Hex } from "../domain/api-keys";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { bearerToken } from "./authenticate";

/**
 * The dealer key a dealer's change is made with, for the change's record and log line: the key the
 * request was authenticated with (authenticateDealer has run), looked up at the primary by its hash.
 * A key revoked since it was checked makes no change.
 */
export async function dealerKeyAuthor(c: Context<AppEnv>): Promise<ByDealerKey> {
  const key = bearerToken(c.req.header("Authorization"), keyPattern("dlr"));
  const found = key ? await findLiveDealerKey(database(c.env.DB), await sha256Hex(key)) : null;
  if (!key || !found || found.dealershipId !== c.var.dealershipId) throw new ApiError("UNAUTHORIZED", "Invalid key");
  return { by: "dealer", keyId: found.keyId, keyPrefix: keyDisplayPrefix(key) };
}
