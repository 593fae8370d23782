import { describe, expect, it } from "vitest";
import { adminOperations } from "./admin-operations";
import { dealerOperations } from "./dealer-operations";
import { describedOperations } from "./described";
import { fmoOperations } from "./fmo-operations";

describe("the fuzzers' tables", () => {
  const tables = [fmoOperations, dealerOperations, adminOperations];

  it("hold one entry for every operation the API description shows, and none it does not", () => {
    const fuzzed = tables.flatMap((table) => Object.keys(table));
    expect(fuzzed.filter((id, i) => fuzzed.indexOf(id) !== i), "operations in two tables").toEqual([]);
    expect([...fuzzed].sort()).toEqual([...describedOperations().keys()].sort());
  });

  it("state for every operation, a read as well as a write, the least share of its requests that must succeed", () => {
    for (const table of tables) {
      for (const [id, entry] of Object.entries(table)) expect(entry.effect.atLeast, id).toBeGreaterThan(0);
    }
  });
});
