import { Hono } from "hono";
import { database } from "../../db/client";
import { endPortalAccess } from "../../db/queries/dealer-access";
import type { AppEnv } from "../../env";
import { operatorChange } from "../../http/change-made";
import { dealershipSessionsEndedView } from "../../http/credential-views";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { IdParam } from "../../schemas/common";
import { DealershipSessionsEnded } from "../../schemas/credentials";
import type { OperationDoc } from "../../schemas/described";
import { apiExamples } from "../../examples/api";

/**
 * Ends a dealership's way into the portal without touching any other dealership: every session
 * ends and every link sent so far is refused (both carry a per-dealership generation that moves
 * on), where rotating PORTAL_LINK_SECRET would break every dealership's links.
 */
export const adminDealershipAccessRoutes = new Hono<AppEnv>().post("/:id/sessions/revoke", validate("param", IdParam), async (c) => {
  const { id } = c.req.valid("param");
  const endedAt = new Date();
  const moved = await endPortalAccess(database(c.env.DB), id, operatorChange(c, endedAt), { links: true });
  if (!moved) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
  return c.json(dealershipSessionsEndedView(id, endedAt));
});

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminDealershipAccessOperations(): OperationDoc[] {
  const ex = apiExamples();
  const dealershipPath = { id: "The dealership's id." };
  return [
    {
      method: "post",
      path: "/admin/v1/dealerships/{id}/sessions/revoke",
      operationId: "adminEndDealershipSessions",
      summary: "End a dealership's portal sessions and links",
      description:
        "Every dealer portal session of the dealership ends at once (its dealers see a page saying so and sign in again), and every portal link sent to it so far is refused; links in notices sent from now on work. Other dealerships are untouched (changing PORTAL_LINK_SECRET would end everyone's links). Its dealer keys are not revoked: revoke them to end its API access and key sign-in.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      responses: { 200: { description: "Ended", schema: DealershipSessionsEnded, example: ex.dealershipSessionsEnded } },
      errors: [400, 401, 404, 429, 500, 503],
    },
  ];
}
