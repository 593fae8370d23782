// The people who run the service: one created by the bootstrap token (its key shown this once),
// the list, and a read-only one revoked. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { CreateOperator, Operator, OperatorCreated, OperatorList } from "../schemas/operators";
import { once, pagination } from "./scene";

export const operatorAccountExamples = /* @__PURE__ */ once(() => {
  /** A named operator, created by the bootstrap token: its key shown this once. */
  const createOperatorRequest = { name: "Sam Nguyen", email: "sam.nguyen@quotes.example.com.au", scope: "write" } satisfies z.input<typeof CreateOperator>;
  const operatorCreated = {
    id: "9a4e2c71-5b8d-4f03-a6e1-3c7b9d2f8e54",
    ...createOperatorRequest,
    operatorKey: "opr_3f9c2a7e4b1d8c6f0a5e9b2d7c4f1a8e3b6d9c2f5a8e1b4d7c0f3a6e9b2d",
    keyPrefix: "opr_3f9c2a7e",
    createdAt: "2026-11-24T08:55:12.417Z",
    message: "Give this key to its operator: it is shown only once and cannot be retrieved again.",
  } satisfies OperatorCreated;
  const { operatorKey: _shownOnce, message: _message, ...operatorListed } = operatorCreated;
  /** Alex could only read, and left. */
  const operatorRevoked = {
    id: "1d7b3e95-2c4a-4e8f-b0d6-8a5c3f1e7b29",
    name: "Alex Reader",
    email: "alex.reader@quotes.example.com.au",
    scope: "read",
    keyPrefix: "opr_b81e04d9",
    createdAt: "2026-11-20T23:02:48.905Z",
    revokedAt: "2026-11-23T21:40:03.118Z",
  } satisfies Operator;

  return {
    createOperatorRequest,
    operatorCreated,
    operatorList: { operators: [{ ...operatorListed, revokedAt: null }, operatorRevoked], pagination: pagination(2) } satisfies OperatorList,
    operatorRevoked,
  };
});
