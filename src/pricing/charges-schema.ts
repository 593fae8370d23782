import type { AuState } from "./au-state";
import type { BodyType, Cab, DriveType, Powertrain, RegistrationUse } from "./vehicle";

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
 * - official: read on a government page (revenue office, transport department, legislation register): at
 *   least one official source;
 * - corroborated: at least two named public sources (title and address) agree;
 * - carried-forward: an earlier period's figure kept because nothing confirmed the new one;
 * - estimate: anything else (insurer-set premiums, plates, unsplit packages, a single or unnamed source).
 * charges/validate.ts enforces the first two: the test suite fails on a line that claims more than its sources.
 */
export type Confidence = (typeof CONFIDENCES)[number];

/** A public page a figure was read on, and when. */
export interface PublicSource {
  /** official: published by the government that sets the charge (its own site or legislation register). */
  kind: "official" | "secondary";
  title: string;
  url: string;
  /** ISO date (YYYY-MM-DD) the page was read. */
  readOn: string;
}

/** The team's own research note: it explains an estimate, but is no public evidence and has no address. */
export interface ResearchNote {
  kind: "note";
  title: string;
  readOn: string;
}

export type SourceRef = PublicSource | ResearchNote;

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
 * Which facts place a vehicle in a legal class. An absent key matches anything. A key on a fact the vehicle
 * lacks (null) leaves the placement undecided: the engine then prices the first class the vehicle may be in,
 * as an estimate that names the missing fact. A car body (sedan, hatch, wagon, SUV, coupe, convertible,
 * people mover) or a motorcycle whose GVM is not given is taken as at most 3,500 kg.
 */
export interface FactsCondition {
  bodyType?: readonly BodyType[];
  cab?: readonly Cab[];
  driveType?: readonly DriveType[];
  powertrain?: readonly Powertrain[];
  seatsMin?: number;
  seatsMax?: number;
  /** Combined CO2 at most this many g/km (a battery or fuel-cell vehicle's is 0). */
  co2Max?: number;
  /**
   * Only a vehicle whose CO2 is given (true): a class that a CO2 rating alone would reach is then
   * passed over for one that does not, instead of priced on a guess.
   */
  co2Known?: true;
  /** GVM above 4.5 t (true) or at most 4.5 t (false). A truck or bus without a GVM is undecided. */
  heavy?: boolean;
  /** GVM at most this many kg. */
  gvmKgMax?: number;
  /** GVM above this many kg. */
  gvmKgAbove?: number;
}

/**
 * One of a state's classes of vehicle, as its law or its revenue office words it, with the facts that place a
 * vehicle in it and the pages that say so. Its confidence is how sure the figures priced for this class are
 * for such a vehicle: a line priced for a vehicle of this class says no more than the weaker of its own
 * confidence and this one (a state whose published figure is a passenger car's prices a ute at that figure
 * only as an estimate). Several entries may share an id: the same class reached through other facts.
 */
export interface LegalClass {
  id: string;
  /** The class as the source names it ("commercial vehicle", "Class 6 – Trucks, utilities and vans"). */
  label: string;
  /** The source's words that place a vehicle in the class, quoted or closely paraphrased. */
  wording: string;
  when: FactsCondition;
  confidence: Confidence;
  sources: readonly SourceRef[];
  /** Why this confidence: what the sources do not say for this class. */
  note?: string;
}

/** A state's classes for one purpose, in order: the first class the facts place the vehicle in applies. */
export type ClassScheme = readonly LegalClass[];

/**
 * What a state classes vehicles for: stamp duty, registration (fees and taxes) and, where its compulsory
 * third-party insurance has classes of its own, CTP. A registration component marked `scheme: "ctp"` is
 * priced by the CTP classes (by the registration classes where the state has none).
 */
export interface StateClasses {
  duty: ClassScheme;
  registration: ClassScheme;
  ctp?: ClassScheme;
}

