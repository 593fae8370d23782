import type { DealerSettingsRow } from "../../db/queries/dealer-settings";
import { changedByLabel } from "../../domain/changed-by";
import type { PortalSession } from "../portal-env";
import { changedText, MoneyField } from "./form-parts";
import { ErrorSummary, SavedNotice } from "../../web/pages/form-parts";
import { Layout } from "./layout";

export interface SettingsForm {
  deliveryFee: string;
  standardMargin: string;
  apiMargin: string;
}

export type SettingsErrors = Partial<Record<keyof SettingsForm, string>>;

/** The form's fields, in page order: the name posted, the input's id and its label. */
const FIELDS = [
  { name: "deliveryFee", id: "delivery-fee", label: "Dealer delivery" },
  { name: "standardMargin", id: "standard-margin", label: "Standard margin" },
  { name: "apiMargin", id: "api-margin", label: "API margin" },
] as const;

/** The dealership's prices (its own to change) and, to read, what the operator decides. */
export function SettingsPage(props: { session: PortalSession; settings: DealerSettingsRow; form: SettingsForm; errors: SettingsErrors; notice?: string | undefined }) {
  const { settings, form, errors } = props;
  const changed = changedText(settings.updatedAt, changedByLabel(settings.updatedBy, settings.updatedByKeyPrefix), settings.state);
  return (
    <Layout title="Settings" session={props.session} section="settings">
      <div class="page-head">
        <h1 id="page-title">Settings</h1>
        <p class="lead">What every quote adds to your stock price. A quote asked for after a change uses the new figures; quotes already priced keep theirs.</p>
      </div>
      <ErrorSummary problems={FIELDS.flatMap(({ name, id, label }) => (errors[name] ? [{ field: id, text: `${label}: ${errors[name]}` }] : []))} />
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      <section class="panel panel--form" aria-labelledby="prices-title">
        <h2 id="prices-title">Your prices</h2>
        <form method="post" action="/dealer/settings" class="stack" novalidate>
          <MoneyField id="delivery-fee" name="deliveryFee" label="Dealer delivery" value={form.deliveryFee} error={errors.deliveryFee} hint="Added to every quote, GST included." />
          <MoneyField id="standard-margin" name="standardMargin" label="Standard margin" value={form.standardMargin} error={errors.standardMargin} hint="Added to the stock price of every vehicle you quote." />
          <MoneyField
            id="api-margin"
            name="apiMargin"
            label="API margin"
            value={form.apiMargin}
            error={errors.apiMargin}
            hint="Used instead of the standard margin for quotes fleet clients ask for through the API. Leave it blank to use the standard margin."
          />
          <button type="submit" class="button button--primary">
            Save
          </button>
          {changed && <p class="fine-print">{changed}.</p>}
        </form>
      </section>
      <section class="panel panel--form" aria-labelledby="operator-title">
        <h2 id="operator-title">Set by your Fleet Quote operator</h2>
        <dl class="facts">
          <dt>Tier</dt>
          <dd>{settings.tier === "enterprise" ? "Enterprise" : "Standard"}</dd>
          <dt>Quotes priced at once</dt>
          <dd>{settings.autoRespond ? "Yes: quotes are priced and sent without you" : "No: you complete each quote"}</dd>
          <dt>Listed to fleet clients</dt>
          <dd>{settings.approved ? "Yes" : "Not yet"}</dd>
          <dt>Quote credits left</dt>
          <dd>
            {settings.credits.toLocaleString("en-AU")} (<a href="/dealer/credits">your credit statement</a>)
          </dd>
          <dt>A priced quote holds</dt>
          <dd>{settings.quoteValidityDays} days</dd>
        </dl>
      </section>
    </Layout>
  );
}
