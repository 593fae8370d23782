// `npm run receiver`: a webhook receiver for trying the API locally (README, "The first hour").
//
//   npm run receiver -- --secret whsec_... [--secret whsec_...] [--port 9000] [--fail 3]
//
// Listens on 127.0.0.1 (port: --port, else RECEIVER_PORT, else 9000), prints each delivery, whether
// its Standard Webhooks signature verifies with one of the secrets (every signature in
// webhook-signature is tried, so it keeps working while a secret is rotated) and its payload, and
// answers 200, or 401 when the signature does not verify. To see a delivery fail and try a
// redelivery: --fail N, or ?fail=N in the callbackUrl, answers 503 to the first N calls of each
// delivery. GET /deliveries lists what arrived (?quoteId=... or ?tenderId=... to filter, a tender's
// quote.completed under both; ?wait=N to wait up to 30 s for N).

import { parseArgs } from "node:util";
import { startReceiver } from "./receiver/server.ts";

const { values } = parseArgs({
  options: {
    secret: { type: "string", multiple: true, default: [] },
    port: { type: "string", default: process.env.RECEIVER_PORT ?? "9000" },
    fail: { type: "string", default: "0" },
  },
});

const secrets = values.secret.filter((secret) => secret.length > 0);
const bad = secrets.find((secret) => !/^whsec_[A-Za-z0-9+/]+=*$/.test(secret));
if (bad !== undefined) {
  console.error(`--secret must be a webhook secret as register returned it (whsec_ and base64), not "${bad}"`);
  process.exit(2);
}
// Started by npm, it ends when npm does: `kill %1` stops it from any shell, even one whose jobs share
// a process group (npm does not pass a signal on to the script it runs).
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(0), 1000).unref();

const { url } = await startReceiver({ port: Number(values.port), secrets, failFirst: Number(values.fail) });
const checking = secrets.length === 0 ? "not checking signatures (no --secret)" : `checking signatures with ${secrets.length} secret${secrets.length === 1 ? "" : "s"}`;
console.log(`Webhook receiver on ${url}, ${checking}; GET ${url}/deliveries lists what arrived`);