export type ClassPurpose = keyof StateClasses;

/**
 * Which vehicles a schedule, concession, registration component or variant applies to. An absent key matches
 * anything. A condition on a fact the vehicle lacks (a cylinder count, a CO2 rating, a tare) does not match;
 * where a line's variants all miss for want of a fact, the line says which fact was missing.
 */
export interface VehicleCondition {
  /** The vehicle's class (LegalClass ids) in the scheme the entry belongs to. */
  classes?: readonly string[];
  powertrain?: readonly Powertrain[];
  cylindersMin?: number;
  cylindersMax?: number;
  /** CO2 ≤ co2Max g/km. */
  co2Max?: number;
  /** CO2 > co2Above g/km. */
  co2Above?: number;
  /** true: CO2 must be unknown (not rated). */
  co2Unknown?: boolean;
  tareKgMin?: number;
  tareKgMax?: number;
  manufacturerFleetDiscount?: boolean;
  primaryProducer?: boolean;
  registrationUse?: readonly RegistrationUse[];
}

/** "ceil" = "per $unit or part of $unit"; "none" = a plain proportional rate. */
export type UnitRounding = "ceil" | "none";

interface BracketBase {
  /** Inclusive ceiling of the dutiable value; null = open. The floor is the previous bracket's ceiling. */
  upTo: number | null;
  /**
   * Set when this bracket's rate is less sure than the schedule's (one bracket of a table rests on weaker
   * sources than the rest): duty in this bracket says no more than this, with the note.
   */
  confidence?: Confidence;
  note?: string;
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
  /**
   * Where official sources read differently for these vehicles (NSW: whether a goods vehicle over $45,000
   * pays the passenger scale): the reading priced (`brackets`), in words, and the other reading with its
   * own brackets and sources. Where the two give different duty the line is an estimate whose note names
   * both figures, both readings and the difference; where they agree it says what the schedule says.
   */
  readings?: {
    priced: string;
    other: { says: string; brackets: readonly DutyBracket[]; sources: readonly SourceRef[] };
  };
}

/**
 * Reduces the duty by up to maxAmount. Its dates are the concession's own legal term, which may run past the
 * year module it is written in: it is never copied into later modules.
 */
export interface DutyConcession extends Dated {
  id: string;
  label: string;
  when: VehicleCondition;
  /** Dollars: only for a dutiable value above `over` and up to `upTo` (each bound optional). */
  dutiableValue?: { over?: number; upTo?: number };
  type: "reduceBy";
  maxAmount: number;
}

