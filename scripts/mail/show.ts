// How `npm run mail` shows the recorded e-mails: the list, and one message whole.

import type { RecordedEmail } from "./store.ts";

/** An instant as the machine's local date and time, to the second: "2026-11-28 15:08:23". */
function localTime(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** The list: each e-mail's number, time, To and Subject, then the links in it. */
export function listing(emails: RecordedEmail[], dir: string): string {
  if (emails.length === 0) return `No e-mails recorded in ${dir} yet: \`npm run dev\` records each one its Worker sends.\n`;
  const width = String(emails.at(-1)!.number).length;
  const lines = [`E-mails sent by \`npm run dev\` (${dir}), oldest first; \`npm run mail -- N\` prints one:`];
  for (const email of emails) {
    const indent = " ".repeat(width + 4);
    lines.push(`  ${String(email.number).padStart(width)}  ${localTime(email.sentAt)}  To: ${email.to}`);
    lines.push(`${indent}Subject: ${email.subject}`);
    for (const link of email.links) lines.push(`${indent}${link}`);
  }
  return `${lines.join("\n")}\n`;
}

/** One e-mail: its headers as sent, then its text. */
export function message(email: RecordedEmail, text: string): string {
  const headers = [`E-mail ${email.number} (id ${email.id}), sent ${localTime(email.sentAt)}`, `From: ${email.from}`, `To: ${email.to}`, `Subject: ${email.subject}`];
  return `${headers.join("\n")}\n\n${text.endsWith("\n") ? text : `${text}\n`}`;
}
