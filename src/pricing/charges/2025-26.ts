/*
 * Drive-away charges for the 2025-26 financial year (1 July 2025 – 30 June 2026): stamp duty schedules and
 * 12-month registration packages, from the team's research of the official pages (checked 2026-11-22). What
 * this module adds to the researched figures: the dates each entry is in force, a confidence mapped from the
 * research's own remarks, each source's kind (official or secondary), and three concessions described in words
 * (VIC's ZLEV registration discount, which ended on 31 December 2025; NT's plug-in EV free registration; and
 * NT's duty concession).
 *
 * Confidence: a figure read on the government's page → official; a figure two named public sources agree on →
 * corroborated; a figure of an earlier year still in use (WA 2023-24, SA 1 July 2023, NT 2024, TAS fees after
 * their 1 December re-indexing) → carried-forward; estimates, insurer-set premiums and figures from a single
 * or unnamed source → estimate. charges/validate.ts holds every entry to this.
 *
 * Do not edit figures here once quotes have been priced with them: a new period goes in a new entry (dated),
 * a new year in a new module.
 */
import type { ChargesYear, PublicSource, ResearchNote } from "../charges-schema";
import { AU_CHARGES_NOTE, FINDINGS_2026_27_NOTE } from "./research-notes";

const YEAR = { effectiveFrom: "2025-07-01", effectiveTo: "2026-06-30" } as const;

/** The day the researched data set was checked against the stored official pages. */
const READ_ON = "2026-11-22";
/** Sources read while adding the dates and concessions. */
const READ_FOR_DATING = "2026-11-23";
/** Sources read for fleet pricing: business use, tare, list prices, the luxury car tax. */
const READ_FOR_FLEETS = "2026-11-24";

/** A page of the government that sets the charge. */
const official = (title: string, url: string, readOn = READ_ON): PublicSource => ({ kind: "official", title, url, readOn });
/** Any other public page: press, industry bodies, legislation mirrors, calculators. */
const secondary = (title: string, url: string, readOn = READ_ON): PublicSource => ({ kind: "secondary", title, url, readOn });