/** What the state counts in the dutiable value of a new vehicle. */
export interface DutiableValueRule {
  includesDealerDelivery: boolean;
  includesDealerFittedAccessories: boolean;
  /** WA counts only manufacturer-priced engine/transmission options, described in words. */
  includesFactoryOptions: boolean | string;
  /**
   * Duty is charged on at least the manufacturer's list price (incl. GST and LCT), whatever discount was
   * given: the engine takes the greater of the list price and the vehicle price, then adds what the rule
   * adds. Must agree with `fleetDiscountReducesValue` (the validator checks).
   */
  listPriceFloor: boolean;
  /**
   * The dutiable value of a new vehicle is its list price alone, when one is known (SA, Information Circular
   * 87): neither the price paid, nor dealer delivery, nor accessories change it. Needs listPriceFloor.
   */
  listPriceOnly?: boolean;
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

/** One band of a fee set by tare weight: up to and including `tareMaxKg`. */
export interface TareBand {
  tareMaxKg: number;
  amount: number;
}

/**
 * A fee set by the vehicle's tare weight, in the table of its registration use (NSW motor vehicle tax). A
 * vehicle without a known tare pays the band of `standardTareKg`, reported as an estimate; one heavier than
 * the last band pays the last band, likewise.
 */
export interface TareTable {
  bands: Readonly<Record<RegistrationUse, readonly TareBand[]>>;
  standardTareKg: number;
}

/**
 * A fee of `per100Kg` for every 100 kg of tare or part of 100 kg (WA vehicle licence fee). Without a known
 * tare, `standardTareKg` is priced, reported as an estimate.
 */
export interface PerTareRate {
  per100Kg: number;
  standardTareKg: number;
}

/** A line's figure for the vehicles `when` matches (the first that matches is priced). */
export interface VehicleFigure {
  when: VehicleCondition;
  amount: number;
  label: string;
  /**
   * Set when this figure is no published total but one derived (a fee scaled by the regulation's own
   * ratio, two official components added): the line is then an estimate, and this says how it was derived.
   */
  estimate?: string;
  /**
   * Where a fact the vehicle lacks chooses between figures, the one this sets is priced (an estimate, saying
   * this: why it is the likelier for such a vehicle) instead of the least of them.
   */
  likelyWhenUnknown?: string;
}

/**
 * One line of the 12-month registration package, priced by exactly one of: `tareTable`, `perTare`, or
 * `amount` (the standard car's figure) with `byVehicle` variants for other vehicles (first match wins).
 */
export type RegistrationComponentData = Dated & {
  id: string;
  /** Priced only for the vehicles this matches (e.g. NSW's lower-taxed vehicles' motor vehicle tax). */
  when?: VehicleCondition;
  /** "ctp": the line is compulsory third-party insurance, priced by the state's CTP classes. */
  scheme?: "ctp";
  /** Said to the buyer; a tare-priced line adds the use and the tare to it. */
  label: string;
  /**
   * Set when the figure is the private-use one and what a business-use vehicle pays was not found: for a
   * business-use vehicle the line is then an estimate, and this says why.
   */
  businessUseUnknown?: string;
  /** For reference only: other published totals. */
  variants?: readonly { vehicle: string; amount: number }[];
} & (
    | { amount: number; byVehicle?: readonly VehicleFigure[]; tareTable?: never; perTare?: never }
    | { tareTable: TareTable; amount?: never; byVehicle?: never; perTare?: never }
    | { perTare: PerTareRate; amount?: never; byVehicle?: never; tareTable?: never }
  );

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

/**
 * The Commonwealth luxury car tax thresholds of a financial year (GST-inclusive values): a vehicle priced
 * above the threshold carries LCT inside its price. Fuel-efficient vehicles (at most 3.5 L/100 km) have
 * the higher threshold.
 */
export interface LuxuryCarTaxThresholds extends Dated {
  threshold: number;
  fuelEfficientThreshold: number;
  /**
   * How the thresholds were worked out when no official page gives them for the year (the previous year's
   * indexed as the law says): the vehicle line then calls the threshold an estimate and says this.
   */
  derivation?: string;
}

export interface StateCharges {
  name: string;
  /** How the state classes a vehicle's facts, per purpose: the classes its lines' conditions name. */
  classes: StateClasses;
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
  luxuryCarTax: LuxuryCarTaxThresholds;
  states: Readonly<Record<AuState, StateCharges>>;
}

/**
 * A rule known to start after the last financial year's data (a new fee, a rate change), added on its own
 * with its source and confidence before that year is written (charges/announced.ts). It is priced from its
 * `effectiveFrom`; validThrough does not move. Once the year it starts in is written, it moves into that
 * year's module and out of the announced list (the validator says so).
 */
export type AnnouncedRule =
  | { state: AuState; kind: "registration component"; entry: RegistrationComponentData }
  | { state: AuState; kind: "registration concession"; entry: RegistrationConcession }
  | { state: AuState; kind: "duty schedule"; entry: DutySchedule }
  | { state: AuState; kind: "duty concession"; entry: DutyConcession };

/** Everything the engine prices with: the year modules, oldest first, and the rules announced past them. */
export interface ChargesData {
  years: readonly ChargesYear[];
  announced: readonly AnnouncedRule[];
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
