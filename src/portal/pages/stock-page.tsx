import type { StockItemRow } from "../../db/queries/stock";
import { changedByLabel } from "../../domain/changed-by";
import { MAX_STOCK_FILE_ROWS, MAX_STOCK_FILE_SIZE } from "../../domain/stock-file";
import { money } from "../../notices/format";
import { PRICE_BASIS } from "../../notices/price-lines";
import { dollarsField } from "../format";
import type { PortalSession } from "../portal-env";
import { changedText, MoneyField, StockTableHead } from "./form-parts";
import { ErrorSummary, Pager, SavedNotice, type FormProblem } from "../../web/pages/form-parts";
import { Layout } from "./layout";

/** A row's form as typed, when saving it was refused. */
export interface RowEdit {
  vehicleId: string;
  price: string;
  available: boolean;
  error: string;
}

export interface StockPageProps {
  session: PortalSession;
  rows: StockItemRow[];
  model: string;
  page: number;
  hasNextPage: boolean;
  notice?: string | undefined;
  edit?: RowEdit | undefined;
  /** What is wrong with the file chosen, when checking it could not start. */
  fileError?: string | undefined;
}

/** The Stock page's address for a search and page. */
export function stockHref(model: string, page = 1, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(model ? { model } : {}), ...(page > 1 ? { page: String(page) } : {}), ...extra }).toString();
  return query ? `/dealer/stock?${query}` : "/dealer/stock";
}

/** The anchor of a vehicle's row on the Stock page. */
export const stockRowId = (vehicleId: string) => `row-${vehicleId}`;

/** The address of a stocked vehicle's row: the Stock page searched for its model, at the row. */
export function stockRowHref(vehicle: { id: string; model: string }): string {
  return `${stockHref(vehicle.model)}#${stockRowId(vehicle.id)}`;
}

/**
 * The dealership's stock: a searchable table whose rows each save on their own (a form a row, its
 * fields tied to it with the `form` attribute, so it works without script), the way to the
 * catalogue, the CSV download, and the upload that checks a file before anything changes.
 */
