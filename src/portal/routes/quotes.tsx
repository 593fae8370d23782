import { localDateTime } from "../../notices/format";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { database } from "../../db/client";
import { findLinkAccess } from "../../db/queries/dealer-access";
import { listPortalQuotes, loadPortalQuote, type PortalQuote } from "../../db/queries/portal-quotes";
import { matchingVehicles } from "../../domain/quotes/choose-vehicle";
import { awaitsDealer } from "../../domain/quotes/outcome";
import { ApiError } from "../../http/errors";
import { verifyQuoteLink } from "../../notices/signed-link";
import { pricingView } from "../../views/quotes";
import { uuidOrNull } from "../../domain/uuid";
import { completeQuote } from "../../services/quote-completion";
import {
  completionRequestFrom,
  fieldLabel,
  FORM_ID,
  initialCompletionForm,
  MAX_ACCESSORY_ROWS,
  readCompletionForm,
  type CompletionForm,
  type FieldErrors,
} from "../completion-form";
import { bindingsWith, primarySession, rememberWrite } from "../database";
import { PortalError } from "../errors";
import { LinkBouncePage } from "../pages/link-bounce-page";
import { QuoteListPage } from "../pages/quote-list-page";
import { QuotePage, type PendingQuoteState } from "../pages/quote-page";
import type { PortalEnv } from "../portal-env";
import { priceDisplay, pricePreview, refusal, type Preview } from "../preview";
import { readForm, renderPage } from "../render";
import { lookUpSession, requireSession, startLinkSession } from "../session";
import { countSessionStart } from "../request-budget";
import { LinkChoicePage } from "../pages/link-choice-page";

export const PAGE_SIZE = 20;
const MAX_PAGE = 5_000;

/** The quote id of the path, canonical; anything else is a quote that does not exist. */
function quoteIdOf(c: Context<PortalEnv>): string {
  const id = uuidOrNull(c.req.param("id") ?? "");
  if (!id) throw new PortalError("not-found");
  return id;
}

/** The signed-in dealership and the quote of the path, which a link's session must be for. */
function scope(c: Context<PortalEnv>) {
  const id = quoteIdOf(c);
  const { session } = c.var;
  if (session.quoteId && session.quoteId !== id) throw new PortalError("other-quote");
  return { id, dealershipId: session.dealershipId, db: database(c.var.d1) };
}

/**
 * A quote page opened from the link in the dealer's e-mail (`?link=<token>`): the token is checked,
 * a session for that quote starts, and the browser is sent to the same page without the token, so
 * it stays out of the address bar and the history. A dealer already signed in with their key keeps
 * that session. Opened from another site (webmail), the link is first reopened from the portal's
 * own page, where the browser sends the portal's cookies (see LinkBouncePage). A link of a
 * dealership that is no longer approved, or of a generation the operator withdrew, opens nothing;
 * one for another dealership than the one signed in asks before it replaces the session.
 */
function openLinkedQuote(): MiddlewareHandler<PortalEnv> {
  return async function openLinkedQuote(c, next) {
    const token = c.req.query("link");
    if (token === undefined) return next();
    const id = quoteIdOf(c);
    const now = new Date();
    const link = await checkedLink(c, id, token, now);
    if (c.req.header("Sec-Fetch-Site") === "cross-site") return renderPage(c, <LinkBouncePage url={`/dealer/quotes/${id}?link=${encodeURIComponent(token)}`} />);
    const admitted = countSessionStart(c);
    const [current, access] = await Promise.all([lookUpSession(c, now), linkAccess(c, link)]);
    if (current.status === "active" && current.session.dealershipId !== link.dealershipId) {
      return renderPage(c, <LinkChoicePage session={current.session} quoteId={id} token={token} linkDealershipName={access.name} />);
    }
    const covered = current.status === "active" && (current.session.quoteId ?? id) === id;
    if (!covered && !(await startLinkSession(c, admitted, link, now))) throw new PortalError("not-found");
    return c.redirect(`/dealer/quotes/${id}`, 303);
  };
}

/** The link's token, checked for the quote of the path. */
async function checkedLink(c: Context<PortalEnv>, id: string, token: string, now: Date) {
  const link = await verifyQuoteLink(c.env.PORTAL_LINK_SECRET, id, token, now);
  if (!link.ok) throw new PortalError(link.reason === "expired" ? "link-expired" : "link-invalid");
  return link;
}

