/*
 * Drive-away charges for the 2026-27 financial year (1 July 2026 – 30 June 2027).
 *
 * The rule: a figure is official with at least one official source, corroborated with at least two named
 * public sources that agree; otherwise it is an estimate, or the 2025-26 figure carried forward. By November
 * 2026 no official 2026-27 page could be read (SRO Victoria "Drive-away deals 2026-27", the ATO LCT thresholds,
 * NSW/QLD/WA/SA/TAS fee pages and the ACT determination of 1 February 2027), and the secondary sources behind
 * the new figures were not recorded by name. So every new 2026-27 figure below is an estimate, with a note
 * saying what was not found; everything else is the 2025-26 entry carried forward, with the reason.
 *
 * The states' classes of vehicle are the 2025-26 ones: no class's wording was reported to change.
 *
 * Mid-year changes that start in this year are dated entries here (ACT duty from 1 February 2027; NSW's
 * $100 registration discount from 1 September 2026). Concessions whose term began earlier (NT's plug-in EV
 * concessions, to 30 June 2027) stay in the module they were written in.
 */
import type { ChargesYear, StateCharges } from "../charges-schema";
import type { AuState } from "../au-state";
import { actGoodsPremium, BUSINESS_PREMIUM_UNKNOWN, CHARGES_2025_26, SOURCES_2025_26 as S } from "./2025-26";
import { carriedForward, carriedForwardAll, entryOn, standInsAll } from "./carry-forward";
import { FINDINGS_2026_27_NOTE } from "./research-notes";

const YEAR = { effectiveFrom: "2026-07-01", effectiveTo: "2027-06-30" } as const;
const LAST_YEAR_END = CHARGES_2025_26.effectiveTo;
const previous = (state: AuState): StateCharges => CHARGES_2025_26.states[state];

const DUTY_UNCONFIRMED =
  "2026-27: no change reported, by one secondary source only; not confirmed, so the 2025-26 rates are carried forward.";

/** The Commonwealth LCT threshold for "other vehicles", 2026-27 (was $80,567), indexed every 1 July. */
const LUXURY_CAR_TAX_THRESHOLD = 80809;
const UNNAMED_SOURCES = "reported by secondary sources whose names were not recorded; no official 2026-27 page was read";

/**
 * QLD registration fee + traffic improvement fee 2026-27 by cylinders, for one registration use: the private
 * fees as reported, the business fees from them by the fee-unit ratio of the regulation's two columns
 * (Fee Relief Amendment Regulation 2024, sch 4A), rounded to cents. The TIF ($67.25) is the same for both.
 */
function qldRegistration(use: "business" | "private") {
  const over4t = {
    when: { registrationUse: [use], classes: ["gvm-over-4t"] },
    amount: use === "business" ? 1106.95 : 1025.35,
    label: `Registration fee + traffic improvement fee (GVM more than 4 t but not more than 4.5 t, ${use} use)`,
    estimate: QLD_OVER_4T_2026_27[use],
  };
  const bands = [
    { when: { powertrain: ["bev", "fcev"] as const }, kind: "electric", privateFee: 370.35, businessFee: 396.14 },
    { when: { cylindersMax: 3 }, kind: "1-3 cylinders", privateFee: 370.35, businessFee: 396.14 },
    { when: { cylindersMin: 4, cylindersMax: 4 }, kind: "4 cylinders", privateFee: 452.7, businessFee: 485.57 },
    { when: { cylindersMin: 5, cylindersMax: 6 }, kind: "5-6 cylinders", privateFee: 677.55, businessFee: 729.46 },
    { when: { cylindersMin: 7, cylindersMax: 8 }, kind: "7-8 cylinders", privateFee: 921.95, businessFee: 994.71 },
    { when: { cylindersMin: 9 }, kind: "9-12 cylinders", privateFee: 1069.6, businessFee: 1154.82 },
  ];
  return [
    over4t,
    ...bands.map(({ when, kind, privateFee, businessFee }) => ({
      when: { registrationUse: [use], ...when },
      amount: use === "business" ? businessFee : privateFee,
      label: `Registration fee + traffic improvement fee (${kind}, ${use} use)`,
    })),
  ];
}

