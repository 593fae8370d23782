import { Hono } from "hono";
import { replicaDatabase } from "../db/client";
import { estimateCounted } from "../db/queries/usage";
import { findVehicleFacts } from "../db/queries/vehicles";
import { estimateDriveAway } from "../domain/estimates";
import { usageDay } from "../domain/usage-period";
import { dollarsToCents } from "../domain/money";
import type { AppEnv } from "../env";
import { apiExamples } from "../examples/api";
import { ApiError } from "../http/errors";
import { pricingView } from "../http/quote-views";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { ErrorResponse } from "../schemas/common";
import type { OperationDoc } from "../schemas/described";
import { DriveAwayEstimateRequest } from "../schemas/estimates";
import { QuotePricing } from "../schemas/quotes";

/**
 * A drive-away estimate (an extension of the spec): the FMO budgets before asking any dealership. One
 * request against the hourly limit; no dealership is asked, no credit is used, and nothing is stored
 * but the client's count of estimates that day (usage).
 */
export const estimateRoutes = new Hono<AppEnv>().post("/", authenticateClient(), validate("json", DriveAwayEstimateRequest), async (c) => {
  const request = c.req.valid("json");
  const catalogued = request.globalCarId ? await findVehicleFacts(replicaDatabase(c.env.DB), request.globalCarId) : null;
  if (request.globalCarId && !catalogued) throw new ApiError("NOT_FOUND", `Vehicle ${request.globalCarId} is not in the catalogue`);
  const vehicle = catalogued ?? { ...request.vehicle!, listPriceCents: null };
  const estimate = estimateDriveAway(
    {
      state: request.state,
      postcode: request.postcode,
      registrationUse: request.registrationUse,
      registrationDate: request.registrationDate,
      vehiclePriceCents: dollarsToCents(request.vehiclePrice),
      listPriceCents: request.listPrice === undefined ? undefined : dollarsToCents(request.listPrice),
      deliveryFeeCents: dollarsToCents(request.deliveryFee),
      accessoriesCents: dollarsToCents(request.accessoriesPrice),
      manufacturerFleetDiscount: request.manufacturerFleetDiscount,
    },
    vehicle,
    new Date(),
  );
  if (!estimate.ok) throw new ApiError(estimate.failure === "invalid" ? "INVALID_REQUEST" : "VEHICLE_NOT_PRICED", estimate.message);
  // Counted for the operator's usage report (the only thing an estimate stores), once the request is within its limit.
  await c.var.withinLimit;
  await estimateCounted(c.env.DB, c.var.clientId, usageDay(new Date())).run();
  return c.json(pricingView(estimate.pricing)!);
});

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function estimateOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "post",
      path: "/api/v1/drive-away-estimates",
      operationId: "createDriveAwayEstimate",
      summary: "Estimate a drive-away price to budget with",
      description:
        "An extension of the spec. Prices a vehicle as a quote would, on your own figures, before asking any dealership: stamp duty and 12 months' registration of the state (`state`, or the `postcode`'s) for the vehicle's own facts (a catalogue `globalCarId`, or `vehicle`) and use, on `registrationDate` (today when left out), with a manufacturer's fleet discount where you say so. The answer is a priced quote's `pricing`: `totalDriveAway` and every line with its dates, confidence, sources and notes. No dealership is asked and nothing is stored but a count of your estimates for the operator's usage report; it counts as one request against the hourly limit. A heavy vehicle (GVM above 4,500 kg, or a truck or bus of unknown GVM) is answered with its stamp duty, by the state's heavy-vehicle duty rules, and its registration left to the dealer: one registration line of 0, `registration_left_to_dealer`, says so and why, and the total leaves it out. A vehicle the state publishes no duty rate for (an ACT motorcycle or large bus) is 422 `VEHICLE_NOT_PRICED`, naming why.",
      tag: "FMO",
      auth: "apiKey",
      body: DriveAwayEstimateRequest,
      requestExample: ex.estimateRequest,
      responses: { 200: { description: "The estimate: a priced quote's pricing", schema: QuotePricing, example: ex.estimate } },
      errors: [400, 401, 404, 413, 422, 429, 500],
      errorDescriptions: {
        404: "The catalogue has no vehicle with this `globalCarId`",
        422: "The state publishes no duty rate for this vehicle (an ACT motorcycle or large bus); the message says why",
      },
      errorBodies: { 422: { schema: ErrorResponse, example: ex.estimateNotPriced } },
    },
  ];
}