export function StockPage(props: StockPageProps) {
  const { rows, model, edit } = props;
  const problems: FormProblem[] = [];
  if (edit) problems.push(rowProblem(edit, rows.find((row) => row.vehicleId === edit.vehicleId)));
  if (props.fileError) problems.push({ field: "stock-file", text: `Stock file (CSV): ${props.fileError}` });
  return (
    <Layout title="Stock" session={props.session} section="stock">
      <div class="page-head">
        <h1 id="page-title">Stock</h1>
        <p class="lead">The vehicles you offer fleet clients, with your price for each (your margin is added to quotes). A quote asked for after a change uses the new price; quotes already priced keep theirs.</p>
        <p>{PRICE_BASIS}</p>
      </div>
      <ErrorSummary problems={problems} />
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      <div class="toolbar">
        <form method="get" action="/dealer/stock" role="search" class="search-form">
          <label for="stock-search">Search your stock</label>
          <div class="search-form__row">
            <input id="stock-search" name="model" type="search" value={model} placeholder="Model, such as HiLux" />
            <button type="submit" class="button">
              Search
            </button>
          </div>
        </form>
        <p class="toolbar__actions">
          <a class="button" href="/dealer/stock/add">
            Add a vehicle
          </a>
          <a class="button" href="/dealer/stock/export" download>
            Download stock (CSV)
          </a>
        </p>
      </div>
      {rows.length === 0 ? (
        <p class="panel">{model ? `None of your stock matches “${model}”.` : props.page > 1 ? "There is no more stock." : "Your dealership has no stock yet. Add a vehicle, or upload a stock file below."}</p>
      ) : (
        <div class="table-wrap">
          <table class="data-table stock-table">
            <caption class="visually-hidden">{model ? `Your stock matching “${model}”` : "Your stock"}, in model order</caption>
            <StockTableHead action="Save the row" />
            <tbody>
              {rows.map((row) => (
                <StockRow row={row} edit={edit?.vehicleId === row.vehicleId ? edit : undefined} model={model} page={props.page} state={props.session.dealershipState} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => stockHref(model, page)} />
      <StockFileForm error={props.fileError} />
    </Layout>
  );
}

type Vehicle = { model: string; version: string };

/**
 * The names of a row's price field and availability box, read where the column's heading is not
 * (a screen reader's list of form fields, a phone's card): each says which vehicle it is for.
 */
export const priceLabel = (vehicle: Vehicle) => `Price of ${vehicle.model} ${vehicle.version}`;
export const availableLabel = (vehicle: Vehicle) => `${vehicle.model} ${vehicle.version} available`;

/** A refused row in the error summary, linking to its price. */
export function rowProblem(edit: RowEdit, vehicle: Vehicle | undefined): FormProblem {
  return { field: `price-${edit.vehicleId}`, text: `${vehicle ? priceLabel(vehicle) : "Price"}: ${edit.error}` };
}

function StockRow(props: { row: StockItemRow; edit: RowEdit | undefined; model: string; page: number; state: string | null }) {
  const { row, edit, state } = props;
  const id = row.vehicleId;
  const form = `stock-${id}`;
  const changed = changedText(row.updatedAt, changedByLabel(row.updatedBy, row.updatedByKeyPrefix), state);
  return (
    <tr id={stockRowId(id)} class={row.available ? undefined : "is-unavailable"}>
      <th scope="row" data-label="Vehicle" id={`vehicle-${id}`}>
        <span class="vehicle-name">
          {row.model} {row.version}
        </span>
        {changed && <span class="fine-print row-changed">{changed}</span>}
      </th>
      <td data-label="List price" class="numeric">
        {row.listPriceCents === null ? "Not known" : money(row.listPriceCents)}
      </td>
      <td data-label="Price">
        <MoneyField id={`price-${id}`} name="price" label={priceLabel(row)} hiddenLabel form={form} value={edit ? edit.price : dollarsField(row.priceCents)} error={edit?.error} />
      </td>
      <td data-label="Available">
        <span class="checkbox">
          <input type="checkbox" id={`available-${id}`} name="available" value="true" form={form} checked={edit ? edit.available : row.available} />
          <label for={`available-${id}`} class="visually-hidden">
            {availableLabel(row)}
          </label>
        </span>
      </td>
      <td class="row-action">
        <form id={form} method="post" action={`/dealer/stock/${id}`} class="inline-form">
          <input type="hidden" name="model" value={props.model} />
          <input type="hidden" name="page" value={String(props.page)} />
          <button type="submit" class="button" aria-describedby={`vehicle-${id}`}>
            Save
          </button>
        </form>
      </td>
    </tr>
  );
}

/** The upload: a CSV file, checked first; nothing changes until "Apply changes". */
export function StockFileForm(props: { error?: string | undefined; title?: string }) {
  return (
    <section class="panel stock-file" aria-labelledby="stock-file-title">
      <h2 id="stock-file-title">{props.title ?? "Update stock from a file"}</h2>
      <p>
        A CSV file whose first line names the columns <code>globalCarId</code>, <code>price</code> and <code>available</code> (any order; other columns are
        ignored), then one vehicle a line: up to {MAX_STOCK_FILE_ROWS.toLocaleString("en-AU")} vehicles and {MAX_STOCK_FILE_SIZE}. The easiest start is Download stock (CSV): change
        prices or availability in a spreadsheet, save as CSV UTF-8, and upload it here. Vehicles not in the file stay as they are.
      </p>
      <form method="post" action="/dealer/stock/check" enctype="multipart/form-data" class="stack" novalidate>
        <div class={props.error ? "field field--invalid" : "field"}>
          <label for="stock-file">Stock file (CSV)</label>
          <p class="hint" id="stock-file-hint">
            Checking shows each vehicle that would be added or changed, or every problem by line. Nothing changes until you apply it.
          </p>
          <p class="hint" id="stock-file-split">
            More than {MAX_STOCK_FILE_ROWS.toLocaleString("en-AU")} vehicles? Import them in several files of up to {MAX_STOCK_FILE_ROWS.toLocaleString("en-AU")}, each
            starting with the header line: vehicles not in a file stay as they are, so splitting a file is safe.
          </p>
          {props.error && (
            <p class="field-error" id="stock-file-error" role="alert">
              {props.error}
            </p>
          )}
          <input
            type="file"
            id="stock-file"
            name="file"
            accept=".csv,text/csv"
            aria-describedby={props.error ? "stock-file-hint stock-file-split stock-file-error" : "stock-file-hint stock-file-split"}
            aria-invalid={props.error ? "true" : undefined}
          />
        </div>
        <button type="submit" class="button button--primary">
          Check file
        </button>
      </form>
    </section>
  );
}
