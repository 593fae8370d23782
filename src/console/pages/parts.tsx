import type { Child } from "hono/jsx";
import { dollarsToCents } from "../../domain/money";
import { localDateTime, money } from "../../notices/format";

// Pieces the console's pages share: times, money, badges, the list of a thing's facts.

/** An instant in Sydney time, where the service reports days (an FMO's own state is not known): "Mon 30 Nov 2026, 9:00 am AEDT". */
export function When(props: { at: string | null | undefined }) {
  if (!props.at) return <>—</>;
  return <time datetime={props.at}>{localDateTime(props.at, "NSW")}</time>;
}

// Made on first use: a Worker's first Intl object loads the locale data, which has no place in its startup.
let shortFormat: Intl.DateTimeFormat | undefined;
let secondsFormat: Intl.DateTimeFormat | undefined;

/** The same instant, shorter, for a table's cell: "30 Nov 2026, 9:00 am"; with `seconds`, "30 Nov, 9:00:05 am" (Sydney time). */
export function WhenShort(props: { at: string | null | undefined; seconds?: boolean }) {
  if (!props.at) return <>—</>;
  return (
    <time datetime={props.at} title={localDateTime(props.at, "NSW")}>
      {props.seconds
        ? (secondsFormat ??= new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", second: "2-digit" })).format(new Date(props.at))
        : (shortFormat ??= new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" })).format(new Date(props.at))}
    </time>
  );
}

/** A dollar amount of an API view (dollars, cents exact) as money: "$46,220.00". */
export function Dollars(props: { amount: number | null | undefined }) {
  return <>{props.amount === null || props.amount === undefined ? "—" : money(dollarsToCents(props.amount))}</>;
}

/** A state as a badge; `tone` picks its colours from the portal's (pending, sent, draft, accepted, lapsed). */
export function Badge(props: { tone: "pending" | "sent" | "draft" | "accepted" | "lapsed" | "failed"; children: Child }) {
  return <span class={`badge badge--${props.tone}`}>{props.children}</span>;
}

/** A webhook delivery's state as the API names it (pending, delivered, failed). */
export function DeliveryBadge(props: { status: "pending" | "delivered" | "failed" }) {
  const tone = { pending: "pending", delivered: "sent", failed: "failed" } as const;
  const words = { pending: "Sending", delivered: "Delivered", failed: "Failed" };
  return <Badge tone={tone[props.status]}>{words[props.status]}</Badge>;
}

/** The facts of one thing, as label and value pairs. */
export function Facts(props: { items: [string, Child][] }) {
  return (
    <dl class="facts">
      {props.items.map(([label, value]) => (
        <>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </>
      ))}
    </dl>
  );
}

/** What a tender or quote asked for: the model and version. */
export function vehicleName(vehicle: { model: string; version: string | null }): string {
  return `${vehicle.model} ${vehicle.version ?? ""}`.trim() || "A vehicle";
}
