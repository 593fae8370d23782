import { adminArchiveOperations } from "./archive";
import { adminAuditOperations } from "./audit";
import { adminClientOperations } from "./clients";
import { adminCreditOperations } from "./credits";
import { adminDealershipAccessOperations } from "./dealership-access";
import { adminDealershipListOperations } from "./dealership-list";
import { adminDealershipOperations } from "./dealerships";
import { adminJobOperations } from "./jobs";
import { adminOperatorOperations } from "./operators";
import { adminUsageOperations } from "./usage";
import { adminVehicleOperations } from "./vehicles";

// The operator's API (/admin/v1): its own list of operations, which the API Worker loads on the first
// request to /admin (src/app.ts), so that FMOs' and dealers' requests never wait for its modules.
// Loaded by import(), this module keeps every export in the bundle: it exports the list alone (the
// texts of the API description are in ../index.ts, which only the generator loads).

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
