import type { Child } from "hono/jsx";
import type { QuoteViewRow } from "../../db/queries/quote-rows";
import { dealerStatedCharges } from "../../domain/quotes/dealer-stated-charges";
import { apiVehiclePrice, type DealerPricing } from "../../domain/quotes/price-quote";
import { FORM_ID, fieldIds, fieldLabel, type CompletionForm, type FieldErrors } from "../completion-form";
import { calendarDate, localDateTime, money } from "../../notices/format";
import { PRICE_BASIS } from "../../notices/price-lines";
import { askedOfSeveral } from "../../notices/tender";
import { ago } from "../../web/format";
import { priceDisplay, type Preview } from "../preview";
import type { PortalSession } from "../portal-env";
import { Layout } from "./layout";
import { EmailAddress, PriceTable, registrationText, requestedVehicleText, StatusBadge, vehicleText } from "./quote-parts";
import { MoneyField } from "./form-parts";
import { ErrorSummary } from "../../web/pages/form-parts";

export interface StockChoice {
  id: string;
  model: string;
  version: string;
  priceCents: number;
}

/** The form of a pending quote, as it stands. */
export interface PendingQuoteState {
  form: CompletionForm;
  errors: FieldErrors;
  preview: Preview;
  dealer: DealerPricing & { quoteValidityDays: number };
  /** The dealership's stock, when the dealer has still to choose the vehicle: the ones matching the client's text first. */
  stock: { matching: StockChoice[]; others: StockChoice[] } | null;
  /** What to focus when the page opens after a form button without script (a new accessory row, ...). */
  focus?: string | undefined;
}

export interface QuotePageProps {
  session: PortalSession;
  quote: QuoteViewRow;
  now: Date;
  pending?: PendingQuoteState | undefined;
  /** The quote was completed by someone else while this dealer had it open. */
  completedElsewhere?: boolean;
}

export function QuotePage(props: QuotePageProps) {
  const { quote, session, pending } = props;
  const sent = quote.status === "sent" && quote.pricing;
  return (
    <Layout title={`Quote for ${quote.clientName}`} session={session}>
      <div class="page-head">
        {!session.quoteId && (
          <p class="back-link">
            <a href="/dealer/quotes">← All quotes</a>
          </p>
        )}
        <h1 id="page-title">
          Quote for {quote.clientName} <StatusBadge quote={quote} />
        </h1>
      </div>
      {props.completedElsewhere && (
        <div class="alert" role="alert">
          <h2>This quote was already completed</h2>
          <p>
            It was completed {quote.sentAt ? `on ${localDateTime(quote.sentAt, quote.dealershipState)}` : "elsewhere"}, so your form was not sent and
            nothing was sent twice. Below is what the client received.
          </p>
        </div>
      )}
      {sent && !props.completedElsewhere && (
        <p class="notice notice--success" role="status">
          Sent to {quote.clientName}
          {quote.sentAt ? ` on ${localDateTime(quote.sentAt, quote.dealershipState)}` : ""}.
        </p>
      )}
      <OutcomeNotice quote={quote} />
      <div class="quote-layout">
        <RequestFacts quote={quote} now={props.now} />
        {pending && quote.status === "pending" ? (
          <CompletionSection quote={quote} state={pending} />
        ) : quote.pricing ? (
          <section class="panel" aria-labelledby="sent-title">
            <h2 id="sent-title">The quote sent to the client</h2>
            <dl class="facts quoted-vehicle">
              <dt>Vehicle</dt>
              <dd>{vehicleText(quote)}</dd>
            </dl>
            <PriceTable display={priceDisplay(quote.pricing)} caption={`Drive-away price for ${quote.clientName}`} />
            {quote.validUntil && <p>The price holds until {localDateTime(quote.validUntil, quote.dealershipState)}.</p>}
            <h3>Notes to client</h3>
            <p class="prewrap">{quote.dealerNotes || "None"}</p>
          </section>
        ) : null}
      </div>
    </Layout>
  );
}

