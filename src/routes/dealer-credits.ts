import { database } from "../db/client";
import { creditStatementPage } from "../db/queries/credits";
import { creditEntryView } from "../views/operator";
import { pagination } from "../http/pagination";
import { CreditStatement, CreditStatementQuery } from "../schemas/credits";
import { operatorExamples } from "../examples/operator";
import { checkDays } from "./admin/credits";
import { operation, type OperationTexts } from "./operations";

/** The dealership's own credit statement, behind its dealer key (the portal's Credits page shows the same). */
export const dealerCreditOperations = [
  operation({ id: "getDealerCreditStatement", method: "get", path: "/api/v1/dealer/credits", auth: "dealerKey", query: CreditStatementQuery }, async (c) => {
  const { from, to, ...page } = c.req.valid("query");
  checkDays({ from, to });
  const statement = (await creditStatementPage(database(c.env.DB), c.var.dealershipId, { from, to }, page))!;
  const body: CreditStatement = { dealershipId: c.var.dealershipId, balance: statement.balance, entries: statement.entries.map(creditEntryView), pagination: pagination(page, statement.entries.length) };
  return c.json(body);
}),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerCreditOperations(): OperationTexts<typeof dealerCreditOperations> {
  const ex = operatorExamples();
  return {
    getDealerCreditStatement: {
      summary: "Read the dealership's credit statement",
      description:
        "An extension of the spec. Where the dealership's quote credits went: every change, newest first, a page at a time, with the balance each left (credits bought, one spent on each quote asked of it, credits returned, and the operator's corrections with their notes). The balance is always the sum of the entries. `from` and `to` are calendar days in the dealership's own time zone, both included. The portal's Credits page shows the same, and downloads it as CSV.",
      tag: "Dealer",
      parameterDescriptions: {
        from: "Only the entries of this calendar day (YYYY-MM-DD, in the dealership's time zone) and after.",
        to: "Only the entries of this calendar day and before; not before `from`.",
      },
      responses: { 200: { description: "A page of the statement, with the balance", schema: CreditStatement, example: ex.dealerCreditStatement } },
      errors: [400, 401, 429, 500],
    },
  };
}