/**
 * QLD's fee for a GVM over 4 t, derived as for 2025-26: the 4-cylinder registration fee of the same use
 * without the $67.25 traffic improvement fee, scaled by the regulation's ratio of the two items' fee units,
 * rounded to 10 cents, plus the traffic improvement fee. Private: ($452.70 − $67.25) × 676.43 / 272.14 =
 * $958.07 → $958.10, + $67.25 = $1,025.35. Business: ($485.57 − $67.25) × 734.07 / 295.35 = $1,039.70, + $67.25 = $1,106.95.
 */
const QLD_OVER_4T_2026_27 = {
  private:
    "No dollar figure for a GVM over 4 t was found for 2026-27: the regulation's fee for it (676.43 fee units, private use) is 2.486 times the 4-cylinder fee (272.14), so the 4-cylinder registration fee held without the $67.25 traffic improvement fee ($385.45) is scaled by it: $958.10, plus the traffic improvement fee, $1,025.35.",
  business:
    "No dollar figure for a GVM over 4 t was found for 2026-27: the regulation's fee for it (734.07 fee units, not private use) is 2.485 times the 4-cylinder fee (295.35), so the 4-cylinder business registration fee held without the $67.25 traffic improvement fee ($418.32) is scaled by it: $1,039.70, plus the traffic improvement fee, $1,106.95.",
} as const;

/** Every duty schedule of the state as on 30 June 2026, carried forward for the whole year. */
function dutyCarriedForward(state: AuState): StateCharges["duty"] {
  const duty = previous(state).duty;
  return {
    ...duty,
    schedules: carriedForwardAll(duty.schedules, LAST_YEAR_END, YEAR, DUTY_UNCONFIRMED),
    concessions: [],
  };
}

function registrationOn(state: AuState, id: string) {
  return entryOn(previous(state).registration.components, id, LAST_YEAR_END);
}

const nsw = previous("NSW");
const vic = previous("VIC");
const act = previous("ACT");

