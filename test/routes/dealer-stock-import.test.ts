import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

const logged = capturedLogs();

const MiB = 1024 * 1024;
const HEADER = "globalCarId,price,available";

/** A dealership with a dealer key, two vehicles in stock and one in the catalogue only. */
async function dealership() {
  const dealer = await createDealership();
  const [ute, van, wagon] = await Promise.all([
    createVehicle({ model: "Aardvark Ute", version: "SR5" }),
    createVehicle({ model: "Aardvark Van", version: "LWB" }),
    createVehicle({ model: "Aardvark Wagon", version: "GX" }),
  ]);
  await stock(dealer.id, ute.id, 5_899_000, true);
  await stock(dealer.id, van.id, 4_250_000, false);
  return { dealer, ute, van, wagon, key: await issueDealerKey(dealer.id) };
}

function importCsv(key: string, body: BodyInit, query = "", contentType = "text/csv") {
  return call(`/api/v1/dealer/inventory/import${query}`, { method: "POST", headers: bearer(key, { "Content-Type": contentType }), body });
}

const stockOf = async (dealershipId: string) =>
  (
    await env.DB.prepare("SELECT vehicle_id, price_cents, available, updated_by FROM dealer_inventory WHERE dealership_id = ? ORDER BY vehicle_id").bind(dealershipId).all<{
      vehicle_id: string;
      price_cents: number;
      available: number;
      updated_by: string | null;
    }>()
  ).results;

