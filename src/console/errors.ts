import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Requests one console session may make in any 60 seconds (see request-budget.ts). */
export const CONSOLE_REQUESTS_PER_MINUTE = 120;

/** Everything that can stop a console request, each with the status and the words FMO staff see. */
export const consoleProblems = {
  "signed-out": { status: 401, title: "Please sign in", message: "Sign in with your work e-mail address to see your organisation's tenders, quotes, webhooks and keys." },
  "session-ended": { status: 401, title: "Your session has ended", message: "Sessions end 12 hours after signing in. Ask for a new sign-in link." },
  "access-ended": {
    status: 403,
    title: "Your organisation's console is closed",
    message: "Your organisation has no working API key, so nobody can sign in to its console. If you think this is a mistake, contact Fleet Quote support.",
  },
  "link-invalid": { status: 403, title: "This sign-in link is not valid", message: "The link may have been cut short when it was copied. Ask for a new one." },
  "link-used": { status: 403, title: "This sign-in link has been used", message: "Each link signs in once. Ask for a new one." },
  "link-expired": { status: 403, title: "This sign-in link has expired", message: "Links work for 15 minutes. Ask for a new one." },
  "cross-site": { status: 403, title: "The form was not accepted", message: "It was sent from another site or an old page. Go back to the console and try again." },
  "tender-not-found": { status: 404, title: "Tender not found", message: "Your organisation has no tender at this address. It may be another organisation's, or the address may be mistyped." },
  "quote-not-found": { status: 404, title: "Quote not found", message: "Your organisation has no quote at this address. It may be another organisation's, or the address may be mistyped." },
  "order-not-found": { status: 404, title: "Order not found", message: "Your organisation has no order at this address. It may be another organisation's, or the address may be mistyped." },
  "delivery-not-found": { status: 404, title: "Webhook delivery not found", message: "Your organisation has no webhook delivery at this address. It may be another organisation's, or the address may be mistyped." },
  "user-not-found": { status: 404, title: "Console user not found", message: "Your organisation has no console user at this address. They may have been removed already." },
  "page-not-found": { status: 404, title: "Page not found", message: "There is no page at this address in the console." },
  "method-not-allowed": { status: 405, title: "Page not found", message: "This page cannot be opened that way. Go back to the console." },
  "bad-form": { status: 400, title: "The form could not be read", message: "Go back to the console and send the form again." },
  "too-large": { status: 413, title: "The form is too large", message: "A form may hold at most 64 KB. Go back to the console and send it again." },
  "too-many-requests": {
    status: 429,
    title: "Too many requests",
    message: `This session asked for more than ${CONSOLE_REQUESTS_PER_MINUTE} pages in one minute, more than anyone needs. Wait a moment, then reload the page.`,
  },
  "too-many-sign-ins": {
    status: 429,
    title: "Too many sign-ins",
    message: "More sign-in links were asked for or opened from your network in 15 minutes than anyone needs. Wait a few minutes, then try again.",
  },
  "server-error": {
    status: 500,
    title: "Something went wrong on our side",
    message: "Nothing was changed. Please try again in a moment; if it keeps happening, tell Fleet Quote support the reference below.",
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; title: string; message: string }>;

export type ConsoleProblem = keyof typeof consoleProblems;

/** Thrown anywhere in the console; its error handler renders the page for it. */
export class ConsoleError extends Error {
  readonly status: ContentfulStatusCode;

  /** `detail` is said after the message (such as when to try again); `headers` go on the answer. */
  constructor(
    readonly problem: ConsoleProblem,
    readonly extra: { detail?: string; headers?: Record<string, string> } = {},
  ) {
    super(consoleProblems[problem].message);
    this.status = consoleProblems[problem].status;
  }
}
