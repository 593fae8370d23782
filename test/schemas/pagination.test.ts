import { describe, expect, it } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { createDealership } from "../helpers/fixtures";
import { expectError, get, registerClient } from "../helpers/http";

// Every list takes `limit` 1..100 and `offset` 0..100,000 (a documented bound beyond the spec's
// "integer >= 0": deeper pages scan everything before them, and numbers past 2^53 cannot even be
// represented). Huge offsets used to answer 500, or echo a rounded number.

describe("paging on every list", () => {
  it.each([
    ["/api/v1/dealers", "client"],
    ["/api/v1/dealers/{dealer}/inventory", "client"],
    ["/api/v1/inventory?model=hilux", "client"],
    ["/api/v1/quotes", "client"],
    ["/api/v1/dealer/quotes", "dealer"],
  ])("%s: offset 100000 is the last accepted; past it, and past 2^53, is 400", async (path, who) => {
    const dealer = await createDealership();
    const key = who === "client" ? await registerClient() : await issueDealerKey(dealer.id);
    const url = (query: string) => `${path.replace("{dealer}", dealer.id)}${path.includes("?") ? "&" : "?"}${query}`;
    const atLimit = await get(url("offset=100000&limit=100"), key);
    expect(atLimit.status).toBe(200);
    expect((await atLimit.json<{ pagination: unknown }>()).pagination).toEqual({ limit: 100, offset: 100000, count: 0 });
    for (const offset of ["100001", "9007199254740993", "99999999999999999999", "1e5", "-1"]) {
      const error = await expectError(await get(url(`offset=${offset}`), key), 400, "INVALID_REQUEST");
      expect(error.message).toMatch(/^Query parameter 'offset' /);
    }
    await expectError(await get(url("limit=101"), key), 400, "INVALID_REQUEST");
  });
});
