import type { Context } from "hono";
import { database } from "../db/client";
import { findLiveDealerKey } from "../db/queries/dealer-keys";
import type { ByDealerKey } from "../domain/changed-by";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

/**
 * The dealer key a dealer's change is made with, for the change's record and log line: the key the
 * request was authenticated with (authenticateDealer has run), looked up at the primary by its hash.
 * A key revoked since it was checked, or of a dealership unapproved since, makes no change.
 */
export async function dealerKeyAuthor(c: Context<AppEnv>): Promise<ByDealerKey> {
  const found = await findLiveDealerKey(database(c.env.DB), c.var.keyHash);
  if (!found || !found.approved || found.dealershipId !== c.var.dealershipId) throw new ApiError("UNAUTHORIZED", "Invalid key");
  return { by: "dealer", keyId: found.keyId, keyPrefix: found.keyPrefix };
}
