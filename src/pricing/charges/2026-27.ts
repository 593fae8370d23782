/*
 * Drive-away charges for the 2026-27 financial year (1 July 2026 – 30 June 2027).
 *
 * The rule (issue "Prices by date"): a 2026-27 figure is used when an official page confirms it or two
 * independent sources agree; otherwise the 2025-26 figure is carried forward and marked. By 23 November 2026
 * no official 2026-27 page could be read (SRO Victoria "Drive-away deals 2026-27", the ATO LCT thresholds,
 * NSW/QLD/WA/SA/TAS fee pages and the ACT determination of 1 February 2027 are not in the stored corpus), so
 * the only new figures are those shared/pricing/au-charges-2026-27-findings.md reports from two agreeing
 * sources. Everything else below is the 2025-26 entry carried forward, with the reason.
 *
 * Mid-year changes that start in this year are dated entries here (ACT duty from 1 February 2027; NSW's
 * $100 registration discount from 1 September 2026). Concessions whose term began earlier (NT's plug-in EV
 * concessions, to 30 June 2027) stay in the module they were written in.
 */
import type { ChargesYear, StateCharges } from "../charges-schema";
import type { AuState } from "../au-state";
import { CHARGES_2025_26, SOURCES_2025_26 as S } from "./2025-26";
import { carriedForward, carriedForwardAll, entryOn } from "./carry-forward";
import { FINDINGS_2026_27_NOTE } from "./research-notes";

const YEAR = { effectiveFrom: "2026-07-01", effectiveTo: "2027-06-30" } as const;
const LAST_YEAR_END = CHARGES_2025_26.effectiveTo;
const previous = (state: AuState): StateCharges => CHARGES_2025_26.states[state];

const DUTY_UNCONFIRMED =
  "2026-27: no change reported, by one secondary source only; not confirmed, so the 2025-26 rates are carried forward.";

/** The Commonwealth LCT threshold for "other vehicles", 2026-27 (was $80,567), indexed every 1 July. */
const VIC_LUXURY_CAR_TAX_THRESHOLD = 80809;

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
  researchedOn: "2026-11-23",
  currency: "AUD",
  states: {
    NSW: {
      name: nsw.name,
      duty: dutyCarriedForward("NSW"),
      registration: {
        components: [
          {
            ...registrationOn("NSW", "registration_fee"),
            ...YEAR,
            amount: 84,
            confidence: "corroborated",
            sources: [FINDINGS_2026_27_NOTE],
            note: "Two secondary sources give $84; one of them says it rose from $82, not from the $79 held for 2025-26.",
          },
          carriedForward(
            registrationOn("NSW", "motor_vehicle_tax"),
            YEAR,
            "Sources conflict for 2026-27 ($401 or $391 for the private 1,155–1,504 kg band): 2025-26 figure carried forward.",
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
            confidence: "corroborated",
            sources: [FINDINGS_2026_27_NOTE],
            note: "Reported by two secondary sources; no official page seen.",
            label: "NSW one-off $100 registration discount (private light vehicles)",
            when: { bodyClass: ["passenger", "commercial", "motorcycle"] },
            amount: 100,
          },
        ],
      },
    },
    VIC: {
      name: vic.name,
      duty: {
        ...vic.duty,
        parameters: { luxuryCarTaxThreshold: VIC_LUXURY_CAR_TAX_THRESHOLD, lctThresholdFinancialYear: "2026-27" },
        // Order matters (first match wins): primary producer, green car, passenger, non-passenger.
        schedules: [
          carriedForward(entryOn(vic.duty.schedules, "VIC_PRIMARY_PRODUCER", LAST_YEAR_END), YEAR, DUTY_UNCONFIRMED),
          carriedForward(entryOn(vic.duty.schedules, "VIC_GREEN_CAR", LAST_YEAR_END), YEAR, DUTY_UNCONFIRMED),
          {
            id: "VIC_PASSENGER",
            ...YEAR,
            confidence: "corroborated",
            sources: [FINDINGS_2026_27_NOTE, S.VIC_RATES, S.VIC_S218],
            note: "Tier boundary = the 2026-27 LCT threshold, $80,809 in two agreeing secondary sources (the ATO and SRO 2026-27 pages were not read); tier rates $8.40 / $10.40 / $14 / $18 per $200 unchanged.",
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
      duty: dutyCarriedForward("QLD"),
      registration: {
        components: [
          {
            ...registrationOn("QLD", "registration_fee_and_tif"),
            ...YEAR,
            confidence: "corroborated",
            sources: [FINDINGS_2026_27_NOTE],
            note: "Two secondary sources agree (3.4% indexation on 1 July 2026).",
            amount: 452.7,
            byVehicle: [
              {
                when: { bodyClass: ["passenger", "commercial"], powertrain: ["bev", "fcev"] },
                amount: 370.35,
                label: "Registration fee + traffic improvement fee (electric)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMax: 3 },
                amount: 370.35,
                label: "Registration fee + traffic improvement fee (1-3 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 4, cylindersMax: 4 },
                amount: 452.7,
                label: "Registration fee + traffic improvement fee (4 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 5, cylindersMax: 6 },
                amount: 677.55,
                label: "Registration fee + traffic improvement fee (5-6 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 7, cylindersMax: 8 },
                amount: 921.95,
                label: "Registration fee + traffic improvement fee (7-8 cylinders)",
              },
              {
                when: { bodyClass: ["passenger", "commercial"], cylindersMin: 9 },
                amount: 1069.6,
                label: "Registration fee + traffic improvement fee (9-12 cylinders)",
              },
            ],
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
      duty: dutyCarriedForward("WA"),
      registration: {
        components: [
          carriedForward(
            registrationOn("WA", "licence_fee"),
            YEAR,
            "Sources conflict for 2026-27 ($29.76 or $28.64 per 100 kg): the 2023-24 rate is carried forward.",
          ),
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
      duty: {
        ...act.duty,
        schedules: [
          ...carriedForwardAll(
            act.duty.schedules,
            LAST_YEAR_END,
            { effectiveFrom: YEAR.effectiveFrom, effectiveTo: "2027-01-31" },
            "The table of 1 September 2025 holds to 31 January 2027 (one secondary source): carried forward.",
          ),
          ...carriedForwardAll(
            act.duty.schedules,
            LAST_YEAR_END,
            { effectiveFrom: "2027-02-01", effectiveTo: YEAR.effectiveTo },
            "ACT duty rates change on 1 February 2027 (slightly higher for some emission categories, one secondary source); the new figures were not found, so the table of 1 September 2025 is carried forward.",
          ),
        ],
        concessions: [],
      },
      registration: {
        components: carriedForwardAll(
          act.registration.components,
          LAST_YEAR_END,
          YEAR,
          "One secondary source gives 2026-27 fees by emission category (e.g. category B $495.00, levies, MAI $396.60) with no clear effective date; not confirmed.",
        ),
        concessions: [],
      },
    },
    NT: {
      name: previous("NT").name,
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
