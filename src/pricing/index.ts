export { AU_STATES, clockState, type AuState } from "./au-state";
export {
  assertVehicleFacts,
  BODY_CLASSES,
  BODY_TYPES,
  CAB_BODY_TYPES,
  CABS,
  DRIVE_TYPES,
  HEAVY_VEHICLE_GVM_KG,
  POWERTRAINS,
  REGISTRATION_USES,
  vehicleFactsProblems,
  type BodyClass,
  type BodyType,
  type Cab,
  type DriveType,
  type DutyVehicle,
  type Powertrain,
  type RegistrationUse,
  type RegistrationVehicle,
  type VehicleFacts,
} from "./vehicle";
export { bodyClassOf, vehicleFactsFromBodyClass, type LegacyVehicle } from "./body-class";
export { isAuState, registrationState, type RegistrationStateBasis, type RegistrationStateResult } from "./postcode";
export { addDays, pricingDay, startOfDay, STATE_TIME_ZONES, type PricingDate } from "./pricing-day";
export type { Confidence, Coverage, PricedComponent, Provenance, SourceRef } from "./provenance";
export { CONFIDENCES, type ChargesData } from "./charges-schema";
export { HeavyVehicleError, NoDutyScheduleError, VehicleNotPricedError } from "./not-priced";
export { assessStampDuty, stampDuty, type StampDuty, type StampDutyAssessment } from "./stamp-duty";
export { registration12Months, type ChargeComponent, type Registration12Months } from "./registration";
export {
  computeDriveAway,
  MAX_QUANTITY,
  type Accessory,
  type DriveAwayInput,
  type DriveAwayQuote,
} from "./drive-away";
export { pricingCoverage, stateCoverage } from "./coverage";
export { CHARGE_YEARS, CHARGES } from "./charges";
export { formatCents } from "./money";
