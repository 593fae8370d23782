import type { SchemaDescriber } from "../schemas/described";
import { adminArchiveOperations, describeAdminArchiveOperations } from "./admin/archive";
import { adminAuditOperations, describeAdminAuditOperations } from "./admin/audit";
import { adminClientOperations, describeAdminClientOperations } from "./admin/clients";
import { adminCreditOperations, describeAdminCreditOperations } from "./admin/credits";
import { adminDealershipAccessOperations, describeAdminDealershipAccessOperations } from "./admin/dealership-access";
import { adminDealershipListOperations, describeAdminDealershipListOperations } from "./admin/dealership-list";
import { adminDealershipOperations, describeAdminDealershipOperations } from "./admin/dealerships";
import { adminJobOperations, describeAdminJobOperations } from "./admin/jobs";
import { adminOperatorOperations, describeAdminOperatorOperations } from "./admin/operators";
import { adminUsageOperations, describeAdminUsageOperations } from "./admin/usage";
import { adminVehicleOperations, describeAdminVehicleOperations } from "./admin/vehicles";
import { consoleUserOperations, describeConsoleUserOperations } from "./console-users";
import { credentialOperations, describeCredentialOperations } from "./credentials";
import { dealerAccessoryOperations, describeDealerAccessoryOperations } from "./dealer-accessories";
import { dealerCreditOperations, describeDealerCreditOperations } from "./dealer-credits";
import { dealerOrderOperations, describeDealerOrderOperations } from "./dealer-orders";
import { dealerQuoteOperations, describeDealerQuoteOperations } from "./dealer-quotes";
import { dealerSettingsOperations, describeDealerSettingsOperations } from "./dealer-settings";
import { dealerStockOperations, describeDealerStockOperations } from "./dealer-stock";
import { dealerOperations, describeDealerOperations } from "./dealers";
import { describeEstimateOperations, estimateOperations } from "./estimates";
import { describeInventoryOperations, inventoryOperations } from "./inventory";
import { describeOpenApiOperations, openApiOperations } from "./openapi";
import { describeOrderOperations, orderOperations } from "./orders";
import type { OperationTexts } from "./operations";
import { describeQuoteOperations, quoteOperations } from "./quotes";
import { describeRegisterOperations, registerOperations } from "./register";
import { describeRootOperations, rootOperations } from "./root";
import { describeTenderOperations, tenderOperations } from "./tenders";
import { describeVehicleOperations, vehicleOperations } from "./vehicles";
import { describeWebhookDeliveryOperations, quoteDeliveryOperations, tenderDeliveryOperations } from "./webhook-deliveries";

// The one list of the API's operations: the Worker mounts it (src/app.ts), the API description
// shows it (src/openapi/), and the fuzzers and the contract run call what the description shows. A
// new route module is one line in each of the two lists below; the compiler refuses a description
// that misses an operation the Worker serves, or names one it does not.

/**
 * Every operation of the JSON API, in the order the Worker mounts them: where two operations share a
 * path, 405's `Allow` lists their methods in this order.
 */
export const apiOperations = [
  ...rootOperations,
  ...registerOperations,
  ...openApiOperations,
  ...credentialOperations,
  ...consoleUserOperations,
  ...dealerOperations,
  ...inventoryOperations,
  ...vehicleOperations,
  ...estimateOperations,
  ...quoteOperations,
  ...quoteDeliveryOperations,
  ...tenderOperations,
  ...tenderDeliveryOperations,
  ...orderOperations,
  ...dealerQuoteOperations,
  ...dealerOrderOperations,
  ...dealerStockOperations,
  ...dealerAccessoryOperations,
  ...dealerSettingsOperations,
  ...dealerCreditOperations,
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

/** Build time only: every operation's texts, in the order the API description lists them. */
export function describeApiOperations(d: SchemaDescriber): OperationTexts<typeof apiOperations> {
  return {
    ...describeRootOperations(),
    ...describeOpenApiOperations(),
    ...describeRegisterOperations(),
    ...describeDealerOperations(),
    ...describeInventoryOperations(),
    ...describeVehicleOperations(),
    ...describeEstimateOperations(),
    ...describeQuoteOperations(),
    ...describeWebhookDeliveryOperations(),
    ...describeCredentialOperations(),
    ...describeConsoleUserOperations(),
    ...describeDealerQuoteOperations(),
    ...describeDealerOrderOperations(),
    ...describeDealerStockOperations(),
    ...describeDealerAccessoryOperations(),
    ...describeDealerSettingsOperations(),
    ...describeDealerCreditOperations(),
    ...describeTenderOperations(),
    ...describeOrderOperations(),
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
