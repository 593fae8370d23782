// The e-mails `npm run dev` sent, kept whole in .wrangler/mail/ so that `npm run mail` can list and
// print them, before and after wrangler dev stops: each message's text as <number>.txt, and one line
// of index.jsonl per message (its number, id, time, From, To, Subject and the links in its text).

import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { PrintedEmail } from "./wrangler-output.ts";

/** Where `npm run dev` keeps them, under the project's directory. */
export const MAIL_DIR = join(".wrangler", "mail");
const INDEX = "index.jsonl";

export interface RecordedEmail {
  /** 1 for the first e-mail recorded in this folder, then on. */
  number: number;
  /** The message's own id, as wrangler named its file (the part before the @). */
  id: string;
  /** When `npm run dev` saw it sent. */
  sentAt: string;
  from: string;
  to: string;
  subject: string;
  /** Every http(s) address in its text, in order, once each. */
  links: string[];
  /** Its text, in the folder. */
  file: string;
}

/** The web addresses in a message's text, in order, once each. */
export function linksIn(text: string): string[] {
  return [...new Set((text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:]+$/, "")))];
}

/** The e-mails recorded in `dir`, oldest first (none when there is no record yet). */
export function recordedEmails(dir = MAIL_DIR): RecordedEmail[] {
  const index = join(dir, INDEX);
  if (!existsSync(index)) return [];
  return readFileSync(index, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as RecordedEmail);
}

/** Keeps a message wrangler dev sent: its text copied into `dir`, its headers and links indexed. */
export function recordEmail(printed: PrintedEmail, dir = MAIL_DIR, sentAt = new Date()): RecordedEmail {
  mkdirSync(dir, { recursive: true });
  const number = recordedEmails(dir).length + 1;
  const file = `${number}.txt`;
  copyFileSync(printed.textPath, join(dir, file));
  const email: RecordedEmail = {
    number,
    id: basename(printed.textPath).replace(/\.txt$/, "").split("@")[0]!,
    sentAt: sentAt.toISOString(),
    from: printed.from,
    to: printed.to,
    subject: printed.subject,
    links: linksIn(readFileSync(printed.textPath, "utf8")),
    file,
  };
  appendFileSync(join(dir, INDEX), `${JSON.stringify(email)}\n`);
  return email;
}

/** The e-mail a reader asked for: by its number, `last`, or its id (or the id's start, if only one has it). */
export function findEmail(which: string, dir = MAIL_DIR): RecordedEmail | null {
  const emails = recordedEmails(dir);
  if (which === "last") return emails.at(-1) ?? null;
  if (/^\d+$/.test(which)) return emails.find((email) => email.number === Number(which)) ?? null;
  const matching = emails.filter((email) => email.id.startsWith(which));
  return matching.length === 1 ? matching[0]! : null;
}

/** A recorded e-mail's text. */
export function emailText(email: RecordedEmail, dir = MAIL_DIR): string {
  return readFileSync(join(dir, email.file), "utf8");
}
