// What the README promises of `npm run dev` beyond its walkthrough, on the walkthrough's own
// `npm run dev`: `npm run mail` lists the e-mails it sent and prints one whole, and a tender closes at
// its closesAt with no request arriving (the minute cron the dev script fires), telling the FMO's
// receiver and the dealer whose quote lapsed. The tender is asked for at once and checked at the end
// of the run (`closedByItself`), so that the other flows run while its minute comes.

import { spawnSync } from "node:child_process";
import { waitFor } from "../local-process.ts";
import type { DevRun } from "./dev-run.ts";
import { apiClient, check, type Received } from "./harness.ts";
import type { ShellSession } from "./walkthrough/shell.ts";

const RAV4_GX = "50cdc0e7-66d0-52b2-a430-34f860e1330c";

/** `npm run mail` in the copy `npm run dev` runs in: its output and exit status. */
function mail(dev: DevRun, ...args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync("npm", ["run", "--silent", "mail", ...(args.length ? ["--", ...args] : [])], { cwd: dev.dir, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout };
}

/** The number `npm run mail` gives the first e-mail to `to` whose subject starts so; undefined while there is none. */
function listedNumber(listing: string, to: string, subject: string): number | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new RegExp(`^ +(\\d+) +[\\d-]+ [\\d:]+ +To: ${escape(to)}\\n +Subject: ${escape(subject)}`, "m").exec(listing);
  return found ? Number(found[1]) : undefined;
}

export async function devFlow(run: { dev: DevRun; shell: ShellSession }, hooks: string, inbox: Map<string, Received[]>): Promise<{ closedByItself: () => Promise<void> }> {
  const { dev, shell } = run;
  console.log("\nnpm run dev, beyond the walkthrough");

  const adelaide = "fleet@adelaidecityhyundai.example.com.au";
  const number = await waitFor("npm run mail to list the e-mail to Adelaide City Hyundai", async () => listedNumber(mail(dev).stdout, adelaide, "New fleet quote request"), 30_000);
  const listing = mail(dev).stdout;
  check(listing.startsWith("E-mails sent by `npm run dev` (.wrangler/mail), oldest first"), "npm run mail lists the e-mails npm run dev sent");
  check(new RegExp(`To: ${adelaide}\\n +Subject: New fleet quote request [0-9a-f-]{36}: Hyundai i30 Hatch 2\\.0 Auto\\n +${dev.base}/dealer/quotes/[0-9a-f-]{36}\\?link=\\S+\\n`).test(listing), "with its time, To, Subject and the portal link in it", listing.slice(0, 600));
  const message = mail(dev, String(number));
  check(message.status === 0 && message.stdout.includes(`\nTo: ${adelaide}\nSubject: New fleet quote request`) && message.stdout.includes("Open this quote in the dealer portal"), `npm run mail -- ${number} prints it whole`, message.stdout.slice(0, 400));
  check(mail(dev, "99999").status === 1, "npm run mail -- 99999 says there is no such e-mail");

  const api = apiClient(dev.base);
  const registered = await api("/api/v1/register", { body: { companyName: "Deadline Fleet", contactEmail: "fleet@deadline.example.com" } });
  const key = registered.body.apiKey as string;
  const stocking = await api(`/api/v1/vehicles/${RAV4_GX}/dealerships`, { key });
  const idOf = (name: string) => (stocking.body.dealerships as { id: string; name: string }[]).find((d) => d.name === name)?.id;
  const [parramatta, fyshwick] = [idOf("Parramatta Toyota"), idOf("Fyshwick Toyota")];
  check(parramatta !== undefined && fyshwick !== undefined, "Parramatta Toyota (prices at once) and Fyshwick Toyota (reviews by hand) stock the RAV4");
  const closesAt = new Date(Date.now() + 65_000);
  const asked = await api("/api/v1/tenders", {
    key,
    body: { globalCarId: RAV4_GX, quantity: 2, postcode: "2600", clientName: "Dee Line", clientEmail: "dee@deadline.example.com", callbackUrl: `${hooks}/ok/deadline-tender`, dealershipIds: [parramatta, fyshwick], closesAt: closesAt.toISOString() },
  });
  check(asked.status === 201 && asked.body.status === "open", `a tender closing at ${closesAt.toISOString()} (65 s from now), one dealership yet to answer, is open`, asked.body);
  const tenderId = asked.body.tenderId as string;
  const lapsing = (asked.body.quotes as { dealership: { id: string }; quoteId: string }[]).find((q) => q.dealership.id === fyshwick)!.quoteId;

  const closedByItself = async () => {
    try {
      console.log("\nnpm run dev: the tender's closesAt");
      const closed = await waitFor(
        "the tender to close at its closesAt",
        async () => {
          const tender = await api(`/api/v1/tenders/${tenderId}`, { key });
          return tender.body.status === "open" ? undefined : tender.body;
        },
        Math.max(0, closesAt.getTime() - Date.now()) + 150_000,
      );
      const late = Date.parse(closed.closedAt) - closesAt.getTime();
      check(closed.closeReason === "deadline" && late >= 0 && late <= 5_000, `it closed by itself within 5 s of its closesAt, no request made: its clock rang (${late} ms after)`, closed);
      check(closed.quotes.find((q: { quoteId: string }) => q.quoteId === lapsing)?.outcome === "lapsed", "the quote still pending lapsed");
      const told = await waitFor("its tender.closed webhook", async () => inbox.get("/ok/deadline-tender")?.[0], 30_000);
      check(JSON.parse(told.body).type === "tender.closed" && JSON.parse(told.body).data.tenderId === tenderId, "the FMO's receiver got its tender.closed webhook");
      const lapseTo = "fleet@fyshwicktoyota.example.com.au";
      await waitFor("npm run mail to list the lapse", async () => listedNumber(mail(dev).stdout, lapseTo, "Fleet tender closed before your quote"), 30_000);
      check(true, "npm run mail lists the e-mail telling Fyshwick Toyota its quote lapsed");
    } finally {
      shell.close();
      dev.stop();
    }
  };
  return { closedByItself };
}