/** The link's dealership, read at the primary, when it may still open the portal with this link; otherwise the page that says why not. */
async function linkAccess(c: Context<PortalEnv>, link: { dealershipId: string; generation: number }) {
  const access = await findLinkAccess(database(primarySession(c.env)), link.dealershipId);
  if (!access) throw new PortalError("not-found");
  if (!access.approved) throw new PortalError("access-ended");
  if (access.linkGeneration !== link.generation) throw new PortalError("link-withdrawn");
  return access;
}

/** What the completion section needs beside the form: the dealer's settings and, when the vehicle is still to be chosen, the stock. */
function pendingState(loaded: PortalQuote, form: CompletionForm, errors: FieldErrors, preview: Preview, focus?: string): PendingQuoteState {
  const { quote, dealer, stockChoices } = loaded;
  let stock: PendingQuoteState["stock"] = null;
  if (quote?.vehicleId === null) {
    const matching = quote.requestedModel ? matchingVehicles(stockChoices, quote.requestedModel, quote.requestedVersion ?? undefined) : [];
    stock = { matching, others: stockChoices.filter((v) => !matching.includes(v)) };
  }
  return { form, errors, preview, dealer: dealer!, stock, focus };
}

const fixTheForm: Preview = { ok: false, status: 400, field: null, message: "Correct the marked fields to see the price." };

