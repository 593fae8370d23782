import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { archiveKeyOf, writeVerified } from "../../src/db/archive";

describe("an archived quote's object", () => {
  it("is written where nothing is, and never written again: a second write to its key is refused and changes nothing", async () => {
    const key = archiveKeyOf(crypto.randomUUID());
    expect(await writeVerified(env.ARCHIVE, key, '{"first":true}')).toBe(true);
    expect(await writeVerified(env.ARCHIVE, key, '{"second":true}')).toBe(false);
    expect(await (await env.ARCHIVE.get(key))!.text()).toBe('{"first":true}');
  });

  it("goes to a key of its own at each write, under the quote's", () => {
    const quoteId = crypto.randomUUID();
    const [a, b] = [archiveKeyOf(quoteId), archiveKeyOf(quoteId)];
    expect(a).toMatch(new RegExp(`^quotes/${quoteId}/[0-9a-f]{8}$`));
    expect(a).not.toBe(b);
  });
});
