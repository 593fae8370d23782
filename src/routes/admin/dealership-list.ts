import { database } from "../../db/client";
import { listDealerships } from "../../db/queries/admin";
import { listDealerKeys } from "../../db/queries/dealer-keys";
import { ApiError } from "../../http/errors";
import { dealerKeyView } from "../../views/operator";
import { pagination } from "../../http/pagination";
import { AdminDealershipList, AdminDealershipListQuery, DealerKeyList } from "../../schemas/admin";
import { IdParam, PaginationQuery } from "../../schemas/common";
import { dealershipExamples } from "../../examples/dealerships";
import { dealershipView } from "./dealerships";
import { operation, type OperationTexts } from "../operations";

/** Finding dealerships and their keys without SQL: the operator's lists. */
export const adminDealershipListOperations = [
  operation({ id: "adminListDealerships", method: "get", path: "/admin/v1/dealerships", auth: "adminToken", query: AdminDealershipListQuery }, async (c) => {
    const { approved, state, q, ...page } = c.req.valid("query");
    const rows = await listDealerships(database(c.env.DB), { approved, state, q }, page);
    const body: AdminDealershipList = { dealerships: rows.map(({ lastQuoteAt, ...row }) => ({ ...dealershipView(row), lastQuoteAt })), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
  operation({ id: "adminListDealerKeys", method: "get", path: "/admin/v1/dealerships/{id}/keys", auth: "adminToken", params: IdParam, query: PaginationQuery }, async (c) => {
    const { id } = c.req.valid("param");
    const page = c.req.valid("query");
    const rows = await listDealerKeys(database(c.env.DB), id, page);
    if (!rows) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
    const body: DealerKeyList = { dealershipId: id, keys: rows.map(dealerKeyView), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminDealershipListOperations(): OperationTexts<typeof adminDealershipListOperations> {
  const ex = dealershipExamples();
  return {
    adminListDealerships: {
      summary: "List dealerships",
      description:
        "Every dealership, newest first, a page at a time, as the operator sees it (credits included), with when each was created and last asked for a quote. Narrow it with `approved` (`false` finds those waiting for approval), `state` and `q`.",
      tag: "Admin",
      parameterDescriptions: {
        approved: "`true` for the approved dealerships only, `false` for the others.",
        state: "Only the dealerships of this state or territory.",
        q: "Only the dealerships whose name, suburb or contact e-mail holds this text, in any case: 1 to 200 characters.",
      },
      responses: { 200: { description: "A page of dealerships", schema: AdminDealershipList, example: ex.adminDealershipList } },
      errors: [400, 401, 429, 500, 503],
    },
    adminListDealerKeys: {
      summary: "List a dealership's dealer keys",
      description:
        "Every dealer key issued to the dealership, newest first, revoked ones included: its id (to revoke it), the prefix the dealer sees at the start of theirs, when it was issued, last used and revoked. Never a key or its hash. `lastUsedAt` is written after the response, at most once a minute per key in each Worker isolate, so it may be up to a minute behind; a portal sign-in with the key is not counted.",
      tag: "Admin",
      parameterDescriptions: { id: "The dealership's id." },
      responses: { 200: { description: "A page of the dealership's keys", schema: DealerKeyList, example: ex.dealerKeyList } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No dealership has this id" },
    },
  };
}
