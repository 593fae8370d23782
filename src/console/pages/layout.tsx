import type { Child } from "hono/jsx";
import { WebDocument } from "../../web/pages/document";
import type { ConsoleSession } from "../console-env";

/** The console's sections, in the order of its menu. */
export const SECTIONS = [
  { id: "overview", href: "/console/overview", label: "Overview" },
  { id: "vehicles", href: "/console/vehicles", label: "Find vehicles" },
  { id: "tenders", href: "/console/tenders", label: "Tenders" },
  { id: "quotes", href: "/console/quotes", label: "Quotes" },
  { id: "orders", href: "/console/orders", label: "Orders" },
  { id: "deliveries", href: "/console/deliveries", label: "Webhooks" },
  { id: "keys", href: "/console/keys", label: "API keys" },
  { id: "usage", href: "/console/usage", label: "Usage" },
  { id: "users", href: "/console/users", label: "Console users" },
] as const;

export type ConsoleSection = (typeof SECTIONS)[number]["id"];

/**
 * The frame of every console page: the document both web UIs share, the portal's stylesheet (the
 * same look) and the console's own few rules, and a header with the organisation, the menu and Sign
 * out. No script: every page is a plain page or form.
 */
export function Layout(props: { title: string; session?: ConsoleSession | undefined; section?: ConsoleSection; children: Child }) {
  const { session, section } = props;
  const header = (
    <header class="site-header">
      <div class="site-header__inner">
        <a class="brand" href={session ? "/console/overview" : "/console"}>
          Fleet Quote <span class="brand__sub">FMO console</span>
        </a>
        {session && (
          <nav class="account" aria-label="Console">
            <span class="account__dealer">{session.companyName}</span>
            <span class="account__links">
              {SECTIONS.map((item) => (
                <a href={item.href} aria-current={section === item.id ? "page" : undefined}>
                  {item.label}
                </a>
              ))}
            </span>
            <form method="post" action="/console/sign-out" class="inline-form">
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
    <WebDocument title={`${props.title} · Fleet Quote FMO console`} icon="/portal/icon.svg" stylesheets={["/portal/portal.css", "/console/console.css"]} header={header}>
      {props.children}
    </WebDocument>
  );
}
