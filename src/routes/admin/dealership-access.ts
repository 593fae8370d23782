import { Hono } from "hono";
import { database } from "../../db/client";
import { moveAccessGenerations } from "../../db/queries/dealer-access";
import type { AppEnv } from "../../env";
import { dealershipSessionsEndedView } from "../../http/credential-views";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { IdParam } from "../../schemas/common";

/**
 * Ends a dealership's way into the portal without touching any other dealership: every session
 * ends and every link sent so far is refused (both carry a per-dealership generation that moves
 * on), where rotating PORTAL_LINK_SECRET would break every dealership's links.
 */
export const adminDealershipAccessRoutes = new Hono<AppEnv>().post("/:id/sessions/revoke", validate("param", IdParam), async (c) => {
  const { id } = c.req.valid("param");
  const endedAt = new Date();
  const moved = await moveAccessGenerations(database(c.env.DB), id, { links: true });
  if (!moved) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
  return c.json(dealershipSessionsEndedView(id, endedAt));
});