/** `count` catalogue vehicles made in one statement, with ids that sort in file order. */
async function bulkVehicles(count: number): Promise<string[]> {
  const prefix = crypto.randomUUID().slice(0, 8);
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO vehicles (id, model, version, model_search_key, body_class, body_type, powertrain)
     SELECT ?1 || printf('-0000-4000-8000-%012d', i), 'Bulk ' || ?1 || ' ' || i, 'Base', 'bulk' || ?1 || i, 'passenger', 'Sedan', 'ice' FROM n`,
  )
    .bind(prefix, count)
    .run();
  return Array.from({ length: count }, (_, i) => `${prefix}-0000-4000-8000-${String(i + 1).padStart(12, "0")}`);
}

describe("POST /api/v1/dealer/inventory/import", () => {
  it("with dryRun=true says what would change, and changes nothing", async () => {
    const { dealer, ute, van, wagon, key } = await dealership();
    const before = await stockOf(dealer.id);
    const response = await importCsv(key, `${HEADER}\r\n${ute.id},58990,true\r\n${wagon.id},41990,yes\r\n`, "?dryRun=true");
    expect(response.status).toBe(200);
    expect(await response.json<any>()).toEqual({
      dryRun: true,
      rows: 2,
      created: 1,
      updated: 0,
      unchanged: 1,
      notInFile: 1,
      changes: [{ line: 3, globalCarId: wagon.id, model: "Aardvark Wagon", version: "GX", change: "created", price: 41_990, available: true, previousPrice: null, previousAvailable: null }],
    });
    expect(await stockOf(dealer.id)).toEqual(before);
    expect(logged).toEqual([]);
    expect(van.id).toBeTruthy();
  });

  it("applies every row at once: creates, updates, leaves unchanged and absent vehicles as they are, stamped with the key", async () => {
    const { dealer, ute, van, wagon, key } = await dealership();
    const response = await importCsv(key, `price,globalCarId,available,model\n"$57,990.50",${ute.id},true,Ute\n41990,${wagon.id},n,Wagon\n`);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body).toMatchObject({ dryRun: false, rows: 2, created: 1, updated: 1, unchanged: 0, notInFile: 1 });
    expect(body.changes).toEqual([
      { line: 2, globalCarId: ute.id, model: "Aardvark Ute", version: "SR5", change: "updated", price: 57_990.5, available: true, previousPrice: 58_990, previousAvailable: true },
      { line: 3, globalCarId: wagon.id, model: "Aardvark Wagon", version: "GX", change: "created", price: 41_990, available: false, previousPrice: null, previousAvailable: null },
    ]);
    const rows = new Map((await stockOf(dealer.id)).map((r) => [r.vehicle_id, r]));
    expect(rows.get(ute.id)).toMatchObject({ price_cents: 5_799_050, available: 1, updated_by: "dealer" });
    expect(rows.get(wagon.id)).toMatchObject({ price_cents: 4_199_000, available: 0, updated_by: "dealer" });
    expect(rows.get(van.id)).toMatchObject({ price_cents: 4_250_000, available: 0, updated_by: null });
    const line = JSON.parse(logged.find((l) => l.includes('"stock import"'))!);
    expect(line).toMatchObject({ message: "dealer data changed", change: "stock import", dealershipId: dealer.id, by: "dealer", created: 1, updated: 1, unchanged: 0 });
    expect(line.dealerKeyPrefix).toBe(key.slice(0, 12));

    const listed = await (await get("/api/v1/dealer/inventory", key)).json<any>();
    expect(listed.inventory.find((i: any) => i.globalCarId === wagon.id)).toMatchObject({ price: 41_990, available: false, updatedBy: key.slice(0, 12) });
  });

  it("refuses a file with a bad row in the middle, naming every problem by line, and changes nothing", async () => {
    const { dealer, ute, van, wagon, key } = await dealership();
    const before = await stockOf(dealer.id);
    const unknown = crypto.randomUUID();
    const file = [HEADER, `${ute.id},1,true`, `${wagon.id},12.345,true`, `${unknown},5,true`, "", `${van.id},2,sometimes`].join("\r\n");
    const response = await importCsv(key, file);
    const error = await expectError(response.clone(), 400, "INVALID_REQUEST");
    expect(error.message).toBe('The file was not imported, nothing was changed: line 3: price "12.345" is not an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000) (and 2 more: see problems)');
    expect((await response.json<any>()).error.problems).toEqual([
      { line: 3, column: "price", message: expect.stringContaining('"12.345"') },
      { line: 4, column: "globalCarId", message: `globalCarId ${unknown} is not a vehicle in the catalogue` },
      { line: 6, column: "available", message: expect.stringContaining('"sometimes"') },
    ]);
    expect(await stockOf(dealer.id)).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("refuses badly quoted values with 400 at their line, rather than reading what d3-dsv makes of them, and changes nothing", async () => {
    const { dealer, ute, key } = await dealership();
    const before = await stockOf(dealer.id);
    const refusal = async (file: string) => {
      const response = await importCsv(key, file, "?dryRun=true");
      const { message, problems } = (await response.clone().json<any>()).error;
      await expectError(response, 400, "INVALID_REQUEST");
      return { message, problems };
    };
    expect(await refusal(`globalCarId,available,price\n${ute.id},yes,"4"1990\n`)).toEqual({
      message: 'The file was not imported, nothing was changed: line 2: A quoted value goes on after its closing quote ("1" follows it): put the whole value inside the quotes, or remove them',
      problems: [{ line: 2, column: null, message: 'A quoted value goes on after its closing quote ("1" follows it): put the whole value inside the quotes, or remove them' }],
    });
    expect((await refusal(`${HEADER}\n\n${ute.id},"1"x,true\n`)).problems).toEqual([{ line: 3, column: null, message: expect.stringContaining('("x" follows it)') }]);
    expect((await refusal(`${HEADER},model\n${ute.id},1,true,12" wheels\n`)).problems).toEqual([{ line: 2, column: null, message: expect.stringContaining("inside a value that does not start with one") }]);
    expect((await refusal(`${HEADER}\n${ute.id},"1,true\n${ute.id},2,true\n`)).problems).toEqual([{ line: 2, column: null, message: expect.stringContaining("never closed") }]);
    expect((await importCsv(key, `globalCarId,available,price\n${ute.id},yes,"4"1990\n`)).status).toBe(400);
    expect(await stockOf(dealer.id)).toEqual(before);
  });

  it("says first and only to separate the columns with commas when the file uses semicolons", async () => {
    const { ute, key } = await dealership();
    const error = await expectError(await importCsv(key, `globalCarId;price;available\r\n${ute.id};1;true\r\n`), 400, "INVALID_REQUEST");
    expect(error.message).toBe("The file was not imported, nothing was changed: line 1: Separate the columns with commas, not semicolons or tabs");
  });

  it("reads quoted fields, CRLF, a UTF-8 byte order mark and blank lines as a spreadsheet writes them", async () => {
    const { dealer, ute, wagon, key } = await dealership();
    const file = `\uFEFF${HEADER},notes\r\n\r\n"${ute.id}","56,990",TRUE,"Demo, ""as new""\r\nsecond line"\r\n,,,\r\n${wagon.id},39990,0,\r\n\r\n`;
    const response = await importCsv(key, new TextEncoder().encode(file));
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body).toMatchObject({ rows: 2, created: 1, updated: 1 });
    expect(body.changes.map((c: any) => c.line)).toEqual([3, 6]);
    expect((await stockOf(dealer.id)).find((r) => r.vehicle_id === ute.id)).toMatchObject({ price_cents: 5_699_000 });
  });

  it("takes 5,000 rows in one go and refuses 5,001, changing nothing", async () => {
    const { dealer, key } = await dealership();
    const ids = await bulkVehicles(5_001);
    const file = (count: number) => `${HEADER}\n${ids.slice(0, count).map((id, i) => `${id},${10_000 + i},true`).join("\n")}\n`;
    const refused = await importCsv(key, file(5_001));
    const error = await expectError(refused.clone(), 400, "INVALID_REQUEST");
    expect(error.message).toBe(
      "The file was not imported, nothing was changed: line 5002: A file may hold at most 5,000 vehicles: import a larger stock in files of up to 5,000 vehicles, each starting with the header line (vehicles not in a file stay as they are, so splitting it is safe)",
    );
    expect(await stockOf(dealer.id)).toHaveLength(2);

    const accepted = await importCsv(key, file(5_000));
    expect(accepted.status).toBe(200);
    expect(await accepted.json<any>()).toMatchObject({ rows: 5_000, created: 5_000, updated: 0, unchanged: 0, notInFile: 2 });
    const stocked = await stockOf(dealer.id);
    expect(stocked).toHaveLength(5_002);
    expect(stocked.find((r) => r.vehicle_id === ids[4_999])).toMatchObject({ price_cents: 1_499_900, available: 1 });
  });

  it("takes a body of exactly 1 MiB and refuses 1 MiB + 1 byte with 413, with or without Content-Length", async () => {
    const { dealer, ute, key } = await dealership();
    const ofSize = (bytes: number) => {
      const start = `${HEADER},notes\n${ute.id},50000,true,`;
      return start + "x".repeat(bytes - start.length - 1) + "\n";
    };
    expect(new TextEncoder().encode(ofSize(MiB)).length).toBe(MiB);
    const accepted = await importCsv(key, ofSize(MiB));
    expect(accepted.status).toBe(200);
    expect(await accepted.json<any>()).toMatchObject({ updated: 1 });

    const tooLarge = await expectError(await importCsv(key, ofSize(MiB + 1)), 413, "PAYLOAD_TOO_LARGE");
    expect(tooLarge.message).toBe("A stock file must be at most 1 MiB (1,048,576 bytes)");
    const streamed = new Blob([ofSize(MiB + 1)]).stream();
    await expectError(await call("/api/v1/dealer/inventory/import", { method: "POST", headers: bearer(key, { "Content-Type": "text/csv" }), body: streamed, duplex: "half" } as RequestInit), 413, "PAYLOAD_TOO_LARGE");
    expect((await stockOf(dealer.id)).find((r) => r.vehicle_id === ute.id)).toMatchObject({ price_cents: 5_000_000 });
    // Every other route keeps the 64 KiB limit.
    await expectError(await call("/api/v1/dealer/settings", { method: "PATCH", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify({ x: "x".repeat(70_000) }) }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("writes all or nothing: a row failing in the middle of the write leaves the whole stock as it was", async () => {
    const { dealer, ute, van, wagon, key } = await dealership();
    const later = await createVehicle({ model: "Aardvark Coupe" });
    const before = await stockOf(dealer.id);
    // The write stands for a failure of any kind partway through: SQLite aborts at the wagon's row.
    await env.DB.exec(`CREATE TRIGGER fail_mid_import BEFORE INSERT ON dealer_inventory WHEN NEW.vehicle_id = '${wagon.id}' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const file = [HEADER, `${ute.id},1,true`, `${van.id},2,true`, `${wagon.id},3,true`, `${later.id},4,true`].join("\n");
      await expectError(await importCsv(key, file), 500, "INTERNAL_ERROR");
    } finally {
      await env.DB.exec("DROP TRIGGER fail_mid_import");
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(await stockOf(dealer.id)).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("answers 400 for a body that is not text/csv, a UTF-16 file and a bad dryRun; 401 without a dealer key", async () => {
    const { ute, key } = await dealership();
    const file = `${HEADER}\n${ute.id},1,true\n`;
    expect((await expectError(await importCsv(key, file, "", "application/json"), 400, "INVALID_REQUEST")).message).toBe("Request body must be CSV, sent with 'Content-Type: text/csv'");
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...file].flatMap((ch) => [ch.charCodeAt(0), 0])]);
    const refused = await importCsv(key, utf16);
    expect((await refused.json<any>()).error.problems).toEqual([{ line: 1, column: null, message: expect.stringContaining("UTF-16") }]);
    await expectError(await importCsv(key, file, "?dryRun=yes"), 400, "INVALID_REQUEST");
    await expectError(await call("/api/v1/dealer/inventory/import", { method: "POST", headers: { "Content-Type": "text/csv" }, body: file }), 401, "UNAUTHORIZED");
  });
});

describe("GET /api/v1/dealer/inventory/export", () => {
  it("sends the stock as a CSV file to edit and import back, formula-looking text guarded", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const sneaky = await createVehicle({ model: '=HYPERLINK("http://evil.example","Ranger")', version: "@SUM(1+1)", listPriceCents: 4_500_050 });
    const plain = await createVehicle({ model: "Ford Ranger, XLT", version: "-Cab 4x4" });
    await stock(dealer.id, sneaky.id, 4_299_000, true);
    await stock(dealer.id, plain.id, 5_199_050, false);

    const response = await get("/api/v1/dealer/inventory/export", key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(
      [
        "globalCarId,model,version,listPrice,price,available",
        `${sneaky.id},"'=HYPERLINK(""http://evil.example"",""Ranger"")",'@SUM(1+1),45000.50,42990,true`,
        `${plain.id},"Ford Ranger, XLT",'-Cab 4x4,,51990.50,false`,
        "",
      ].join("\r\n"),
    );

    const reimported = await importCsv(key, new Uint8Array(await response.arrayBuffer()), "?dryRun=true");
    expect(await reimported.json<any>()).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2, notInFile: 0 });
    const edited = await importCsv(key, text.replace("42990,true", "41990,true"));
    expect(await edited.json<any>()).toMatchObject({ updated: 1, unchanged: 1, changes: [{ globalCarId: sneaky.id, price: 41_990, previousPrice: 42_990 }] });
  });

  it("answers a dealership with no stock with the header alone", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const bytes = await (await get("/api/v1/dealer/inventory/export", key)).arrayBuffer();
    expect(new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes)).toBe("\uFEFFglobalCarId,model,version,listPrice,price,available\r\n");
  });
});
