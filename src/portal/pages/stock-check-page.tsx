import type { CatalogueVehicleRow } from "../../db/queries/vehicles";
import { changeCounts, type CheckedStockFile, type StockChange, type StockFileProblem } from "../../domain/stock-file";
import { money } from "../../notices/format";
import { PRICE_BASIS } from "../../notices/price-lines";
import type { PortalSession } from "../portal-env";
import { MoneyField, StockTableHead } from "./form-parts";
import { ErrorSummary, Pager } from "../../web/pages/form-parts";
import { Layout } from "./layout";
import { availableLabel, priceLabel, rowProblem, StockFileForm, stockRowHref, type RowEdit } from "./stock-page";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-AU")} ${count === 1 ? one : many}`;

/**
 * What a checked stock file would do, before anything changes: every problem by line (then nothing
 * can be applied), or each vehicle to add or change and "Apply changes". The file travels back with
 * Apply changes in a hidden field and is checked again then: what is applied is what the stock is
 * at that moment plus the file, never a stale plan.
 */
export function StockCheckPage(props: { session: PortalSession; checked: CheckedStockFile; fileText: string; fileName: string }) {
  const { checked } = props;
  const { created, updated } = changeCounts(checked);
  return (
    <Layout title="Check stock file" session={props.session} section="stock">
      <div class="page-head">
        <p class="back-link">
          <a href="/dealer/stock">← Stock</a>
        </p>
        <h1 id="page-title">Check stock file</h1>
        <p class="lead">{props.fileName ? `${props.fileName}: ` : ""}{plural(checked.records, "vehicle line", "vehicle lines")}.</p>
      </div>
      {checked.problems.length > 0 ? (
        <>
          <Problems problems={checked.problems} />
          <StockFileForm title="Check a corrected file" />
        </>
      ) : checked.changes.length === 0 ? (
        <>
          <p class="notice" role="status">
            Nothing to change: every vehicle in the file is in your stock at that price and availability. {notInFileText(checked.notInFile)}
          </p>
          <p>
            <a class="button" href="/dealer/stock">
              Back to stock
            </a>
          </p>
        </>
      ) : (
        <>
          <p class="notice" role="status">
            Nothing has changed yet. Applying the file will add {plural(created, "vehicle", "vehicles")} to your stock and change {plural(updated, "vehicle", "vehicles")};{" "}
            {plural(checked.unchanged, "line matches", "lines match")} your stock already. {notInFileText(checked.notInFile)}
          </p>
          <form method="post" action="/dealer/stock/apply" enctype="multipart/form-data" class="actions apply-form">
            <input type="hidden" name="file" value={props.fileText} />
            <button type="submit" class="button button--primary">
              Apply changes
            </button>
            <a class="button" href="/dealer/stock">
              Cancel
            </a>
          </form>
          <Changes changes={checked.changes} />
        </>
      )}
    </Layout>
  );
}

function notInFileText(notInFile: number): string {
  return notInFile === 0 ? "" : `${plural(notInFile, "vehicle", "vehicles")} in your stock ${notInFile === 1 ? "is" : "are"} not in the file and will stay as ${notInFile === 1 ? "it is" : "they are"}.`;
}

