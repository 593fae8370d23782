// The demo vehicle catalogue (seed/demo.sql) and the stock rows that are not available: plain
// data, turned into rows by scripts/demo-seed/.

import type { StockRowSpec, VehicleFamily } from "./types.ts";

/** Where the vehicles' pictures live: `${IMAGE_BASE}/<slug of model and version>.jpg`. */
export const IMAGE_BASE = "https://images.fleetquote.example/vehicles";

const DIESEL_24 = { engine: "2.4L 4cyl turbo diesel", cylinders: 4 };
const DIESEL_28 = { engine: "2.8L 4cyl turbo diesel", cylinders: 4 };

/*
 * The physical facts (types.ts): the body, cab and drive are what each version's name states ("4x4 Double Cab
 * Pick-Up" is a ute, dual cab, 4x4; "Cab Chassis" a cab chassis; FWD/RWD are 2wd). Seats: 5 where the body
 * makes it plain (a dual cab, a sedan, these SUVs); null where the maker offers more than one seating or the
 * name does not say (single and extra cabs, vans, the Troop Carrier, the Outlander PHEV's 5 or 7 seats).
 * GVM and combined fuel consumption: the makers' published figures could not be read from the sources
 * available when these facts were written (2026-11-26), so both are null for every vehicle until they are
 * checked against the makers' specification sheets; the engine prices a fact it lacks as an estimate.
 */
const NOT_FOUND = { fuelLitresPer100Km: null, gvmKg: null } as const;
const DUAL_CAB = { bodyType: "ute", cab: "dual", seats: 5, driveType: "4x4", ...NOT_FOUND } as const;
const CAB_CHASSIS = { bodyType: "cab-chassis" } as const;
const SINGLE_CAB_CHASSIS_4X2 = { ...CAB_CHASSIS, cab: "single", seats: null, driveType: "2wd" } as const;
const SINGLE_CAB_CHASSIS_4X4 = { ...CAB_CHASSIS, cab: "single", seats: null, driveType: "4x4" } as const;
const DUAL_CAB_CHASSIS_4X4 = { ...CAB_CHASSIS, cab: "dual", seats: 5, driveType: "4x4" } as const;
const SUV = { bodyType: "suv", cab: null, seats: 5, ...NOT_FOUND } as const;
const CAR = { cab: null, seats: 5, driveType: "2wd", ...NOT_FOUND } as const;
const VAN = { bodyType: "van", cab: null, seats: null, driveType: "2wd", ...NOT_FOUND } as const;

