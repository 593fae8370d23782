// Reads the e-mails `wrangler dev` sends out of what it prints. For each message of the send_email
// binding it prints (checked with wrangler 4.155):
//
//   [wrangler:info] send_email binding called with MessageBuilder:
//   From: "Fleet Quote" <quotes@fleetquote.example>
//   To: fleet@adelaidecityhyundai.example.com.au
//   Subject: New fleet quote request …
//
//   Text: /…/.wrangler/tmp/email/miniflare-…/email-text/<random id>@fleetquote.example.txt
//
// The text file holds the body alone, under a random name, and goes when wrangler dev stops: the
// headers are only in these lines. This is where they are read, so that `npm run dev` can keep each
// message whole (./store.ts).

/** An e-mail as wrangler dev printed it: its headers, and the file holding its text. */
export interface PrintedEmail {
  from: string;
  to: string;
  subject: string;
  /** The text file wrangler wrote. */
  textPath: string;
}

const START = "send_email binding called with MessageBuilder:";
const HEADER = /^(From|To|Cc|Bcc|Reply-To|Subject): (.*)$/;
const TEXT_FILE = /^Text: (.+)$/;

const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "");

/**
 * A reader fed wrangler dev's output line by line: `read` answers the e-mail a line completes (its
 * `Text:` line), else null.
 */
export function emailReader(): { read(line: string): PrintedEmail | null } {
  let headers: Record<string, string> | null = null;
  return {
    read(raw: string): PrintedEmail | null {
      const line = plain(raw).trimEnd();
      if (line.endsWith(START)) {
        headers = {};
        return null;
      }
      if (headers === null) return null;
      const header = HEADER.exec(line);
      if (header) {
        headers[header[1]!] = header[2]!;
        return null;
      }
      if (line === "") return null;
      const text = TEXT_FILE.exec(line);
      const found = headers;
      headers = null;
      if (!text) return null;
      return { from: found.From ?? "", to: found.To ?? "", subject: found.Subject ?? "", textPath: text[1]! };
    },
  };
}
