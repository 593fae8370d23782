// The demo vehicle catalogue (seed/demo.sql) and the stock rows that are not available: plain
// data, turned into rows by scripts/demo-seed/.

import type { StockRowSpec, VehicleFamily } from "./types.ts";

/** Where the vehicles' pictures live: `${IMAGE_BASE}/<slug of model and version>.jpg`. */
export const IMAGE_BASE = "https://images.fleetquote.example/vehicles";

const DIESEL_24 = { engine: "2.4L 4cyl turbo diesel", cylinders: 4 };
const DIESEL_28 = { engine: "2.8L 4cyl turbo diesel", cylinders: 4 };

/*
 * The physical facts (types.ts), for the Australian-market model and variant each version names: demo figures
 * close to what the makers publish for Australia, written down on 2026-11-26 without each maker's sheet at hand
 * (docs/pricing-data.md); check one against the maker's sheet before a real catalogue relies on it:
 * - Body, cab and drive are what each version's name states ("4x4 Double Cab Pick-Up" is a ute, dual cab, 4x4;
 *   "Cab Chassis" a cab chassis; FWD/RWD are 2wd).
 * - Seats: seating positions, the driver's included. Single cabs and the Troop Carrier seat 2; the HiAce van 2
 *   and its crew van 5; the Transit Custom van 3; the Triton club cab 4; the Outlander PHEV ES and Aspire 5,
 *   the Exceed 7.
 * - GVM (gvmKg): the gross vehicle mass the maker rates each variant for (its compliance plate).
 * - Combined fuel consumption (fuelLitresPer100Km): the ADR 81/02 label's combined figure, the same test as the
 *   CO2 beside it (petrol burns about 23 g of CO2 a kilometre for each litre per 100 km, diesel about 26.5).
 *   Null where no label gives one: a battery or fuel-cell car burns no fuel, and the LC79s' GVM above 3.5 t
 *   exempts them from the label (no rated CO2 either).
 */
const DUAL_CAB = { bodyType: "ute", cab: "dual", seats: 5, driveType: "4x4" } as const;
const CAB_CHASSIS = { bodyType: "cab-chassis" } as const;
const SINGLE_CAB_CHASSIS_4X2 = { ...CAB_CHASSIS, cab: "single", seats: 2, driveType: "2wd" } as const;
const SINGLE_CAB_CHASSIS_4X4 = { ...CAB_CHASSIS, cab: "single", seats: 2, driveType: "4x4" } as const;
const DUAL_CAB_CHASSIS_4X4 = { ...CAB_CHASSIS, cab: "dual", seats: 5, driveType: "4x4" } as const;
const SUV = { bodyType: "suv", cab: null, seats: 5 } as const;
const CAR = { cab: null, seats: 5, driveType: "2wd" } as const;
const VAN = { bodyType: "van", cab: null, driveType: "2wd" } as const;
/** No fuel burnt: a battery or fuel-cell electric vehicle. */
const NO_FUEL = { fuelLitresPer100Km: null } as const;

