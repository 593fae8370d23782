import { calendarDate } from "./format";

/** Says in words when some government charges are not confirmed figures: under a price in the client's e-mail, the dealer's notice and the portal. */
export function estimatedNotice(ratesAsOf: string | undefined): string {
  return (
    `Please note: some government charges in this price (stamp duty or registration) are estimates or last year's figures carried forward, ` +
    `because this year's official figure was not confirmed${ratesAsOf ? ` for ${calendarDate(ratesAsOf)}` : ""}. The amount payable at registration may differ slightly.`
  );
}
