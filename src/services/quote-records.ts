import type { NewQuote } from "../db/queries/quotes";
import type { PlannedQuote, PlanVehicle } from "../domain/quotes/plan-quote";
import type { RegistrationUse } from "../pricing";
import { completedQuoteView } from "../views/quotes";
import type { CreateQuoteCompleted } from "../schemas/quotes";

/** The client fields of a quote request, as a single quote and every quote of a tender carry them. */
export interface ClientRequest {
  model?: string;
  version?: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string;
  postcode?: string;
  quantity: number;
  notes?: string;
  callbackUrl?: string;
  registrationUse: RegistrationUse;
  registrationDate?: string;
  manufacturerFleetDiscount: boolean;
}

export interface QuoteDealer {
  id: string;
  name: string;
  contactEmail: string | null;
}

/**
 * What a planned quote becomes: its row, the e-mail it sends (the priced quote to the client, or the
 * notice to the dealer when the dealer has an address) and, when priced at once, its creation answer.
 */
export function quoteRecord<V extends PlanVehicle>(
  plan: PlannedQuote<V>,
  dealer: QuoteDealer,
  request: ClientRequest,
  ids: { quoteId: string; clientId: string; tenderId: string | null; emailIds: { quote_to_client: string; quote_to_dealer: string } },
  now: Date,
): { row: NewQuote["quote"]; email: NewQuote["email"]; completed: CreateQuoteCompleted | null } {
  const createdAt = now.toISOString();
  const sent = plan.status === "sent";
  const validUntil = plan.validUntil?.toISOString() ?? null;
  const recipient = sent ? request.clientEmail : dealer.contactEmail;
  return {
    row: {
      id: ids.quoteId,
      clientId: ids.clientId,
      dealershipId: dealer.id,
      tenderId: ids.tenderId,
      vehicleId: plan.vehicle?.id ?? null,
      requestedModel: request.model ?? null,
      requestedVersion: request.version ?? null,
      status: plan.status,
      channel: "api",
      clientName: request.clientName,
      clientEmail: request.clientEmail,
      clientPhone: request.clientPhone ?? null,
      postcode: request.postcode || null,
      quantity: request.quantity,
      registrationUse: request.registrationUse,
      registrationDate: request.registrationDate ?? null,
      manufacturerFleetDiscount: request.manufacturerFleetDiscount,
      accessoryIds: plan.accessories.map((a) => a.id),
      // The accessories as asked: kept with the quote, whatever the dealership later does to its list.
      requestedAccessories: plan.accessories.map(({ id, name, priceCents }) => ({ id, name, priceCents })),
      notes: request.notes ?? null,
      callbackUrl: request.callbackUrl ?? null,
      pricing: plan.pricing,
      createdAt,
      sentAt: sent ? createdAt : null,
      validUntil,
    },
    email: recipient ? { id: ids.emailIds[sent ? "quote_to_client" : "quote_to_dealer"], kind: sent ? "quote_to_client" : "quote_to_dealer", recipient } : null,
    completed:
      plan.pricing && plan.vehicle && validUntil
        ? completedQuoteView({ quoteId: ids.quoteId, createdAt, validUntil, dealer, vehicle: plan.vehicle, pricing: plan.pricing })
        : null,
  };
}
