// Deterministic derivations the demo seed builds on: name-based ids, small stable numbers,
// search keys, slugs and cents. The same input gives the same output on every run and machine.

import { createHash } from "node:crypto";

/** Name-based UUID: SHA-256 of `name`, first 16 bytes, version 5 nibble, RFC 4122 variant. */
export function stableUuid(name: string): string {
  const bytes = createHash("sha256").update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Exactly the normalisation search uses for `vehicles.model_search_key`. */
export function modelSearchKey(model: string): string {
  return model.normalize("NFKC").toLowerCase().replace(/[\s\-]+/gu, "");
}

/** Small deterministic integer in [0, modulo) derived from a stable name. */
export function stableInt(name: string, modulo: number): number {
  return createHash("sha256").update(name, "utf8").digest().readUInt32BE(0) % modulo;
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const dollars = (amount: number): number => Math.round(amount * 100);

/**
 * The old single class a vehicle's facts imply, as the catalogue keeps it for the API's `bodyClass`: the
 * same rule as src/pricing/body-class.ts (bodyClassOf), which test/seed/demo-data.test.ts holds it to.
 */
export function bodyClassOf(vehicle: { bodyType: string; gvmKg: number | null }): "passenger" | "commercial" | "motorcycle" | "heavy" {
  if (vehicle.gvmKg !== null && vehicle.gvmKg > 4500) return "heavy";
  if ((vehicle.bodyType === "truck" || vehicle.bodyType === "bus") && vehicle.gvmKg === null) return "heavy";
  if (vehicle.bodyType === "motorcycle") return "motorcycle";
  if (["ute", "cab-chassis", "van", "truck"].includes(vehicle.bodyType)) return "commercial";
  return "passenger";
}

/** A catalogue vehicle's picture: `${imageBase}/<slug of model and version>.jpg`, or none. */
export function vehicleImageUrl(vehicle: { model: string; version: string; noImage?: boolean }, imageBase: string): string | null {
  return vehicle.noImage ? null : `${imageBase}/${slugify(`${vehicle.model} ${vehicle.version}`)}.jpg`;
}
