import { adminOperations, describeAdminOperations } from "./admin/operations";
import type { OperationTexts } from "./operations";
import { describePublicOperations, publicOperations } from "./public-operations";

// The one list of the API's operations: the Worker mounts it (src/app.ts: the public ones at once,
// the operator's on the first request to /admin), the API description shows it (src/openapi/), and
// the fuzzers and the contract run call what the description shows. A new route module is one line
// in each of the two lists of ./public-operations.ts or ./admin/operations.ts; the compiler refuses a
// description that misses an operation the Worker serves, or names one it does not.

/** Every operation of the JSON API: the public ones, then the operator's. */
export const apiOperations = [...publicOperations, ...adminOperations];

/** Build time only: every operation's texts, in the order the API description lists them. */
export function describeApiOperations(): OperationTexts<typeof apiOperations> {
  return { ...describePublicOperations(), ...describeAdminOperations() };
}
