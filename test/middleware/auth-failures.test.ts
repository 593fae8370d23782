import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN, issueDealerKey } from "../helpers/admin";
import { createDealership } from "../helpers/fixtures";
import { bearer, call, expectError, randomAddress } from "../helpers/http";

afterEach(() => vi.useRealTimers());

const wrongDealerKey = () => `dlr_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** A dealer API read from `address`. */
const dealerRead = (address: string, key: string) => call("/api/v1/dealer/inventory?limit=1", { headers: bearer(key, { "CF-Connecting-IP": address }) });

/** An admin write from `address` with an empty body: 400 once the token is accepted, so nothing is written. */
const adminWrite = (address: string, token: string) =>
  call("/admin/v1/vehicles", { method: "POST", headers: bearer(token, { "CF-Connecting-IP": address, "Content-Type": "application/json" }), body: "{}" });

/** An admin read from `address`. */
const adminRead = (address: string, token: string, dealershipId: string) => call(`/admin/v1/dealerships/${dealershipId}`, { headers: bearer(token, { "CF-Connecting-IP": address }) });

function tally(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("failed dealer-key authentications per address", () => {
  it("answers all 40 parallel reads with a valid dealer key from one address: a correct key is never a failure", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const address = randomAddress();
    expect(tally(await Promise.all(Array.from({ length: 40 }, () => dealerRead(address, key))))).toEqual({ 200: 40 });
  });

  it("answers 401 to 20 of 150 parallel wrong keys from one address, then 429 to everything it sends, the right key included, until the failures age out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(t0);
    const key = await issueDealerKey((await createDealership()).id);
    const address = randomAddress();
    expect(tally(await Promise.all(Array.from({ length: 150 }, () => dealerRead(address, wrongDealerKey()))))).toEqual({ 401: 20, 429: 130 });

    vi.setSystemTime(t0 + 60_000);
    const locked = await dealerRead(address, key);
    const refusal = await expectError(locked, 429, "RATE_LIMITED");
    expect(refusal.message).toBe("Too many failed authentications from this address; retry after 840 seconds");
    expect(locked.headers.get("Retry-After")).toBe("840");
    expect(locked.headers.get("RateLimit-Policy")).toBe('"auth-failures";q=20;w=900');
    // Another address was never affected; and exactly 15 minutes after the failures, neither is this one.
    expect((await dealerRead(randomAddress(), key)).status).toBe(200);
    vi.setSystemTime(t0 + 15 * 60_000);
    expect((await dealerRead(address, key)).status).toBe(200);
  });

  it("stays exact with correct and wrong keys in parallel: 19 failures and 40 successes leave exactly one failure to answer", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const address = randomAddress();
    const mixed = await Promise.all([
      ...Array.from({ length: 40 }, () => dealerRead(address, key)),
      ...Array.from({ length: 19 }, () => dealerRead(address, wrongDealerKey())),
    ]);
    expect(tally(mixed.slice(0, 40))).toEqual({ 200: 40 });
    expect(tally(mixed.slice(40))).toEqual({ 401: 19 });
    await expectError(await dealerRead(address, wrongDealerKey()), 401, "UNAUTHORIZED");
    await expectError(await dealerRead(address, wrongDealerKey()), 429, "RATE_LIMITED");
    await expectError(await dealerRead(address, key), 429, "RATE_LIMITED");
  });

  it("refuses a locked-out address without spending the key's hourly allowance", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const address = randomAddress();
    for (let i = 0; i < 20; i++) await expectError(await dealerRead(address, wrongDealerKey()), 401, "UNAUTHORIZED");
    for (let i = 0; i < 3; i++) await expectError(await dealerRead(address, key), 429, "RATE_LIMITED");
    expect((await dealerRead(randomAddress(), key)).headers.get("RateLimit")).toMatch(/^"hourly";r=99;t=\d+$/);
  });
});

describe("failed admin authentications per address", () => {
  it("answers all 40 parallel admin reads with the right token from one address", async () => {
    const dealer = await createDealership();
    const address = randomAddress();
    expect(tally(await Promise.all(Array.from({ length: 40 }, () => adminRead(address, ADMIN_TOKEN, dealer.id))))).toEqual({ 200: 40 });
  });

  it("answers 401 to 20 of 150 parallel wrong tokens from one address, then 429 to everything it sends, the right token included", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 0, 0));
    const address = randomAddress();
    expect(tally(await Promise.all(Array.from({ length: 150 }, (_, i) => adminWrite(address, `guess-${i}`))))).toEqual({ 401: 20, 429: 130 });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 1, 0));
    const locked = await adminWrite(address, ADMIN_TOKEN);
    await expectError(locked, 429, "RATE_LIMITED");
    // The failures leave the 15-minute window at 9:15, 14 minutes from now.
    expect(locked.headers.get("Retry-After")).toBe("840");
    expect((await adminWrite(randomAddress(), ADMIN_TOKEN)).status).toBe(400);
  });

  it("stays exact with the right and wrong tokens in parallel: 19 failures and 40 successes leave exactly one failure to answer", async () => {
    const dealer = await createDealership();
    const address = randomAddress();
    const mixed = await Promise.all([
      ...Array.from({ length: 40 }, () => adminRead(address, ADMIN_TOKEN, dealer.id)),
      ...Array.from({ length: 19 }, (_, i) => adminRead(address, `guess-${i}`, dealer.id)),
    ]);
    expect(tally(mixed.slice(0, 40))).toEqual({ 200: 40 });
    expect(tally(mixed.slice(40))).toEqual({ 401: 19 });
    await expectError(await adminWrite(address, "wrong"), 401, "UNAUTHORIZED");
    await expectError(await adminWrite(address, "wrong"), 429, "RATE_LIMITED");
    await expectError(await adminWrite(address, ADMIN_TOKEN), 429, "RATE_LIMITED");
  });

  it("counts exactly 20 sequential failures before refusing, and no successes", async () => {
    const address = randomAddress();
    for (let i = 0; i < 25; i++) expect((await adminWrite(address, ADMIN_TOKEN)).status).toBe(400);
    for (let i = 0; i < 20; i++) await expectError(await adminWrite(address, "wrong"), 401, "UNAUTHORIZED");
    await expectError(await adminWrite(address, "wrong"), 429, "RATE_LIMITED");
  });
});

describe("admin and dealer failures", () => {
  it("are counted apart: an address out of admin attempts still uses its dealer key, and the other way round", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const adminGuesser = randomAddress();
    for (let i = 0; i < 20; i++) await expectError(await adminWrite(adminGuesser, "wrong"), 401, "UNAUTHORIZED");
    await expectError(await adminWrite(adminGuesser, ADMIN_TOKEN), 429, "RATE_LIMITED");
    expect((await dealerRead(adminGuesser, key)).status).toBe(200);
    // 20 dealer failures more from the same address: its dealer budget is spent too, its admin one stays spent.
    for (let i = 0; i < 20; i++) await expectError(await dealerRead(adminGuesser, wrongDealerKey()), 401, "UNAUTHORIZED");
    await expectError(await dealerRead(adminGuesser, key), 429, "RATE_LIMITED");

    const dealerGuesser = randomAddress();
    for (let i = 0; i < 20; i++) await expectError(await dealerRead(dealerGuesser, wrongDealerKey()), 401, "UNAUTHORIZED");
    await expectError(await dealerRead(dealerGuesser, key), 429, "RATE_LIMITED");
    expect((await adminWrite(dealerGuesser, ADMIN_TOKEN)).status).toBe(400);
  });
});
