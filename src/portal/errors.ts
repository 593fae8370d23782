import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Requests one portal session may make in any 60 seconds (see request-budget.ts). */
export const PORTAL_REQUESTS_PER_MINUTE = 120;

/** Everything that can stop a portal request, each with the status and the words a dealer sees. */
export const portalProblems = {
  "signed-out": { status: 401, title: "Please sign in", message: "Sign in with your dealer key to see your dealership's quotes." },
  "session-ended": { status: 401, title: "Your session has ended", message: "Sessions end 12 hours after signing in. Sign in again with your dealer key." },
  "signed-out-everywhere": {
    status: 401,
    title: "Your session has ended",
    message: "Someone at your dealership chose “Sign out everywhere”, or your Fleet Quote operator ended your dealership's sessions. Sign in again with your dealer key.",
  },
  "access-ended": {
    status: 403,
    title: "Your dealership's access has ended",
    message:
      "Your dealership can no longer use the Fleet Quote dealer portal: its sessions, e-mail links and dealer keys no longer open it. If you think this is a mistake, contact your Fleet Quote operator.",
  },
  "key-revoked": { status: 401, title: "Your session has ended", message: "The dealer key you signed in with has been revoked. Sign in with a current dealer key." },
  "list-needs-key": {
    status: 401,
    title: "Sign in to see all quotes",
    message: "The link in the e-mail opens one quote only. Sign in with your dealer key to see all your dealership's quotes.",
  },
  "needs-key": {
    status: 401,
    title: "Sign in with your dealer key",
    message: "The link in the e-mail opens one quote only. Sign in with your dealer key to keep your stock, accessories and settings, to see your credits, or to sign out everywhere.",
  },
  "link-expired": {
    status: 401,
    title: "This link has expired",
    message: "Links in quote e-mails work for 14 days. Sign in with your dealer key to open the quote.",
  },
  "link-invalid": {
    status: 403,
    title: "This link is not valid",
    message: "The link may have been changed or cut short when it was copied. Open it again from the e-mail, or sign in with your dealer key.",
  },
  "link-withdrawn": {
    status: 403,
    title: "This link no longer works",
    message: "The links sent to your dealership before a certain time have been withdrawn. Sign in with your dealer key to open the quote.",
  },
  "other-quote": {
    status: 403,
    title: "This link opens another quote",
    message: "The link in the e-mail opens one quote only. Sign in with your dealer key to open any of your dealership's quotes.",
  },
  "cross-site": {
    status: 403,
    title: "The form was not accepted",
    message: "It was sent from another site or an old page. Go back to the dealer portal and try again.",
  },
  "not-found": {
    status: 404,
    title: "Quote not found",
    message: "There is no quote at this address for your dealership. It may belong to another dealership, or the address may be mistyped.",
  },
  "vehicle-not-found": {
    status: 404,
    title: "Vehicle not found",
    message: "There is no vehicle at this address in the catalogue. Search the catalogue from Add a vehicle on the Stock page.",
  },
  "accessory-not-found": {
    status: 404,
    title: "Accessory not found",
    message: "Your dealership has no accessory at this address. It may belong to another dealership, or it may have been removed.",
  },
  "bad-period": {
    status: 400,
    title: "The period could not be read",
    message: "Choose the days again on the Credits page: each a date from 2000 to 2100, such as 2026-11-01, the second not before the first.",
  },
  "statement-too-long": {
    status: 400,
    title: "Too many entries for one file",
    message: "One statement file holds at most 10,000 entries. Choose a shorter period on the Credits page, then download each period.",
  },
  "page-not-found": { status: 404, title: "Page not found", message: "There is no page at this address in the dealer portal." },
  "method-not-allowed": { status: 405, title: "Page not found", message: "This page cannot be opened that way. Go back to the dealer portal." },
  "bad-form": { status: 400, title: "The form could not be read", message: "Go back to the dealer portal and send the form again." },
  "too-large": { status: 413, title: "The form is too large", message: "A form may hold at most 64 KB: shorten the longest text (the notes, say) or remove some accessory rows, then try again." },
  throttled: {
    status: 429,
    title: "Too many failed sign-ins",
    message: "Sign-in from your network is paused after 10 failed attempts in 15 minutes.",
  },
  "too-many-requests": {
    status: 429,
    title: "Too many requests",
    message: `This session asked for more than ${PORTAL_REQUESTS_PER_MINUTE} pages and prices in one minute, more than anyone needs. Wait a moment, then reload the page.`,
  },
  "too-many-sessions": {
    status: 429,
    title: "Too many sign-ins",
    message: "More than 60 sign-ins and e-mailed links were opened from your network in 15 minutes, more than anyone needs. Wait a few minutes, then try again.",
  },
  "server-error": {
    status: 500,
    title: "Something went wrong on our side",
    message: "Nothing was changed. Please try again in a moment; if it keeps happening, tell your Fleet Quote contact the reference below.",
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; title: string; message: string }>;

export type PortalProblem = keyof typeof portalProblems;

/** Thrown anywhere in the portal; its error handler renders the page (or the preview's JSON) for it. */
export class PortalError extends Error {
  readonly status: ContentfulStatusCode;

  /** `detail` is said after the message (such as when to try again); `headers` go on the answer. */
  constructor(
    readonly problem: PortalProblem,
    readonly extra: { detail?: string; headers?: Record<string, string> } = {},
  ) {
    super(portalProblems[problem].message);
    this.status = portalProblems[problem].status;
  }
}
