import { describe, expect, it } from "vitest";
import { omit, pick } from "../../src/schemas/fields";

describe("pick and omit", () => {
  const fields = { a: 1, b: 2, c: 3, d: 4 };

  it("keep the object's own order, whatever the order the keys are named in", () => {
    expect(Object.keys(pick(fields, ["d", "b"]))).toEqual(["b", "d"]);
    expect(Object.keys(omit(fields, ["c", "a"]))).toEqual(["b", "d"]);
  });

  it("take exactly the fields named, or every field but them", () => {
    expect(pick(fields, ["a", "c"])).toEqual({ a: 1, c: 3 });
    expect(omit(fields, ["a", "c"])).toEqual({ b: 2, d: 4 });
  });
});
