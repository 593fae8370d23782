import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { capacity, DATABASE_BYTES } from "./capacity.ts";

describe("capacity", () => {
  it("holds the live quotes of the last 104 days, then fills with archived ones", () => {
    const plan = capacity({ quotesPerDay: 10_000, liveBytes: 2_000, archivedBytes: 500 });
    assert.equal(plan.liveSetBytes, 10_000 * 104 * 2_000);
    assert.equal(plan.fits, true);
    assert.equal(plan.quotesHeld, 10_000 * 104 + (DATABASE_BYTES - plan.liveSetBytes) / 500);
    assert.equal(plan.yearsToFull, (DATABASE_BYTES - plan.liveSetBytes) / 500 / 10_000 / 365);
  });

  it("says so when the live quotes alone fill the database, and not one byte before", () => {
    const exactly = capacity({ quotesPerDay: 1_000, liveBytes: DATABASE_BYTES / (1_000 * 104), archivedBytes: 500 });
    assert.equal(exactly.fits, false);
    assert.equal(exactly.quotesHeld, 0);
    assert.equal(capacity({ quotesPerDay: 1_000, liveBytes: DATABASE_BYTES / (1_000 * 104) - 1, archivedBytes: 500 }).fits, true);
  });
});
