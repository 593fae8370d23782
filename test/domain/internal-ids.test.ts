import { describe, expect, it } from "vitest";
import { internalIdOf, randomInternalId } from "../../src/domain/internal-ids";

describe("ids that never leave the service", () => {
  it("are 16 base64url characters (96 random bits), a new one each time", () => {
    const ids = Array.from({ length: 200 }, () => randomInternalId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("name a digest by its first 12 bytes: the same digest, the same id", () => {
    // sha256("abc"); its first 12 bytes as base64url, as Node's Buffer writes them.
    const digest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(internalIdOf(digest)).toBe("ungWv48Bz-pBQUDe");
    expect(internalIdOf(digest)).toBe(internalIdOf(digest.slice(0, 24) + "0".repeat(40)));
    expect(internalIdOf("00".repeat(32))).toBe("AAAAAAAAAAAAAAAA");
  });
});
