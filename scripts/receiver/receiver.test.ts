// npm run receiver: what it accepts, refuses and fails on purpose, with signatures made by the Worker's
// own signing code and by the standardwebhooks package.

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { Webhook } from "standardwebhooks";
import { startReceiver, type Delivery } from "./server.ts";
import { TOLERANCE_SECONDS, verify } from "./verify.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const NEW_SECRET = "whsec_K8xvQ1n0dTq3yJ2b5Vw9cR7mZ4aHfLsE";
const BODY = JSON.stringify({ event: "quote.completed", quoteId: "3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10", status: "sent" });
const ID = "msg_2b9c";
const now = () => Math.floor(Date.now() / 1000);

// The Worker's own signing code. Imported by a path tsc does not follow: it is type-checked with the
// Worker's types (tsconfig.json), whose BufferSource differs from Node's.
const workerSigning = "../../src/domain/webhook-signature.ts";
const { signWebhook } = (await import(workerSigning)) as { signWebhook: (secret: string, id: string, timestampSeconds: number, body: string) => Promise<string> };

async function signed(secret: string, timestamp = now(), body = BODY, id = ID) {
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": await signWebhook(secret, id, timestamp, body) };
}

describe("verify", () => {
  test("accepts what the Worker signs", async () => {
    assert.deepEqual(verify([SECRET], await signed(SECRET), BODY), { ok: true, signatures: 1, matched: 1, secret: 1 });
  });

  test("accepts what the standardwebhooks package signs", () => {
    const timestamp = new Date();
    const signature = new Webhook(SECRET).sign(ID, timestamp, BODY);
    assert.equal(verify([SECRET], { "webhook-id": ID, "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)), "webhook-signature": signature }, BODY).ok, true);
  });

  test("tries every space-separated signature: the new secret's second, during a rotation", async () => {
    const old = await signed(SECRET);
    const both = { ...old, "webhook-signature": `${(await signed(NEW_SECRET))["webhook-signature"]} ${old["webhook-signature"]}` };
    assert.deepEqual(verify([SECRET], both, BODY), { ok: true, signatures: 2, matched: 2, secret: 1 });
    assert.deepEqual(verify([NEW_SECRET], both, BODY), { ok: true, signatures: 2, matched: 1, secret: 1 });
  });

  test("tries every secret the receiver holds", async () => {
    assert.deepEqual(verify([NEW_SECRET, SECRET], await signed(SECRET), BODY), { ok: true, signatures: 1, matched: 1, secret: 2 });
  });

  test("refuses a changed body, another secret and missing headers", async () => {
    assert.deepEqual(verify([SECRET], await signed(SECRET), `${BODY} `), { ok: false, signatures: 1, reason: "no signature matches the secret" });
    assert.deepEqual(verify([NEW_SECRET], await signed(SECRET), BODY), { ok: false, signatures: 1, reason: "no signature matches the secret" });
    assert.equal(verify([SECRET], { "webhook-id": ID, "webhook-timestamp": String(now()) }, BODY).ok, false);
  });

  test("accepts a timestamp 5 minutes off, refuses one a second more", async () => {
    const at = 1_800_000_000;
    assert.equal(verify([SECRET], await signed(SECRET, at - TOLERANCE_SECONDS), BODY, at).ok, true);
    assert.equal(verify([SECRET], await signed(SECRET, at + TOLERANCE_SECONDS), BODY, at).ok, true);
    assert.deepEqual(verify([SECRET], await signed(SECRET, at - TOLERANCE_SECONDS - 1), BODY, at), {
      ok: false,
      signatures: 1,
      reason: `webhook-timestamp ${at - TOLERANCE_SECONDS - 1} is more than 300 s from now`,
    });
  });
});

describe("npm run receiver", async () => {
  const printed: string[] = [];
  const receiver = await startReceiver({ port: 0, secrets: [SECRET], log: (text) => printed.push(text) });
  /** The line that says what the delivery `back` from the last was (1: the last). */
  const said = (back = 1) => printed.at(-back)!.split("\n")[0]!;
  after(() => receiver.server.close());
  const post = async (path: string, headers: Record<string, string>, body = BODY) => (await fetch(`${receiver.url}${path}`, { method: "POST", headers, body })).status;
  const listed = async (query = "") => (await (await fetch(`${receiver.url}/deliveries${query}`)).text()).trim().split("\n").filter(Boolean).map((line) => JSON.parse(line) as Delivery);

  test("answers 200 to a signed delivery, prints it and lists it", async () => {
    assert.equal(await post("/quotes", await signed(SECRET)), 200);
    assert.match(said(), /POST \/quotes quote\.completed quote 3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10 webhook-id msg_2b9c: signature valid \(signature 1 of 1, secret 1 of 1\) -> 200$/);
    assert.deepEqual((await listed()).at(-1), {
      path: "/quotes",
      webhookId: ID,
      event: "quote.completed",
      quoteId: "3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10",
      tenderId: null,
      signature: "valid",
      answered: 200,
    });
  });

  test("prints each delivery's payload under it, JSON indented", async () => {
    assert.equal(await post("/quotes", await signed(SECRET)), 200);
    assert.deepEqual(printed.at(-1)!.split("\n").slice(1), ["    {", '      "event": "quote.completed",', '      "quoteId": "3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10",', '      "status": "sent"', "    }"]);
    assert.equal(await post("/quotes", {}, "not json"), 401);
    assert.equal(printed.at(-1)!.split("\n")[1], "    not json");
  });

  test("files a tender's quote.completed under its quote and its tender", async () => {
    const completed = JSON.stringify({ event: "quote.completed", quoteId: "9d2f0b3c-1e4a-4c5b-8d6e-7f8091a2b3c4", status: "sent", tenderId: "c4e8a2f6-7b1d-4e3a-9c5f-2d8b6a4e1f07" });
    assert.equal(await post("/tenders", await signed(SECRET, now(), completed, "msg_tender_quote"), completed), 200);
    assert.match(said(), /POST \/tenders quote\.completed quote 9d2f0b3c-1e4a-4c5b-8d6e-7f8091a2b3c4 of tender c4e8a2f6-7b1d-4e3a-9c5f-2d8b6a4e1f07 webhook-id msg_tender_quote: signature valid/);
    const filed = { path: "/tenders", webhookId: "msg_tender_quote", event: "quote.completed", quoteId: "9d2f0b3c-1e4a-4c5b-8d6e-7f8091a2b3c4", tenderId: "c4e8a2f6-7b1d-4e3a-9c5f-2d8b6a4e1f07", signature: "valid", answered: 200 };
    assert.deepEqual(await listed("?tenderId=c4e8a2f6-7b1d-4e3a-9c5f-2d8b6a4e1f07"), [filed]);
    assert.deepEqual(await listed("?quoteId=9d2f0b3c-1e4a-4c5b-8d6e-7f8091a2b3c4"), [filed]);
  });

  test("answers 401 to a delivery whose signature does not verify", async () => {
    assert.equal(await post("/quotes", await signed(NEW_SECRET)), 401);
    assert.equal((await listed()).at(-1)!.signature, "invalid: no signature matches the secret");
  });

  test("?fail=3 answers 503 to the first three calls of a delivery, then 200", async () => {
    const statuses = [];
    for (let call = 0; call < 4; call++) statuses.push(await post("/quotes?fail=3", await signed(SECRET, now(), BODY, "msg_failing")));
    assert.deepEqual(statuses, [503, 503, 503, 200]);
    assert.match(said(2), /failing on purpose \(call 3 of the first 3\) -> 503$/);
  });

  test("GET /deliveries?quoteId=&wait=N waits for the Nth delivery of that quote", async () => {
    const other = JSON.stringify({ event: "quote.completed", quoteId: "other" });
    const waited = listed("?quoteId=other&wait=2");
    await post("/quotes", await signed(SECRET, now(), other), other);
    await post("/quotes", await signed(SECRET, now(), other), other);
    assert.deepEqual((await waited).map((delivery) => delivery.quoteId), ["other", "other"]);
  });

  test("files an event of the type-and-data form under the quote it names", async () => {
    const lapsed = JSON.stringify({ type: "quote.lapsed", data: { quoteId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", tenderId: null, reason: "dealership-unapproved" } });
    assert.equal(await post("/quotes", await signed(SECRET, now(), lapsed, "msg_lapsed"), lapsed), 200);
    assert.deepEqual(await listed("?quoteId=7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"), [
      { path: "/quotes", webhookId: "msg_lapsed", event: "quote.lapsed", quoteId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", tenderId: null, signature: "valid", answered: 200 },
    ]);
  });

  test("takes a tender's event by its type, and GET /deliveries?tenderId= lists those of that tender", async () => {
    const closed = JSON.stringify({ type: "tender.closed", data: { tenderId: "5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d", closeReason: "deadline" } });
    assert.equal(await post("/tenders", await signed(SECRET, now(), closed, "msg_tender"), closed), 200);
    assert.match(said(), /POST \/tenders tender\.closed tender 5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d webhook-id msg_tender: signature valid/);
    assert.deepEqual(await listed("?tenderId=5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d"), [
      { path: "/tenders", webhookId: "msg_tender", event: "tender.closed", quoteId: null, tenderId: "5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d", signature: "valid", answered: 200 },
    ]);
  });
});
