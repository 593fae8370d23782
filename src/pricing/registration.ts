import type { AuState } from "./au-state";
import { CHARGES } from "./charges";
import type { ChargesData, PerTareRate, RegistrationComponentData, TareTable } from "./charges-schema";
import { applyConcessions } from "./concessions";
import { ceilDiv, dollarsToCents } from "./money";
import { assertLightVehicle } from "./not-priced";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, type PricedComponent, provenanceOf, withShortfall } from "./provenance";
import { registrationRulesOn } from "./rules-in-force";
import { assertVehicleFacts, type RegistrationVehicle } from "./vehicle";
import { placeVehicle, withPlacement } from "./vehicle-class";
import { conditionMatch, type ConditionVehicle, vehicleMatches } from "./vehicle-condition";

/** A priced line, without provenance. */
export interface ChargeComponent {
  id: string;
  label: string;
  cents: number;
}

export interface Registration12Months {
  /** Components plus concessions. */
  totalCents: number;
  ratesAsOf: string;
  coverage: Coverage;
  /** The state's class for the vehicle's registration fees and taxes ("utility or van"); null when it has none. */
  vehicleClass: string | null;
  components: PricedComponent[];
  /** Each concession or rebate as its own line with negative cents. */
  concessions: PricedComponent[];
}

/**
 * The 12-month registration package (fee, tax, CTP/TAC/MAI, levies, plates) in force on the pricing day for
 * the vehicle and its registration use, less the concessions it gets that day. The state's classes place the
 * vehicle first (for its fees and, where the state has its own, for CTP); each line says no more than its
 * sources say for that class. Fees set by tare (NSW motor vehicle tax, WA licence fee, SA utes and vans) use
 * the vehicle's tare; fees set by cylinders (QLD, TAS) or emissions (ACT) use those facts. A line the quote
 * lacks a fact for is priced at the standard car's figure and reported as an estimate, with a note saying
 * what is missing. Throws HeavyVehicleError for a heavy vehicle (never priced as a car), RangeError on
 * contradictory facts or a bad date.
 */
export function registration12Months(
  state: AuState,
  vehicle: RegistrationVehicle,
  pricingDate?: PricingDate,
  data: ChargesData = CHARGES,
): Registration12Months {
  assertVehicleFacts(vehicle);
  assertLightVehicle(state, vehicle);
  const ratesAsOf = resolvePricingDay(state, pricingDate);
  const rules = registrationRulesOn(state, ratesAsOf, data);
  const fees = placeVehicle(state, "registration", rules.classes.registration, vehicle);
  const ctp = rules.classes.ctp === undefined ? fees : placeVehicle(state, "ctp", rules.classes.ctp, vehicle);
  const components = rules.components.flatMap(({ entry: component, coverage }) => {
    const placement = component.scheme === "ctp" ? ctp : fees;
    const classed: PricedVehicle = { ...vehicle, classId: placement.classId };
    if (component.when !== undefined && !vehicleMatches(component.when, classed)) return [];
    const { shortfall, ...price } = priceFor(component, classed, placement.label);
    const useShortfall = vehicle.registrationUse === "business" ? component.businessUseUnknown : undefined;
    const provenance = withPlacement(withShortfall(withShortfall(provenanceOf(component, coverage), useShortfall), shortfall), placement);
    return [{ id: component.id, ...price, ...provenance }];
  });

  const { lines: concessions, remainingCents: remaining } = applyConcessions(
    rules.concessions,
    (concession) => concession.amount,
    { ...vehicle, classId: fees.classId },
    components.reduce((sum, c) => sum + c.cents, 0),
  );

  return { totalCents: remaining, ratesAsOf, coverage: rules.coverage, vehicleClass: fees.label, components, concessions };
}

interface ComponentPrice {
  label: string;
  cents: number;
  /** What the quote does not know that this line depends on. */
  shortfall?: string;
}

type PricedVehicle = ConditionVehicle & { registrationUse: RegistrationVehicle["registrationUse"] };

