import assert from "node:assert/strict";
import { test } from "node:test";
import { missingSecrets, missingSecretsMessage, parseSecretList } from "./secrets.ts";
import { REQUIRED_SECRETS } from "./settings.ts";

// What `wrangler secret list --env production --format json` prints (wrangler 4.155.0).
const LISTED = `[
  {
    "name": "ADMIN_TOKEN",
    "type": "secret_text"
  },
  {
    "name": "WEBHOOK_SIGNING_KEY",
    "type": "secret_text"
  }
]
`;

test("reads the names from wrangler's JSON list, also with other lines around it", () => {
  assert.deepEqual(parseSecretList(LISTED), ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY"]);
  assert.deepEqual(parseSecretList(`▲ [WARNING] something\n${LISTED}\n`), ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY"]);
  assert.deepEqual(parseSecretList("[]\n"), []);
});

test("output that is not the list is an error, never an empty list", () => {
  assert.throws(() => parseSecretList("Secret Name: ADMIN_TOKEN\n"), /no JSON list/);
  assert.throws(() => parseSecretList(`[{"type":"secret_text"}]`), /unexpected entry/);
});

test("a missing secret is named with the command that sets it", () => {
  const missing = missingSecrets(REQUIRED_SECRETS, parseSecretList(LISTED));
  assert.deepEqual(missing, ["PORTAL_LINK_SECRET"]);
  const message = missingSecretsMessage(missing, "production", "fleet-quote-api-production");
  assert.match(message, /not set on the Worker fleet-quote-api-production \(production\)/);
  assert.match(message, /PORTAL_LINK_SECRET: {2}npx wrangler secret put PORTAL_LINK_SECRET --env production/);
  assert.deepEqual(missingSecrets(REQUIRED_SECRETS, [...REQUIRED_SECRETS, "OTHER"]), []);
});
