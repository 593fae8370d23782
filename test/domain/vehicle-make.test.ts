import { describe, expect, it } from "vitest";
import { makeOf } from "../../src/domain/vehicle-make";

describe("a vehicle's make, from its model", () => {
  it("is the model's first word, or its first two for the makes named in two", () => {
    expect(makeOf("Toyota HiLux")).toBe("Toyota");
    expect(makeOf("Mercedes-Benz Sprinter")).toBe("Mercedes-Benz");
    expect(makeOf("Land Rover Defender")).toBe("Land Rover");
    expect(makeOf("great wall Cannon")).toBe("Great Wall");
    expect(makeOf("Landcruiser")).toBe("Landcruiser");
  });
});
