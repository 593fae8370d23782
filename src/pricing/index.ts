export { AU_STATES, type AuState } from "./au-state";
export { BODY_CLASSES, POWERTRAINS, type BodyClass, type DutyVehicle, type Powertrain } from "./vehicle";
export { isAuState, registrationState, type RegistrationStateBasis, type RegistrationStateResult } from "./postcode";
export { NoDutyScheduleError, stampDuty, type StampDuty } from "./stamp-duty";
export { registration12Months, type ChargeComponent, type Registration12Months } from "./registration";
export {
  computeDriveAway,
  MAX_QUANTITY,
  type Accessory,
  type DriveAwayInput,
  type DriveAwayQuote,
} from "./drive-away";
export { auCharges } from "./au-charges-2025-26";
