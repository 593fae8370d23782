import { database } from "../../db/client";
import { changeCredits, creditStatementPage, isOverdraft } from "../../db/queries/credits";
import { operatorChange } from "../../http/change-made";
import { ApiError } from "../../http/errors";
import { creditEntryView } from "../../views/operator";
import { pagination } from "../../http/pagination";
import { IdParam } from "../../schemas/common";
import { CreditAdjusted, CreditAdjustmentRequest, CreditStatement, CreditStatementQuery } from "../../schemas/credits";
import { operatorExamples } from "../../examples/operator";
import { operation, type OperationTexts } from "../operations";

/** A statement's `from` may not come after its `to`. */
export function checkDays(days: { from?: string; to?: string }): void {
  if (days.from !== undefined && days.to !== undefined && days.from > days.to) throw new ApiError("INVALID_REQUEST", "Query parameter 'to' must not be before 'from'");
}

/** A dealership's credits as a statement: every change an entry, and the operator's corrections. */
export const adminCreditOperations = [
  operation({ id: "adminGetCreditStatement", method: "get", path: "/admin/v1/dealerships/{id}/credits", auth: "adminToken", params: IdParam, query: CreditStatementQuery }, async (c) => {
    const { id } = c.req.valid("param");
    const { from, to, ...page } = c.req.valid("query");
    checkDays({ from, to });
    const statement = await creditStatementPage(database(c.env.DB), id, { from, to }, page);
    if (!statement) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
    const body: CreditStatement = { dealershipId: id, balance: statement.balance, entries: statement.entries.map(creditEntryView), pagination: pagination(page, statement.entries.length) };
    return c.json(body);
  }),
  operation({ id: "adminAdjustCredits", method: "post", path: "/admin/v1/dealerships/{id}/credits/adjustments", auth: "adminToken", params: IdParam, body: CreditAdjustmentRequest }, async (c) => {
    const { id } = c.req.valid("param");
    const { change, note } = c.req.valid("json");
    let adjusted: Awaited<ReturnType<typeof changeCredits>>;
    try {
      adjusted = await changeCredits(database(c.env.DB), { dealershipId: id, change, reason: "adjustment", note }, operatorChange(c));
    } catch (error) {
      if (isOverdraft(error)) throw new ApiError("CONFLICT", `The adjustment would take the dealership's credits below 0`);
      throw error;
    }
    if (!adjusted) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
    const body: CreditAdjusted = { dealershipId: id, balance: adjusted.dealership.credits, entry: creditEntryView(adjusted.entry) };
    return c.json(body, 201);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminCreditOperations(): OperationTexts<typeof adminCreditOperations> {
  const ex = operatorExamples();
  return {
    adminGetCreditStatement: {
      summary: "Read a dealership's credit statement",
      description:
        "Every change of the dealership's quote credits, newest first, a page at a time: purchases, a credit spent on each quote asked of it, credits returned, and the operator's adjustments, each with the balance it left. The balance is always the sum of the entries: each is written in the same transaction as the change itself. A statement that began with credits already held (before statements were kept, or the demo data) opens with an `adjustment` entry of that balance. `from` and `to` are calendar days in the dealership's own time zone (Sydney's when it has no state), both included.",
      tag: "Admin",
      parameterDescriptions: {
        id: "The dealership's id.",
        from: "Only the entries of this calendar day (YYYY-MM-DD, in the dealership's time zone) and after.",
        to: "Only the entries of this calendar day and before; not before `from`.",
      },
      responses: { 200: { description: "A page of the statement, with the balance", schema: CreditStatement, example: ex.creditStatement } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No dealership has this id" },
    },
    adminAdjustCredits: {
      summary: "Correct a dealership's credits",
      description:
        "Adds (a positive `change`) or takes away (a negative one) credits, with a note saying why, which the dealership sees in its statement. Recorded as an `adjustment` entry, in the same transaction as the change, and in the audit record. Credits bought are added with `adminAddCredits` (a `purchase`).",
      tag: "Admin",
      parameterDescriptions: { id: "The dealership's id." },
      requestExample: ex.creditAdjustmentRequest,
      responses: { 201: { description: "Adjusted: the entry and the balance it left", schema: CreditAdjusted, example: ex.creditAdjusted } },
      errors: [400, 401, 404, 409, 413, 429, 500, 503],
      errorDescriptions: { 404: "No dealership has this id", 409: "The change would take the balance below 0 (nothing changed)" },
    },
  };
}
