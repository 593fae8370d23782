import type { AuState } from "./au-state";
import type { BodyClass, Powertrain } from "./vehicle";

/*
 * The shape of a financial year's charges module (see au-charges-2025-26.ts). All amounts are dollars
 * exactly as published (GST-inclusive where GST applies); the engine turns them into integer cents.
 */

/**
 * Which vehicles a schedule or concession applies to. An absent key matches anything; the CO2 and
 * cylinder conditions never match a vehicle whose figure is unknown.
 */
export interface VehicleCondition {
  bodyClass?: readonly BodyClass[];
  powertrain?: readonly Powertrain[];
  cylindersMin?: number;
  cylindersMax?: number;
  /** CO2 ≤ co2Max g/km. */
  co2Max?: number;
  /** CO2 > co2Above g/km. */
  co2Above?: number;
  /** true: CO2 must be unknown (not rated). */
  co2Unknown?: boolean;
  fleetDiscount?: boolean;
  primaryProducer?: boolean;
}

/** "ceil" = "per $unit or part of $unit"; "none" = a plain proportional rate. */
export type UnitRounding = "ceil" | "none";

interface BracketBase {
  /** Inclusive ceiling of the dutiable value; null = open. The floor is the previous bracket's ceiling. */
  upTo: number | null;
}

/** base + ratePerUnit × units(whole dutiable value). */
export interface WholeBracket extends BracketBase {
  method: "whole";
  base: number;
  ratePerUnit: number;
  unit: number;
  unitRounding: UnitRounding;
}

/** base + ratePerUnit × units(dutiable value − over). */
export interface MarginalBracket extends BracketBase {
  method: "marginal";
  over: number;
  base: number;
  ratePerUnit: number;
  unit: number;
  unitRounding: UnitRounding;
}

export interface FixedBracket extends BracketBase {
  method: "fixed";
  amount: number;
}

/** WA: dutiable value × R%, R = startPercent + (value − over) / percentDivisor, rounded to percentDecimals. */
export interface WholeSlidingPercentBracket extends BracketBase {
  method: "wholeSlidingPercent";
  over: number;
  startPercent: number;
  percentDivisor: number;
  percentDecimals: number;
  percentRounding: "halfUp";
}

export type DutyBracket = WholeBracket | MarginalBracket | FixedBracket | WholeSlidingPercentBracket;

export interface DutySchedule {
  id: string;
  when: VehicleCondition;
  brackets: readonly DutyBracket[];
  minDuty?: number;
  maxDuty?: number;
  /** WA rounds the duty down to the nearest 5 cents. */
  finalRounding?: { mode: "floor"; increment: number };
  /** Marks a bracket ceiling that is a re-indexed parameter (VIC: the LCT threshold). */
  thresholdParameter?: { bracketIndex: number; parameter: "luxuryCarTaxThreshold" };
  sourceIds: readonly string[];
}

/** Reduces the duty by up to maxAmount when the registration date is within the (inclusive) dates. */
export interface DutyConcession {
  id: string;
  when: VehicleCondition;
  type: "reduceBy";
  maxAmount: number;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  effectiveFrom: string;
  effectiveTo: string;
  sourceIds: readonly string[];
}

/** What the state counts in the dutiable value of a new vehicle. */
export interface DutiableValueRule {
  includesDealerDelivery: boolean;
  includesDealerFittedAccessories: boolean;
  /** WA counts only manufacturer-priced engine/transmission options, described in words. */
  includesFactoryOptions: boolean | string;
  /** The list price (RRP) is the value whatever was paid. */
  listPriceFloor: boolean;
  fleetDiscountReducesValue: boolean;
  sourceIds: readonly string[];
}

/** VIC only: the SRO's method to get a dutiable value back out of a drive-away price. */
export interface DriveAwayToDutiableValue {
  financialYear: string;
  registrationCostDeducted: number;
  bands: readonly { driveAwayUpTo: number | null; dividingFactor: number }[];
  greenOrPrimaryProducerFactor: number;
  sourceIds: readonly string[];
}

export interface StateDuty {
  /** The typical "per $X or part"; the evaluator reads unit/unitRounding on each bracket instead. */
  roundUpTo: number | null;
  /** ISO date the schedules took effect, when newer than the start of the financial year (ACT). */
  effectiveFrom?: string;
  parameters?: { luxuryCarTaxThreshold: number; lctThresholdFinancialYear: string };
  dutiableValue: DutiableValueRule;
  /** Ordered: the first schedule whose `when` matches the vehicle applies. */
  schedules: readonly DutySchedule[];
  concessions: readonly DutyConcession[];
  driveAwayToDutiableValue?: DriveAwayToDutiableValue;
  sourceIdsExtra?: readonly string[];
}

/** One line of the 12-month registration package; `amount` is the standard private passenger car figure. */
export interface RegistrationComponentData {
  id: string;
  label: string;
  amount: number;
  /** NSW motor vehicle tax by tare weight. */
  table?: {
    private: readonly { tareMaxKg: number; amount: number }[];
    business: readonly { tareMaxKg: number; amount: number }[];
  };
  byCylinders?: readonly { group: string; amount: number }[];
  /** WA licence fee per 100 kg of tare. */
  formula?: { perKg100: number; tareRounding: string };
  variants?: readonly { vehicle: string; amount: number }[];
  sourceIds: readonly string[];
}

export interface StateRegistration {
  components: readonly RegistrationComponentData[];
  /** VIC totals by TAC risk zone (2024-25, for reference). */
  variants?: readonly { zone: string; amount2024_25: number }[];
  total12Months: number;
  sourceIds?: readonly string[];
}

export interface Source {
  id: string;
  title: string;
  url: string;
}

export interface StateCharges {
  name: string;
  duty: StateDuty;
  registration: StateRegistration;
  sources: readonly Source[];
}

/** An Australia Post range, both ends inclusive. */
export interface PostcodeRange {
  from: number;
  to: number;
  state: AuState;
  note?: string;
}

/**
 * A postcode that a range alone cannot place: shared across a border (states in the data's order; may
 * hold "JBT", the Jervis Bay Territory) or an external territory with its own registration system.
 */
export interface PostcodeException {
  postcode: number;
  states: readonly string[];
  externalTerritory?: boolean;
  note: string;
}

export interface AuChargesTable {
  asOf: string;
  checkedOn: string;
  currency: "AUD";
  states: Readonly<Record<AuState, StateCharges>>;
  postcodes: readonly PostcodeRange[];
  postcodeExceptions: readonly PostcodeException[];
  sources: { postcodes: readonly Source[] };
}
