export { AU_STATES, clockState, type AuState } from "./au-state";
export {
  BODY_CLASSES,
  POWERTRAINS,
  REGISTRATION_USES,
  type BodyClass,
  type DutyVehicle,
  type Powertrain,
  type RegistrationUse,
  type RegistrationVehicle,
} from "./vehicle";
export { isAuState, registrationState, type RegistrationStateBasis, type RegistrationStateResult } from "./postcode";
export { addDays, pricingDay, startOfDay, STATE_TIME_ZONES, type PricingDate } from "./pricing-day";
export type { Confidence, Coverage, PricedComponent, Provenance, SourceRef } from "./provenance";
export { CONFIDENCES } from "./charges-schema";
export {
  assessStampDuty,
  NoDutyScheduleError,
  stampDuty,
  type StampDuty,
  type StampDutyAssessment,
} from "./stamp-duty";
export { registration12Months, type ChargeComponent, type Registration12Months } from "./registration";
export {
  computeDriveAway,
  MAX_QUANTITY,
  type Accessory,
  type DriveAwayInput,
  type DriveAwayQuote,
} from "./drive-away";
export { pricingCoverage, stateCoverage } from "./coverage";
export { CHARGE_YEARS } from "./charges";
export { formatCents } from "./money";
