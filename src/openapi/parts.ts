// Where the description's parts live: each route module describes its own operations beside its
// routes, and each schema module its own shapes beside its schemas. This file only lists them, in
// the order the description shows them. A new route or schema module is added here once; a new
// operation or shape in an existing module needs nothing here.

import { adminArchiveOperations } from "../routes/admin/archive";
import { adminAuditOperations } from "../routes/admin/audit";
import { adminClientOperations } from "../routes/admin/clients";
import { adminCreditOperations } from "../routes/admin/credits";
import { adminDealershipAccessOperations } from "../routes/admin/dealership-access";
import { adminDealershipListOperations } from "../routes/admin/dealership-list";
import { adminDealershipOperations } from "../routes/admin/dealerships";
import { adminJobOperations } from "../routes/admin/jobs";
import { adminOperatorOperations } from "../routes/admin/operators";
import { adminUsageOperations } from "../routes/admin/usage";
import { adminVehicleOperations } from "../routes/admin/vehicles";
import { consoleUserOperations } from "../routes/console-users";
import { credentialOperations } from "../routes/credentials";
import { dealerAccessoryOperations } from "../routes/dealer-accessories";
import { dealerCreditOperations } from "../routes/dealer-credits";
import { dealerQuoteOperations } from "../routes/dealer-quotes";
import { dealerSettingsOperations } from "../routes/dealer-settings";
import { dealerStockOperations } from "../routes/dealer-stock";
import { dealerOperations } from "../routes/dealers";
import { estimateOperations } from "../routes/estimates";
import { inventoryOperations } from "../routes/inventory";
import { openApiOperations } from "../routes/openapi";
import { quoteOperations } from "../routes/quotes";
import { registerOperations } from "../routes/register";
import { rootOperations } from "../routes/root";
import { tenderOperations } from "../routes/tenders";
import { vehicleOperations } from "../routes/vehicles";
import { webhookDeliveryOperations } from "../routes/webhook-deliveries";
import { describeAdminSchemas } from "../schemas/admin";
import { describeArchiveSchemas } from "../schemas/archive";
import { describeAuditSchemas } from "../schemas/audit";
import { describeCommonSchemas } from "../schemas/common";
import { describeConsoleUserSchemas } from "../schemas/console-users";
import { describeCredentialSchemas } from "../schemas/credentials";
import { describeCreditSchemas } from "../schemas/credits";
import { describeDealerAccessorySchemas } from "../schemas/dealer-accessories";
import { describeDealerQuoteSchemas } from "../schemas/dealer-quotes";
import { describeDealerSettingsSchemas } from "../schemas/dealer-settings";
import { describeDealerStockSchemas } from "../schemas/dealer-stock";
import { describeDealerSchemas } from "../schemas/dealers";
import type { OperationDoc, SchemaDescriber } from "../schemas/described";
import { describeEstimateSchemas } from "../schemas/estimates";
import { describeInventorySchemas } from "../schemas/inventory";
import { describeQuoteSchemas } from "../schemas/quotes";
import { describeRegisterSchemas } from "../schemas/register";
import { describeServiceSchemas } from "../schemas/service";
import { describeTenderSchemas } from "../schemas/tenders";
import { describeOperatorSchemas } from "../schemas/operators";
import { describeUsageSchemas } from "../schemas/usage";
import { describeWebhookDeliverySchemas } from "../schemas/webhook-deliveries";
import { describeVehicleFactSchemas } from "../schemas/vehicle-facts";
import { describeWebhookEventSchemas } from "../schemas/webhook-events";

/** Every operation the service serves, as its route module describes it. */
export function describedOperations(): OperationDoc[] {
  return [
    ...rootOperations(),
    ...openApiOperations(),
    ...registerOperations(),
    ...dealerOperations(),
    ...inventoryOperations(),
    ...vehicleOperations(),
    ...estimateOperations(),
    ...quoteOperations(),
    ...webhookDeliveryOperations(),
    ...credentialOperations(),
    ...consoleUserOperations(),
    ...dealerQuoteOperations(),
    ...dealerStockOperations(),
    ...dealerAccessoryOperations(),
    ...dealerSettingsOperations(),
    ...dealerCreditOperations(),
    ...tenderOperations(),
    ...adminDealershipListOperations(),
    ...adminDealershipOperations(),
    ...adminDealershipAccessOperations(),
    ...adminCreditOperations(),
    ...adminClientOperations(),
    ...adminJobOperations(),
    ...adminVehicleOperations(),
    ...adminUsageOperations(),
    ...adminAuditOperations(),
    ...adminArchiveOperations(),
    ...adminOperatorOperations(),
  ];
}

/** Names and describes every shape; a module that repeats another's field descriptions comes after it. */
export function describeSchemas(d: SchemaDescriber): void {
  for (const describe of [
    describeCommonSchemas,
    describeServiceSchemas,
    describeRegisterSchemas,
    describeCredentialSchemas,
    describeConsoleUserSchemas,
    describeDealerSchemas,
    describeInventorySchemas,
    describeQuoteSchemas,
    describeVehicleFactSchemas,
    describeEstimateSchemas,
    describeTenderSchemas,
    describeWebhookDeliverySchemas,
    describeDealerQuoteSchemas,
    describeWebhookEventSchemas,
    describeDealerStockSchemas,
    describeDealerAccessorySchemas,
    describeDealerSettingsSchemas,
    describeAdminSchemas,
    describeCreditSchemas,
    describeUsageSchemas,
    describeAuditSchemas,
    describeArchiveSchemas,
    describeOperatorSchemas,
  ]) {
    describe(d);
  }
}
