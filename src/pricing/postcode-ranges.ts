/*
 * Australia Post postcode ranges and the postcodes a range alone cannot place, from the researched data set
 * (docs/pricing-research/2025-26-charges.md section 4, checked 2026-11-22). Not dated: postcodes do not change with the
 * financial year, so they live apart from the yearly charges modules. One thing is added to the source: the
 * `externalTerritory` flag on 2899, 6798 and 6799, which the source states only in their notes.
 */
import type { PostcodeException, PostcodeRange, Source } from "./charges-schema";

export const POSTCODE_RANGES: readonly PostcodeRange[] = [
  { from: 200, to: 299, state: "ACT", note: "PO boxes / large-volume receivers (e.g. 0200 ANU)" },
  { from: 800, to: 899, state: "NT" },
  { from: 900, to: 999, state: "NT", note: "PO boxes / LVRs" },
  { from: 1000, to: 1999, state: "NSW", note: "PO boxes / LVRs" },
  { from: 2000, to: 2599, state: "NSW" },
  { from: 2600, to: 2618, state: "ACT" },
  { from: 2619, to: 2899, state: "NSW", note: "2899 = Norfolk Island (external territory)" },
  { from: 2900, to: 2920, state: "ACT" },
  { from: 2921, to: 2999, state: "NSW" },
  { from: 3000, to: 3999, state: "VIC" },
  { from: 4000, to: 4999, state: "QLD" },
  { from: 5000, to: 5999, state: "SA", note: "5800-5999 PO boxes / LVRs" },
  {
    from: 6000,
    to: 6999,
    state: "WA",
    note: "6798 Christmas Island, 6799 Cocos (Keeling) Islands; 6800-6999 PO boxes / LVRs",
  },
  { from: 7000, to: 7999, state: "TAS", note: "7151 Australian Antarctic bases; 7800-7999 PO boxes / LVRs" },
  { from: 8000, to: 8999, state: "VIC", note: "PO boxes / LVRs" },
  { from: 9000, to: 9999, state: "QLD", note: "PO boxes / LVRs" },
];

// Not modelled: other NSW towns near the VIC and QLD borders use VIC 3xxx or QLD 4xxx postcodes (around
// the Murray, the Tweed and the Darling Downs); a postcode alone cannot always fix the state.
export const POSTCODE_EXCEPTIONS: readonly PostcodeException[] = [
  {
    postcode: 2540,
    states: ["NSW", "JBT"],
    note: "Jervis Bay Territory shares 2540 with NSW localities; JBT applies ACT law – ask for the state explicitly.",
  },
  { postcode: 2618, states: ["ACT", "NSW"], note: "Hall (ACT) and NSW localities near the border – ask explicitly." },
  {
    postcode: 2620,
    states: ["NSW", "ACT"],
    note: "Queanbeyan area (NSW) and ACT localities (e.g. Hume, Oaks Estate, Tharwa) – ask explicitly.",
  },
  { postcode: 3500, states: ["VIC", "NSW"], note: "Paringi NSW uses Mildura's 3500." },
  {
    postcode: 872,
    states: ["NT", "SA", "WA"],
    note: "0872 covers remote communities across the NT/SA/WA borders – ask explicitly.",
  },
  {
    postcode: 2899,
    states: ["NSW"],
    externalTerritory: true,
    note: "Norfolk Island has its own registration system, and NSW duty and registration do not apply there, so no drive-away price can be worked out.",
  },
  {
    postcode: 6798,
    states: ["WA"],
    externalTerritory: true,
    note: "Christmas Island (Indian Ocean Territories): WA duty applies as if in WA (RevenueWA), but registration is not WA's, so no drive-away price can be worked out.",
  },
  {
    postcode: 6799,
    states: ["WA"],
    externalTerritory: true,
    note: "Cocos (Keeling) Islands (Indian Ocean Territories): registration is not WA's, so no drive-away price can be worked out.",
  },
];

export const POSTCODE_SOURCES: readonly Source[] = [
  {
    id: "POST_WIKI",
    title: "Postal code ranges by state (wiki table: 0200-0299 ACT LVR/PO; 0800-0899 NT; 0900-0999 NT LVR/PO; 1000-1999 NSW LVR/PO; 2000-2599 NSW; 2600-2618 ACT; 2619-2899 NSW; 2900-2920 ACT; 2921-2999 NSW; 3000-3999 VIC; 4000-4999 QLD; 5000-5799 SA; 5800-5999 SA LVR/PO; 6000-6797 WA; 6800-6999 WA LVR/PO; 7000-7799 TAS; 7800-7999 TAS LVR/PO; 8000-8999 VIC LVR/PO; 9000-9999 QLD LVR/PO)",
    url: "https://wiki.dominic-ricottone.com/PostalCodes/Australia",
  },
  {
    id: "POST_ALLZIP",
    title: "all-zipcodes.com Australia (same ranges; 2899 Norfolk Island; 6798 Christmas Island; 6799 Cocos (Keeling) Islands; 7151 Antarctic bases)",
    url: "https://www.all-zipcodes.com/australia",
  },
  {
    id: "POST_REF",
    title: "reference.com – border exceptions e.g. Paringi NSW uses 3500 (VIC range)",
    url: "https://www.reference.com/geography/australian-zip-codes-f3fdba0f13337cdf",
  },
];