/** What the client decided of the quote, when it has. */
function OutcomeNotice(props: { quote: QuoteViewRow }) {
  const { quote } = props;
  const when = quote.outcomeAt ? localDateTime(quote.outcomeAt, quote.dealershipState) : null;
  if (quote.outcome === "accepted") {
    return (
      <div class="notice notice--success" role="status">
        <p>
          <strong>Accepted.</strong> {quote.clientName}'s organisation accepted this quote{when ? ` on ${when}` : ""}: we have e-mailed you their contact to arrange the
          order.
        </p>
        {quote.orderReference && <p>Their order reference: {quote.orderReference}</p>}
      </div>
    );
  }
  if (quote.outcome === "not-chosen") {
    return (
      <p class="notice" role="status">
        <strong>Not chosen.</strong> The client chose another dealership's quote for this tender{when ? ` on ${when}` : ""}.
      </p>
    );
  }
  if (quote.outcome === "lapsed") {
    return (
      <div class="alert" role="alert">
        <h2>This quote lapsed</h2>
        <p>
          {quote.tenderId ? "The client's tender closed" : "Your dealership stopped taking quotes"}
          {when ? ` on ${when}` : ""} before this quote was completed, so it can no longer be sent. The quote credit it used was returned to your dealership.
        </p>
      </div>
    );
  }
  return null;
}

