import type { Child } from "hono/jsx";
import { WebDocument } from "../../web/pages/document";
import type { PortalSession } from "../portal-env";

/** The portal's sections beside the quotes, open to a session signed in with the dealer key. */
const SECTIONS = [
  { id: "orders", href: "/dealer/orders", label: "Orders" },
  { id: "stock", href: "/dealer/stock", label: "Stock" },
  { id: "accessories", href: "/dealer/accessories", label: "Accessories" },
  { id: "settings", href: "/dealer/settings", label: "Settings" },
] as const;

export type PortalSection = "quotes" | (typeof SECTIONS)[number]["id"];

/**
 * The frame of every portal page: the document both web UIs share, with the portal's stylesheet,
 * script (it only enhances) and header.
 */
export function Layout(props: { title: string; session?: PortalSession | undefined; section?: PortalSection; refreshTo?: string; children: Child }) {
  const { session, section } = props;
  const header = (
    <header class="site-header">
      <div class="site-header__inner">
        <a class="brand" href={session && !session.quoteId ? "/dealer/quotes" : "/dealer"}>
          Fleet Quote <span class="brand__sub">Dealer portal</span>
        </a>
        {session && (
          <nav class="account" aria-label="Account">
            <span class="account__dealer">{session.dealershipName}</span>
            <span class="account__links">
              {session.quoteId ? (
                <a href="/dealer?next=/dealer/quotes">Sign in for all quotes</a>
              ) : (
                <>
                  <a href="/dealer/quotes" aria-current={section === "quotes" ? "page" : undefined}>
                    Quotes
                  </a>
                  {SECTIONS.map((item) => (
                    <a href={item.href} aria-current={section === item.id ? "page" : undefined}>
                      {item.label}
                    </a>
                  ))}
                </>
              )}
            </span>
            <form method="post" action="/dealer/sign-out" class="inline-form">
              <button type="submit" class="button-link">
                Sign out
              </button>
            </form>
          </nav>
        )}
      </div>
    </header>
  );
  return (
    <WebDocument
      title={`${props.title} · Fleet Quote dealer portal`}
      refreshTo={props.refreshTo}
      icon="/portal/icon.svg"
      stylesheets={["/portal/portal.css"]}
      scripts={["/portal/portal.js"]}
      header={header}
    >
      {props.children}
    </WebDocument>
  );
}