/** Exported so that later years can cite the page a carried-forward figure came from. */
export const SOURCES_2025_26 = {
  NSW_RNSW: official(
    "Revenue NSW – Motor vehicle duty (rates table; 'Up to $44,999: $3 for every $100; $45,000 or more: $1,350 plus $5 for every $100'; passenger-vehicle list; value incl. GST; extended warranty excluded)",
    "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty",
  ),
  NSW_S266: secondary(
    "Duties Act 1997 (NSW) s 266 – dutiable value = greater of consideration and market value; excludes extended-warranty premium",
    "http://classic.austlii.edu.au/au/legis/nsw/consol_act/da199793/s266.html",
  ),
  NSW_FACT: official(
    "Revenue NSW factsheet 'Motor Vehicle Registration Duty' ('$1,350 plus $5 for every $100 (or part of $100) over $45,000'; most vehicles $3 per $100 or part)",
    "http://www.revenue.nsw.gov.au/taxes/vehicle/factsheet/overview",
  ),
  NSW_EV: official(
    "NSW Government – EV stamp duty exemption ended 31 December 2023",
    "https://www.nsw.gov.au/driving-boating-and-transport/nsw-governments-electric-vehicle-strategy/abolish-stamp-duty",
  ),
  NSW_REGO: official(
    "NSW Government – Vehicle registration fees (registration fee $79 annually; vehicle tax by tare weight, private/business) – latest version in corpus, page undated",
    "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees",
  ),
  VIC_S219: secondary(
    "Duties Act 2000 (Vic) s 219 – dutiable value = greater of consideration and market value; no discount for GST",
    "http://www.austlii.edu.au/au/legis/vic/consol_act/da200093/s219.html",
  ),
  VIC_DAD: official(
    "SRO Victoria – Drive-away deals 2025–26 (LCT threshold $80,567 for 2025–26; standard registration cost $973.70; dividing factors 1.042/1.052/1.07/1.09; price bands $84,925/$106,174/$161,474)",
    "https://www.sro.vic.gov.au/node/16793",
  ),
  VIC_DAD_OLD: official(
    "SRO Victoria – drive-away deal guidelines (key factors: trade-in not deducted; dealer delivery and accessories/options agreed before registration are included; no GST discount)",
    "https://sro.vic.gov.au/publications/drive-away-deals-2016-17",
  ),
  VIC_RATES: official(
    "SRO Victoria – Motor vehicle duty current rates ('from 1 July 2024'; green car / primary producer $8.40 per $200; new non-passenger $5.40 per $200; other passenger car $0–$80,567 $8.40, $80,567.01–$100,000 $10.40, $100,000.01–$150,000 $14.00, >$150,000 $18.00 per $200 or part)",
    "https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates",
  ),
  VIC_S218: secondary(
    "Duties Act 2000 (Vic) s 218 – rate per $200, or part, of the dutiable value (tier rate applies to the whole value)",
    "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s218.html",
  ),
  LCT_2526: secondary(
    "AADA bulletin – Luxury Car Tax thresholds 2025-26 ($80,567 other vehicles, $91,387 fuel-efficient; unchanged from 2024-25)",
    "https://www.aada.asn.au/bulletin/luxury-car-tax-thresholds-2025-26",
  ),
  VIC_REGO: secondary(
    "Canstar (citing VicRoads, collected April 2025) – sedan/wagon/hatch/4WD 12-month registration incl. TAC: metro $906.60, outer metro $848.40, rural $780.10",
    "https://www.canstar.com.au/car-insurance/car-registration-cost-vic/",
  ),
  VIC_ZLEV: official(
    "VicRoads – Hybrid or electric vehicle registration discounts ($100 discount deducted from the registration fee of zero and low emission vehicles: electric, hydrogen, plug-in hybrid; conventional hybrids excluded from 1 July 2021) – page undated",
    "https://www.vicroads.vic.gov.au/registration/registration-fees/concessions-and-discounts/hybrid-vehicle-registration-discount",
    READ_FOR_DATING,
  ),
  VIC_ZLEV_END: secondary(
    "Drive – 'Electric and plug-in hybrid owners lose registration discount in Victoria from today' (the $100 ZLEV registration discount does not continue from 1 January 2026)",
    "https://www.drive.com.au/news/electric-and-plug-in-hybrid-owners-lose-registration-discount-in-victoria-from-today",
    READ_FOR_DATING,
  ),
  QLD_S378: secondary(
    "Duties Act 2001 (Qld) s 378 – dutiable value of a new vehicle with a list price = list price + price of optional equipment not in the list price",
    "https://zoelaw.ai/legislation/duties-act-2001/sections/sec.378",
  ),
  QLD_DV: official(
    "Queensland Government – duty help / dutiable value examples (list price incl. GST and LCT; negotiated discount ignored; $38,990 + $5,000 options = $43,990)",
    "https://qld.gov.au/transport/registration/fees/duty/help",
  ),
  QLD_RATES: official(
    "Queensland Government – Vehicle registration duty rates (light vehicles; 'Up to $100,000 — $X for each $100, or part of $100; More than $100,000 — $Y for each $100, or part of $100')",
    "https://www.qld.gov.au/transport/registration/fees/duty/rates",
  ),
  QLD_2018: secondary(
    "HWL Ebsworth, QLD Budget 2018 – 'duty payable on vehicles valued at more than $100,000 will increase by $2 per $100 of dutiable value from 1 July 2018' (supports whole-value reading)",
    "https://hwlebsworth.com.au/qld-budget-2018-state-tax-changes/",
  ),
  QLD_TMR_20PC: official(
    "Queensland TMR – 20% reduction in registration costs 16 Sep 2024–15 Sep 2025 (example: 4-cyl Corolla standard registration fee + TIF $423.50 for 12 months)",
    "https://qld.gov.au/transport/registration/fees/cost/registration-fee-reduction",
  ),
  QLD_REGO_2425: secondary(
    "dapc.com.au QLD registration 2024 breakdown (4-cyl reg $360.60, TIF $62.90, CTP $369.60, plate $33.90) and 2025 breakdown (20% discounted fees to 15 Sep 2025; CTP class 1 $386.80; plate $35.05)",
    "https://dapc.com.au/blog/queensland-car-registration-fees-2025-breakdown",
  ),
  QLD_CTP_2025: official(
    "Queensland Treasury – CTP insurance: updated rates from 1 October 2025, class 1 up $4–19 across the three insurers; levies and administration fee $157.80 this financial year",
    "https://www.treasury.qld.gov.au/newsroom/ctp-insurance",
    READ_FOR_DATING,
  ),
  WA_VLD4: official(
    "RevenueWA Circular VLD 4 – dutiable value of new vehicles = manufacturer's WA list price + optional features (transmission/engine); excludes dealer-fitted accessories and (generally) dealer delivery (read via a wa.gov.au CDN mirror)",
    "https://www.wa.gov.au/government/publications/vehicle-duty-circular-4",
  ),
  WA_RATES: official(
    "WA Department of Finance / RevenueWA – Vehicle licence duty rates (≤$25,000 2.75%; $25,000–$50,000 R% with R = 2.75 + (DV − 25,000)/6,666.66 rounded to 2 d.p.; >$50,000 6.5%; heavy 3% capped $12,000; read via a wa.gov.au CDN mirror, same table on finance.wa.gov.au)",
    "https://www.wa.gov.au/organisation/department-of-finance/vehicle-licence-duty",
  ),
  WA_S236: secondary(
    "Duties Act 2008 (WA) s 236 – duty 'rounded down to the nearest 5 cents'; thresholds 'does not exceed $25 000' / 'exceeds $25 000 but does not exceed $50 000'",
    "http://classic.austlii.edu.au/au/legis/wa/consol_act/da200893/s236.html",
  ),
  WA_REGO: official(
    "WA Department of Transport – light vehicle licence fees 2023/24 ($26.52 per 100 kg motor car; recording fee $10.30) and MII fee table (class 1A motor car $420.85)",
    "http://www.transport.wa.gov.au/licensing/license-a-new-vehicle.asp",
  ),
  WA_RAC: secondary(
    "RAC WA – How much does car rego cost in WA (as at July 2023: $26.52 per 100 kg; prescribed flat fee $6.60 for 12 months; recording fee $10.30)",
    "https://rac.com.au/car-motoring/info/how-much-does-car-rego-cost-in-wa",
    READ_FOR_DATING,
  ),
  SA_RATES: official(
    "RevenueSA – stamp duty on motor vehicles (non-commercial: ≤$1,000 $1 per $100 or part, min $5; $1,000–$2,000 $10 + $2/100 over $1,000; $2,000–$3,000 $30 + $3/100 over $2,000; >$3,000 $60 + $4/100 over $3,000; commercial same to $3,000 then $3/100)",
    "http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles",
  ),
  SA_REGO: official(
    "sa.gov.au – Vehicle registration fees, approximate 12-month fees incl. CTP estimate and admin fee (effective 1 July 2023: metro 4-cyl sedan/wagon $670, EV $670, 6-cyl $815, 8-cyl $945)",
    "https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees",
  ),
  TAS_SRO: official(
    "SRO Tasmania – Motor vehicle duty rates of duty (passenger: $0–$600 $20; $600–$35,000 $3/100 or part; $35,000–$40,000 $1,050 + $11/100 over $35,000; >$40,000 $4/100 or part; fleet discount $3.50/100 min $20; commercial ≤4.5t & motorcycles $3/100 min $20; heavy $1/100 min $20; EV exemption only 1 Jul 2021–30 Jun 2023 (+ transitional to 31 Dec 2023))",
    "https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty",
  ),
  TAS_TRANSPORT: official(
    "Transport Tasmania – duty rates with worked examples ($375→$20; $27,750→$834; $38,750→$1,468; $65,750→$2,632; fleet $37,999→$1,330)",
    "https://www.transport.tas.gov.au/fees_forms/registration_fees/accordian/duty_rates",
  ),
  TAS_REGO: official(
    "Transport Tasmania – Light vehicle registration fees 'current as at 1 December 2024' (establish fees incl. plate: 3-cyl $621.42; 4-cyl $645.42; EV <3t GVM $645.42; 5–6 cyl $686.42; 7–8 cyl $762.42; 12 cyl $796.42)",
    "https://transport.tas.gov.au/registration/registration_fees",
  ),
  ACT_RO: official(
    "ACT Revenue Office – Motor vehicle duty ('From 1 September 2025, new motor vehicle duty rates will apply ... zero emission vehicles, hybrid and plug-in hybrid vehicles, vehicles with a value of $80,000 or more'; value = greater of price and market value incl. GST and LCT; categories by combined CO2)",
    "https://www.revenue.act.gov.au/duties/motor-vehicle-duty",
  ),
  ACT_S208: secondary(
    "Duties Act 1999 (ACT) s 208 – determined rate; separate rate where dutiable value is at least $45,000",
    "http://corrigan.austlii.edu.au/au/legis/act/consol_act//da199993/s208.html",
  ),
  ACT_AADA: secondary(
    "AADA 2025-26 ACT Budget briefing – from 1 Sep 2025 ZEV full concession replaced with minimum 2.5% duty; new 8% rate on the value of vehicles above $80,000 (new bracket)",
    "https://www.aada.asn.au/bulletin/2025-26-act-budget-briefing",
  ),
  ACT_THIRDPARTY: {
    kind: "note",
    title:
      "Third-party consolidated research note (a public GitHub file, September 2026, its address not recorded) listing the ACT category rates AAA..D for 1 Sep 2025–31 Jan 2027 – NOT an official source; used only where the official table could not be retrieved",
    readOn: READ_ON,
  },
  ACT_EVC: secondary(
    "Electric Vehicle Council media release (June 2025) – change adds ~$1,725 duty on a typical $60,000 BEV in the ACT",
    "https://newshub.medianet.com.au/2025/06/act-government-should-reconsider-budget-decision-that-risks-slamming-brakes-on-ev-uptake/107031/",
  ),
  ACT_REGION: secondary(
    "Region Canberra 27 Jun 2025 – pre-Sept-2025 duty 3%–4.5% under $45,000, 5%–7.8% over $45,000 on top of $1,350–$2,038; from 1 Sep 2025 EVs min 2.5%, all vehicles >$80,000 8%",
    "https://region.com.au/breaking-down-the-act-budget-how-much-your-car-costs-are-about-to-go-up/880863",
  ),
  ACT_GREENS: secondary(
    "ACT Greens via Mirage News – used Category A/AA vehicles now pay 3.17% vs brand-new Category B 3.00%",
    "https://www.miragenews.com/labor-policy-hikes-hybrid-car-costs-for-1501581",
  ),
  NT_TRO: official(
    "NT Territory Revenue Office – Stamp duty on motor vehicles ($3.00 per $100 or part; sale price includes accessories, trade-in allowance and dealer delivery)",
    "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles",
  ),
  NT_EV: official(
    "NT Government – Get registration and stamp duty concessions for electric vehicles ('From 1 July 2022 until 30 June 2027'; BEV and PHEV; free registration, 'Motor Accidents Compensation (MAC) charges including GST and administration fee still apply'; 'stamp duty concession of up to $1,500 – for vehicles valued up to $50,000')",
    "https://nt.gov.au/driving/rego/getting-an-nt-registration/get-electric-vehicle-registration-and-stamp-duty-concessions",
    READ_FOR_DATING,
  ),
  NT_REGO: secondary(
    "dapc.com.au NT registration 2024 breakdown citing NT Government (4 cyl or less, 1501–3000 cc: 12 months $831.25 incl. MAC)",
    "https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown",
  ),
  NSW_DAPC_2024: secondary(
    "dapc – New South Wales Car Registration Fees in 2024 (16 April 2024: registration fee $75; vehicle tax 1,155–1,504 kg $359 – the table before the $79 one)",
    "https://dapc.com.au/blog/new-south-wales-car-registration-fees-2024-breakdown",
    READ_FOR_FLEETS,
  ),
  QLD_FEE_COLUMNS: official(
    "Transport Operations (Road Use Management—Vehicle Registration) (Fee Relief) Amendment Regulation 2024 (Qld), sch 4A – registration fees in fee units, 'Fee if vehicle is prescribed private use vehicle' / 'Fee if vehicle is not prescribed private use vehicle' (4 cylinders 272.14 / 295.35; 1–3 cylinders or electric 213.98 / 232.19; 5–6 430.91 / 467.56; 7–8 603.46 / 654.83; 9–12 707.75 / 767.92)",
    "https://legislation.qld.gov.au/view/whole/html/asmade/sl-2024-0130",
    READ_FOR_FLEETS,
  ),
  QLD_CTP_ITC: secondary(
    "Motor Accident Insurance Act 1994 (Qld) s 13(3B) – an owner entitled to an input tax credit for the premium pays the class amount and an additional prescribed amount",
    "https://zoelaw.ai/legislation/motor-accident-insurance-act-1994/sections/sec.13",
    READ_FOR_FLEETS,
  ),
  WA_DOT_EXAMPLE: official(
    "WA Department of Transport – Light vehicle: how to calculate your vehicle licence fee (motor car, tare 1,650 kg: 'Vehicle fee per 100 kg x Total weight (rounded up to the nearest 100 kg)', $27.56 × 17 = $468.52; page updated 1 July 2024)",
    "http://transport.wa.gov.au/licensing/how-to-calculate-your-vehicle-licence-fee-light-vehicle-table.asp",
    READ_FOR_FLEETS,
  ),
  WA_MII: official(
    "WA Department of Transport – Motor Injury Insurance fees (class 1A: 'Any motor car used for private or business purposes' $420.85)",
    "https://www.transport.wa.gov.au/licensing/third-party-insurance-fees-table.asp",
    READ_FOR_FLEETS,
  ),
  SA_IC87: official(
    "RevenueSA Information Circular 87 – dutiable value of a new vehicle is its list price (the retail-selling price fixed by the manufacturer, importer or principal distributor in South Australia, incl. GST and LCT)",
    "https://www.revenuesa.sa.gov.au/forms-and-publications/information-circulars-and-revenue-rulings/information-circulars/ic_087",
    READ_FOR_FLEETS,
  ),
  SA_CTP_CLASS: secondary(
    "SA Government form MR1504 (copy) – whether the vehicle's use entitles the owner to GST input tax credits on the CTP premium decides its premium class",
    "https://dokumen.tips/documents/mr1504-application-to-change-number-plates-and-premium-ii-if-trade-plates.html",
    READ_FOR_FLEETS,
  ),
  ATO_LCT: official(
    "ATO Legal Database – A New Tax System (Luxury Car Tax) Act 1999 s 25-1 (threshold $80,567 for 2024-25, indexed annually after; fuel-efficient: fuel consumption not exceeding 3.5 litres per 100 km)",
    "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19990076%2F25-1%284%29%22",
    READ_FOR_FLEETS,
  ),
  ACT_MAIC: official(
    "ACT Motor Accident Injuries Commission – How premiums are set ('the type and use (private or business) of the vehicle')",
    "https://apps.treasury.act.gov.au/maic/how-premiums-are-set",
    READ_FOR_FLEETS,
  ),
  ACT_CATEGORIES_DRIVE: secondary(
    "Drive – ACT to switch to emissions-based rego system (six categories from AAA, 0 g/km, to D, 221 g/km and above, from 1 July 2024)",
    "https://drive.com.au/news/act-switch-to-emissions-based-rego",
    READ_FOR_FLEETS,
  ),
  ACT_CATEGORIES_HANSARD: official(
    "ACT Legislative Assembly Hansard, 24 March 2022, p. 672 – Vehicle Performance Rating D: emissions of 221 g CO2/km or above",
    "https://www.hansard.act.gov.au/hansard/10th-assembly/2022/HTML/week02/672.htm",
    READ_FOR_FLEETS,
  ),
} as const satisfies Record<string, PublicSource | ResearchNote>;

