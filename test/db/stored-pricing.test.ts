import { describe, expect, it } from "vitest";
import { packPricing, unpackPricing } from "../../src/db/stored-pricing";
import { priceDriveAway, type PricingVehicle } from "../../src/domain/quotes/price-quote";
import { AU_STATES, type AuState } from "../../src/pricing";

const car: PricingVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150, tareKg: 1400, listPriceCents: 4_690_000 };
const lines = { vehiclePriceCents: 4_550_000, dealerDeliveryCents: 150_000, accessories: [{ name: "Towbar", priceCents: 120_000 }], quantity: 3 };
const priced = (state: AuState, vehiclePriceCents = lines.vehiclePriceCents) =>
  priceDriveAway({ ...lines, vehiclePriceCents }, car, { state, basis: "postcode", candidates: [state] }, { registrationUse: "business", registrationDate: null }, new Date("2026-11-23T02:00:00Z"))!;

/** The ids charge_provenance would give a packed breakdown's refs (in their order), and their bodies as a read fetches them beside it. */
const idsOf = (packed: Awaited<ReturnType<typeof packPricing>>) => packed.refs.map((_, i) => 100 + i);
const bodiesOf = (packed: Awaited<ReturnType<typeof packPricing>>) =>
  JSON.stringify(Object.fromEntries(packed.refs.map((ref, i) => [100 + i, JSON.parse(packed.provenance.find((p) => p.ref === ref)!.body)])));

describe("a priced breakdown as D1 keeps it", () => {
  it.each(AU_STATES)("unpacks to the breakdown as priced, in %s, in under 500 bytes and a third of its JSON", async (state) => {
    const pricing = priced(state);
    const packed = await packPricing(pricing);
    expect(await unpackPricing(packed.bytes, idsOf(packed), bodiesOf(packed))).toEqual(pricing);
    expect(packed.bytes.length).toBeLessThan(Math.min(500, JSON.stringify(pricing).length / 3));
    // the sources, notes and labels are in the provenance, not in the packed bytes
    expect(packed.refs.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(packed.bytes)).not.toContain("https://");
    expect(packed.provenance.every((p) => packed.refs.includes(p.ref))).toBe(true);
  });

  it("names the same provenance for every quote priced under the same rules, whatever its figures", async () => {
    const [one, other] = [await packPricing(priced("NSW")), await packPricing(priced("NSW", 6_000_000))];
    expect(other.refs).toEqual(one.refs);
    expect(other.bytes).not.toEqual(one.bytes);
    expect((await packPricing(priced("VIC"))).refs).not.toEqual(one.refs);
  });

  it("reads a quote priced before packing from its JSON text, and refuses a ref it cannot find", async () => {
    const pricing = priced("QLD");
    expect(await unpackPricing(JSON.stringify(pricing), null, null)).toEqual(pricing);
    expect(await unpackPricing(null, null, null)).toBeNull();
    const packed = await packPricing(pricing);
    await expect(unpackPricing(packed.bytes, idsOf(packed), "{}")).rejects.toThrow(/charge provenance .* is missing/);
    // D1 hands a blob back as an array of bytes or an ArrayBuffer: both read
    expect(await unpackPricing([...packed.bytes], idsOf(packed), bodiesOf(packed))).toEqual(pricing);
    expect(await unpackPricing(packed.bytes.slice().buffer, idsOf(packed), bodiesOf(packed))).toEqual(pricing);
  });
});
