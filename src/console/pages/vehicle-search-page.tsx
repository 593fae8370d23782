import { AU_STATES } from "../../pricing/au-state";
import { BODY_TYPES, CABS, DRIVE_TYPES, POWERTRAINS } from "../../pricing/vehicle";
import type { VehicleSearchItem } from "../../schemas/vehicle-search";
import { Pager } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { Dollars } from "./parts";

/** The search form's choices, each a filter of `GET /api/v1/vehicles` as FMO staff name it. */
const CHOICES = {
  bodyType: { label: "Body", values: BODY_TYPES },
  cab: { label: "Cab", values: CABS },
  driveType: { label: "Drive", values: DRIVE_TYPES },
  powertrain: { label: "Powertrain", values: POWERTRAINS },
  state: { label: "Stocked in", values: AU_STATES },
} as const;

const NUMBERS = {
  seatsMin: { label: "Seats, at least", step: "1" },
  gvmMaxKg: { label: "Maximum GVM (kg)", step: "1" },
  fuelMaxLitresPer100Km: { label: "Maximum fuel use (L/100 km)", step: "0.1" },
  listPriceMin: { label: "List price from ($)", step: "1" },
  listPriceMax: { label: "List price up to ($)", step: "1" },
} as const;

export interface VehicleSearchPageProps {
  session: ConsoleSession;
  /** The form as asked (the query string's values). */
  asked: Record<string, string>;
  result: { vehicles: VehicleSearchItem[]; total: number; page: number; hasNext: boolean } | null;
  problem?: string | undefined;
}

const facts = (vehicle: VehicleSearchItem) =>
  vehicle.specs
    ? [vehicle.specs.bodyType, vehicle.specs.cab && `${vehicle.specs.cab} cab`, vehicle.specs.driveType, vehicle.specs.powertrain, vehicle.specs.seats && `${vehicle.specs.seats} seats`].filter(Boolean).join(", ")
    : "";

/** Vehicles found by need (the filters of the API's search), each with the approved dealerships that stock it: who to ask in a tender. */
export function VehicleSearchPage(props: VehicleSearchPageProps) {
  const { asked, result } = props;
  const query = (page: number) => `/console/vehicles?${new URLSearchParams({ ...asked, ...(page > 1 && { page: String(page) }) })}`;
  return (
    <Layout title="Find vehicles" session={props.session} section="vehicles">
      <div class="page-head">
        <h1 id="page-title">Find vehicles</h1>
        <p class="lead">Search the catalogue by what your fleet needs, and see which dealerships have each vehicle available.</p>
      </div>
      <form method="get" action="/console/vehicles" class="panel panel--form search-form" role="search">
        <div class="field">
          <label for="q">Words (make, model, “dual cab”, “4x4”, “hybrid”…)</label>
          <input id="q" name="q" type="search" value={asked.q ?? ""} maxlength={100} />
        </div>
        <div class="field-grid">
          {Object.entries(CHOICES).map(([name, choice]) => (
            <div class="field">
              <label for={name}>{choice.label}</label>
              <select id={name} name={name}>
                <option value="">Any</option>
                {choice.values.map((value) => (
                  <option value={value} selected={asked[name] === value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {Object.entries(NUMBERS).map(([name, number]) => (
            <div class="field">
              <label for={name}>{number.label}</label>
              <input id={name} name={name} type="number" inputmode="decimal" min="0" step={number.step} value={asked[name] ?? ""} />
            </div>
          ))}
        </div>
        <div class="field field--check">
          <input id="stocked" name="stocked" type="checkbox" value="true" checked={asked.stocked === "true"} />
          <label for="stocked">Only vehicles a dealership has available</label>
        </div>
        <button type="submit" class="button button--primary">
          Search
        </button>
      </form>
      {props.problem && (
        <div class="alert" role="alert">
          <h2>The search could not be made</h2>
          <p>{props.problem}</p>
        </div>
      )}
      {result && (
        <section aria-labelledby="results-title">
          <h2 id="results-title">{result.total === 1 ? "1 vehicle" : `${result.total.toLocaleString("en-AU")} vehicles`}</h2>
          {result.vehicles.length === 0 ? (
            <p class="panel">No vehicle matches. Try fewer filters.</p>
          ) : (
            <ul class="plain-list vehicle-results">
              {result.vehicles.map((vehicle) => (
                <li>
                  <h3>{`${vehicle.model} ${vehicle.version}`.trim()}</h3>
                  <p class="fine-print">
                    {facts(vehicle)}
                    {vehicle.listPrice !== null && (
                      <>
                        {" · list "}
                        <Dollars amount={vehicle.listPrice} />
                      </>
                    )}
                    {` · id ${vehicle.id}`}
                  </p>
                  <p>
                    {vehicle.stockists.count === 0
                      ? "No approved dealership has it available."
                      : `Available at ${vehicle.stockists.count} dealership${vehicle.stockists.count === 1 ? "" : "s"}${asked.state ? `, ${vehicle.stockists.byState[asked.state] ?? 0} in ${asked.state}` : ""}: `}
                    {vehicle.dealerships?.map((dealership, i) => (
                      <>
                        {i > 0 && ", "}
                        <span title={dealership.id}>{`${dealership.name}${dealership.state ? ` (${dealership.state})` : ""}`}</span>
                      </>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager page={result.page} hasNext={result.hasNext} href={query} />
        </section>
      )}
    </Layout>
  );
}
