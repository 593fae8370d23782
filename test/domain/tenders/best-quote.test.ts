import { describe, expect, it } from "vitest";
import { comparePricedQuotes, type PricedTenderQuote } from "../../../src/domain/tenders/best-quote";

const quote = (name: string, totalDriveAwayCents: number, sentAt: string, position: number) => ({ name, totalDriveAwayCents, sentAt, position });
const order = (quotes: (PricedTenderQuote & { name: string })[]) => [...quotes].sort(comparePricedQuotes).map((q) => q.name);

describe("comparePricedQuotes", () => {
  it("puts the lowest total first, however late it was sent or asked", () => {
    expect(order([quote("dear", 4_000_001, "2026-11-20T00:00:00.000Z", 0), quote("cheap", 4_000_000, "2026-11-21T00:00:00.000Z", 1)])).toEqual(["cheap", "dear"]);
  });

  it("between equal totals puts the one sent first, however late its dealership was asked", () => {
    expect(order([quote("later", 4_000_000, "2026-11-20T00:00:00.001Z", 0), quote("first", 4_000_000, "2026-11-20T00:00:00.000Z", 1)])).toEqual(["first", "later"]);
  });

  it("between equal totals sent at the same instant puts the dealership asked first, whatever order they come in", () => {
    const at = "2026-11-20T00:00:00.000Z";
    const quotes = [quote("c", 4_000_000, at, 2), quote("a", 4_000_000, at, 0), quote("b", 4_000_000, at, 1)];
    expect(order(quotes)).toEqual(["a", "b", "c"]);
    expect(order([...quotes].reverse())).toEqual(["a", "b", "c"]);
  });
});