function priceFor(component: RegistrationComponentData, vehicle: PricedVehicle, classLabel: string | null): ComponentPrice {
  if (component.tareTable !== undefined) return tareTablePrice(component.label, component.tareTable, vehicle);
  if (component.perTare !== undefined) return perTarePrice(component.label, component.perTare, vehicle.tareKg);
  const matches = (component.byVehicle ?? []).map((variant) => ({ variant, match: conditionMatch(variant.when, vehicle) }));
  const variant = matches.find(({ match }) => match.result === "yes")?.variant;
  const price = { label: variant?.label ?? component.label, cents: dollarsToCents(variant?.amount ?? component.amount) };
  // A derived figure (no published total) is priced as an estimate that says how it was derived.
  if (variant !== undefined) return variant.estimate === undefined ? price : { ...price, shortfall: variant.estimate };
  // A line priced by the vehicle's class that none of its classes fits falls back on the standard car's figure.
  if (component.byVehicle === undefined) return price;
  // Said in the label too, which is what an e-mail shows of the line.
  const missing = [...new Set(matches.flatMap(({ match }) => match.missing))];
  const facts = missing.join(" and ");
  const isAre = missing.length === 1 ? "is" : "are";
  const possible = matches.filter(({ match }) => match.result === "unknown").map(({ variant: figure }) => figure);
  // Where a missing fact chooses between figures and one is the likelier for such a vehicle (a ute's
  // tare band, in SA), that one, saying why.
  const likely = possible.find((figure) => figure.likelyWhenUnknown !== undefined);
  if (likely?.likelyWhenUnknown !== undefined) {
    return {
      label: `${likely.label}, ${facts} not known`,
      cents: dollarsToCents(likely.amount),
      shortfall: `The vehicle's ${facts} ${isAre} not known: ${likely.likelyWhenUnknown}${likely.estimate === undefined ? "" : ` ${likely.estimate}`}`,
    };
  }
  // Where a missing fact chooses between figures none of which is a standard car's (a 3 t vehicle's by
  // its cylinders, in TAS), the least of them: the standard car's would be below anything the vehicle can pay.
  const least = possible.some((figure) => figure.amount === component.amount) ? undefined : possible.sort((a, b) => a.amount - b.amount)[0];
  if (least !== undefined) {
    return {
      label: `${least.label}, ${facts} not known`,
      cents: dollarsToCents(least.amount),
      shortfall: `The vehicle's ${facts} ${isAre} not known, so the least of its class's figures is used.${least.estimate === undefined ? "" : ` ${least.estimate}`}`,
    };
  }
  if (missing.length === 1 && missing[0] === "cylinder count") {
    return { ...price, label: `${price.label}, cylinder count not known`, shortfall: "The vehicle's cylinder count is not known, so a standard 4-cylinder car's figure is used." };
  }
  if (missing.length > 0) {
    const facts = missing.join(" and ");
    return { ...price, label: `${price.label}, ${facts} not known`, shortfall: `The vehicle's ${facts} ${missing.length === 1 ? "is" : "are"} not known, so a standard car's figure is used.` };
  }
  return {
    ...price,
    label: `${price.label}, as for a standard car`,
    shortfall: `The published figures held do not cover this kind of vehicle (${classLabel ?? vehicle.bodyType}), so a standard car's figure is used.`,
  };
}

const kg = (mass: number) => `${mass.toLocaleString("en-AU")} kg`;
const NO_TARE = "The vehicle's tare weight is not known, so a standard car's is used;";

function tareTablePrice(label: string, table: TareTable, vehicle: PricedVehicle): ComponentPrice {
  const bands = table.bands[vehicle.registrationUse];
  const tare = vehicle.tareKg ?? table.standardTareKg;
  const index = bands.findIndex((band) => tare <= band.tareMaxKg);
  const bandIndex = index === -1 ? bands.length - 1 : index;
  const band = bands[bandIndex];
  if (band === undefined) throw new Error(`${label}: no tare bands for ${vehicle.registrationUse} use`);
  const floorKg = bandIndex === 0 ? null : (bands[bandIndex - 1]?.tareMaxKg ?? 0) + 1;
  const range = floorKg === null ? `up to ${kg(band.tareMaxKg)}` : `${floorKg.toLocaleString("en-AU")}–${kg(band.tareMaxKg)}`;
  const shortfall =
    vehicle.tareKg === null
      ? `${NO_TARE} the ${range} band is priced.`
      : index === -1
        ? `The vehicle's tare (${kg(vehicle.tareKg)}) is above the last band held (${range}); that band is priced.`
        : undefined;
  return {
    label: `${label} (${vehicle.registrationUse} use, tare ${range})`,
    cents: dollarsToCents(band.amount),
    ...(shortfall === undefined ? {} : { shortfall }),
  };
}

function perTarePrice(label: string, rate: PerTareRate, tareKg: number | null): ComponentPrice {
  const tare = tareKg ?? rate.standardTareKg;
  const units = ceilDiv(tare, 100);
  const perUnitCents = dollarsToCents(rate.per100Kg);
  return {
    label: `${label} (tare ${kg(tare)}: ${units} × $${rate.per100Kg.toFixed(2)} per 100 kg or part)`,
    cents: units * perUnitCents,
    ...(tareKg === null ? { shortfall: `${NO_TARE} ${kg(rate.standardTareKg)} is priced.` } : {}),
  };
}
