/*
 * Australian drive-away charges for the 2025-26 financial year: stamp duty schedules, 12-month registration
 * packages and postcode ranges, copied from the researched data set au-charges.json / au-charges.md
 * (shared/pricing, checked 2026-11-22). Only the free-text rules, notes and confidence remarks were left
 * out; every number, schedule, condition, bracket, concession, registration component and postcode range
 * is as published there, with the sources the figures came from. One thing is added: the
 * `externalTerritory` flag on postcodes 2899, 6798 and 6799, which the source states only in their notes.
 *
 * Amounts are dollars as published; the engine converts them to integer cents.
 *
 * A new financial year (re-indexed VIC LCT threshold, registration fees, new rates) means a new module
 * (au-charges-2026-27.ts), not edits to this one, so quotes stay reproducible for the year they were made.
 */
import type { AuChargesTable } from "./charges-schema";

/** Commonwealth LCT threshold for "other vehicles", 2025-26: the ceiling of VIC's lowest passenger rate. */
const VIC_LUXURY_CAR_TAX_THRESHOLD = 80567;

export const auCharges: AuChargesTable = {
  asOf: "2025-26 financial year rates (in force from 1 Jul 2025; ACT duty from 1 Sep 2025). Researched 2026-11-22 from stored copies of official pages; 2026-27 indexation (VIC LCT threshold, registration fees) NOT verified.",
  checkedOn: "2026-11-22",
  currency: "AUD",
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
          sourceIds: ["NSW_RNSW", "NSW_S266"],
        },
        schedules: [
          {
            id: "NSW_PASSENGER",
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
            sourceIds: ["NSW_RNSW", "NSW_FACT"],
          },
          {
            id: "NSW_OTHER",
            when: { bodyClass: ["commercial", "motorcycle", "heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["NSW_FACT"],
          },
        ],
        concessions: [],
        sourceIdsExtra: ["NSW_EV"],
      },
      registration: {
        components: [
          { id: "registration_fee", label: "Registration (admin) fee", amount: 79, sourceIds: ["NSW_REGO"] },
          {
            id: "motor_vehicle_tax",
            label: "Motor vehicle tax (private, tare 1,155–1,504 kg)",
            amount: 374,
            table: {
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
            sourceIds: ["NSW_REGO"],
          },
          {
            id: "ctp_green_slip",
            label: "CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)",
            amount: 600,
            sourceIds: [],
          },
          { id: "plate_fee", label: "Standard number plates (new registration)", amount: 45, sourceIds: [] },
        ],
        total12Months: 1098,
      },
      sources: [
        {
          id: "NSW_RNSW",
          title: "Revenue NSW – Motor vehicle duty (rates table; 'Up to $44,999: $3 for every $100; $45,000 or more: $1,350 plus $5 for every $100'; passenger-vehicle list; value incl. GST; extended warranty excluded)",
          url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty",
        },
        {
          id: "NSW_S266",
          title: "Duties Act 1997 (NSW) s 266 – dutiable value = greater of consideration and market value; excludes extended-warranty premium",
          url: "http://classic.austlii.edu.au/au/legis/nsw/consol_act/da199793/s266.html",
        },
        {
          id: "NSW_FACT",
          title: "Revenue NSW factsheet 'Motor Vehicle Registration Duty' ('$1,350 plus $5 for every $100 (or part of $100) over $45,000'; most vehicles $3 per $100 or part)",
          url: "http://www.revenue.nsw.gov.au/taxes/vehicle/factsheet/overview",
        },
        {
          id: "NSW_EV",
          title: "NSW Government – EV stamp duty exemption ended 31 December 2023",
          url: "https://www.nsw.gov.au/driving-boating-and-transport/nsw-governments-electric-vehicle-strategy/abolish-stamp-duty",
        },
        {
          id: "NSW_REGO",
          title: "NSW Government – Vehicle registration fees (registration fee $79 annually; vehicle tax by tare weight, private/business) – latest version in corpus, page undated",
          url: "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees",
        },
      ],
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
          sourceIds: ["VIC_S219", "VIC_DAD", "VIC_DAD_OLD"],
        },
        schedules: [
          {
            id: "VIC_PRIMARY_PRODUCER",
            when: { bodyClass: ["passenger"], primaryProducer: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
            sourceIds: ["VIC_RATES", "VIC_S218"],
          },
          {
            id: "VIC_GREEN_CAR",
            when: { bodyClass: ["passenger"], co2Max: 120 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 8.4, unit: 200, unitRounding: "ceil" }],
            sourceIds: ["VIC_RATES", "VIC_S218"],
          },
          {
            id: "VIC_PASSENGER",
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
            sourceIds: ["VIC_RATES", "VIC_S218", "VIC_DAD", "LCT_2526"],
          },
          {
            id: "VIC_NON_PASSENGER_NEW",
            when: { bodyClass: ["commercial", "motorcycle", "heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 5.4, unit: 200, unitRounding: "ceil" }],
            sourceIds: ["VIC_RATES", "VIC_S218"],
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
          sourceIds: ["VIC_DAD"],
        },
      },
      registration: {
        components: [
          {
            id: "registration_and_tac_sro_standard",
            label: "Registration fee + TAC charge (+ insurance duty) as fixed by SRO for 2025-26 drive-away calculations ('registration or transfer costs to be deducted')",
            amount: 973.7,
            sourceIds: ["VIC_DAD"],
          },
        ],
        variants: [
          { zone: "metro (high risk)", amount2024_25: 906.6 },
          { zone: "outer metro (medium risk)", amount2024_25: 848.4 },
          { zone: "rural (low risk)", amount2024_25: 780.1 },
        ],
        total12Months: 973.7,
        sourceIds: ["VIC_DAD", "VIC_REGO"],
      },
      sources: [
        {
          id: "VIC_S219",
          title: "Duties Act 2000 (Vic) s 219 – dutiable value = greater of consideration and market value; no discount for GST",
          url: "http://www.austlii.edu.au/au/legis/vic/consol_act/da200093/s219.html",
        },
        {
          id: "VIC_DAD",
          title: "SRO Victoria – Drive-away deals 2025–26 (LCT threshold $80,567 for 2025–26; standard registration cost $973.70; dividing factors 1.042/1.052/1.07/1.09; price bands $84,925/$106,174/$161,474)",
          url: "https://www.sro.vic.gov.au/node/16793",
        },
        {
          id: "VIC_DAD_OLD",
          title: "SRO Victoria – drive-away deal guidelines (key factors: trade-in not deducted; dealer delivery and accessories/options agreed before registration are included; no GST discount)",
          url: "https://sro.vic.gov.au/publications/drive-away-deals-2016-17",
        },
        {
          id: "VIC_RATES",
          title: "SRO Victoria – Motor vehicle duty current rates ('from 1 July 2024'; green car / primary producer $8.40 per $200; new non-passenger $5.40 per $200; other passenger car $0–$80,567 $8.40, $80,567.01–$100,000 $10.40, $100,000.01–$150,000 $14.00, >$150,000 $18.00 per $200 or part)",
          url: "https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates",
        },
        {
          id: "VIC_S218",
          title: "Duties Act 2000 (Vic) s 218 – rate per $200, or part, of the dutiable value (tier rate applies to the whole value)",
          url: "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s218.html",
        },
        {
          id: "LCT_2526",
          title: "AADA bulletin – Luxury Car Tax thresholds 2025-26 ($80,567 other vehicles, $91,387 fuel-efficient; unchanged from 2024-25)",
          url: "https://www.aada.asn.au/bulletin/luxury-car-tax-thresholds-2025-26",
        },
        {
          id: "VIC_REGO",
          title: "Canstar (citing VicRoads, collected April 2025) – sedan/wagon/hatch/4WD 12-month registration incl. TAC: metro $906.60, outer metro $848.40, rural $780.10",
          url: "https://www.canstar.com.au/car-insurance/car-registration-cost-vic/",
        },
      ],
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
          sourceIds: ["QLD_S378", "QLD_DV"],
        },
        schedules: [
          {
            id: "QLD_HYBRID_ELECTRIC",
            when: {
              bodyClass: ["passenger", "commercial", "motorcycle"],
              powertrain: ["hybrid", "phev", "bev", "fcev"],
            },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
            sourceIds: ["QLD_RATES", "QLD_2018"],
          },
          {
            id: "QLD_1_TO_4_CYL",
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMax: 4 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5, unit: 100, unitRounding: "ceil" },
            ],
            sourceIds: ["QLD_RATES", "QLD_2018"],
          },
          {
            id: "QLD_5_6_CYL",
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 5.5, unit: 100, unitRounding: "ceil" },
            ],
            sourceIds: ["QLD_RATES", "QLD_2018"],
          },
          {
            id: "QLD_7_PLUS_CYL",
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], cylindersMin: 7 },
            brackets: [
              { upTo: 100000, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "whole", base: 0, ratePerUnit: 6, unit: 100, unitRounding: "ceil" },
            ],
            sourceIds: ["QLD_RATES", "QLD_2018"],
          },
          {
            id: "QLD_HEAVY_HYBRID_ELECTRIC",
            when: { bodyClass: ["heavy"], powertrain: ["hybrid", "phev", "bev", "fcev"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 2, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["QLD_RATES"],
          },
          {
            id: "QLD_HEAVY_1_TO_4",
            when: { bodyClass: ["heavy"], cylindersMax: 4 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["QLD_RATES"],
          },
          {
            id: "QLD_HEAVY_5_6",
            when: { bodyClass: ["heavy"], cylindersMin: 5, cylindersMax: 6 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["QLD_RATES"],
          },
          {
            id: "QLD_HEAVY_7_PLUS",
            when: { bodyClass: ["heavy"], cylindersMin: 7 },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 4, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["QLD_RATES"],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee_and_tif",
            label: "Registration fee + traffic improvement fee (4 cylinders)",
            amount: 437.9,
            byCylinders: [
              { group: "1-3 cyl / electric / steam", amount: 358.25 },
              { group: "4 cyl / 2 rotors", amount: 437.9 },
              { group: "5-6 cyl / 3 rotors", amount: 655.35 },
              { group: "7-8 cyl", amount: 891.8 },
              { group: "9-12 cyl", amount: 1034.7 },
            ],
            sourceIds: ["QLD_TMR_20PC", "QLD_REGO_2425"],
          },
          {
            id: "ctp",
            label: "CTP class 1 (car/station wagon) – choose insurer, set quarterly",
            amount: 386.8,
            sourceIds: ["QLD_REGO_2425"],
          },
          { id: "plate_fee", label: "Standard number plates", amount: 35.05, sourceIds: ["QLD_REGO_2425"] },
        ],
        total12Months: 859.75,
      },
      sources: [
        {
          id: "QLD_S378",
          title: "Duties Act 2001 (Qld) s 378 – dutiable value of a new vehicle with a list price = list price + price of optional equipment not in the list price",
          url: "https://zoelaw.ai/legislation/duties-act-2001/sections/sec.378",
        },
        {
          id: "QLD_DV",
          title: "Queensland Government – duty help / dutiable value examples (list price incl. GST and LCT; negotiated discount ignored; $38,990 + $5,000 options = $43,990)",
          url: "https://qld.gov.au/transport/registration/fees/duty/help",
        },
        {
          id: "QLD_RATES",
          title: "Queensland Government – Vehicle registration duty rates (light vehicles; 'Up to $100,000 — $X for each $100, or part of $100; More than $100,000 — $Y for each $100, or part of $100')",
          url: "https://www.qld.gov.au/transport/registration/fees/duty/rates",
        },
        {
          id: "QLD_2018",
          title: "HWL Ebsworth, QLD Budget 2018 – 'duty payable on vehicles valued at more than $100,000 will increase by $2 per $100 of dutiable value from 1 July 2018' (supports whole-value reading)",
          url: "https://hwlebsworth.com.au/qld-budget-2018-state-tax-changes/",
        },
        {
          id: "QLD_TMR_20PC",
          title: "Queensland TMR – 20% reduction in registration costs 16 Sep 2024–15 Sep 2025 (example: 4-cyl Corolla standard registration fee + TIF $423.50 for 12 months)",
          url: "qld.gov.au TMR page '20% reduction in registration costs' (exact URL not captured in the stored copy)",
        },
        {
          id: "QLD_REGO_2425",
          title: "dapc.com.au QLD registration 2024 breakdown (4-cyl reg $360.60, TIF $62.90, CTP $369.60, plate $33.90) and 2025 breakdown (20% discounted fees to 15 Sep 2025; CTP class 1 $386.80; plate $35.05)",
          url: "https://dapc.com.au/blog/queensland-car-registration-fees-2025-breakdown",
        },
      ],
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
          sourceIds: ["WA_VLD4"],
        },
        schedules: [
          {
            id: "WA_HEAVY",
            when: { bodyClass: ["heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "none" }],
            maxDuty: 12000,
            finalRounding: { mode: "floor", increment: 0.05 },
            sourceIds: ["WA_RATES", "WA_S236"],
          },
          {
            id: "WA_LIGHT",
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
            sourceIds: ["WA_RATES", "WA_S236"],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "licence_fee",
            label: "Vehicle licence fee ($26.52 per 100 kg of tare)",
            amount: 397.8,
            formula: { perKg100: 26.52, tareRounding: "ceil to 100 kg (assumed)" },
            sourceIds: ["WA_REGO"],
          },
          { id: "prescribed_flat_fee", label: "Prescribed flat fee (12-month)", amount: 6.6, sourceIds: [] },
          { id: "recording_fee", label: "Administration/recording fee", amount: 10.3, sourceIds: ["WA_REGO"] },
          {
            id: "mii",
            label: "Motor Injury Insurance class 1A (motor car), incl. GST and duty",
            amount: 420.85,
            sourceIds: ["WA_REGO"],
          },
          { id: "plate_fee", label: "Standard number plates", amount: 30, sourceIds: [] },
        ],
        total12Months: 865.55,
      },
      sources: [
        {
          id: "WA_VLD4",
          title: "RevenueWA Circular VLD 4 – dutiable value of new vehicles = manufacturer's WA list price + optional features (transmission/engine); excludes dealer-fitted accessories and (generally) dealer delivery",
          url: "https://www.wa.gov.au/government/publications/vehicle-duty-circular-4 (read via a wa.gov.au CDN mirror)",
        },
        {
          id: "WA_RATES",
          title: "WA Department of Finance / RevenueWA – Vehicle licence duty rates (≤$25,000 2.75%; $25,000–$50,000 R% with R = 2.75 + (DV − 25,000)/6,666.66 rounded to 2 d.p.; >$50,000 6.5%; heavy 3% capped $12,000)",
          url: "https://www.wa.gov.au/organisation/department-of-finance/vehicle-licence-duty (read via a wa.gov.au CDN mirror; same table on finance.wa.gov.au)",
        },
        {
          id: "WA_S236",
          title: "Duties Act 2008 (WA) s 236 – duty 'rounded down to the nearest 5 cents'; thresholds 'does not exceed $25 000' / 'exceeds $25 000 but does not exceed $50 000'",
          url: "http://classic.austlii.edu.au/au/legis/wa/consol_act/da200893/s236.html",
        },
        {
          id: "WA_REGO",
          title: "WA Department of Transport – light vehicle licence fees 2023/24 ($26.52 per 100 kg motor car; recording fee $10.30) and MII fee table (class 1A motor car $420.85)",
          url: "http://www.transport.wa.gov.au/licensing/license-a-new-vehicle.asp",
        },
      ],
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
          sourceIds: ["SA_RATES"],
        },
        schedules: [
          {
            id: "SA_COMMERCIAL",
            when: { bodyClass: ["commercial", "heavy"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
            sourceIds: ["SA_RATES"],
          },
          {
            id: "SA_NON_COMMERCIAL",
            when: { bodyClass: ["passenger", "motorcycle"] },
            brackets: [
              { upTo: 1000, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" },
              { upTo: 2000, method: "marginal", over: 1000, base: 10, ratePerUnit: 2, unit: 100, unitRounding: "ceil" },
              { upTo: 3000, method: "marginal", over: 2000, base: 30, ratePerUnit: 3, unit: 100, unitRounding: "ceil" },
              { upTo: null, method: "marginal", over: 3000, base: 60, ratePerUnit: 4, unit: 100, unitRounding: "ceil" },
            ],
            minDuty: 5,
            sourceIds: ["SA_RATES"],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_package",
            label: "Registration + CTP estimate + levies + level-1 admin fee (metro, 4-cyl)",
            amount: 670,
            variants: [
              { vehicle: "6-cyl metro", amount: 815 },
              { vehicle: "8-cyl metro", amount: 945 },
              { vehicle: "ute/van <1,500 kg metro", amount: 910 },
              { vehicle: "4-cyl country", amount: 545 },
            ],
            sourceIds: ["SA_REGO"],
          },
          { id: "plate_fee", label: "Number plates", amount: 30, sourceIds: [] },
        ],
        total12Months: 700,
      },
      sources: [
        {
          id: "SA_RATES",
          title: "RevenueSA – stamp duty on motor vehicles (non-commercial: ≤$1,000 $1 per $100 or part, min $5; $1,000–$2,000 $10 + $2/100 over $1,000; $2,000–$3,000 $30 + $3/100 over $2,000; >$3,000 $60 + $4/100 over $3,000; commercial same to $3,000 then $3/100)",
          url: "http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles",
        },
        {
          id: "SA_REGO",
          title: "sa.gov.au – Vehicle registration fees, approximate 12-month fees incl. CTP estimate and admin fee (effective 1 July 2023: metro 4-cyl sedan/wagon $670, EV $670, 6-cyl $815, 8-cyl $945)",
          url: "https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees",
        },
      ],
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
          sourceIds: ["TAS_SRO"],
        },
        schedules: [
          {
            id: "TAS_FLEET_DISCOUNT",
            when: { bodyClass: ["passenger", "commercial", "motorcycle"], fleetDiscount: true },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
            sourceIds: ["TAS_SRO", "TAS_TRANSPORT"],
          },
          {
            id: "TAS_HEAVY",
            when: { bodyClass: ["heavy"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 1, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
            sourceIds: ["TAS_SRO"],
          },
          {
            id: "TAS_PASSENGER",
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
            sourceIds: ["TAS_SRO", "TAS_TRANSPORT"],
          },
          {
            id: "TAS_OTHER",
            when: { bodyClass: ["commercial", "motorcycle"] },
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            minDuty: 20,
            sourceIds: ["TAS_SRO"],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_establish_total",
            label: "Registration fee + fire levy + road safety levy + motor tax + MAIB premium (incl. $20 duty) + plate fee",
            amount: 645.42,
            byCylinders: [
              { group: "3 cyl", amount: 621.42 },
              { group: "4 cyl", amount: 645.42 },
              { group: "electric (GVM<3t)", amount: 645.42 },
              { group: "5-6 cyl", amount: 686.42 },
              { group: "7-8 cyl", amount: 762.42 },
              { group: "12 cyl", amount: 796.42 },
            ],
            sourceIds: ["TAS_REGO"],
          },
        ],
        total12Months: 645.42,
      },
      sources: [
        {
          id: "TAS_SRO",
          title: "SRO Tasmania – Motor vehicle duty rates of duty (passenger: $0–$600 $20; $600–$35,000 $3/100 or part; $35,000–$40,000 $1,050 + $11/100 over $35,000; >$40,000 $4/100 or part; fleet discount $3.50/100 min $20; commercial ≤4.5t & motorcycles $3/100 min $20; heavy $1/100 min $20; EV exemption only 1 Jul 2021–30 Jun 2023 (+ transitional to 31 Dec 2023))",
          url: "https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty",
        },
        {
          id: "TAS_TRANSPORT",
          title: "Transport Tasmania – duty rates with worked examples ($375→$20; $27,750→$834; $38,750→$1,468; $65,750→$2,632; fleet $37,999→$1,330)",
          url: "https://www.transport.tas.gov.au/fees_forms/registration_fees/accordian/duty_rates",
        },
        {
          id: "TAS_REGO",
          title: "Transport Tasmania – Light vehicle registration fees 'current as at 1 December 2024' (establish fees incl. plate: 3-cyl $621.42; 4-cyl $645.42; EV <3t GVM $645.42; 5–6 cyl $686.42; 7–8 cyl $762.42)",
          url: "https://transport.tas.gov.au/registration/registration_fees",
        },
      ],
    },
    ACT: {
      name: "Australian Capital Territory",
      duty: {
        roundUpTo: 100,
        effectiveFrom: "2025-09-01",
        dutiableValue: {
          includesDealerDelivery: true,
          includesDealerFittedAccessories: true,
          includesFactoryOptions: true,
          listPriceFloor: false,
          fleetDiscountReducesValue: true,
          sourceIds: ["ACT_RO"],
        },
        schedules: [
          {
            id: "ACT_NEW_AAA",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY", "ACT_EVC", "ACT_REGION"],
          },
          {
            id: "ACT_NEW_AA",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY"],
          },
          {
            id: "ACT_NEW_A",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY"],
          },
          {
            id: "ACT_NEW_B",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY", "ACT_GREENS"],
          },
          {
            id: "ACT_NEW_C",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY", "ACT_GREENS"],
          },
          {
            id: "ACT_NEW_D",
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
            sourceIds: ["ACT_RO", "ACT_S208", "ACT_AADA", "ACT_THIRDPARTY", "ACT_REGION"],
          },
          {
            id: "ACT_NON_RATED",
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
            sourceIds: ["ACT_RO", "ACT_GREENS", "ACT_THIRDPARTY"],
          },
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            label: "Emissions-based registration fee (category AAA..D)",
            amount: 500,
            sourceIds: [],
          },
          { id: "mai_insurance", label: "Motor Accident Injuries insurance (class 1)", amount: 400, sourceIds: [] },
          {
            id: "levies",
            label: "Road rescue fee, road safety contribution, motor accident levy, lifetime care & support levy",
            amount: 160,
            sourceIds: [],
          },
          {
            id: "establishment_and_plates",
            label: "Establishing registration fee (not previously ACT-registered) $110.60 + plates",
            amount: 110.6,
            sourceIds: ["ACT_REGION"],
          },
        ],
        total12Months: 1170.6,
      },
      sources: [
        {
          id: "ACT_RO",
          title: "ACT Revenue Office – Motor vehicle duty ('From 1 September 2025, new motor vehicle duty rates will apply ... zero emission vehicles, hybrid and plug-in hybrid vehicles, vehicles with a value of $80,000 or more'; value = greater of price and market value incl. GST and LCT; categories by combined CO2)",
          url: "https://www.revenue.act.gov.au/duties/motor-vehicle-duty",
        },
        {
          id: "ACT_S208",
          title: "Duties Act 1999 (ACT) s 208 – determined rate; separate rate where dutiable value is at least $45,000",
          url: "http://corrigan.austlii.edu.au/au/legis/act/consol_act//da199993/s208.html",
        },
        {
          id: "ACT_AADA",
          title: "AADA 2025-26 ACT Budget briefing – from 1 Sep 2025 ZEV full concession replaced with minimum 2.5% duty; new 8% rate on the value of vehicles above $80,000 (new bracket)",
          url: "https://www.aada.asn.au/bulletin/2025-26-act-budget-briefing",
        },
        {
          id: "ACT_THIRDPARTY",
          title: "Third-party consolidated research note (GitHub, Sept 2026) listing the ACT category rates AAA..D for 1 Sep 2025–31 Jan 2027 – NOT an official source; used only where the official table could not be retrieved",
          url: "(public GitHub file, found via code search; see au-charges.md)",
        },
        {
          id: "ACT_EVC",
          title: "Electric Vehicle Council media release (June 2025) – change adds ~$1,725 duty on a typical $60,000 BEV in the ACT",
          url: "https://newshub.medianet.com.au/2025/06/act-government-should-reconsider-budget-decision-that-risks-slamming-brakes-on-ev-uptake/107031/",
        },
        {
          id: "ACT_REGION",
          title: "Region Canberra 27 Jun 2025 – pre-Sept-2025 duty 3%–4.5% under $45,000, 5%–7.8% over $45,000 on top of $1,350–$2,038; from 1 Sep 2025 EVs min 2.5%, all vehicles >$80,000 8%",
          url: "https://region.com.au/breaking-down-the-act-budget-how-much-your-car-costs-are-about-to-go-up/880863",
        },
        {
          id: "ACT_GREENS",
          title: "ACT Greens via Mirage News – used Category A/AA vehicles now pay 3.17% vs brand-new Category B 3.00%",
          url: "https://www.miragenews.com/labor-policy-hikes-hybrid-car-costs-for-1501581",
        },
      ],
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
          sourceIds: ["NT_TRO"],
        },
        schedules: [
          {
            id: "NT_ALL",
            when: {},
            brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3, unit: 100, unitRounding: "ceil" }],
            sourceIds: ["NT_TRO"],
          },
        ],
        concessions: [
          {
            id: "NT_PEV_CONCESSION",
            when: { powertrain: ["bev", "phev"] },
            type: "reduceBy",
            maxAmount: 1500,
            effectiveFrom: "2022-07-01",
            effectiveTo: "2027-06-30",
            sourceIds: ["NT_EV"],
          },
        ],
      },
      registration: {
        components: [
          {
            id: "registration_incl_mac",
            label: "Registration fee incl. MAC compulsory injury insurance, GST and admin",
            amount: 831.25,
            sourceIds: ["NT_REGO"],
          },
          { id: "plate_fee", label: "Number plates", amount: 20, sourceIds: [] },
        ],
        total12Months: 851.25,
      },
      sources: [
        {
          id: "NT_TRO",
          title: "NT Territory Revenue Office – Stamp duty on motor vehicles ($3.00 per $100 or part; sale price includes accessories, trade-in allowance and dealer delivery)",
          url: "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles",
        },
        {
          id: "NT_EV",
          title: "NT Government – EV registration and stamp duty concessions 1 Jul 2022–30 Jun 2027 (BEV and PHEV; 'stamp duty concession of up to $1,500 – for vehicles valued up to $50,000'; free registration, MAC still payable)",
          url: "https://nt.gov.au/driving/rego/getting-an-nt-registration/get-electric-vehicle-registration-and-stamp-duty-concessions",
        },
        {
          id: "NT_REGO",
          title: "dapc.com.au NT registration 2024 breakdown citing NT Government (4 cyl or less, 1501–3000 cc: 12 months $831.25 incl. MAC)",
          url: "https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown",
        },
      ],
    },
  },
  postcodes: [
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
  ],
  // Not modelled: other NSW towns near the VIC and QLD borders use VIC 3xxx or QLD 4xxx postcodes (around
  // the Murray, the Tweed and the Darling Downs); a postcode alone cannot always fix the state.
  postcodeExceptions: [
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
      note: "Norfolk Island: own registration system, NSW duty tables do not apply – refuse or flag.",
    },
    {
      postcode: 6798,
      states: ["WA"],
      externalTerritory: true,
      note: "Christmas Island (Indian Ocean Territories): WA duty applies 'as if WA' (RevenueWA); registration not WA DoT.",
    },
    { postcode: 6799, states: ["WA"], externalTerritory: true, note: "Cocos (Keeling) Islands: as for 6798." },
  ],
  sources: {
    postcodes: [
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
    ],
  },
};