function Problems(props: { problems: StockFileProblem[] }) {
  return (
    <div class="alert" role="alert" aria-labelledby="problems-title">
      <h2 id="problems-title">
        The file has {plural(props.problems.length, "problem", "problems")}: nothing was changed
      </h2>
      <p>Correct each line below in the file, save it, and check it again.</p>
      <ul class="problem-list">
        {props.problems.map((problem) => (
          <li>
            <strong>Line {problem.line}:</strong> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const yesNo = (available: boolean) => (available ? "Yes" : "No");

function Changes(props: { changes: StockChange[] }) {
  return (
    <div class="table-wrap">
      <table class="data-table">
        <caption>Vehicles the file adds or changes</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Change</th>
            <th scope="col" class="numeric">
              Price
            </th>
            <th scope="col">Available</th>
          </tr>
        </thead>
        <tbody>
          {props.changes.map((change) => (
            <tr>
              <td data-label="Line">{change.line}</td>
              <th scope="row" data-label="Vehicle">
                {change.model} {change.version}
              </th>
              <td data-label="Change">{change.change === "created" ? "Add to stock" : "Change"}</td>
              <td data-label="Price" class="numeric">
                {change.before && change.before.priceCents !== change.priceCents ? `${money(change.before.priceCents)} → ${money(change.priceCents)}` : money(change.priceCents)}
              </td>
              <td data-label="Available">{change.before && change.before.available !== change.available ? `${yesNo(change.before.available)} → ${yesNo(change.available)}` : yesNo(change.available)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Add a vehicle": the catalogue, searched by model, each vehicle not yet stocked with its price and Add to stock. */
export function AddVehiclePage(props: { session: PortalSession; model: string; vehicles: CatalogueVehicleRow[]; page: number; hasNextPage: boolean; edit?: RowEdit | undefined }) {
  const { model, vehicles, edit } = props;
  return (
    <Layout title="Add a vehicle" session={props.session} section="stock">
      <div class="page-head">
        <p class="back-link">
          <a href="/dealer/stock">← Stock</a>
        </p>
        <h1 id="page-title">Add a vehicle</h1>
        <p class="lead">Find the vehicle in the catalogue, set your price and add it to your stock.</p>
        <p>{PRICE_BASIS}</p>
      </div>
      <ErrorSummary problems={edit ? [rowProblem(edit, vehicles.find((vehicle) => vehicle.id === edit.vehicleId))] : []} />
      <form method="get" action="/dealer/stock/add" role="search" class="search-form">
        <label for="catalogue-search">Search the catalogue</label>
        <div class="search-form__row">
          <input id="catalogue-search" name="model" type="search" value={model} placeholder="Model, such as HiLux" />
          <button type="submit" class="button">
            Search
          </button>
        </div>
      </form>
      {vehicles.length === 0 ? (
        <p class="panel">{model ? `No vehicle in the catalogue matches “${model}”.` : "There are no more vehicles in the catalogue."}</p>
      ) : (
        <div class="table-wrap">
          <table class="data-table stock-table">
            <caption class="visually-hidden">Catalogue vehicles{model ? ` matching “${model}”` : ""}</caption>
            <StockTableHead action="Add to stock" />
            <tbody>
              {vehicles.map((vehicle) => {
                const form = `add-${vehicle.id}`;
                const typed = edit?.vehicleId === vehicle.id ? edit : undefined;
                return (
                  <tr>
                    <th scope="row" data-label="Vehicle" id={`vehicle-${vehicle.id}`}>
                      {vehicle.model} {vehicle.version}
                    </th>
                    <td data-label="List price" class="numeric">
                      {vehicle.listPriceCents === null ? "Not known" : money(vehicle.listPriceCents)}
                    </td>
                    {vehicle.inStock ? (
                      <td data-label="Price" colspan={3}>
                        In your stock: <a href={stockRowHref(vehicle)}>change it on the Stock page</a>
                      </td>
                    ) : (
                      <>
                        <td data-label="Price">
                          <MoneyField id={`price-${vehicle.id}`} name="price" label={priceLabel(vehicle)} hiddenLabel form={form} value={typed?.price ?? ""} error={typed?.error} />
                        </td>
                        <td data-label="Available">
                          <span class="checkbox">
                            <input type="checkbox" id={`available-${vehicle.id}`} name="available" value="true" form={form} checked={typed ? typed.available : true} />
                            <label for={`available-${vehicle.id}`} class="visually-hidden">
                              {availableLabel(vehicle)}
                            </label>
                          </span>
                        </td>
                        <td class="row-action">
                          <form id={form} method="post" action={`/dealer/stock/${vehicle.id}`} class="inline-form">
                            <input type="hidden" name="from" value="add" />
                            <input type="hidden" name="model" value={model} />
                            <input type="hidden" name="page" value={String(props.page)} />
                            <button type="submit" class="button" aria-describedby={`vehicle-${vehicle.id}`}>
                              Add to stock
                            </button>
                          </form>
                        </td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => `/dealer/stock/add?${new URLSearchParams({ ...(model ? { model } : {}), page: String(page) })}`} />
    </Layout>
  );
}