export const quoteRoutes = new Hono<PortalEnv>()
  .get("/", requireSession(), async (c) => {
    const { session } = c.var;
    if (session.quoteId) throw new PortalError("list-needs-key");
    const pageParam = c.req.query("page") ?? "1";
    const page = /^\d{1,4}$/.test(pageParam) ? Math.min(Math.max(Number(pageParam), 1), MAX_PAGE) : 1;
    // One row past the page says whether there is a next one.
    const { rows, pendingCount } = await listPortalQuotes(database(c.var.d1), session.dealershipId, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
    return renderPage(
      c,
      <QuoteListPage session={session} rows={rows.slice(0, PAGE_SIZE)} pendingCount={pendingCount} page={page} hasNextPage={rows.length > PAGE_SIZE} pageSize={PAGE_SIZE} now={new Date()} />,
    );
  })

  .get("/:id", openLinkedQuote(), requireSession(), async (c) => {
    const { id, dealershipId, db } = scope(c);
    const now = new Date();
    const [loaded, preview] = await Promise.all([loadPortalQuote(db, c.env.ARCHIVE, dealershipId, id), pricePreview(db, dealershipId, id, {}, now)]);
    if (!loaded.quote) throw new PortalError("not-found");
    const form = initialCompletionForm(preview.ok ? preview.pricing : null, {
      deliveryFeeCents: loaded.dealer?.deliveryFeeCents ?? 0,
      accessories: loaded.quote.requestedAccessories,
      registrationDate: loaded.quote.registrationDate,
    });
    return renderQuote(c, loaded, now, awaitsDealer(loaded.quote) ? pendingState(loaded, form, {}, preview) : undefined);
  })

  /** The answer to LinkChoicePage: open the link's quote as its dealership, ending the session this browser had. */
  .post("/:id/open-link", async (c) => {
    const id = quoteIdOf(c);
    const now = new Date();
    const token = String((await readForm(c)).get("link") ?? "");
    const link = await checkedLink(c, id, token, now);
    const admitted = countSessionStart(c);
    await linkAccess(c, link);
    if (!(await startLinkSession(c, admitted, link, now))) throw new PortalError("not-found");
    return c.redirect(`/dealer/quotes/${id}`, 303);
  })

  /**
   * The form without script: "Update price", adding and removing accessory rows re-render the page
   * with the form as typed and its price; "Complete quote" completes through the shared service
   * and sends the browser to the quote's page, which then shows what was sent.
   */
  .post("/:id", requireSession(), async (c) => {
    const { id, dealershipId, db } = scope(c);
    const posted = await readForm(c);
    const form = readCompletionForm(posted);
    const intent = String(posted.get("intent") ?? "preview");
    const now = new Date();
    let errors: FieldErrors = {};
    let focus: string | undefined;
    let refusedStatus: 409 | undefined;

    if (intent === "complete") {
      const parsed = completionRequestFrom(form);
      if (parsed.ok) {
        const d1 = primarySession(c.env);
        try {
          await completeQuote({ env: bindingsWith(c.env, d1), waitUntil: (p) => c.executionCtx.waitUntil(p), beforeWrite: c.var.withinLimit }, dealershipId, id, parsed.request, now);
          rememberWrite(c, d1);
          return c.redirect(`/dealer/quotes/${id}`, 303);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const refused = refusal(error);
          if (refused.status === 404) throw new PortalError("not-found");
          if (refused.status === 409) {
            const current = await loadPortalQuote(database(d1), c.env.ARCHIVE, dealershipId, id);
            // Still waiting, yet refused: its tender's deadline has passed, and the close is on its way.
            if (!current.quote || !awaitsDealer(current.quote)) return renderRefusedCompletion(c, current, now);
            refusedStatus = 409;
            const closedAt = current.quote.tenderClosesAt;
            errors = { [FORM_ID]: closedAt ? `The client's tender closed on ${localDateTime(closedAt, current.quote.dealershipState)}: it takes no answer after its deadline.` : refused.message };
          } else {
            errors = { [refused.field ?? FORM_ID]: refused.message };
          }
        }
      } else {
        errors = parsed.errors;
      }
    } else if (intent === "add-accessory" && form.accessories.length < MAX_ACCESSORY_ROWS) {
      form.accessories.push({ name: "", price: "" });
      focus = `accessory-name-${form.accessories.length - 1}`;
    } else if (intent.startsWith("remove-accessory:")) {
      form.accessories.splice(Number(intent.slice("remove-accessory:".length)), 1);
      focus = "add-accessory";
    }

    const parsed = completionRequestFrom(form);
    // "Update price" marks what is wrong with the form, as "Complete quote" does; adding or removing a row does not.
    if (intent === "preview" && !parsed.ok) errors = parsed.errors;
    const [loaded, preview] = await Promise.all([
      loadPortalQuote(db, c.env.ARCHIVE, dealershipId, id),
      parsed.ok ? pricePreview(db, dealershipId, id, parsed.request, now) : Promise.resolve(fixTheForm),
    ]);
    if (!loaded.quote) throw new PortalError("not-found");
    if (!awaitsDealer(loaded.quote)) return renderRefusedCompletion(c, loaded, now);
    if (intent === "preview" && parsed.ok && !preview.ok && preview.status === 400) errors = { [preview.field ?? FORM_ID]: preview.message };
    const status = refusedStatus ?? (Object.keys(errors).length > 0 ? 400 : 200);
    return renderQuote(c, loaded, now, pendingState(loaded, form, errors, preview, focus), false, status);
  })

  /** The live preview: the form as typed, priced by the shared service; JSON for the page's script. */
  .post("/:id/preview", requireSession(), async (c) => {
    const { id, dealershipId, db } = scope(c);
    const parsed = completionRequestFrom(readCompletionForm(await readForm(c)));
    if (!parsed.ok) {
      const [field, problem] = Object.entries(parsed.errors)[0]!;
      return c.json({ error: { message: `${fieldLabel(field)}: ${problem}`, field } }, 400);
    }
    const preview = await pricePreview(db, dealershipId, id, parsed.request, new Date());
    if (!preview.ok) return c.json({ error: { message: preview.message, field: preview.field } }, preview.status);
    return c.json({ pricing: pricingView(preview.pricing), display: priceDisplay(preview.pricing) });
  });

/** A completion refused because the quote no longer waits for the dealer: completed elsewhere, or lapsed with its tender (the page says which). */
function renderRefusedCompletion(c: Context<PortalEnv>, loaded: PortalQuote, now: Date) {
  return renderQuote(c, loaded, now, undefined, loaded.quote?.outcome !== "lapsed", 409);
}

function renderQuote(c: Context<PortalEnv>, loaded: PortalQuote, now: Date, pending?: PendingQuoteState, completedElsewhere = false, status: 200 | 400 | 409 = 200) {
  if (!loaded.quote) throw new PortalError("not-found");
  return renderPage(
    c,
    <QuotePage session={c.var.session} quote={loaded.quote} now={now} pending={pending} completedElsewhere={completedElsewhere} />,
    completedElsewhere ? 409 : status,
  );
}
