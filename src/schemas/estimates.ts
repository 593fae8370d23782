import * as z from "zod/mini";
import { AU_STATES, REGISTRATION_USES } from "../pricing";
import { Dollars, VehiclePrice } from "./money";
import { postcodeText, UuidOrCompact } from "./common";
import { GST_INCLUSIVE, MONEY, VEHICLE_PRICE_BASIS, type SchemaDescriber } from "./described";
import { RegistrationDay } from "./quotes";
import { EstimateVehicle } from "./vehicles";

/**
 * A drive-away estimate (an extension): the FMO's own figures for a vehicle of the catalogue
 * (`globalCarId`) or described by its facts (`vehicle`), registered in a state (`state`, or the
 * `postcode`'s).
 */
export const DriveAwayEstimateRequest = z
  .object({
    state: z.optional(z.enum(AU_STATES)),
    postcode: z.optional(postcodeText(10)),
    registrationUse: z._default(z.enum(REGISTRATION_USES), "business"),
    registrationDate: z.optional(RegistrationDay),
    vehiclePrice: VehiclePrice,
    listPrice: z.optional(VehiclePrice),
    deliveryFee: z._default(Dollars, 0),
    accessoriesPrice: z._default(Dollars, 0),
    manufacturerFleetDiscount: z._default(z.boolean(), false),
    globalCarId: z.optional(UuidOrCompact),
    vehicle: z.optional(EstimateVehicle),
  })
  .check(
    z.refine((request) => (request.state === undefined) !== (request.postcode === undefined), {
      message: "or 'postcode' is required, but not both",
      path: ["state"],
    }),
    z.refine((request) => (request.globalCarId === undefined) !== (request.vehicle === undefined), {
      message: "or 'vehicle' is required, but not both",
      path: ["globalCarId"],
    }),
  );

export type DriveAwayEstimateRequest = z.output<typeof DriveAwayEstimateRequest>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeEstimateSchemas(d: SchemaDescriber): void {
  d.named(
    DriveAwayEstimateRequest,
    "DriveAwayEstimateRequest",
    "What to budget: a vehicle (a catalogue `globalCarId`, or its facts in `vehicle`) at your own price, registered in a state (`state`, or the state of `postcode`).",
    {
      state: "The state or territory of registration. Exactly one of `state` and `postcode`.",
      postcode: "The buyer's postcode, which decides the state of registration (a border postcode: the first state listed for it). Exactly one of `state` and `postcode`.",
      registrationUse: "What the vehicle will be registered for: `business` (the default, as fleet cars are) or `private`.",
      registrationDate: "The day (YYYY-MM-DD, in the registration state) the vehicle will be registered, from today to 24 months ahead: its rules price the estimate. Without it, today.",
      vehiclePrice: `The vehicle's price (${MONEY}, more than 0; ${VEHICLE_PRICE_BASIS}).`,
      listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included): QLD and WA charge duty on at least it, SA on it alone. Without it, a catalogue vehicle's list price, if the catalogue has one.`,
      deliveryFee: `Dealer delivery (${MONEY}; ${GST_INCLUSIVE}); 0 when left out.`,
      accessoriesPrice: `Dealer-fitted accessories, as one amount (${MONEY}; ${GST_INCLUSIVE}); 0 when left out. Priced as one line, "Accessories".`,
      manufacturerFleetDiscount: "True when bought with a manufacturer's fleet discount: TAS charges duty on such a purchase at its own rate.",
      globalCarId: "A catalogue vehicle (the `id` of a search result): its facts price the estimate. Exactly one of `globalCarId` and `vehicle`.",
      vehicle: "A vehicle's facts, for one the catalogue does not have. Exactly one of `globalCarId` and `vehicle`.",
    },
    { allOf: [{ oneOf: [{ required: ["state"] }, { required: ["postcode"] }] }, { oneOf: [{ required: ["globalCarId"] }, { required: ["vehicle"] }] }] },
  );
}