function RequestFacts(props: { quote: QuoteViewRow; now: Date }) {
  const { quote } = props;
  return (
    <section class="panel" aria-labelledby="request-title">
      <h2 id="request-title">What the client asked for</h2>
      <dl class="facts">
        <dt>Client</dt>
        <dd>{quote.clientName}</dd>
        <dt>Contact</dt>
        <dd>
          {quote.clientEmail ? (
            <a href={`mailto:${quote.clientEmail}`}>
              <EmailAddress address={quote.clientEmail} />
            </a>
          ) : (
            "No e-mail"
          )}
          {quote.clientPhone && (
            <>
              <br />
              <a href={`tel:${quote.clientPhone.replace(/[^\d+]/g, "")}`}>{quote.clientPhone}</a>
            </>
          )}
        </dd>
        <dt>Vehicle</dt>
        <dd>{requestedVehicleText(quote)}</dd>
        <dt>Quantity</dt>
        <dd>{quote.quantity}</dd>
        {quote.tenderClosesAt && (
          <>
            <dt>Tender closes</dt>
            <dd>
              <time datetime={quote.tenderClosesAt}>{localDateTime(quote.tenderClosesAt, quote.dealershipState)}</time>: no answer is taken after it.
            </dd>
          </>
        )}
        <dt>Accessories asked for</dt>
        <dd>
          {quote.requestedAccessories.length === 0 ? (
            "None"
          ) : (
            // As they were when asked, whatever the dealership has done to its list since.
            <ul class="plain-list">
              {quote.requestedAccessories.map((a) => (
                <li>
                  {a.name} {money(a.priceCents)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Notes from the client</dt>
        <dd class="prewrap">{quote.notes || "None"}</dd>
        <dt>Registration postcode</dt>
        <dd>{quote.postcode || "Not given"}</dd>
        <dt>Registration state</dt>
        <dd>{registrationText(quote.postcode, quote.dealershipState)}</dd>
        <dt>Registered for</dt>
        <dd>{quote.registrationUse === "business" ? "Business use (a fleet vehicle)" : "Private use"}</dd>
        <dt>Registration date</dt>
        <dd>{quote.registrationDate ? calendarDate(quote.registrationDate) : "Not given: the government charges of the day the quote is sent"}</dd>
        {askedOfSeveral(quote) && (
          <>
            <dt>Sent to</dt>
            <dd>Several dealerships at once: the client will compare their prices.</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>
          <time datetime={quote.createdAt}>{localDateTime(quote.createdAt, quote.dealershipState)}</time> ({ago(quote.createdAt, props.now)})
        </dd>
        <dt>Quote reference</dt>
        <dd>
          <code>{quote.id}</code>
        </dd>
      </dl>
    </section>
  );
}

function CompletionSection(props: { quote: QuoteViewRow; state: PendingQuoteState }) {
  const { quote, state } = props;
  const { form, errors, preview } = state;
  const errorList = Object.entries(errors);
  const previewProblem = !preview.ok ? preview : null;
  // Pricing problems are shown beside the price; only a refused form marks its fields.
  const fieldError = (id: string) => errors[id];
  const display = preview.ok ? priceDisplay(preview.pricing) : null;
  const asked = [quote.requestedModel, quote.requestedVersion].filter(Boolean).join(" ");
  // Before a vehicle is chosen there is no price yet: that is the next step, not a problem.
  const needsVehicle = state.stock !== null && form.vehicle === "";
  const awaitingVehicle = needsVehicle && previewProblem?.field === fieldIds.vehicle;
  const defaultPrice = preview.ok && form.vehiclePrice.trim() === "" ? money(preview.pricing.vehiclePriceCents) : null;
  // A heavy vehicle, whose registration the service does not price: the dealer states it.
  const statesCharges = form.registrationCharges !== "" || (preview.ok ? dealerStatedCharges(preview.pricing) !== null : preview.field === fieldIds.registrationCharges);

  return (
    <section class="panel" aria-labelledby="answer-title">
      <h2 id="answer-title">Your quote</h2>
      <form method="post" action={`/dealer/quotes/${quote.id}`} id={FORM_ID} class="stack" data-completion-form data-preview-url={`/dealer/quotes/${quote.id}/preview`} novalidate>
        {/* The form's default button: Enter in a field updates the price, never removes a row or completes. */}
        <button type="submit" name="intent" value="preview" class="visually-hidden" tabindex={-1} aria-hidden="true">
          Update price
        </button>
        <ErrorSummary heading="h3" problems={errorList.map(([id, message]) => ({ field: id, text: id === FORM_ID ? message : `${fieldLabel(id)}: ${message}` }))} />
        {state.stock && <VehicleChoice stock={state.stock} dealer={state.dealer} chosen={form.vehicle} asked={asked} error={fieldError(fieldIds.vehicle)} />}
        <div class="field-pair">
          <MoneyField
            id={fieldIds.vehiclePrice}
            name="vehiclePrice"
            label="Vehicle price"
            value={form.vehiclePrice}
            error={fieldError(fieldIds.vehiclePrice)}
            hint={
              <>
                One vehicle, with your margin.{" "}
                <span data-vehicle-price-default data-blank={VEHICLE_PRICE_BLANK} data-when-blank={VEHICLE_PRICE_WHEN_BLANK}>
                  {defaultPrice ? VEHICLE_PRICE_WHEN_BLANK.replace("{amount}", defaultPrice) : VEHICLE_PRICE_BLANK}
                </span>
              </>
            }
          />
          <MoneyField
            id={fieldIds.dealerDelivery}
            name="dealerDelivery"
            label="Dealer delivery"
            value={form.dealerDelivery}
            error={fieldError(fieldIds.dealerDelivery)}
            hint={`Per vehicle. Leave blank for your standard fee (${money(state.dealer.deliveryFeeCents)}).`}
          />
        </div>
        <div class="field-pair">
          <Field
            id={fieldIds.registrationDate}
            label="Registration date"
            error={fieldError(fieldIds.registrationDate)}
            hint="The day the vehicles will be registered: its stamp duty and registration charges price the quote. Left blank: the client's date, if they gave one, else the day you send it."
          >
            <input
              id={fieldIds.registrationDate}
              name="registrationDate"
              type="date"
              value={form.registrationDate}
              {...described(fieldIds.registrationDate, true, fieldError(fieldIds.registrationDate))}
            />
          </Field>
          <Field
            id={fieldIds.validUntil}
            label="Valid until"
            error={fieldError(fieldIds.validUntil)}
            hint={`The last day the price holds. Leave blank for your usual ${state.dealer.quoteValidityDays} days; you can shorten it, not lengthen it.`}
          >
            <input id={fieldIds.validUntil} name="validUntil" type="date" value={form.validUntil} {...described(fieldIds.validUntil, true, fieldError(fieldIds.validUntil))} />
          </Field>
        </div>
        {statesCharges && (
          <fieldset class="government-charges">
            <legend>Government charges</legend>
            <p class="hint">
              This vehicle's registration is not priced automatically (see the price below for why). Enter its 12 months' registration, with its insurance and fees, as you work
              it out: the client sees it as your figure. Its stamp duty is priced for you, from the state's heavy-vehicle duty rules.
            </p>
            <div class="field-pair">
              <MoneyField
                id={fieldIds.registrationCharges}
                name="registrationCharges"
                label="Registration"
                value={form.registrationCharges}
                error={fieldError(fieldIds.registrationCharges)}
                hint="Per vehicle, for 12 months: registration, insurance and fees."
              />
            </div>
          </fieldset>
        )}
        <p class="hint">{PRICE_BASIS}</p>
        <fieldset class="accessories">
          <legend>Accessories</legend>
          <p class="hint">Fitted to each vehicle and included in the price. Change, add or remove rows; rows left blank are ignored.</p>
          <div class="accessory-rows" data-accessory-rows>
            {form.accessories.map((row, i) => (
              <AccessoryRow index={i} name={row.name} price={row.price} errors={errors} focus={state.focus === fieldIds.accessoryName(i)} />
            ))}
          </div>
          <button type="submit" name="intent" value="add-accessory" class="button button--quiet" data-add-accessory autofocus={state.focus === "add-accessory" ? true : undefined}>
            Add accessory
          </button>
          <template data-accessory-template>
            <AccessoryRow index={-1} name="" price="" errors={{}} focus={false} />
          </template>
        </fieldset>
        <Field id={fieldIds.notes} label="Notes to client" error={fieldError(fieldIds.notes)} hint="Sent with the quote, such as when the vehicles can be delivered.">
          <textarea id={fieldIds.notes} name="notes" rows={4} maxlength={2000} {...described(fieldIds.notes, true, fieldError(fieldIds.notes))}>
            {form.notes}
          </textarea>
        </Field>

        <section class="preview" aria-labelledby="preview-title" data-preview>
          <h3 id="preview-title">Drive-away price</h3>
          <p class="hint">
            {statesCharges
              ? "Stamp duty is worked out by the same pricing engine as every Fleet Quote price; 12 months' registration is the figure you enter under Government charges."
              : "Stamp duty and 12 months' registration are worked out by the same pricing engine as every Fleet Quote price."}
          </p>
          <p
            class={previewProblem && !awaitingVehicle ? "preview__message preview__message--problem" : "preview__message"}
            data-preview-message
            data-awaiting-vehicle={AWAITING_VEHICLE}
            aria-live="polite"
          >
            {awaitingVehicle ? AWAITING_VEHICLE : previewProblem ? previewProblem.message : display?.summary}
          </p>
          <PriceTable display={display} caption="Price for the client" />
        </section>

        <div class="actions">
          <button type="submit" name="intent" value="preview" class="button">
            Update price
          </button>
          <button type="submit" name="intent" value="complete" class="button button--primary" data-complete aria-describedby={needsVehicle ? "complete-hint" : undefined}>
            Complete quote
          </button>
        </div>
        {/* The page's script keeps the button disabled until a vehicle is chosen; without it, the server says what is missing. */}
        {needsVehicle && (
          <p class="hint" id="complete-hint" data-complete-hint>
            Choose the vehicle above to complete the quote.
          </p>
        )}
        <p class="fine-print">
          Completing sends this price to {quote.clientName}
          {quote.clientEmail && (
            <>
              {" at "}
              <EmailAddress address={quote.clientEmail} />
            </>
          )}
          {quote.callbackUrl ? " and to the fleet's system" : ""}. It cannot be changed afterwards.
        </p>
      </form>
    </section>
  );
}

type Described = { "aria-describedby"?: string; "aria-invalid"?: "true" };

/** What ties a control to its hint and its error, for screen readers. */
function described(id: string, hasHint: boolean, error: string | undefined): Described {
  const ids = [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { ...(ids ? { "aria-describedby": ids } : {}), ...(error ? { "aria-invalid": "true" as const } : {}) };
}

/** A labelled field with its hint and its error above the control. */
function Field(props: { id: string; label: string; hint?: Child; error?: string | undefined; children: Child }) {
  const { id, hint, error } = props;
  return (
    <div class={error ? "field field--invalid" : "field"}>
      <label for={id}>{props.label}</label>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {props.children}
    </div>
  );
}

/** One accessory line; index -1 is the template the page's script copies for a new row. */
function AccessoryRow(props: { index: number; name: string; price: string; errors: FieldErrors; focus: boolean }) {
  const { index } = props;
  const nameId = index < 0 ? "" : fieldIds.accessoryName(index);
  const priceId = index < 0 ? "" : fieldIds.accessoryPrice(index);
  return (
    <fieldset class="accessory-row" data-accessory-row>
      <legend class="visually-hidden">Accessory</legend>
      <div class={props.errors[nameId] ? "field field--invalid" : "field"}>
        <label for={nameId}>Accessory name</label>
        {props.errors[nameId] && (
          <p class="field-error" id={`${nameId}-error`}>
            {props.errors[nameId]}
          </p>
        )}
        <input
          id={nameId}
          name="accessoryName"
          type="text"
          maxlength={200}
          autocomplete="off"
          value={props.name}
          autofocus={props.focus ? true : undefined}
          aria-describedby={props.errors[nameId] ? `${nameId}-error` : undefined}
          aria-invalid={props.errors[nameId] ? "true" : undefined}
        />
      </div>
      <div class={props.errors[priceId] ? "field field--invalid" : "field"}>
        <label for={priceId}>Accessory price</label>
        {props.errors[priceId] && (
          <p class="field-error" id={`${priceId}-error`}>
            {props.errors[priceId]}
          </p>
        )}
        <div class="money-input">
          <span class="money-input__unit" aria-hidden="true">
            $
          </span>
          <input
            id={priceId}
            name="accessoryPrice"
            type="text"
            inputmode="decimal"
            autocomplete="off"
            value={props.price}
            aria-describedby={props.errors[priceId] ? `${priceId}-error` : undefined}
            aria-invalid={props.errors[priceId] ? "true" : undefined}
          />
        </div>
      </div>
      <button type="submit" name="intent" value={`remove-accessory:${index}`} class="button button--quiet accessory-row__remove" data-remove-accessory>
        Remove
      </button>
    </fieldset>
  );
}

const VEHICLE_PRICE_BLANK = "Leave blank for your stock price plus your usual margin.";
const VEHICLE_PRICE_WHEN_BLANK = "Left blank, it is {amount}: your stock price plus your usual margin.";
const AWAITING_VEHICLE = "Choose the vehicle above to see the drive-away price.";

/**
 * The vehicle to quote, from the dealership's stock: one radio button a vehicle, its whole name and
 * its price shown (a drop-down cut both off on a phone). The vehicles matching the client's text
 * come first; the rest of the stock behind a disclosure, open when nothing matches or one of them
 * is chosen.
 */
function VehicleChoice(props: { stock: NonNullable<PendingQuoteState["stock"]>; dealer: DealerPricing; chosen: string; asked: string; error: string | undefined }) {
  const { stock, dealer, chosen, error } = props;
  const first = stock.matching[0] ?? stock.others[0];
  const choices = (vehicles: StockChoice[], labelledBy: string) => (
    <ul class="choices" role="list" aria-labelledby={labelledBy}>
      {vehicles.map((v) => (
        <li>
          <label class="choice">
            <input type="radio" name="vehicle" value={v.id} id={v === first ? fieldIds.vehicle : undefined} checked={chosen === v.id ? true : undefined} />
            <span class="choice__name">{`${v.model} ${v.version}`}</span>
            <span class="choice__price">{money(apiVehiclePrice(dealer, v.priceCents))}</span>
          </label>
        </li>
      ))}
    </ul>
  );
  const othersOpen = stock.matching.length === 0 || stock.others.some((v) => v.id === chosen);
  return (
    <fieldset class={error ? "vehicle-choice vehicle-choice--invalid" : "vehicle-choice"} aria-describedby={error ? "vehicle-hint vehicle-error" : "vehicle-hint"}>
      <legend>Vehicle</legend>
      <p class="hint" id="vehicle-hint">
        The client asked for “{props.asked}”, which names no single vehicle in your stock. Choose the one to quote: each is priced at your stock price plus your usual
        margin.
      </p>
      {error && (
        <p class="field-error" id="vehicle-error">
          {error}
        </p>
      )}
      {stock.matching.length > 0 && (
        <>
          <p class="choices__label" id="vehicle-matching">
            Matching “{props.asked}”
          </p>
          {choices(stock.matching, "vehicle-matching")}
        </>
      )}
      {stock.others.length > 0 &&
        (stock.matching.length > 0 ? (
          <details class="other-stock" open={othersOpen ? true : undefined}>
            <summary id="vehicle-others">{`Other vehicles in stock (${stock.others.length})`}</summary>
            {choices(stock.others, "vehicle-others")}
          </details>
        ) : (
          <>
            <p class="choices__label" id="vehicle-others">
              Vehicles in your stock
            </p>
            {choices(stock.others, "vehicle-others")}
          </>
        ))}
      {!first && <p>Nothing is available in your stock. Add the vehicle to your stock, then come back to this quote.</p>}
    </fieldset>
  );
}
