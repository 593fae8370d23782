import { BODY_TYPES, bodyClassOf, vehicleFactsFromBodyClass, vehicleFactsProblems, type BodyClass, type BodyType, type VehicleFacts } from "../pricing";

/** A vehicle's facts as a request to the catalogue gives them: any left out stay as they are (or unknown). */
export type FactsInput = Partial<Omit<VehicleFacts, "bodyType">> & {
  /** One of the body types, or (the old form, with `bodyClass`) free text such as "Dual Cab Ute". */
  bodyType?: string;
  /** The old single class: still taken, for this version of the API (pricing/body-class.ts). */
  bodyClass?: BodyClass;
};

export type CatalogueFacts = { ok: true; facts: VehicleFacts; bodyClass: BodyClass } | { ok: false; field: string; message: string };

const isBodyType = (text: string | undefined): text is BodyType => (BODY_TYPES as readonly string[]).includes(text ?? "");

/**
 * The facts a catalogue vehicle will have after a request (`current` null: a new vehicle), and the old
 * class they imply. A body type from the list is taken as it is. The old form, a `bodyClass` (with free
 * text in `bodyType`, or none), is read as pricing reads an old row: the text and the version's name for
 * the body, cab and drive, else the class's own body; a cab or drive the request or the row already states
 * is kept. A `bodyClass` beside a listed body type must be the one the facts imply. Contradictory facts
 * (a cab on a sedan, cylinders on an EV) are refused, naming the field.
 */
export function catalogueFacts(current: VehicleFacts | null, input: FactsInput, version: string): CatalogueFacts {
  const { bodyType, bodyClass, ...given } = input;
  const stated = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<VehicleFacts>;
  const base = { ...current, ...stated };
  if (base.powertrain === undefined) return { ok: false, field: "powertrain", message: "is required" };

  let facts: VehicleFacts;
  if (isBodyType(bodyType)) {
    facts = { ...nullFacts, ...base, powertrain: base.powertrain, bodyType };
  } else if (bodyClass !== undefined && (bodyType !== undefined || current === null || bodyClassOf(current) !== bodyClass)) {
    const derived = vehicleFactsFromBodyClass({
      bodyClass,
      bodyType: bodyType ?? null,
      version,
      powertrain: base.powertrain,
      cylinders: base.cylinders ?? null,
      co2GramsPerKm: base.co2GramsPerKm ?? null,
      tareKg: base.tareKg ?? null,
    });
    facts = { ...nullFacts, ...base, powertrain: base.powertrain, bodyType: derived.bodyType, cab: base.cab ?? derived.cab, driveType: base.driveType ?? derived.driveType };
    if (!["ute", "cab-chassis"].includes(facts.bodyType)) facts.cab = null;
  } else if (bodyType !== undefined) {
    return { ok: false, field: "bodyType", message: `must be one of ${BODY_TYPES.join(", ")} (free text only in the old form, with bodyClass)` };
  } else if (current !== null) {
    facts = { ...nullFacts, ...base, powertrain: base.powertrain, bodyType: current.bodyType };
  } else {
    return { ok: false, field: "bodyType", message: "is required (or, in the old form, bodyClass)" };
  }

  const [problem] = vehicleFactsProblems(facts);
  if (problem) {
    const [field, ...rest] = problem.split(" ");
    return { ok: false, field: field!, message: rest.join(" ") };
  }
  const implied = bodyClassOf(facts);
  if (bodyClass !== undefined && isBodyType(bodyType) && bodyClass !== implied) {
    return { ok: false, field: "bodyClass", message: `must be ${implied} for these facts (it follows them; leave it out)` };
  }
  return { ok: true, facts, bodyClass: implied };
}

const nullFacts = {
  cab: null,
  seats: null,
  driveType: null,
  cylinders: null,
  co2GramsPerKm: null,
  fuelLitresPer100Km: null,
  tareKg: null,
  gvmKg: null,
} satisfies Omit<VehicleFacts, "bodyType" | "powertrain">;