export const vehicleFamilies: readonly VehicleFamily[] = [
  {
    model: "Toyota HiLux",
    base: { ...DUAL_CAB, powertrain: "ice", ...DIESEL_28, co2: 236 },
    versions: [
      { version: "Workmate 4x2 Single Cab Chassis Auto", ...SINGLE_CAB_CHASSIS_4X2, ...DIESEL_24, co2: 207, rrp: 38990, tareKg: 1580 },
      { version: "Workmate 4x4 Single Cab Chassis Auto", ...SINGLE_CAB_CHASSIS_4X4, ...DIESEL_24, co2: 224, rrp: 50490, tareKg: 1830 },
      { version: "Workmate 4x4 Double Cab Pick-Up Auto", ...DIESEL_24, co2: 228, rrp: 53690, tareKg: 2035 },
      { version: "SR 4x4 Double Cab Chassis Auto", ...DUAL_CAB_CHASSIS_4X4, rrp: 56990, tareKg: 2010 },
      { version: "SR 4x4 Double Cab Pick-Up Auto", rrp: 58790, tareKg: 2110 },
      { version: "SR5 4x2 Hi-Rider Double Cab Pick-Up Auto", driveType: "2wd", co2: 219, rrp: 52190, tareKg: 1960 },
      { version: "SR5 4x4 Double Cab Pick-Up Auto", rrp: 62290, tareKg: 2140 },
      { version: "Rogue 4x4 Double Cab Pick-Up Auto", co2: 241, rrp: 73190, tareKg: 2215 },
    ],
  },
  {
    model: "Ford Ranger",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 203 },
    versions: [
      { version: "XL 4x2 Single Cab Chassis 2.0L Auto", ...SINGLE_CAB_CHASSIS_4X2, engine: "2.0L 4cyl turbo diesel", co2: 195, rrp: 38690, tareKg: 1725 },
      { version: "XL 4x4 Double Cab Chassis 2.0L Bi-Turbo Auto", ...DUAL_CAB_CHASSIS_4X4, co2: 207, rrp: 55290, tareKg: 2120 },
      { version: "XLS 4x4 Double Cab Pick-Up 2.0L Auto", engine: "2.0L 4cyl turbo diesel", co2: 205, rrp: 56690, tareKg: 2190 },
      { version: "XLT 4x4 Double Cab Pick-Up 2.0L Bi-Turbo Auto", rrp: 63590, tareKg: 2250 },
      { version: "XLT 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, rrp: 67090, tareKg: 2330 },
      { version: "Wildtrak 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, rrp: 73590, tareKg: 2360 },
      { version: "Wildtrak PHEV 4x4 Double Cab Pick-Up", powertrain: "phev", engine: "2.3L 4cyl turbo petrol plug-in hybrid", co2: 69, rrp: 77990, tareKg: 2635 },
      { version: "Raptor 4x4 Double Cab Pick-Up 3.0L V6 Petrol", engine: "3.0L V6 twin-turbo petrol", cylinders: 6, co2: 284, rrp: 89190, tareKg: 2475 },
    ],
  },
  {
    model: "Ford Transit Custom",
    base: { ...VAN, powertrain: "ice", engine: "2.0L 4cyl turbo diesel", cylinders: 4, co2: 189 },
    versions: [
      { version: "Trend SWB Van Auto", rrp: 54990, tareKg: 2050 },
      { version: "Trend LWB Van Auto", co2: 193, rrp: 56990, tareKg: 2105 },
      { version: "PHEV LWB Van", powertrain: "phev", engine: "2.5L 4cyl petrol plug-in hybrid", co2: 48, rrp: 78990, tareKg: 2395 },
    ],
  },
  {
    model: "Isuzu D-Max",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "3.0L 4cyl turbo diesel", cylinders: 4, co2: 213 },
    versions: [
      { version: "SX 4x2 Single Cab Chassis 1.9L Manual", ...SINGLE_CAB_CHASSIS_4X2, engine: "1.9L 4cyl turbo diesel", co2: 178, rrp: 34990, tareKg: 1540 },
      { version: "SX 4x4 Crew Cab Chassis 3.0L Auto", ...DUAL_CAB_CHASSIS_4X4, rrp: 52990, tareKg: 1995 },
      { version: "LS-M 4x4 Crew Cab Ute Auto", rrp: 56900, tareKg: 2030 },
      { version: "LS-U 4x4 Crew Cab Ute Auto", rrp: 61900, tareKg: 2080 },
      { version: "X-Terrain 4x4 Crew Cab Ute Auto", co2: 218, rrp: 69900, tareKg: 2110 },
    ],
  },
  {
    model: "Mitsubishi Triton",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.4L 4cyl bi-turbo diesel", cylinders: 4, co2: 205 },
    versions: [
      { version: "GLX 4x2 Single Cab Chassis Manual", ...SINGLE_CAB_CHASSIS_4X2, engine: "2.4L 4cyl turbo diesel", co2: 195, rrp: 35990, tareKg: 1590 },
      { version: "GLX 4x4 Club Cab Chassis Auto", ...CAB_CHASSIS, cab: "extra", seats: null, driveType: "4x4", rrp: 50490, tareKg: 1960 },
      { version: "GLX+ 4x4 Double Cab Pick-Up Auto", rrp: 55490, tareKg: 2060 },
      { version: "GLS 4x4 Double Cab Pick-Up Auto", rrp: 61490, tareKg: 2110 },
      { version: "GSR 4x4 Double Cab Pick-Up Auto", co2: 208, rrp: 66490, tareKg: 2150 },
    ],
  },
  {
    model: "Toyota RAV4 Hybrid",
    base: { ...SUV, driveType: "2wd", powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 105 },
    versions: [
      { version: "GX 2WD", rrp: 41490, tareKg: 1590 },
      { version: "GXL 2WD", rrp: 45490, tareKg: 1610 },
      { version: "GXL AWD", driveType: "awd", co2: 107, rrp: 48490, tareKg: 1680 },
      { version: "XSE AWD", driveType: "awd", co2: 107, rrp: 52490, tareKg: 1690 },
      { version: "Cruiser AWD", driveType: "awd", co2: 107, rrp: 55490, tareKg: 1715 },
    ],
  },
  {
    model: "Tesla Model Y",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    versions: [
      { version: "RWD", rrp: 58900, tareKg: 1909 },
      { version: "Long Range AWD", driveType: "awd", engine: "Dual motor electric", rrp: 68900, tareKg: 1997 },
      { version: "Performance AWD", driveType: "awd", engine: "Dual motor electric", rrp: 85900, tareKg: 2003 },
    ],
  },
  {
    model: "BYD Atto 3",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    versions: [
      { version: "Essential (49.9 kWh)", rrp: 44499, tareKg: 1680 },
      { version: "Premium (60.5 kWh)", rrp: 47999, tareKg: 1750 },
    ],
  },
  {
    model: "Hyundai i30",
    base: { ...CAR, bodyType: "hatch", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 157 },
    versions: [
      { version: "Hatch 2.0 Auto", rrp: 26990, tareKg: 1290 },
      { version: "N Line Hatch 1.6T DCT", engine: "1.6L 4cyl turbo petrol", co2: 161, rrp: 33490, tareKg: 1345 },
      { version: "Sedan 2.0 Auto", bodyType: "sedan", co2: 145, rrp: 29490, tareKg: 1250 },
      { version: "Sedan Hybrid 1.6 DCT", bodyType: "sedan", powertrain: "hybrid", engine: "1.6L 4cyl petrol hybrid", co2: 92, rrp: 33990, tareKg: 1350, noImage: true },
    ],
  },
  {
    model: "Kia Sportage",
    base: { ...SUV, driveType: "2wd", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 170 },
    versions: [
      { version: "S 2.0 Petrol FWD Auto", rrp: 35990, tareKg: 1555 },
      { version: "SX 2.0 Petrol FWD Auto", rrp: 39490, tareKg: 1575 },
      { version: "SX Hybrid 1.6T FWD", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 114, rrp: 45490, tareKg: 1640 },
      { version: "GT-Line 2.0 Diesel AWD", driveType: "awd", engine: "2.0L 4cyl turbo diesel", co2: 165, rrp: 52490, tareKg: 1770 },
      { version: "GT-Line Hybrid 1.6T AWD", driveType: "awd", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 128, rrp: 54490, tareKg: 1745 },
    ],
  },
  {
    model: "Mitsubishi Outlander PHEV",
    base: { ...SUV, seats: null, driveType: "awd", powertrain: "phev", engine: "2.4L 4cyl petrol plug-in hybrid", cylinders: 4, co2: 22 },
    versions: [
      { version: "ES AWD", rrp: 55990, tareKg: 2010 },
      { version: "Aspire AWD", rrp: 61990, tareKg: 2050 },
      { version: "Exceed AWD", rrp: 65990, tareKg: 2090 },
    ],
  },
  {
    model: "Toyota LandCruiser 70",
    base: { ...SINGLE_CAB_CHASSIS_4X4, ...NOT_FOUND, powertrain: "ice", engine: "4.5L V8 twin-turbo diesel", cylinders: 8, co2: 281 },
    versions: [
      // GVM above 3.5 t: exempt from the fuel-consumption label, so no rated CO2.
      { version: "LC79 Workmate Single Cab Chassis Manual", co2: null, rrp: 80590, tareKg: 2225 },
      { version: "LC79 GXL Double Cab Chassis Manual", cab: "dual", seats: 5, co2: null, rrp: 89590, tareKg: 2430 },
      { version: "LC76 GXL Wagon Manual", bodyType: "wagon", cab: null, seats: 5, rrp: 86590, tareKg: 2300 },
      { version: "LC78 GXL Troop Carrier Manual", bodyType: "van", cab: null, co2: 286, rrp: 87790, tareKg: 2325, noImage: true },
    ],
  },
  {
    model: "Toyota Camry Hybrid",
    base: { ...CAR, bodyType: "sedan", powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 96 },
    versions: [
      { version: "Ascent", rrp: 39990, tareKg: 1595 },
      { version: "SX", co2: 98, rrp: 45990, tareKg: 1620 },
      { version: "SL", co2: 98, rrp: 51490, tareKg: 1660 },
    ],
  },
  {
    model: "Toyota Corolla Hybrid",
    base: { ...CAR, bodyType: "hatch", powertrain: "hybrid", engine: "1.8L 4cyl petrol hybrid", cylinders: 4, co2: 92 },
    versions: [
      { version: "Ascent Sport Hatch", rrp: 34190, tareKg: 1385 },
      { version: "SX Sedan", bodyType: "sedan", co2: 88, rrp: 37390, tareKg: 1400 },
      { version: "ZR Hatch", co2: 93, rrp: 40390, tareKg: 1420 },
    ],
  },
  {
    model: "Mazda CX-5",
    base: { ...SUV, driveType: "2wd", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 161 },
    versions: [
      { version: "Maxx 2.0 FWD Auto", rrp: 36990, tareKg: 1535 },
      { version: "Maxx Sport 2.5 AWD Auto", driveType: "awd", engine: "2.5L 4cyl petrol", co2: 180, rrp: 44290, tareKg: 1640 },
      { version: "Akera 2.5T AWD Auto", driveType: "awd", engine: "2.5L 4cyl turbo petrol", co2: 190, rrp: 55190, tareKg: 1720 },
    ],
  },
  {
    model: "Toyota HiAce",
    base: { ...VAN, powertrain: "ice", ...DIESEL_28, co2: 216 },
    versions: [
      { version: "LWB Van Auto", rrp: 53190, tareKg: 2000 },
      { version: "LWB Crew Van Auto", co2: 218, rrp: 56190, tareKg: 2080 },
      { version: "SLWB Van Auto", co2: 220, rrp: 57690, tareKg: 2160 },
    ],
  },
  {
    model: "Hyundai Ioniq 5",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    versions: [
      { version: "Dynamiq RWD Standard Range (63 kWh)", rrp: 66900, tareKg: 1910 },
      { version: "Dynamiq AWD Long Range (84 kWh)", driveType: "awd", engine: "Dual motor electric", rrp: 74900, tareKg: 2110 },
      { version: "Epiq AWD Long Range (84 kWh)", driveType: "awd", engine: "Dual motor electric", rrp: 81900, tareKg: 2130 },
    ],
  },
  {
    model: "Toyota Mirai",
    base: { ...CAR, bodyType: "sedan", powertrain: "fcev", engine: "Hydrogen fuel cell electric", cylinders: null, co2: 0 },
    versions: [{ version: "Fuel Cell Sedan", rrp: 69990, tareKg: 1930, noImage: true }],
  },
  // Stocked only by the unapproved dealer (Pending Approval Motors): must never be searchable.
  {
    model: "LDV T60 Max",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 230 },
    versions: [{ version: "Pro 4x4 Double Cab Pick-Up Auto", rrp: 47990, tareKg: 2070 }],
  },
  // Stocked only with available = 0 (Darwin Motor Group): must never be searchable.
  {
    model: "GWM Cannon Alpha",
    base: { ...DUAL_CAB, powertrain: "hybrid", engine: "2.4L 4cyl turbo petrol hybrid", cylinders: 4, co2: 190 },
    versions: [{ version: "Ultra Hybrid 4x4 Double Cab Pick-Up Auto", rrp: 64490, tareKg: 2390, noImage: true }],
  },
];

/** Stocked only by the unapproved dealership: never searchable. */
export const UNAPPROVED_ONLY_MODEL = "LDV T60 Max";
/** Stocked only as unavailable: never searchable. */
export const UNAVAILABLE_ONLY_MODEL = "GWM Cannon Alpha";

/** [dealer name, model, version]: stocked but not currently available. */
export const unavailableRows: readonly StockRowSpec[] = [
  ["Parramatta Toyota", "Toyota HiLux", "Rogue 4x4 Double Cab Pick-Up Auto"],
  ["Dandenong Ford", "Ford Ranger", "Raptor 4x4 Double Cab Pick-Up 3.0L V6 Petrol"],
  ["Alexandria EV Centre", "Hyundai Ioniq 5", "Epiq AWD Long Range (84 kWh)"],
  ["Brisbane City Toyota", "Toyota LandCruiser 70", "LC78 GXL Troop Carrier Manual"],
  ["Darwin Motor Group", "GWM Cannon Alpha", "Ultra Hybrid 4x4 Double Cab Pick-Up Auto"],
];
