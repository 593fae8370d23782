import type { ClientUsageDay } from "../../db/queries/client-usage";
import { calendarDate } from "../../notices/format";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";

/** The organisation's use by day in Sydney, newest first, with the period's totals. */
export function UsagePage(props: { session: ConsoleSession; days: ClientUsageDay[] }) {
  const total = (field: "quotes" | "accepted" | "tenders" | "estimates") => props.days.reduce((sum, day) => sum + Number(day[field]), 0);
  const columns = [
    ["quotes", "Quotes asked"],
    ["accepted", "Accepted"],
    ["tenders", "Tenders"],
    ["estimates", "Estimates"],
  ] as const;
  return (
    <Layout title="Usage" session={props.session} section="usage">
      <div class="page-head">
        <h1 id="page-title">Usage by day</h1>
        <p class="lead">
          The last {props.days.length} days, by calendar day in Sydney: quotes asked (alone or in a tender), those you accepted, tenders started and drive-away estimates.
        </p>
      </div>
      <div class="table-wrap">
        <table class="quote-table usage-table">
          <caption class="visually-hidden">Use by day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map(([, label]) => (
                <th scope="col" class="numeric">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr class="usage-total">
              <th scope="row" data-label="Day">{`All ${props.days.length} days`}</th>
              {columns.map(([field, label]) => (
                <td data-label={label} class="numeric">
                  {String(total(field))}
                </td>
              ))}
            </tr>
            {props.days.map((day) => (
              <tr>
                <th scope="row" data-label="Day">
                  {calendarDate(day.day)}
                </th>
                {columns.map(([field, label]) => (
                  <td data-label={label} class="numeric">
                    {String(day[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}
