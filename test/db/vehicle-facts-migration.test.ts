import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bodyClassOf, vehicleFactsFromBodyClass, type BodyClass, type Powertrain } from "../../src/pricing";

/** The statements of migration 0013 that turn a free-text body type into the facts. */
function factsStatements(): string[] {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0013_vehicle_facts"));
  if (!migration) throw new Error("migration 0013_vehicle_facts not found");
  return migration.queries.filter((query) => /^\s*(--[^\n]*\n\s*)*UPDATE `vehicles`/.test(query));
}

/** Old catalogue rows as they were written before the facts: a class, free text and a version's name. */
const OLD_ROWS: [BodyClass, string, string, Powertrain, number | null][] = [
  ["passenger", "Dual Cab Ute", "SR5 4x4 Double Cab Pick-Up Auto", "ice", 4],
  ["passenger", "Crew Cab Ute", "LS-U 4x4 Crew Cab Ute Auto", "ice", 4],
  ["commercial", "Cab Chassis", "Workmate 4x2 Single Cab Chassis Auto", "ice", 4],
  ["commercial", "Cab Chassis", "GLX 4x4 Club Cab Chassis Auto", "ice", 4],
  ["commercial", "Van", "Trend LWB Van Auto", "ice", 4],
  ["commercial", "Troop Carrier", "LC78 GXL Troop Carrier Manual", "ice", 8],
  ["passenger", "SUV", "GXL AWD", "hybrid", 4],
  ["passenger", "SUV", "Long Range AWD", "bev", 4],
  ["passenger", "Hatch", "N Line Hatch 1.6T DCT", "ice", 4],
  ["passenger", "Sedan", "Sedan 2.0 Auto", "ice", 4],
  ["passenger", "Wagon", "LC76 GXL Wagon Manual", "ice", 8],
  ["passenger", "People Mover", "Carnival S", "ice", 6],
  ["passenger", "Truck", "Something odd", "ice", 4],
  ["commercial", "Utility", "4WD Extra Cab", "ice", 4],
  ["commercial", "Pickup", "2WD Single Cab", "ice", 4],
  ["heavy", "Bus", "Coaster 22 seat", "ice", 4],
  ["heavy", "Prime Mover", "6x4", "ice", 6],
  ["motorcycle", "Scooter", "125", "ice", 1],
  ["passenger", "Convertible", "Cabriolet RWD", "ice", 6],
  ["passenger", "", "", "ice", 4],
  ["commercial", "", "", "ice", 4],
];

describe("migration 0013: a free-text body type becomes the vehicle's facts", () => {
  it("reads each old row exactly as pricing reads it (vehicleFactsFromBodyClass), and keeps the class its facts imply", async () => {
    const ids = OLD_ROWS.map(() => crypto.randomUUID());
    await env.DB.batch(
      OLD_ROWS.map(([bodyClass, bodyType, version, powertrain, cylinders], i) =>
        env.DB.prepare(
          `insert into vehicles (id, model, version, model_search_key, body_class, body_type, powertrain, cylinders, co2_g_per_km, tare_kg)
           values (?1, 'Zmigration Test', ?2, 'zmigrationtest', ?3, ?4, ?5, ?6, 150, 1800)`,
        ).bind(ids[i], version, bodyClass, bodyType, powertrain, cylinders),
      ),
    );
    for (const statement of factsStatements()) await env.DB.prepare(statement).run();

    for (const [i, [bodyClass, bodyType, version, powertrain, cylinders]] of OLD_ROWS.entries()) {
      const row = await env.DB.prepare("select body_type, cab, drive_type, cylinders, body_class from vehicles where id = ?").bind(ids[i]).first();
      const facts = vehicleFactsFromBodyClass({ bodyClass, bodyType, version, powertrain, cylinders, co2GramsPerKm: 150, tareKg: 1800 });
      expect(row, `${bodyClass} "${bodyType}" "${version}"`).toEqual({
        body_type: facts.bodyType,
        cab: facts.cab,
        drive_type: facts.driveType,
        cylinders: facts.cylinders,
        body_class: bodyClassOf(facts),
      });
    }
  });

  it("leaves a row that already holds the facts as it is", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `insert into vehicles (id, model, version, model_search_key, body_class, body_type, cab, drive_type, powertrain, cylinders)
       values (?1, 'Zmigration Kept', 'Single Cab 4x2', 'zmigrationkept', 'commercial', 'ute', 'dual', '4x4', 'ice', 4)`,
    )
      .bind(id)
      .run();
    for (const statement of factsStatements()) await env.DB.prepare(statement).run();
    expect(await env.DB.prepare("select body_type, cab, drive_type from vehicles where id = ?").bind(id).first()).toEqual({ body_type: "ute", cab: "dual", drive_type: "4x4" });
  });
});
