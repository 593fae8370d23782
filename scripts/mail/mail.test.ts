// npm run mail and what npm run dev keeps for it: wrangler dev's lines read into e-mails, each kept
// whole, listed and found again.

import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { listing, message } from "./show.ts";
import { emailText, findEmail, linksIn, recordEmail, recordedEmails } from "./store.ts";
import { emailReader } from "./wrangler-output.ts";

const work = mkdtempSync(join(tmpdir(), "fleet-quote-mail-"));
after(() => rmSync(work, { recursive: true, force: true }));

/** A text file as wrangler dev writes one, and the lines it prints for it (colours included). */
function printed(id: string, to: string, subject: string, text: string): { lines: string[]; textPath: string } {
  const textPath = join(work, `${id}@fleetquote.example.txt`);
  writeFileSync(textPath, text);
  const lines = [
    "[wrangler:info] POST /api/v1/quotes 201 Created (40ms)",
    "\x1b[34m[wrangler:info] send_email binding called with MessageBuilder:\x1b[39m",
    'From: "Fleet Quote" <quotes@fleetquote.example>',
    `To: ${to}`,
    `Subject: ${subject}`,
    "",
    `Text: ${textPath}`,
    "[wrangler:info] QUEUE fleet-quote-jobs 1/1 (28ms)",
  ];
  return { lines, textPath };
}

const DEALER_TEXT = [
  "Adelaide City Hyundai,",
  "",
  "Open this quote in the dealer portal to check the request, set your prices and send the quote:",
  "http://localhost:8787/dealer/quotes/48b85996-4a89-42b0-b903-dec6689a0cd4?link=4c4f2d24.g1.1797050303.VVzH7DQ6",
  "",
  "After that, or to see all your quotes, sign in at http://localhost:8787/dealer with your dealer key.",
  "",
].join("\n");

describe("emailReader", () => {
  test("reads each e-mail wrangler dev prints, headers and text file, and nothing else", () => {
    const first = printed("ACqIVr3e9Fjaq1Ni", "fleet@adelaidecityhyundai.example.com.au", "New fleet quote request 48b85996: Hyundai i30", DEALER_TEXT);
    const second = printed("Zx81", "jo@fleet.example.com", "Your quote is ready", "Hello\n");
    const reader = emailReader();
    const read = [...first.lines, ...second.lines].map((line) => reader.read(line)).filter((email) => email !== null);
    assert.deepEqual(read, [
      { from: '"Fleet Quote" <quotes@fleetquote.example>', to: "fleet@adelaidecityhyundai.example.com.au", subject: "New fleet quote request 48b85996: Hyundai i30", textPath: first.textPath },
      { from: '"Fleet Quote" <quotes@fleetquote.example>', to: "jo@fleet.example.com", subject: "Your quote is ready", textPath: second.textPath },
    ]);
  });

  test("a line that is no header ends a message without a text file: the next line is not taken for one", () => {
    const reader = emailReader();
    for (const line of ["[wrangler:info] send_email binding called with MessageBuilder:", "To: a@example.com", "[wrangler:info] GET /health 200 OK"]) assert.equal(reader.read(line), null);
    assert.equal(reader.read("Text: /tmp/x.txt"), null);
  });
});

describe("linksIn", () => {
  test("finds each web address once, in order, without the sentence's full stop", () => {
    assert.deepEqual(linksIn(DEALER_TEXT), ["http://localhost:8787/dealer/quotes/48b85996-4a89-42b0-b903-dec6689a0cd4?link=4c4f2d24.g1.1797050303.VVzH7DQ6", "http://localhost:8787/dealer"]);
    assert.deepEqual(linksIn("See https://example.com/a. And (https://example.com/b), https://example.com/a"), ["https://example.com/a", "https://example.com/b"]);
  });
});

describe("the record", () => {
  const dir = join(work, "mail");
  const dealer = printed("ACqIVr3e9Fjaq1Ni", "fleet@adelaidecityhyundai.example.com.au", "New fleet quote request", DEALER_TEXT);
  const client = printed("Yq42", "jo@fleet.example.com", "Your quote is ready", "Hello Jo\n");

  test("keeps each message whole, numbered from 1, though wrangler's file goes", () => {
    const sentAt = new Date("2026-11-28T04:38:24.000Z");
    const reader = emailReader();
    const kept = [...dealer.lines, ...client.lines].map((line) => reader.read(line)).filter((email) => email !== null).map((email) => recordEmail(email, dir, sentAt));
    rmSync(dealer.textPath);
    assert.deepEqual(kept.map((email) => [email.number, email.id, email.to]), [
      [1, "ACqIVr3e9Fjaq1Ni", "fleet@adelaidecityhyundai.example.com.au"],
      [2, "Yq42", "jo@fleet.example.com"],
    ]);
    assert.deepEqual(recordedEmails(dir), kept);
    assert.equal(emailText(kept[0]!, dir), DEALER_TEXT);
    assert.deepEqual(kept[0]!.links, linksIn(DEALER_TEXT));
    assert.equal(kept[0]!.sentAt, "2026-11-28T04:38:24.000Z");
  });

  test("finds an e-mail by number, by `last`, by its id or the id's start; nothing for an unknown or shared start", () => {
    assert.equal(findEmail("2", dir)?.id, "Yq42");
    assert.equal(findEmail("last", dir)?.number, 2);
    assert.equal(findEmail("ACqIVr3e9Fjaq1Ni", dir)?.number, 1);
    assert.equal(findEmail("ACq", dir)?.number, 1);
    assert.equal(findEmail("3", dir), null);
    assert.equal(findEmail("nope", dir), null);
    const third = printed("ACqZ", "x@example.com", "Third", "x\n");
    recordEmail({ from: "", to: "x@example.com", subject: "Third", textPath: third.textPath }, dir);
    assert.equal(findEmail("ACq", dir), null);
    assert.equal(findEmail("ACqZ", dir)?.number, 3);
  });

  test("lists each e-mail's number, time, To, Subject and links; prints one with its headers", () => {
    const list = listing(recordedEmails(dir), dir);
    assert.match(list, /^E-mails sent by `npm run dev` \(.*\), oldest first; `npm run mail -- N` prints one:\n/);
    assert.match(list, /\n {2}1 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}To: fleet@adelaidecityhyundai\.example\.com\.au\n {5}Subject: New fleet quote request\n {5}http:\/\/localhost:8787\/dealer\/quotes\/48b85996-4a89-42b0-b903-dec6689a0cd4\?link=4c4f2d24\.g1\.1797050303\.VVzH7DQ6\n {5}http:\/\/localhost:8787\/dealer\n/);
    assert.match(list, /\n {2}2 {2}.* {2}To: jo@fleet\.example\.com\n {5}Subject: Your quote is ready\n/);
    const second = findEmail("2", dir)!;
    assert.match(message(second, emailText(second, dir)), /^E-mail 2 \(id Yq42\), sent .*\nFrom: "Fleet Quote" <quotes@fleetquote\.example>\nTo: jo@fleet\.example\.com\nSubject: Your quote is ready\n\nHello Jo\n$/);
  });

  test("says where e-mails will be when there are none yet", () => {
    assert.equal(listing(recordedEmails(join(work, "none")), "somewhere"), "No e-mails recorded in somewhere yet: `npm run dev` records each one its Worker sends.\n");
  });
});
