import type { OperationTexts } from "../operations";
import { adminArchiveOperations, describeAdminArchiveOperations } from "./archive";
import { adminAuditOperations, describeAdminAuditOperations } from "./audit";
import { adminClientOperations, describeAdminClientOperations } from "./clients";
import { adminCreditOperations, describeAdminCreditOperations } from "./credits";
import { adminDealershipAccessOperations, describeAdminDealershipAccessOperations } from "./dealership-access";
import { adminDealershipListOperations, describeAdminDealershipListOperations } from "./dealership-list";
import { adminDealershipOperations, describeAdminDealershipOperations } from "./dealerships";
import { adminJobOperations, describeAdminJobOperations } from "./jobs";
import { adminOperatorOperations, describeAdminOperatorOperations } from "./operators";
import { adminUsageOperations, describeAdminUsageOperations } from "./usage";
import { adminVehicleOperations, describeAdminVehicleOperations } from "./vehicles";

// The operator's API (/admin/v1): its own list of operations, which the API Worker loads on the first
// request to /admin (src/app.ts), so that FMOs' and dealers' requests never wait for its modules.
// The Worker loads it through ./loaded.ts, whose one export keeps the texts below out of its bundle.

/** Every operation of the operator's API, in the order the Worker mounts them. */
export const adminOperations = [
  ...adminDealershipOperations,
  ...adminDealershipAccessOperations,
  ...adminDealershipListOperations,
  ...adminCreditOperations,
  ...adminClientOperations,
  ...adminVehicleOperations,
  ...adminJobOperations,
  ...adminUsageOperations,
  ...adminAuditOperations,
  ...adminArchiveOperations,
  ...adminOperatorOperations,
];

/** Build time only: the operator's operations' texts, in the order the API description lists them. */
export function describeAdminOperations(): OperationTexts<typeof adminOperations> {
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
