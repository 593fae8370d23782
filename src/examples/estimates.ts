// A drive-away estimate: a HiLux SR5 double cab for an SA fleet, before asking anyone; and a heavy
// vehicle, which is not priced automatically. Build time only (./scene.ts).

import type * as z from "zod/mini";
import { dollarsToCents } from "../domain/money";
import { estimateDriveAway } from "../domain/estimates";
import { pricingView } from "../views/quotes";
import type { ErrorResponse } from "../schemas/common";
import type { DriveAwayEstimateRequest } from "../schemas/estimates";
import type { QuotePricing } from "../schemas/quotes";
import { once, PRICED_AT, REQUEST_ID, vehicle } from "./scene";

export const estimateExamples = /* @__PURE__ */ once(() => {
  const hilux = vehicle("Toyota HiLux", "SR5 4x4 Double Cab Pick-Up Auto");
  const estimateRequest = {
    globalCarId: hilux.id,
    postcode: "5000",
    registrationUse: "business",
    registrationDate: "2027-02-15",
    vehiclePrice: 56_990,
    deliveryFee: 1_490,
    accessoriesPrice: 2_480,
  } satisfies z.input<typeof DriveAwayEstimateRequest>;
  const estimated = estimateDriveAway(
    {
      postcode: estimateRequest.postcode,
      registrationUse: estimateRequest.registrationUse,
      registrationDate: estimateRequest.registrationDate,
      vehiclePriceCents: dollarsToCents(estimateRequest.vehiclePrice),
      deliveryFeeCents: dollarsToCents(estimateRequest.deliveryFee),
      accessoriesCents: dollarsToCents(estimateRequest.accessoriesPrice),
      manufacturerFleetDiscount: false,
    },
    hilux,
    new Date(PRICED_AT),
  );
  const estimate = estimated.ok ? pricingView(estimated.pricing) : null;
  if (!estimate) throw new Error(`example estimate: ${estimated.ok ? "not priced" : estimated.message}`);
  return {
    estimateRequest,
    estimate: estimate satisfies QuotePricing,
    estimateNotPriced: {
      error: {
        code: "VEHICLE_NOT_PRICED",
        message:
          "This vehicle is not priced automatically in ACT: ACT has no duty schedule for a motorcycle or large bus (motorcycle, ice) in the charges data",
        status: 422,
        requestId: REQUEST_ID,
      },
    } satisfies z.output<typeof ErrorResponse>,
  };
});
