import type { AuState } from "./au-state";
import type { BodyClass, Powertrain } from "./vehicle";

/*
 * The shape of one financial year's charges module (charges/2025-26.ts, charges/2026-27.ts, ...). All amounts
 * are dollars exactly as published (GST-inclusive where GST applies); the engine turns them into integer cents.
 *
 * Every duty schedule, registration component and concession is dated: it is in force from `effectiveFrom`
 * to `effectiveTo`, both inclusive calendar days in the state's own time zone, and says how sure its figure
 * is and where it came from. The engine picks, for each state, the entries in force on the pricing day.
 */

/** How sure a figure is. */
export const CONFIDENCES = ["official", "corroborated", "carried-forward", "estimate"] as const;

/**
 * - official: read on the government page (revenue office, transport department, legislation);
 * - corroborated: two independent secondary sources agree;
 * - carried-forward: an earlier period's figure kept because nothing confirmed the new one;
 * - estimate: no published figure (insurer-set premiums, plates, unsplit packages).
 */
export type Confidence = (typeof CONFIDENCES)[number];

/** Where a figure was read, and when. */
export interface SourceRef {
  title: string;
  url: string;
  /** ISO date (YYYY-MM-DD) the page was read. */
  readOn: string;
}

/** When an entry is in force and how sure its figure is. */
export interface Dated {
  /** ISO date (YYYY-MM-DD), inclusive. */
  effectiveFrom: string;
  /** ISO date (YYYY-MM-DD), inclusive. */
  effectiveTo: string;
  confidence: Confidence;
  /** At least one. An estimate names the research note that made it. */
  sources: readonly SourceRef[];
  /** Why this confidence: what conflicted, what was not found. */
  note?: string;
}

/**
 * Which vehicles a schedule, concession or registration variant applies to. An absent key matches anything;
 * the CO2 and cylinder conditions never match a vehicle whose figure is unknown.
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

/**
 * A rate table for the vehicles `when` matches. The id names the category, not the year: the same id
 * continues from one period to the next, so its entries must follow each other without gap or overlap.
 */
export interface DutySchedule extends Dated {
  id: string;
  when: VehicleCondition;
  brackets: readonly DutyBracket[];
  minDuty?: number;
  maxDuty?: number;
  /** WA rounds the duty down to the nearest 5 cents. */
  finalRounding?: { mode: "floor"; increment: number };
  /** Marks a bracket ceiling that is a re-indexed parameter (VIC: the LCT threshold). */
  thresholdParameter?: { bracketIndex: number; parameter: "luxuryCarTaxThreshold" };
}

/**
 * Reduces the duty by up to maxAmount. Its dates are the concession's own legal term, which may run past the
 * year module it is written in: it is never copied into later modules.
 */
export interface DutyConcession extends Dated {
  id: string;
  label: string;
  when: VehicleCondition;
  type: "reduceBy";
  maxAmount: number;
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
  sources: readonly SourceRef[];
}

/** VIC only, for reference: the SRO's method to get a dutiable value back out of a drive-away price. */
export interface DriveAwayToDutiableValue {
  financialYear: string;
  registrationCostDeducted: number;
  bands: readonly { driveAwayUpTo: number | null; dividingFactor: number }[];
  greenOrPrimaryProducerFactor: number;
  sources: readonly SourceRef[];
}

export interface StateDuty {
  /** The typical "per $X or part"; the evaluator reads unit/unitRounding on each bracket instead. */
  roundUpTo: number | null;
  parameters?: { luxuryCarTaxThreshold: number; lctThresholdFinancialYear: string };
  dutiableValue: DutiableValueRule;
  /** Ordered: the first schedule in force whose `when` matches the vehicle applies. */
  schedules: readonly DutySchedule[];
  concessions: readonly DutyConcession[];
  driveAwayToDutiableValue?: DriveAwayToDutiableValue;
}

/**
 * One line of the 12-month registration package. `amount` is the standard private passenger car figure;
 * `byVehicle` prices other vehicles (first match wins, else `amount`).
 */
export interface RegistrationComponentData extends Dated {
  id: string;
  label: string;
  amount: number;
  byVehicle?: readonly { when: VehicleCondition; amount: number; label: string }[];
  /** For reference only (a quote does not know the tare): NSW motor vehicle tax by tare weight. */
  table?: {
    private: readonly { tareMaxKg: number; amount: number }[];
    business: readonly { tareMaxKg: number; amount: number }[];
  };
  /** For reference only: WA licence fee per 100 kg of tare. */
  formula?: { perKg100: number; tareRounding: string };
  /** For reference only: other published totals. */
  variants?: readonly { vehicle: string; amount: number }[];
}

/** Reduces the registration package by `amount`; shown as its own negative line, never edited into a fee. */
export interface RegistrationConcession extends Dated {
  id: string;
  label: string;
  when: VehicleCondition;
  amount: number;
}

export interface StateRegistration {
  components: readonly RegistrationComponentData[];
  /** Like duty concessions, dated by their own legal term and never copied into later modules. */
  concessions: readonly RegistrationConcession[];
  /** VIC totals by TAC risk zone (2024-25, for reference). */
  variants?: readonly { zone: string; amount2024_25: number }[];
}

export interface StateCharges {
  name: string;
  duty: StateDuty;
  registration: StateRegistration;
}

/**
 * One financial year. Its schedules and registration components lie inside [effectiveFrom, effectiveTo];
 * concessions are dated by their own terms.
 */
export interface ChargesYear {
  financialYear: string;
  effectiveFrom: string;
  effectiveTo: string;
  /** When the figures were last researched. */
  researchedOn: string;
  currency: "AUD";
  states: Readonly<Record<AuState, StateCharges>>;
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

export interface Source {
  id: string;
  title: string;
  url: string;
}