/** What is said of an insurer-set or class-set premium that costs more when the owner claims GST input tax credits. */
export const BUSINESS_PREMIUM_UNKNOWN =
  "A business-use vehicle whose owner claims GST input tax credits may pay more for this cover; that loading was not found, so the private-use figure is priced.";

const S = SOURCES_2025_26;

/** Commonwealth LCT threshold for "other vehicles", 2025-26: the ceiling of VIC's lowest passenger rate. */
const VIC_LUXURY_CAR_TAX_THRESHOLD = 80567;

/** NSW's fee page is undated, and a dated source shows the table before it in April 2024. */
const NSW_TABLE_UNDATED =
  "The official page is undated; a source of April 2024 shows the table before this one, so these are probably the 2024-25 figures, still the latest published.";

/** The ACT table of 1 September 2025 rests on a non-official note; the categories confirmed elsewhere are marked. */
const ACT_FROM = { effectiveFrom: "2025-09-01", effectiveTo: YEAR.effectiveTo } as const;
const ACT_UNCONFIRMED =
  "Rates from a non-official consolidated note only (the 2025-26 research record, section 2): this category's rates are not confirmed by another source.";

export const CHARGES_2025_26: ChargesYear = {
  financialYear: "2025-26",
  ...YEAR,
  researchedOn: READ_ON,
  currency: "AUD",
  luxuryCarTax: {
    ...YEAR,
    confidence: "official",
    sources: [S.ATO_LCT, S.VIC_DAD, S.LCT_2526],
    note: "Both thresholds unchanged from 2024-25 (indexation factor 0.997, AADA); SRO Victoria states $80,567 for 2025-26.",
    threshold: VIC_LUXURY_CAR_TAX_THRESHOLD,
    fuelEfficientThreshold: 91387,
  },
  states: {
    NSW: {
      name: "New South Wales",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.NSW_RNSW, S.NSW_S266],
        },
        schedules: [
          {
            id: "NSW_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.NSW_RNSW, S.NSW_FACT, S.NSW_EV],
            when: { bodyClass: ["passenger"] },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: null,
                method: "marginal",
                over: 45000,
                base: 1350,
                ratePerUnit: 5,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "NSW_OTHER",
            ...YEAR,
            confidence: "official",
            sources: [S.NSW_FACT],
            when: { bodyClass: ["commercial", "motorcycle", "heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NSW_REGO, S.NSW_DAPC_2024],
            note: NSW_TABLE_UNDATED,
            label: "Registration (admin) fee",
            amount: 79,
          },
          {
            id: "motor_vehicle_tax",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NSW_REGO, S.NSW_DAPC_2024],
            note: `${NSW_TABLE_UNDATED} Business use pays the higher column, as the page says.`,
            label: "Motor vehicle tax",
            tareTable: {
              bands: {
                private: [
                  { tareMaxKg: 975, amount: 266 },
                  { tareMaxKg: 1154, amount: 308 },
                  { tareMaxKg: 1504, amount: 374 },
                  { tareMaxKg: 2504, amount: 570 },
                  { tareMaxKg: 2794, amount: 822 },
                ],
                business: [
                  { tareMaxKg: 975, amount: 429 },
                  { tareMaxKg: 1154, amount: 487 },
                  { tareMaxKg: 1504, amount: 588 },
                  { tareMaxKg: 2504, amount: 883 },
                  { tareMaxKg: 2794, amount: 1370 },
                ],
              },
              standardTareKg: 1500,
            },
          },
          {
            id: "ctp_green_slip",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "Insurer-set premium: no single published figure.",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)",
            amount: 600,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Standard number plates (new registration)",
            amount: 45,
          },
        ],
        concessions: [],
      },
    },
    VIC: {
      name: "Victoria",
      duty: {
        roundUpTo: 200,
        parameters: { luxuryCarTaxThreshold: VIC_LUXURY_CAR_TAX_THRESHOLD, lctThresholdFinancialYear: "2025-26" },
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.VIC_S219, S.VIC_DAD, S.VIC_DAD_OLD],
        },
        schedules: [
          {
            id: "VIC_PRIMARY_PRODUCER",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { bodyClass: ["passenger"], primaryProducer: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
          },
          {
            id: "VIC_GREEN_CAR",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { bodyClass: ["passenger"], co2Max: 120 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
          },
          {
            id: "VIC_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218, S.VIC_DAD, S.LCT_2526],
            when: { bodyClass: ["passenger"] },
            brackets: [
              {
                upTo: VIC_LUXURY_CAR_TAX_THRESHOLD,
                method: "whole",
                base: 0,
                ratePerUnit: 8.4,
                unit: 200,
                unitRounding: "ceil",
              },
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 10.4, unit: 200, unitRounding: "ceil" },
              { upTo: 150000, method: "whole", base: 0, ratePerUnit: 14, unit: 200, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 18, unit: 200, unitRounding: "ceil" },
            ],
            thresholdParameter: { bracketIndex: 0, parameter: "luxuryCarTaxThreshold" },
          },
          {
            id: "VIC_NON_PASSENGER_NEW",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_RATES, S.VIC_S218],
            when: { bodyClass: ["commercial", "motorcycle", "heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 5.4, unit: 200, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
        driveAwayToDutiableValue: {
          financialYear: "2025-26",
          registrationCostDeducted: 973.7,
          bands: [
            { driveAwayUpTo: 84925, dividingFactor: 1.042 },
            { driveAwayUpTo: 106174, dividingFactor: 1.052 },
            { driveAwayUpTo: 161474, dividingFactor: 1.07 },
            { driveAwayUpTo: null, dividingFactor: 1.09 },
          ],
          greenOrPrimaryProducerFactor: 1.042,
          sources: [S.VIC_DAD],
        },
      },
      registration: {
        components: [
          {
            id: "registration_and_tac_sro_standard",
            ...YEAR,
            confidence: "official",
            sources: [S.VIC_DAD],
            note: "SRO's standard figure; its split, and whether plates are inside it, are not published.",
            label: "Registration fee + TAC charge (+ insurance duty) as fixed by SRO for 2025-26 drive-away calculations ('registration or transfer costs to be deducted')",
            amount: 973.7,
          },
        ],
        concessions: [
          {
            // Its ZLEV-only form began 1 July 2021; it did not continue into 2026.
            id: "vic_zlev_registration_discount",
            effectiveFrom: "2021-07-01",
            effectiveTo: "2025-12-31",
            confidence: "corroborated",
            sources: [S.VIC_ZLEV, S.VIC_ZLEV_END, FINDINGS_2026_27_NOTE],
            label: "VIC zero and low emission vehicle registration discount",
            when: { bodyClass: ["passenger", "commercial"], powertrain: ["bev", "phev", "fcev"] },
            amount: 100,
          },
        ],
        variants: [
          { zone: "metro (high risk)", amount2024_25: 906.6 },
          { zone: "outer metro (medium risk)", amount2024_25: 848.4 },
          { zone: "rural (low risk)", amount2024_25: 780.1 },
        ],
      },
    },
    QLD: {
      name: "Queensland",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: false,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: true,
          fleetDiscountReducesValue: false,
          sources: [S.QLD_S378, S.QLD_DV],
        },
        schedules: [
          {
            id: "QLD_HYBRID_ELECTRIC",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: {
              bodyClass: ["passenger", "commercial", "motorcycle"],
              powertrain: ["hybrid", "phev", "bev", "fcev"],
            },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_1_TO_4_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMax: 4 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_5_6_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5.5, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_7_PLUS_CYL",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES, S.QLD_2018],
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMin: 7 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 6, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "QLD_HEAVY_HYBRID_ELECTRIC",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { bodyClass: ["heavy"], powertrain: ["hybrid", "phev", "bev", "fcev"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_1_TO_4",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { bodyClass: ["heavy"], cylindersMax: 4 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_5_6",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { bodyClass: ["heavy"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
          },
          {
            id: "QLD_HEAVY_7_PLUS",
            ...YEAR,
            confidence: "official",
            sources: [S.QLD_RATES],
            when: { bodyClass: ["heavy"], cylindersMin: 7 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee_and_tif",
            ...YEAR,
            confidence: "estimate",
            sources: [S.QLD_TMR_20PC, S.QLD_REGO_2425],
            note: "The official 2024-25 fees (4 cylinders $423.50) indexed by 3.4%, as an unnamed third-party 2025-26 table gives them; no named source shows the 2025-26 figures.",
            businessUseUnknown:
              "QLD charges a higher registration fee for a vehicle that is not a private-use vehicle (8.5% more in fee units); the 2025-26 business figures were not found.",
            label: "Registration fee + traffic improvement fee (4 cylinders)",
            amount: 437.9,
            byVehicle: [
              {
                when: { bodyClass: ["passenger", "commercial"], powertrain: ["bev", "fcev"] },
                amount: 358.25,
                label: "Registration fee + traffic improvement fee (electric)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMax: 3 },
                amount: 358.25,
                label: "Registration fee + traffic improvement fee (1-3 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 4, cylindersMax: 4 },
                amount: 437.9,
                label: "Registration fee + traffic improvement fee (4 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 5, cylindersMax: 6 },
                amount: 655.35,
                label: "Registration fee + traffic improvement fee (5-6 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 7, cylindersMax: 8 },
                amount: 891.8,
                label: "Registration fee + traffic improvement fee (7-8 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 9 },
                amount: 1034.7,
                label: "Registration fee + traffic improvement fee (9-12 cylinders)",
              },
            ],
          },
          {
            id: "ctp",
            ...YEAR,
            confidence: "estimate",
            sources: [S.QLD_REGO_2425, S.QLD_CTP_2025],
            note: "Insurer-set, changed quarterly ($386.80 read in August 2025; rates rose $4–19 from 1 October 2025).",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "CTP class 1 (car/station wagon) – choose insurer, set quarterly",
            amount: 386.8,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [S.QLD_REGO_2425],
            note: "One secondary source.",
            label: "Standard number plates",
            amount: 35.05,
          },
        ],
        concessions: [],
      },
    },
    WA: {
      name: "Western Australia",
      duty: {
        roundUpTo: null,
        dutiableValue: {
          includesDealerDelivery: false,
          includesDealerFittedAccessories: false,
          includesFactoryOptions: "only transmission/engine options fixed by the manufacturer",
          listPriceFloor: true,
          fleetDiscountReducesValue: false,
          sources: [S.WA_VLD4],
        },
        schedules: [
          {
            id: "WA_HEAVY",
            ...YEAR,
            confidence: "official",
            sources: [S.WA_RATES, S.WA_S236],
            when: { bodyClass: ["heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "none" }],
            maxDuty: 12000,
            finalRounding: { mode: "floor", increment: 0.05 },
          },
          {
            id: "WA_LIGHT",
            ...YEAR,
            confidence: "official",
            sources: [S.WA_RATES, S.WA_S236],
            when: { bodyClass: ["passenger", "commercial", "motorcycle"] },
            brackets: [
              { upTo: 25000, method: "whole", base: 0, ratePerUnit: 2.75, unit: 100, unitRounding: "none" },
              {
                upTo: 50000,
                method: "wholeSlidingPercent",
                over: 25000,
                startPercent: 2.75,
                percentDivisor: 6666.66,
                percentDecimals: 2,
                percentRounding: "halfUp",
              },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 6.5, unit: 100, unitRounding: "none" },
            ],
            finalRounding: { mode: "floor", increment: 0.05 },
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "licence_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_RAC, S.WA_DOT_EXAMPLE],
            note: "The 2023-24 rate, low: the official rate was already $27.56 from 1 July 2024, and the 2025-26 rate was not found. Tare rounded up to the next 100 kg (DoT's worked example); the same for private and business use.",
            label: "Vehicle licence fee",
            perTare: { per100Kg: 26.52, standardTareKg: 1500 },
          },
          {
            id: "prescribed_flat_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_RAC],
            note: "Figure as at July 2023.",
            label: "Prescribed flat fee (12-month)",
            amount: 6.6,
          },
          {
            id: "recording_fee",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_RAC],
            note: "2023-24 fee.",
            label: "Administration/recording fee",
            amount: 10.3,
          },
          {
            id: "mii",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.WA_REGO, S.WA_MII],
            note: "2023-24 premium.",
            label: "Motor Injury Insurance class 1A (motor car), incl. GST and duty",
            amount: 420.85,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Standard number plates",
            amount: 30,
          },
        ],
        concessions: [],
      },
    },
    SA: {
      name: "South Australia",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: true,
          fleetDiscountReducesValue: false,
          sources: [S.SA_RATES, S.SA_IC87],
        },
        schedules: [
          {
            id: "SA_COMMERCIAL",
            ...YEAR,
            confidence: "official",
            sources: [S.SA_RATES],
            when: { bodyClass: ["commercial", "heavy"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
          },
          {
            id: "SA_NON_COMMERCIAL",
            ...YEAR,
            confidence: "official",
            sources: [S.SA_RATES],
            when: { bodyClass: ["passenger", "motorcycle"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_package",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.SA_REGO, S.SA_CTP_CLASS],
            note:
              "Approximate fees effective 1 July 2023 (a later undated version of the page shows $650), for metropolitan Adelaide (a 4-cylinder car in the country: $545). " +
              "A goods vehicle is charged by its tare (a ute or van under 1,500 kg: $910), which these figures do not cover.",
            businessUseUnknown:
              "The package includes CTP, whose class depends on whether the owner claims GST input tax credits; the business-use figure was not found.",
            label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 4-cyl)",
            amount: 670,
            byVehicle: [
              { when: { bodyClass: ["passenger"], powertrain: ["bev", "fcev"] }, amount: 670, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, electric)" },
              { when: { bodyClass: ["passenger"], cylindersMax: 4 }, amount: 670, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 1-4 cylinders)" },
              { when: { bodyClass: ["passenger"], cylindersMin: 5, cylindersMax: 6 }, amount: 815, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 5-6 cylinders)" },
              { when: { bodyClass: ["passenger"], cylindersMin: 7 }, amount: 945, label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 7 or more cylinders)" },
            ],
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Number plates",
            amount: 30,
          },
        ],
        concessions: [],
      },
    },
    TAS: {
      name: "Tasmania",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.TAS_SRO],
        },
        schedules: [
          {
            id: "TAS_FLEET_DISCOUNT",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO, S.TAS_TRANSPORT],
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], fleetDiscount: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
          {
            id: "TAS_HEAVY",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO],
            when: { bodyClass: ["heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
          {
            id: "TAS_PASSENGER",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO, S.TAS_TRANSPORT],
            when: { bodyClass: ["passenger"] },
            brackets: [
              { upTo: 600, method: "fixed", amount: 20 },
              { upTo: 35000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: 40000,
                method: "marginal",
                over: 35000,
                base: 1050,
                ratePerUnit: 11,
                unit: 100,
                unitRounding: "ceil",
              },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
          },
          {
            id: "TAS_OTHER",
            ...YEAR,
            confidence: "official",
            sources: [S.TAS_SRO],
            when: { bodyClass: ["commercial", "motorcycle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
          },
        ],
        concessions: [],
      },
      registration: {
        // TAS re-indexes its registration fees on 1 December, not 1 July: the page read holds the fees of
        // 1 December 2024, in force to 30 November 2025; the fees of 1 December 2025 were not found.
        components: [
          {
            ...tasEstablishFees(),
            effectiveFrom: YEAR.effectiveFrom,
            effectiveTo: "2025-11-30",
            confidence: "official",
          },
          {
            ...tasEstablishFees(),
            effectiveFrom: "2025-12-01",
            effectiveTo: YEAR.effectiveTo,
            confidence: "carried-forward",
            note: "Fees as at 1 December 2024; the re-indexed fees of 1 December 2025 were not found.",
          },
        ],
        concessions: [],
      },
    },
    ACT: {
      name: "Australian Capital Territory",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.ACT_RO],
        },
        // The table of 1 September 2025. No earlier ACT table is held: a day before 1 September 2025 is
        // priced with this table and reported as an estimate (see rules-in-force.ts).
        schedules: [
          {
            id: "ACT_NEW_AAA",
            ...ACT_FROM,
            confidence: "corroborated",
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_EVC, S.ACT_REGION],
            when: { bodyClass: ["passenger", "commercial"], co2Max: 0 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.5, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1125,
                ratePerUnit: 4,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 2525,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_AA",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY],
            when: { bodyClass: ["passenger", "commercial"], co2Above: 0, co2Max: 65 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.67, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1201.5,
                ratePerUnit: 4.41,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 2745,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_A",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY],
            when: { bodyClass: ["passenger", "commercial"], co2Above: 65, co2Max: 130 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 2.84, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1278,
                ratePerUnit: 4.81,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 2961.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_B",
            ...ACT_FROM,
            confidence: "corroborated",
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_GREENS],
            when: { bodyClass: ["passenger", "commercial"], co2Above: 130, co2Max: 175 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1350,
                ratePerUnit: 5.22,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 3177,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_C",
            ...ACT_FROM,
            confidence: "estimate",
            note: ACT_UNCONFIRMED,
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_GREENS],
            when: { bodyClass: ["passenger", "commercial"], co2Above: 175, co2Max: 220 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3.17, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1426.5,
                ratePerUnit: 5.62,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 3393.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NEW_D",
            ...ACT_FROM,
            confidence: "corroborated",
            sources: [S.ACT_RO, S.ACT_S208, S.ACT_AADA, S.ACT_THIRDPARTY, S.ACT_REGION],
            when: { bodyClass: ["passenger", "commercial"], co2Above: 220 },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 4.53, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 2038.5,
                ratePerUnit: 7.81,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 4772,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
          {
            id: "ACT_NON_RATED",
            ...ACT_FROM,
            confidence: "estimate",
            note: `${ACT_UNCONFIRMED} Non-rated vehicles are assumed to pay category C rates.`,
            sources: [S.ACT_RO, S.ACT_GREENS, S.ACT_THIRDPARTY],
            when: { bodyClass: ["passenger", "commercial"], co2Unknown: true },
            brackets: [
              { upTo: 45000, method: "whole", base: 0, ratePerUnit: 3.17, unit: 100, unitRounding: "ceil" },
              {
                upTo: 80000,
                method: "marginal",
                over: 45000,
                base: 1426.5,
                ratePerUnit: 5.62,
                unit: 100,
                unitRounding: "ceil",
              },
              {
                upTo: null,
                method: "marginal",
                over: 80000,
                base: 3393.5,
                ratePerUnit: 8,
                unit: 100,
                unitRounding: "ceil",
              },
            ],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No fee table by emissions category was found for 2025-26: one rough figure for every category (a hybrid Camry paid about $508 in 2024-25).",
            businessUseUnknown: "ACT business-use vehicles pay a different registration fee (AADA, 2025-26 ACT Budget); it was not found.",
            label: "Emissions-based registration fee (category AAA..D)",
            amount: 500,
          },
          {
            id: "mai_insurance",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE, S.ACT_MAIC],
            note: "Insurer-set premium: no single published figure.",
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            label: "Motor Accident Injuries insurance (class 1)",
            amount: 400,
          },
          {
            id: "levies",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Road rescue fee, road safety contribution, motor accident levy, lifetime care & support levy",
            amount: 160,
          },
          {
            id: "establishment_and_plates",
            ...YEAR,
            confidence: "estimate",
            sources: [S.ACT_REGION, AU_CHARGES_NOTE],
            note: "Establishing fee from one secondary source; plates not priced separately.",
            label: "Establishing registration fee (not previously ACT-registered) $110.60 + plates",
            amount: 110.6,
          },
        ],
        concessions: [],
      },
    },
    NT: {
      name: "Northern Territory",
      duty: {
        roundUpTo: 100,
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sources: [S.NT_TRO],
        },
        schedules: [
          {
            id: "NT_ALL",
            ...YEAR,
            confidence: "official",
            sources: [S.NT_TRO],
            when: {},
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
          },
        ],
        concessions: [
          {
            id: "NT_PEV_CONCESSION",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "official",
            sources: [S.NT_EV],
            label: "NT plug-in electric vehicle stamp duty concession (up to $1,500)",
            when: { powertrain: ["bev", "phev"] },
            dutiableValue: { upTo: 50_000 },
            type: "reduceBy",
            maxAmount: 1500,
          },
          {
            // The official page grants the concession "for vehicles valued up to $50,000"; above that the
            // research models it as $1,500 off, which the Territory Revenue Office has not confirmed.
            id: "NT_PEV_CONCESSION_OVER_50000",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "estimate",
            sources: [S.NT_EV],
            note: "nt.gov.au grants the concession for vehicles valued up to $50,000; above that, $1,500 off is assumed and not confirmed by the Territory Revenue Office. If none applies, duty is up to $1,500 more.",
            label: "NT plug-in electric vehicle stamp duty concession (up to $1,500; value over $50,000)",
            when: { powertrain: ["bev", "phev"] },
            dutiableValue: { over: 50_000 },
            type: "reduceBy",
            maxAmount: 1500,
          },
        ],
      },
      registration: {
        components: [
          {
            id: "registration_incl_mac",
            ...YEAR,
            confidence: "carried-forward",
            sources: [S.NT_REGO],
            note: "The 2024 table; the 2025-26 figure was not found.",
            label: "Registration fee incl. MAC compulsory injury insurance, GST and admin",
            amount: 831.25,
          },
          {
            id: "plate_fee",
            ...YEAR,
            confidence: "estimate",
            sources: [AU_CHARGES_NOTE],
            note: "No published figure: the researcher's estimate.",
            label: "Number plates",
            amount: 20,
          },
        ],
        concessions: [
          {
            // Free registration: the registration part of the fee is waived; MAC, GST and admin are still paid.
            // NT publishes no split of the $831.25 total, so the waived part is an estimate.
            id: "nt_pev_free_registration",
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            confidence: "estimate",
            sources: [S.NT_EV, FINDINGS_2026_27_NOTE],
            note: "Amount waived = the registration component, $219 in one 2026 secondary source; not split officially.",
            label: "NT plug-in electric vehicle free registration (MAC, GST and admin still payable)",
            when: { powertrain: ["bev", "phev"] },
            amount: 219,
          },
        ],
      },
    },
  },
};

/** The TAS establish fees of 1 December 2024 by cylinders; dated by the caller. */
function tasEstablishFees() {
  return {
    id: "registration_establish_total",
    sources: [S.TAS_REGO],
    label: "Registration fee + fire levy + road safety levy + motor tax + MAIB premium (incl. $20 duty) + plate fee (4 cylinders)",
    amount: 645.42,
    byVehicle: [
      {
        when: { bodyClass: ["passenger", "commercial"], powertrain: ["bev", "fcev"] },
        amount: 645.42,
        label: "Registration establish fees incl. plate (electric, GVM < 3 t)",
      },
      {
        when: { bodyClass: ["passenger", "commercial"], cylindersMax: 3 },
        amount: 621.42,
        label: "Registration establish fees incl. plate (3 cylinders)",
      },
      {
        when: { bodyClass: ["passenger", "commercial"], cylindersMin: 4, cylindersMax: 4 },
        amount: 645.42,
        label: "Registration establish fees incl. plate (4 cylinders)",
      },
      {
        when: { bodyClass: ["passenger", "commercial"], cylindersMin: 5, cylindersMax: 6 },
        amount: 686.42,
        label: "Registration establish fees incl. plate (5-6 cylinders)",
      },
      {
        when: { bodyClass: ["passenger", "commercial"], cylindersMin: 7, cylindersMax: 8 },
        amount: 762.42,
        label: "Registration establish fees incl. plate (7-8 cylinders)",
      },
      {
        when: { bodyClass: ["passenger", "commercial"], cylindersMin: 9 },
        amount: 796.42,
        label: "Registration establish fees incl. plate (more than 8 cylinders)",
      },
    ],
  } as const;
}
