import * as z from "zod/mini";
import { OPERATOR_SCOPES } from "../domain/operators";
import { DateTime, emailAddress, Pagination, PaginationQuery, requiredText, Uuid } from "./common";
import { type SchemaDescriber } from "./described";

const OperatorKey = z.string().check(z.regex(/^opr_[0-9a-f]{60}$/));

export const CreateOperator = z.object({ name: requiredText(200), email: emailAddress(), scope: z.enum(OPERATOR_SCOPES) });

/** An operator as the list shows it: never the key or its hash. */
export const Operator = z.object({
  id: Uuid,
  name: z.string(),
  email: z.string(),
  scope: z.enum(OPERATOR_SCOPES),
  keyPrefix: z.string(),
  createdAt: DateTime,
  revokedAt: z.nullable(DateTime),
});

export const OperatorCreated = z.object({
  id: Uuid,
  name: z.string(),
  email: z.string(),
  scope: z.enum(OPERATOR_SCOPES),
  operatorKey: OperatorKey,
  keyPrefix: z.string(),
  createdAt: DateTime,
  message: z.string(),
});

export const OperatorListQuery = PaginationQuery;
export const OperatorList = z.object({ operators: z.array(Operator), pagination: Pagination });

export type CreateOperator = z.output<typeof CreateOperator>;
export type Operator = z.output<typeof Operator>;
export type OperatorCreated = z.output<typeof OperatorCreated>;
export type OperatorList = z.output<typeof OperatorList>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeOperatorSchemas(d: SchemaDescriber): void {
  const fields = {
    id: "The operator's id: the audit record's `actor.id` for its changes.",
    name: "The person's name, as every audit entry of theirs names them.",
    email: "Where to reach them.",
    scope: "`read`: every admin read, and 403 on anything that writes; `write`: everything.",
    keyPrefix: "The start of the key (`opr_` and 8 hex digits), as the audit record shows it beside each change.",
    createdAt: "When the operator was created.",
  };
  d.named(CreateOperator, "CreateOperator", "A person who runs the service, and what their key may do.", {
    name: "Their name: 1 to 200 characters.",
    email: "Their e-mail address.",
    scope: fields.scope,
  });
  d.named(Operator, "Operator", "A named operator: never the key or its hash.", { ...fields, revokedAt: "When the key was revoked (refused from then on); null while it works." });
  d.named(OperatorCreated, "OperatorCreated", "A new operator and their key, shown this once.", {
    ...fields,
    operatorKey: "The operator's key (`opr_` and 60 hex digits): shown only in this answer, stored only as a hash.",
    message: "A reminder that the key is shown once.",
  });
  d.named(OperatorList, "OperatorList", "A page of operators, newest first, revoked ones included.", { operators: "Newest first.", pagination: "Where this page sits." });
}