export const vehicleFamilies: readonly VehicleFamily[] = [
  {
    model: "Toyota HiLux",
    base: { ...DUAL_CAB, powertrain: "ice", ...DIESEL_28, co2: 236, fuelLitresPer100Km: 8.9, gvmKg: 3050 },
    versions: [
      { version: "Workmate 4x2 Single Cab Chassis Auto", ...SINGLE_CAB_CHASSIS_4X2, ...DIESEL_24, co2: 207, fuelLitresPer100Km: 7.8, gvmKg: 2810, rrp: 38990, tareKg: 1580 },
      { version: "Workmate 4x4 Single Cab Chassis Auto", ...SINGLE_CAB_CHASSIS_4X4, ...DIESEL_24, co2: 224, fuelLitresPer100Km: 8.5, rrp: 50490, tareKg: 1830 },
      { version: "Workmate 4x4 Double Cab Pick-Up Auto", ...DIESEL_24, co2: 228, fuelLitresPer100Km: 8.6, rrp: 53690, tareKg: 2035 },
      { version: "SR 4x4 Double Cab Chassis Auto", ...DUAL_CAB_CHASSIS_4X4, rrp: 56990, tareKg: 2010 },
      { version: "SR 4x4 Double Cab Pick-Up Auto", rrp: 58790, tareKg: 2110 },
      { version: "SR5 4x2 Hi-Rider Double Cab Pick-Up Auto", driveType: "2wd", co2: 219, fuelLitresPer100Km: 8.3, gvmKg: 2810, rrp: 52190, tareKg: 1960 },
      { version: "SR5 4x4 Double Cab Pick-Up Auto", rrp: 62290, tareKg: 2140 },
      { version: "Rogue 4x4 Double Cab Pick-Up Auto", co2: 241, fuelLitresPer100Km: 9.1, rrp: 73190, tareKg: 2215 },
    ],
  },
  {
    model: "Ford Ranger",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 203, fuelLitresPer100Km: 7.7, gvmKg: 3280 },
    versions: [
      { version: "XL 4x2 Single Cab Chassis 2.0L Auto", ...SINGLE_CAB_CHASSIS_4X2, engine: "2.0L 4cyl turbo diesel", co2: 195, fuelLitresPer100Km: 7.4, gvmKg: 3070, rrp: 38690, tareKg: 1725 },
      { version: "XL 4x4 Double Cab Chassis 2.0L Bi-Turbo Auto", ...DUAL_CAB_CHASSIS_4X4, co2: 207, fuelLitresPer100Km: 7.8, rrp: 55290, tareKg: 2120 },
      { version: "XLS 4x4 Double Cab Pick-Up 2.0L Auto", engine: "2.0L 4cyl turbo diesel", co2: 205, fuelLitresPer100Km: 7.8, rrp: 56690, tareKg: 2190 },
      { version: "XLT 4x4 Double Cab Pick-Up 2.0L Bi-Turbo Auto", rrp: 63590, tareKg: 2250 },
      { version: "XLT 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, fuelLitresPer100Km: 8.4, rrp: 67090, tareKg: 2330 },
      { version: "Wildtrak 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, fuelLitresPer100Km: 8.4, rrp: 73590, tareKg: 2360 },
      { version: "Wildtrak PHEV 4x4 Double Cab Pick-Up", powertrain: "phev", engine: "2.3L 4cyl turbo petrol plug-in hybrid", co2: 69, fuelLitresPer100Km: 2.9, gvmKg: 3410, rrp: 77990, tareKg: 2635 },
      { version: "Raptor 4x4 Double Cab Pick-Up 3.0L V6 Petrol", engine: "3.0L V6 twin-turbo petrol", cylinders: 6, co2: 284, fuelLitresPer100Km: 12.1, gvmKg: 3130, rrp: 89190, tareKg: 2475 },
    ],
  },
  {
    model: "Ford Transit Custom",
    base: { ...VAN, seats: 3, powertrain: "ice", engine: "2.0L 4cyl turbo diesel", cylinders: 4, co2: 189, fuelLitresPer100Km: 7.2, gvmKg: 3025 },
    versions: [
      { version: "Trend SWB Van Auto", rrp: 54990, tareKg: 2050 },
      { version: "Trend LWB Van Auto", co2: 193, fuelLitresPer100Km: 7.3, gvmKg: 3100, rrp: 56990, tareKg: 2105 },
      { version: "PHEV LWB Van", powertrain: "phev", engine: "2.5L 4cyl petrol plug-in hybrid", co2: 48, fuelLitresPer100Km: 2.1, gvmKg: 3400, rrp: 78990, tareKg: 2395 },
    ],
  },
  {
    model: "Isuzu D-Max",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "3.0L 4cyl turbo diesel", cylinders: 4, co2: 213, fuelLitresPer100Km: 8.0, gvmKg: 3100 },
    versions: [
      { version: "SX 4x2 Single Cab Chassis 1.9L Manual", ...SINGLE_CAB_CHASSIS_4X2, engine: "1.9L 4cyl turbo diesel", co2: 178, fuelLitresPer100Km: 6.7, gvmKg: 2800, rrp: 34990, tareKg: 1540 },
      { version: "SX 4x4 Crew Cab Chassis 3.0L Auto", ...DUAL_CAB_CHASSIS_4X4, rrp: 52990, tareKg: 1995 },
      { version: "LS-M 4x4 Crew Cab Ute Auto", rrp: 56900, tareKg: 2030 },
      { version: "LS-U 4x4 Crew Cab Ute Auto", rrp: 61900, tareKg: 2080 },
      { version: "X-Terrain 4x4 Crew Cab Ute Auto", co2: 218, fuelLitresPer100Km: 8.2, rrp: 69900, tareKg: 2110 },
    ],
  },
  {
    model: "Mitsubishi Triton",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.4L 4cyl bi-turbo diesel", cylinders: 4, co2: 205, fuelLitresPer100Km: 7.8, gvmKg: 3200 },
    versions: [
      { version: "GLX 4x2 Single Cab Chassis Manual", ...SINGLE_CAB_CHASSIS_4X2, engine: "2.4L 4cyl turbo diesel", co2: 195, fuelLitresPer100Km: 7.4, gvmKg: 2900, rrp: 35990, tareKg: 1590 },
      { version: "GLX 4x4 Club Cab Chassis Auto", ...CAB_CHASSIS, cab: "extra", seats: 4, driveType: "4x4", rrp: 50490, tareKg: 1960 },
      { version: "GLX+ 4x4 Double Cab Pick-Up Auto", rrp: 55490, tareKg: 2060 },
      { version: "GLS 4x4 Double Cab Pick-Up Auto", rrp: 61490, tareKg: 2110 },
      { version: "GSR 4x4 Double Cab Pick-Up Auto", co2: 208, fuelLitresPer100Km: 7.9, rrp: 66490, tareKg: 2150 },
    ],
  },
  {
    model: "Toyota RAV4 Hybrid",
    base: { ...SUV, driveType: "2wd", powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 105, fuelLitresPer100Km: 4.6, gvmKg: 2135 },
    versions: [
      { version: "GX 2WD", rrp: 41490, tareKg: 1590 },
      { version: "GXL 2WD", rrp: 45490, tareKg: 1610 },
      { version: "GXL AWD", driveType: "awd", co2: 107, fuelLitresPer100Km: 4.7, gvmKg: 2230, rrp: 48490, tareKg: 1680 },
      { version: "XSE AWD", driveType: "awd", co2: 107, fuelLitresPer100Km: 4.7, gvmKg: 2230, rrp: 52490, tareKg: 1690 },
      { version: "Cruiser AWD", driveType: "awd", co2: 107, fuelLitresPer100Km: 4.7, gvmKg: 2230, rrp: 55490, tareKg: 1715 },
    ],
  },
  {
    model: "Tesla Model Y",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0, ...NO_FUEL, gvmKg: 2360 },
    versions: [
      { version: "RWD", rrp: 58900, tareKg: 1909 },
      { version: "Long Range AWD", driveType: "awd", engine: "Dual motor electric", gvmKg: 2430, rrp: 68900, tareKg: 1997 },
      { version: "Performance AWD", driveType: "awd", engine: "Dual motor electric", gvmKg: 2430, rrp: 85900, tareKg: 2003 },
    ],
  },
  {
    model: "BYD Atto 3",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0, ...NO_FUEL, gvmKg: 2125 },
    versions: [
      { version: "Essential (49.9 kWh)", rrp: 44499, tareKg: 1680 },
      { version: "Premium (60.5 kWh)", gvmKg: 2200, rrp: 47999, tareKg: 1750 },
    ],
  },
  {
    model: "Hyundai i30",
    base: { ...CAR, bodyType: "hatch", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 157, fuelLitresPer100Km: 6.7, gvmKg: 1820 },
    versions: [
      { version: "Hatch 2.0 Auto", rrp: 26990, tareKg: 1290 },
      { version: "N Line Hatch 1.6T DCT", engine: "1.6L 4cyl turbo petrol", co2: 161, fuelLitresPer100Km: 6.9, gvmKg: 1870, rrp: 33490, tareKg: 1345 },
      { version: "Sedan 2.0 Auto", bodyType: "sedan", co2: 145, fuelLitresPer100Km: 6.2, gvmKg: 1720, rrp: 29490, tareKg: 1250 },
      { version: "Sedan Hybrid 1.6 DCT", bodyType: "sedan", powertrain: "hybrid", engine: "1.6L 4cyl petrol hybrid", co2: 92, fuelLitresPer100Km: 3.9, gvmKg: 1800, rrp: 33990, tareKg: 1350, noImage: true },
    ],
  },
  {
    model: "Kia Sportage",
    base: { ...SUV, driveType: "2wd", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 170, fuelLitresPer100Km: 7.3, gvmKg: 2140 },
    versions: [
      { version: "S 2.0 Petrol FWD Auto", rrp: 35990, tareKg: 1555 },
      { version: "SX 2.0 Petrol FWD Auto", rrp: 39490, tareKg: 1575 },
      { version: "SX Hybrid 1.6T FWD", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 114, fuelLitresPer100Km: 4.9, gvmKg: 2230, rrp: 45490, tareKg: 1640 },
      { version: "GT-Line 2.0 Diesel AWD", driveType: "awd", engine: "2.0L 4cyl turbo diesel", co2: 165, fuelLitresPer100Km: 6.3, gvmKg: 2330, rrp: 52490, tareKg: 1770 },
      { version: "GT-Line Hybrid 1.6T AWD", driveType: "awd", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 128, fuelLitresPer100Km: 5.5, gvmKg: 2310, rrp: 54490, tareKg: 1745 },
    ],
  },
  {
    model: "Mitsubishi Outlander PHEV",
    base: { ...SUV, driveType: "awd", powertrain: "phev", engine: "2.4L 4cyl petrol plug-in hybrid", cylinders: 4, co2: 22, fuelLitresPer100Km: 0.9, gvmKg: 2580 },
    versions: [
      { version: "ES AWD", rrp: 55990, tareKg: 2010 },
      { version: "Aspire AWD", rrp: 61990, tareKg: 2050 },
      { version: "Exceed AWD", seats: 7, gvmKg: 2690, rrp: 65990, tareKg: 2090 },
    ],
  },
  {
    model: "Toyota LandCruiser 70",
    base: { ...SINGLE_CAB_CHASSIS_4X4, powertrain: "ice", engine: "4.5L V8 twin-turbo diesel", cylinders: 8, co2: 281, fuelLitresPer100Km: 10.6, gvmKg: 3300 },
    versions: [
      // GVM above 3.5 t: exempt from the fuel-consumption label, so no rated CO2 or fuel consumption.
      { version: "LC79 Workmate Single Cab Chassis Manual", co2: null, fuelLitresPer100Km: null, gvmKg: 3510, rrp: 80590, tareKg: 2225 },
      { version: "LC79 GXL Double Cab Chassis Manual", cab: "dual", seats: 5, co2: null, fuelLitresPer100Km: null, gvmKg: 3510, rrp: 89590, tareKg: 2430 },
      { version: "LC76 GXL Wagon Manual", bodyType: "wagon", cab: null, seats: 5, rrp: 86590, tareKg: 2300 },
      { version: "LC78 GXL Troop Carrier Manual", bodyType: "van", cab: null, co2: 286, fuelLitresPer100Km: 10.8, rrp: 87790, tareKg: 2325, noImage: true },
    ],
  },
  {
    model: "Toyota Camry Hybrid",
    base: { ...CAR, bodyType: "sedan", powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 96, fuelLitresPer100Km: 4.2, gvmKg: 2100 },
    versions: [
      { version: "Ascent", rrp: 39990, tareKg: 1595 },
      { version: "SX", co2: 98, fuelLitresPer100Km: 4.3, rrp: 45990, tareKg: 1620 },
      { version: "SL", co2: 98, fuelLitresPer100Km: 4.3, rrp: 51490, tareKg: 1660 },
    ],
  },
  {
    model: "Toyota Corolla Hybrid",
    base: { ...CAR, bodyType: "hatch", powertrain: "hybrid", engine: "1.8L 4cyl petrol hybrid", cylinders: 4, co2: 92, fuelLitresPer100Km: 4.0, gvmKg: 1815 },
    versions: [
      { version: "Ascent Sport Hatch", rrp: 34190, tareKg: 1385 },
      { version: "SX Sedan", bodyType: "sedan", co2: 88, fuelLitresPer100Km: 3.9, gvmKg: 1830, rrp: 37390, tareKg: 1400 },
      { version: "ZR Hatch", co2: 93, fuelLitresPer100Km: 4.1, gvmKg: 1830, rrp: 40390, tareKg: 1420 },
    ],
  },
  {
    model: "Mazda CX-5",
    base: { ...SUV, driveType: "2wd", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 161, fuelLitresPer100Km: 6.9, gvmKg: 2045 },
    versions: [
      { version: "Maxx 2.0 FWD Auto", rrp: 36990, tareKg: 1535 },
      { version: "Maxx Sport 2.5 AWD Auto", driveType: "awd", engine: "2.5L 4cyl petrol", co2: 180, fuelLitresPer100Km: 7.7, gvmKg: 2140, rrp: 44290, tareKg: 1640 },
      { version: "Akera 2.5T AWD Auto", driveType: "awd", engine: "2.5L 4cyl turbo petrol", co2: 190, fuelLitresPer100Km: 8.2, gvmKg: 2210, rrp: 55190, tareKg: 1720 },
    ],
  },
  {
    model: "Toyota HiAce",
    base: { ...VAN, seats: 2, powertrain: "ice", ...DIESEL_28, co2: 216, fuelLitresPer100Km: 8.2, gvmKg: 3300 },
    versions: [
      { version: "LWB Van Auto", rrp: 53190, tareKg: 2000 },
      { version: "LWB Crew Van Auto", seats: 5, co2: 218, fuelLitresPer100Km: 8.3, rrp: 56190, tareKg: 2080 },
      { version: "SLWB Van Auto", co2: 220, fuelLitresPer100Km: 8.3, gvmKg: 3500, rrp: 57690, tareKg: 2160 },
    ],
  },
  {
    model: "Hyundai Ioniq 5",
    base: { ...SUV, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0, ...NO_FUEL, gvmKg: 2380 },
    versions: [
      { version: "Dynamiq RWD Standard Range (63 kWh)", rrp: 66900, tareKg: 1910 },
      { version: "Dynamiq AWD Long Range (84 kWh)", driveType: "awd", engine: "Dual motor electric", gvmKg: 2540, rrp: 74900, tareKg: 2110 },
      { version: "Epiq AWD Long Range (84 kWh)", driveType: "awd", engine: "Dual motor electric", gvmKg: 2540, rrp: 81900, tareKg: 2130 },
    ],
  },
  {
    model: "Toyota Mirai",
    base: { ...CAR, bodyType: "sedan", powertrain: "fcev", engine: "Hydrogen fuel cell electric", cylinders: null, co2: 0, ...NO_FUEL, gvmKg: 2415 },
    versions: [{ version: "Fuel Cell Sedan", rrp: 69990, tareKg: 1930, noImage: true }],
  },
  // Stocked only by the unapproved dealer (Pending Approval Motors): must never be searchable.
  {
    model: "LDV T60 Max",
    base: { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 230, fuelLitresPer100Km: 8.7, gvmKg: 3050 },
    versions: [{ version: "Pro 4x4 Double Cab Pick-Up Auto", rrp: 47990, tareKg: 2070 }],
  },
  // Stocked only with available = 0 (Darwin Motor Group): must never be searchable.
  {
    model: "GWM Cannon Alpha",
    base: { ...DUAL_CAB, powertrain: "hybrid", engine: "2.4L 4cyl turbo petrol hybrid", cylinders: 4, co2: 190, fuelLitresPer100Km: 8.1, gvmKg: 3210 },
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
