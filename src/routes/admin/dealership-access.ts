import { database } from "../../db/client";
import { endPortalAccess } from "../../db/queries/dealer-access";
import { operatorChange } from "../../http/change-made";
import { dealershipSessionsEndedView } from "../../views/credentials";
import { ApiError } from "../../http/errors";
import { IdParam } from "../../schemas/common";
import { DealershipSessionsEnded } from "../../schemas/credentials";
import { credentialExamples } from "../../examples/credentials";
import { operation, type OperationTexts } from "../operations";

/**
 * Ends a dealership's way into the portal without touching any other dealership: every session
 * ends and every link sent so far is refused (both carry a per-dealership generation that moves
 * on), where rotating PORTAL_LINK_SECRET would break every dealership's links.
 */
export const adminDealershipAccessOperations = [
  operation({ id: "adminEndDealershipSessions", method: "post", path: "/admin/v1/dealerships/{id}/sessions/revoke", auth: "adminToken", params: IdParam }, async (c) => {
  const { id } = c.req.valid("param");
  const endedAt = new Date();
  const moved = await endPortalAccess(database(c.env.DB), id, operatorChange(c, endedAt), { links: true });
  if (!moved) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
  return c.json(dealershipSessionsEndedView(id, endedAt));
}),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminDealershipAccessOperations(): OperationTexts<typeof adminDealershipAccessOperations> {
  const ex = credentialExamples();
  const dealershipPath = { id: "The dealership's id." };
  return {
    adminEndDealershipSessions: {
      summary: "End a dealership's portal sessions and links",
      description:
        "Every dealer portal session of the dealership ends at once (its dealers see a page saying so and sign in again), and every portal link sent to it so far is refused; links in notices sent from now on work. Other dealerships are untouched (changing PORTAL_LINK_SECRET would end everyone's links). Its dealer keys are not revoked: revoke them to end its API access and key sign-in.",
      tag: "Admin",
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      responses: { 200: { description: "Ended", schema: DealershipSessionsEnded, example: ex.dealershipSessionsEnded } },
      errors: [400, 401, 404, 429, 500, 503],
    },
  };
}
