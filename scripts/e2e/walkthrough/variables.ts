// The shell variables of the README's and docs/' shell blocks: one name for one thing, whichever page
// a reader copies from, so that a block of one page runs after another's (npm run e2e runs the docs'
// blocks in the README walkthrough's session). A block that names another fails
// scripts/e2e/walkthrough/shell-blocks.test.ts.

export const SHELL_VARIABLES: Record<string, string> = {
  // what every page shares
  BASE: "the service's address: locally http://localhost and npm run dev's PORT",
  PORT: "npm run dev's port",
  ADMIN_TOKEN: "the operator's token (ADMIN_TOKEN, a Worker secret)",
  KEY: "an FMO's API key (svc_…)",
  SECRET: "that FMO's webhook secret (whsec_…)",
  DLR: "a dealer key (dlr_…)",
  DEALERSHIP: "a dealership's id",
  VEHICLE: "a catalogue vehicle's id (a quote's globalCarId)",
  QUOTE: "a quote's id",
  TENDER_ID: "a tender's id",
  HOOKS: "the local webhook receiver's address (npm run receiver)",
  RECEIVER_PORT: "npm run receiver's port",
  // answers the README's walkthrough keeps to read a field of
  FMO: "register's answer",
  SEARCH: "a stock search's answer",
  REGISTER_ON: "a registration day",
  PENDING: "a pending quote's creation answer",
  TENDER: "a tender's creation answer",
  ISSUED: "an issued dealer key's answer",
  FAILING: "the id of a quote whose webhook fails",
  DELIVERIES: "a quote's webhook deliveries",
  DELIVERY: "a webhook delivery's id",
  HOBART_KEY: "a second dealer key, Hobart Toyota's",
  BEST: "a tender's best quote's id",
  ROTATED: "a key rotation's answer",
  ORDER: "an order's answer",
  ORDER_ID: "an order's id",
  ORDER_DLR: "the dealer key of the order's dealership",
  LINES: "an invoice's lines, as JSON",
  TZ: "a time zone date(1) reads the day in",
  // deploying and operating
  ENV: "a deployed environment: staging or production",
  CLOUDFLARE_ACCOUNT_ID: "the Cloudflare account deployed to",
  WEBHOOK_SIGNING_KEY: "a Worker secret being set",
  PORTAL_LINK_SECRET: "a Worker secret being set",
  NEW_ADMIN_TOKEN: "the ADMIN_TOKEN replacing the current one",
};
