// The schema modules whose shapes the description names, in the order they name them. Each
// schema module describes its own shapes beside its schemas (the operations are described beside
// their routes, listed in src/routes/index.ts). A new schema module is added here once; a new shape
// in an existing module needs nothing here.

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
import { describeVehicleSearchSchemas } from "../schemas/vehicle-search";
import type { SchemaDescriber } from "../schemas/described";
import { describeEstimateSchemas } from "../schemas/estimates";
import { describeInventorySchemas } from "../schemas/inventory";
import { describeOrderSchemas } from "../schemas/orders";
import { describeQuoteSchemas } from "../schemas/quotes";
import { describeRegisterSchemas } from "../schemas/register";
import { describeServiceSchemas } from "../schemas/service";
import { describeTenderSchemas } from "../schemas/tenders";
import { describeOperatorSchemas } from "../schemas/operators";
import { describeUsageSchemas } from "../schemas/usage";
import { describeWebhookDeliverySchemas } from "../schemas/webhook-deliveries";
import { describeVehicleSchemas } from "../schemas/vehicles";
import { describeWebhookEventSchemas } from "../schemas/webhook-events";

/** Names and describes every shape; a module that repeats another's field descriptions comes after it. */
export function describeSchemas(d: SchemaDescriber): void {
  for (const describe of [
    describeCommonSchemas,
    describeServiceSchemas,
    describeRegisterSchemas,
    describeCredentialSchemas,
    describeConsoleUserSchemas,
    describeDealerSchemas,
    describeVehicleSearchSchemas,
    describeInventorySchemas,
    describeQuoteSchemas,
    describeVehicleSchemas,
    describeEstimateSchemas,
    describeTenderSchemas,
    describeWebhookDeliverySchemas,
    describeDealerQuoteSchemas,
    describeOrderSchemas,
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
