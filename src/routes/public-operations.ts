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

// The API's operations but the operator's (./admin/operations.ts): what FMOs, dealers and anyone
// call, mounted when the API Worker starts (src/app.ts).

/**
 * Every public operation of the JSON API, in the order the Worker mounts them: where two operations
 * share a path, 405's `Allow` lists their methods in this order.
 */
export const publicOperations = [
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
];

/** Build time only: the public operations' texts, in the order the API description lists them. */
export function describePublicOperations(): OperationTexts<typeof publicOperations> {
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
  };
}
