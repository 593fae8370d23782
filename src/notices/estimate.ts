import { dealerStatedCharges } from "../domain/quotes/dealer-stated-charges";
import { calendarDate } from "./format";

/** Says in words when some government charges are not confirmed figures: under a price in the client's e-mail, the dealer's notice and the portal. */
export function estimatedNotice(pricing: {
  ratesAsOf?: string | undefined;
  stampDuty: { scheduleId: string };
  registration?: { components: readonly { id: string }[] };
}): string {
  const { ratesAsOf } = pricing;
  const stated = dealerStatedCharges(pricing);
  if (stated === "duty-and-registration") {
    return (
      "Please note: this vehicle's stamp duty and registration are the dealership's own figures: the service does not price a heavy vehicle " +
      "(GVM above 4,500 kg) itself. The amount payable at registration may differ."
    );
  }
  if (stated === "registration") {
    return (
      "Please note: this vehicle's registration is the dealership's own figure: the service does not price the registration of a heavy vehicle " +
      "(GVM above 4,500 kg); its stamp duty is the state's heavy-vehicle duty. The amount payable at registration may differ."
    );
  }
  return (
    `Please note: some government charges in this price (stamp duty or registration) are estimates or last year's figures carried forward, ` +
    `because this year's official figure was not confirmed${ratesAsOf ? ` for ${calendarDate(ratesAsOf)}` : ""}. The amount payable at registration may differ slightly.`
  );
}