export const CHARGES_2026_27: ChargesYear = {
  financialYear: "2026-27",
  ...YEAR,
  researchedOn: "2026-11-24",
  currency: "AUD",
  luxuryCarTax: {
    ...YEAR,
    confidence: "estimate",
    sources: [S.ATO_LCT, FINDINGS_2026_27_NOTE],
    note: `$80,809 and $91,661 for fuel-efficient vehicles, ${UNNAMED_SOURCES}; the law indexes both every 1 July (the same factor, 1.003, for both).`,
    threshold: LUXURY_CAR_TAX_THRESHOLD,
    fuelEfficientThreshold: 91661,
    derivation:
      "no official page read gives the 2026-27 thresholds. The ATO gives the base and the rule: $80,567 and $91,387 for 2025-26, indexed every 1 July by the motor vehicle purchase price index (A New Tax System (Luxury Car Tax) Act 1999, s 25-1). " +
      "$80,809 and $91,661 are those indexed by a factor of 1.003, as secondary sources report it.",
  },
  states: {
    NSW: {
      name: nsw.name,
      classes: nsw.classes,
      duty: dutyCarriedForward("NSW"),
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            label: "Registration (admin) fee",
            amount: 84,
            confidence: "estimate",
            sources: [FINDINGS_2026_27_NOTE],
            note: `$84, ${UNNAMED_SOURCES}; one of those sources says it rose from $82, not from the $79 held for 2025-26.`,
          },
          carriedForward(
            registrationOn("NSW", "motor_vehicle_tax"),
            YEAR,
            "Sources conflict for 2026-27 ($401 or $391 for the private 1,155–1,504 kg band): 2025-26 figure carried forward.",
          ),
          carriedForward(
            registrationOn("NSW", "motor_vehicle_tax_lower_taxed"),
            YEAR,
            "The 2025-26 estimate for lower taxed vehicles, carried forward: no 2026-27 table was found.",
          ),
          carriedForward(registrationOn("NSW", "ctp_green_slip"), YEAR, "Insurer-set premium: still an estimate."),
          carriedForward(
            registrationOn("NSW", "plate_fee"),
            YEAR,
            "One secondary source gives $58 for 2026-27; not confirmed, so the estimate stands.",
          ),
        ],
        concessions: [
          {
            id: "nsw_registration_discount_2026_27",
            effectiveFrom: "2026-09-01",
            effectiveTo: "2027-08-31",
            confidence: "estimate",
            sources: [FINDINGS_2026_27_NOTE],
            note: `The discount and its dates are ${UNNAMED_SOURCES}. It is for private light vehicles: a vehicle registered for business use does not get it.`,
            label: "NSW one-off $100 registration discount (private light vehicles)",
            when: { registrationUse: ["private"] },
            amount: 100,
          },
        ],
      },
    },
    VIC: {
      name: vic.name,
      classes: vic.classes,
      duty: {
        ...vic.duty,
        parameters: { luxuryCarTaxThreshold: LUXURY_CAR_TAX_THRESHOLD, lctThresholdFinancialYear: "2026-27" },
        // Order matters (first match wins): primary producer, green car, passenger, non-passenger.
        schedules: [
          carriedForward(entryOn(vic.duty.schedules, "VIC_PRIMARY_PRODUCER", LAST_YEAR_END), YEAR, DUTY_UNCONFIRMED),
          carriedForward(entryOn(vic.duty.schedules, "VIC_GREEN_CAR", LAST_YEAR_END), YEAR, DUTY_UNCONFIRMED),
          {
            id: "VIC_PASSENGER",
            ...YEAR,
            confidence: "estimate",
            sources: [S.VIC_RATES, S.VIC_S218, S.ATO_LCT, FINDINGS_2026_27_NOTE],
            note: `The tier boundary is the 2026-27 LCT threshold, $80,809, ${UNNAMED_SOURCES} (the SRO page cited shows 2025-26's $80,567). The tier rates, $8.40 / $10.40 / $14 / $18 per $200, are SRO's and unchanged.`,
            when: { classes: ["passenger-car"] },
            brackets: [
              {
                upTo: LUXURY_CAR_TAX_THRESHOLD,
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
          carriedForward(entryOn(vic.duty.schedules, "VIC_NON_PASSENGER_NEW", LAST_YEAR_END), YEAR, DUTY_UNCONFIRMED),
        ],
        concessions: [],
      },
      registration: {
        components: [
          carriedForward(
            registrationOn("VIC", "registration_and_tac_sro_standard"),
            YEAR,
            "SRO's 2026-27 drive-away guideline (the standard registration cost) was not found: 2025-26 figure carried forward.",
          ),
        ],
        // The ZLEV registration discount ended on 31 December 2025 (2025-26 module).
        concessions: [],
        ...(vic.registration.variants === undefined ? {} : { variants: vic.registration.variants }),
      },
    },
    QLD: {
      name: previous("QLD").name,
      classes: previous("QLD").classes,
      duty: dutyCarriedForward("QLD"),
      registration: {
        components: [
          {
            id: "registration_fee_and_tif",
            ...YEAR,
            label: "Registration fee + traffic improvement fee (4 cylinders, private use)",
            confidence: "estimate",
            sources: [S.QLD_FEE_COLUMNS, FINDINGS_2026_27_NOTE],
            note:
              `Private use: the 2025-26 fees indexed by 3.4% on 1 July 2026 (registration fee + $67.25 traffic improvement fee), ${UNNAMED_SOURCES}. ` +
              "Business use: the registration fee raised by the regulation's own ratio of its 'not prescribed private use' column to its private column (about 8.5%), the traffic improvement fee unchanged.",
            amount: 452.7,
            byVehicle: [...qldRegistration("business"), ...qldRegistration("private")],
          },
          carriedForward(
            registrationOn("QLD", "ctp"),
            YEAR,
            "Insurer-set premium; one source gives $411.80–$424.80 by insurer for 2026-27, not confirmed: still an estimate.",
          ),
          carriedForward(registrationOn("QLD", "plate_fee"), YEAR, "No 2026-27 figure found."),
        ],
        concessions: [],
      },
    },
    WA: {
      name: previous("WA").name,
      classes: previous("WA").classes,
      duty: dutyCarriedForward("WA"),
      registration: {
        components: [
          {
            id: "licence_fee",
            ...YEAR,
            label: "Vehicle licence fee",
            confidence: "estimate",
            sources: [S.WA_DOT_EXAMPLE, S.WA_REGO, FINDINGS_2026_27_NOTE],
            note:
              `$29.76 per 100 kg, ${UNNAMED_SOURCES}. It continues the official series ($25.52, $26.52, $27.56 for 2022-23 to 2024-25, 3.92% a year: ` +
              "$28.64 for 2025-26, $29.76 for 2026-27). Tare rounded up to the next 100 kg, as in DoT's worked example; the same for private and business use.",
            perTare: { per100Kg: 29.76, standardTareKg: 1500 },
          },
          carriedForward(registrationOn("WA", "prescribed_flat_fee"), YEAR, "No 2026-27 figure found."),
          carriedForward(registrationOn("WA", "recording_fee"), YEAR, "No 2026-27 figure found."),
          carriedForward(
            registrationOn("WA", "mii"),
            YEAR,
            "One secondary source gives $520.50 for 2026-27; not confirmed, so the 2023-24 premium is carried forward.",
          ),
          carriedForward(registrationOn("WA", "plate_fee"), YEAR, "No 2026-27 figure found."),
        ],
        concessions: [],
      },
    },
    SA: {
      name: previous("SA").name,
      classes: previous("SA").classes,
      duty: dutyCarriedForward("SA"),
      registration: {
        components: [
          carriedForward(
            registrationOn("SA", "registration_package"),
            YEAR,
            "Sources conflict on the 2026-27 total (one gives registration $162 + lifetime support levy $152.79 + emergency services levy $32 + admin $12, CTP extra): carried forward.",
          ),
          carriedForward(registrationOn("SA", "plate_fee"), YEAR, "No 2026-27 figure found."),
        ],
        concessions: [],
      },
    },
    TAS: {
      name: previous("TAS").name,
      classes: previous("TAS").classes,
      duty: dutyCarriedForward("TAS"),
      registration: {
        components: [
          carriedForward(
            registrationOn("TAS", "registration_establish_total"),
            YEAR,
            "Fees as at 1 December 2024; one secondary source gives 2026-27 components adding to $642.77 + plates, not confirmed.",
          ),
        ],
        concessions: [],
      },
    },
    ACT: {
      name: act.name,
      classes: act.classes,
      duty: {
        ...act.duty,
        schedules: [
          ...carriedForwardAll(
            act.duty.schedules,
            LAST_YEAR_END,
            { effectiveFrom: YEAR.effectiveFrom, effectiveTo: "2027-01-31" },
            "The table of 1 September 2025 holds to 31 January 2027 (one secondary source): carried forward.",
          ),
          ...standInsAll(
            act.duty.schedules,
            LAST_YEAR_END,
            { effectiveFrom: "2027-02-01", effectiveTo: YEAR.effectiveTo },
            "ACT duty rates change on 1 February 2027 (slightly higher for some emission categories, one secondary source); the new figures were not found, so the table of 1 September 2025 stands in for them as an estimate.",
          ),
        ],
        concessions: [],
      },
      registration: {
        components: [
          {
            id: "registration_fee",
            ...YEAR,
            label: "Emissions-based registration fee (category B, 131–175 g/km)",
            confidence: "estimate",
            sources: [S.ACT_CATEGORIES_DRIVE, S.ACT_CATEGORIES_HANSARD, FINDINGS_2026_27_NOTE],
            note:
              `Fees by emissions category (AAA $394.90, AA $416.10, A $437.70, B $495.00, C $607.30, D $719.60) ${UNNAMED_SOURCES}, with no clear effective date. ` +
              "Category edges: AAA 0 g/km and D from 221 g/km are published; AA to 65, A to 130, B to 175 and C to 220 g/km are assumed. A vehicle without a CO2 rating is priced as category C.",
            businessUseUnknown: "ACT business-use vehicles pay a different registration fee (AADA, 2025-26 ACT Budget); it was not found.",
            amount: 495,
            byVehicle: [
              { when: { co2Max: 0 }, amount: 394.9, label: "Emissions-based registration fee (category AAA, 0 g/km)" },
              { when: { co2Above: 0, co2Max: 65 }, amount: 416.1, label: "Emissions-based registration fee (category AA, 1–65 g/km)" },
              { when: { co2Above: 65, co2Max: 130 }, amount: 437.7, label: "Emissions-based registration fee (category A, 66–130 g/km)" },
              { when: { co2Above: 130, co2Max: 175 }, amount: 495, label: "Emissions-based registration fee (category B, 131–175 g/km)" },
              { when: { co2Above: 175, co2Max: 220 }, amount: 607.3, label: "Emissions-based registration fee (category C, 176–220 g/km)" },
              { when: { co2Above: 220 }, amount: 719.6, label: "Emissions-based registration fee (category D, 221 g/km and above)" },
              { when: { co2Unknown: true }, amount: 607.3, label: "Emissions-based registration fee (not rated: category C)" },
            ],
          },
          {
            id: "mai_insurance",
            ...YEAR,
            scheme: "ctp",
            label: "Motor Accident Injuries insurance (class 1)",
            confidence: "estimate",
            sources: [S.ACT_MAIC, FINDINGS_2026_27_NOTE],
            note: `$396.60, ${UNNAMED_SOURCES}; insurer-set.`,
            businessUseUnknown: BUSINESS_PREMIUM_UNKNOWN,
            amount: 396.6,
            byVehicle: [
              { when: { classes: ["passenger-vehicle"] }, amount: 396.6, label: "Motor Accident Injuries insurance (class 1)" },
              { when: { classes: ["goods-vehicle"] }, amount: 487.3, label: "Motor Accident Injuries insurance (class 3, goods vehicle)", estimate: actGoodsPremium(396.6) },
            ],
          },
          {
            id: "levies",
            ...YEAR,
            label: "Road rescue fee, road safety contribution, motor accident levy, lifetime care & support levy",
            confidence: "estimate",
            sources: [FINDINGS_2026_27_NOTE],
            note: `Road rescue $33.70, lifetime care and support $110.40, motor accident $14.00, road safety $3.30, ${UNNAMED_SOURCES}.`,
            amount: 161.4,
          },
          carriedForward(
            registrationOn("ACT", "establishment_and_plates"),
            YEAR,
            "The establishing fee of 2025-26 (one secondary source); no 2026-27 figure found.",
          ),
        ],
        concessions: [],
      },
    },
    NT: {
      name: previous("NT").name,
      classes: previous("NT").classes,
      duty: dutyCarriedForward("NT"),
      registration: {
        components: [
          carriedForward(
            registrationOn("NT", "registration_incl_mac"),
            YEAR,
            "Sources conflict for 2026-27 ($849.25 in total, or a $219 registration component): carried forward.",
          ),
          carriedForward(registrationOn("NT", "plate_fee"), YEAR, "No 2026-27 figure found."),
        ],
        // NT's plug-in EV concessions run to 30 June 2027 and are dated in the 2025-26 module.
        concessions: [],
      },
    },
  },
};
