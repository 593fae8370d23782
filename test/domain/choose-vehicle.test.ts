import { describe, expect, it } from "vitest";
import { chooseVehicle } from "../../src/domain/quotes/choose-vehicle";

const stock = [
  { id: "1", model: "Toyota HiLux", version: "SR 4x4 Double Cab" },
  { id: "2", model: "Toyota HiLux", version: "SR5 4x4 Double Cab" },
  { id: "3", model: "Isuzu D-Max", version: "SX" },
];

describe("chooseVehicle", () => {
  it("matches the model like search does: case, spaces and hyphens ignored, partial allowed", () => {
    expect(chooseVehicle(stock, "d max")).toMatchObject({ ok: true, vehicle: { id: "3" } });
    expect(chooseVehicle(stock, "DMAX")).toMatchObject({ ok: true, vehicle: { id: "3" } });
    expect(chooseVehicle(stock, "isuzu")).toMatchObject({ ok: true, vehicle: { id: "3" } });
  });

  it("narrows by version, and an exact version wins over versions that merely contain it", () => {
    expect(chooseVehicle(stock, "hi lux", "sr5")).toMatchObject({ ok: true, vehicle: { id: "2" } });
    expect(chooseVehicle(stock, "hilux", "SR 4x4 double cab")).toMatchObject({ ok: true, vehicle: { id: "1" } });
  });

  it("says when a name is ambiguous, listing the candidates", () => {
    const choice = chooseVehicle(stock, "hilux");
    expect(choice.ok).toBe(false);
    expect(!choice.ok && choice.message).toMatch(/ambiguous.*2 vehicles.*SR 4x4.*SR5 4x4/);
  });

  it("says when nothing matches", () => {
    const choice = chooseVehicle(stock, "ranger", "xlt");
    expect(!choice.ok && choice.message).toBe('No available vehicle at this dealership matches model "ranger" version "xlt"');
  });
});
