import { adminOperations } from "./admin/operations";
import { describeAdminArchiveOperations } from "./admin/archive";
import { describeAdminAuditOperations } from "./admin/audit";
import { describeAdminClientOperations } from "./admin/clients";
import { describeAdminCreditOperations } from "./admin/credits";
import { describeAdminDealershipAccessOperations } from "./admin/dealership-access";
import { describeAdminDealershipListOperations } from "./admin/dealership-list";
import { describeAdminDealershipOperations } from "./admin/dealerships";
import { describeAdminJobOperations } from "./admin/jobs";
import { describeAdminOperatorOperations } from "./admin/operators";
import { describeAdminUsageOperations } from "./admin/usage";
import { describeAdminVehicleOperations } from "./admin/vehicles";
import type { OperationTexts } from "./operations";
import { describePublicOperations, publicOperations } from "./public-operations";

// The one list of the API's operations: the Worker mounts it (src/app.ts: the public ones at once,
// the operator's on the first request to /admin), the API description shows it (src/openapi/), and
// the fuzzers and the contract run call what the description shows. A new route module is a line in
// its list (./public-operations.ts or ./admin/operations.ts) and one in its texts (the public ones'
// beside their list, the operator's below); the compiler refuses a description that misses an
// operation the Worker serves, or names one it does not.

/** Every operation of the JSON API: the public ones, then the operator's. */
export const apiOperations = [...publicOperations, ...adminOperations];

/** Build time only: every operation's texts, in the order the API description lists them. */
export function describeApiOperations(): OperationTexts<typeof apiOperations> {
  return { ...describePublicOperations(), ...describeAdminOperations() };
}

/** Build time only: the operator's operations' texts, in the order the API description lists them. */
function describeAdminOperations(): OperationTexts<typeof adminOperations> {
  return {
    ...describeAdminDealershipListOperations(),
    ...describeAdminDealershipOperations(),
    ...describeAdminDealershipAccessOperations(),
    ...describeAdminCreditOperations(),
    ...describeAdminClientOperations(),
    ...describeAdminJobOperations(),
    ...describeAdminVehicleOperations(),
    ...describeAdminUsageOperations(),
    ...describeAdminAuditOperations(),
    ...describeAdminArchiveOperations(),
    ...describeAdminOperatorOperations(),
  };
}
