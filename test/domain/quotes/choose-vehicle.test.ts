import { describe, expect, it } from "vitest";
import { chooseVehicle } from "../../../src/domain/quotes/choose-vehicle";

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

  it("hands back every match when a name fits several vehicles, for the dealer to choose from", () => {
    expect(chooseVehicle(stock, "hilux")).toEqual({ ok: false, matches: [stock[0], stock[1]] });
  });

  it("hands back no match when nothing in stock fits", () => {
    expect(chooseVehicle(stock, "ranger", "xlt")).toEqual({ ok: false, matches: [] });
  });
});
