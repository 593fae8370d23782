// The shapes of the demo data (scripts/demo-data/*.ts): plain specifications that
// scripts/demo-seed/ turns into rows, checks and writes to seed/demo.sql.

import type { BodyType, Cab, DriveType } from "../../src/pricing/vehicle.ts";

export type Powertrain = "ice" | "hybrid" | "phev" | "bev" | "fcev";
export type BodyClass = "passenger" | "commercial" | "motorcycle" | "heavy";
export type Tier = "standard" | "enterprise";

/** [name, price in dollars] */
export type AccessorySpec = readonly [string, number];

export interface DealerSpec {
  name: string;
  emailDomain: string;
  suburb: string;
  state: string;
  postcode: string;
  approved: boolean;
  tier: Tier;
  autoRespond: boolean;
  deliveryFee: number; // dollars
  standardMargin: number; // dollars
  apiMargin: number | null; // dollars; null = use the standard margin
  credits: number;
  /** Which catalogue models this dealer sells. */
  models: readonly string[];
  /** Stock every listed version (franchise flagship) or a deterministic ~80% subset. */
  fullRange: boolean;
  /** Price factor applied on top of the per-row variation (remote freight, undercutting...). */
  priceFactor: number;
  accessories: readonly AccessorySpec[];
}

export interface VehicleSpec {
  model: string;
  version: string;
  /** The physical facts pricing reads (src/pricing/vehicle.ts, VehicleFacts), as the maker's Australian specifications state them. */
  bodyType: BodyType;
  cab: Cab | null;
  seats: number | null;
  driveType: DriveType | null;
  /** Combined fuel consumption, L/100 km, from the ADR 81/02 label; null = no label gives one (no fuel burnt, or GVM over 3.5 t). */
  fuelLitresPer100Km: number | null;
  /** Gross vehicle mass, from the compliance plate or the maker's specifications. */
  gvmKg: number | null;
  powertrain: Powertrain;
  engine: string;
  cylinders: number | null;
  co2: number | null; // g/km combined; null = not rated (e.g. GVM over 3.5 t)
  rrp: number; // dollars: the manufacturer's list price, GST and LCT included (the catalogue's listPrice)
  tareKg: number; // unladen mass, as the manufacturer states it
  noImage?: boolean;
}

/** What the versions of one model share. */
export type VehicleBase = Omit<VehicleSpec, "model" | "version" | "rrp" | "tareKg">;

/** One version of a model: its own name, price and tare, and whatever differs from the model's base. */
export type VersionSpec = Partial<VehicleBase> & { version: string; rrp: number; tareKg: number };

/** A model and its versions, in catalogue order: each version is `{ ...base, ...version, model }`. */
export interface VehicleFamily {
  model: string;
  base: VehicleBase;
  versions: readonly VersionSpec[];
}

/** [dealer name, model, version] */
export type StockRowSpec = readonly [string, string, string];
