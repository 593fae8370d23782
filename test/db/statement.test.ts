import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { compiled, statement } from "../../src/db/statement";

describe("statement", () => {
  it("binds each value where it stands, a nested fragment's values in their place, and raw text as written", async () => {
    const inner = sql`${"b"} || ${"c"}`;
    const query = sql`select ${"a"} as first, ${inner} as middle, ${sql.raw("'raw'")} as raw, ${4} as last`;
    expect(compiled(query)).toEqual({ sql: "select ? as first, ? || ? as middle, 'raw' as raw, ? as last", params: ["a", "b", "c", 4] });
    expect(await statement(env.DB, query).first()).toEqual({ first: "a", middle: "bc", raw: "raw", last: 4 });
  });

  it("binds a value used twice twice, and null as null", async () => {
    const id = "x";
    const row = await statement(env.DB, sql`select ${id} = ${id} as same, ${null} is null as missing`).first();
    expect(row).toEqual({ same: 1, missing: 1 });
  });
});
