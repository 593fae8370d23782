import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sweepOutbox } from "../../src/jobs/outbox-sweep";
import { runJobs, recordingEmail } from "../helpers/queue";
import { ConsoleBrowser, consoleFmo, linksFor } from "../console/helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const row = (id: string) => env.DB.prepare("select status, attempts, last_error from console_sign_in_links where id = ?").bind(id).first();

/** A sign-in link asked for by an FMO's contact address: the link, with the token its e-mail must carry. */
async function askedLink() {
  const fmo = await consoleFmo("Linked <Fleet>");
  await new ConsoleBrowser().askForLink(fmo.contactEmail);
  const [link] = await linksFor(fmo.contactEmail);
  return { fmo, link: link! };
}

describe("console sign-in e-mails", () => {
  it("sends the link, derived from the row and PORTAL_LINK_SECRET, with the FMO's name and until when it works", async () => {
    const { fmo, link } = await askedLink();
    const email = recordingEmail();
    expect(await runJobs([{ type: "console-link", linkId: link.id }], { EMAIL: email.binding })).toEqual({ acked: 1, retried: 0, delays: [] });
    expect(email.sent).toHaveLength(1);
    const [message] = email.sent;
    expect(message!.to).toBe(fmo.contactEmail);
    expect(message!.subject).toBe("Sign in to the Fleet Quote console for Linked <Fleet>");
    expect(message!.text).toContain(`https://fleet-quote.test/console/sign-in/link?token=${link.token}`);
    expect(message!.text).toMatch(/It works once, until \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m AE[DS]T \(15 minutes after it was asked for\)/);
    expect(await row(link.id)).toMatchObject({ status: "sent", attempts: 1 });
    // Sent once: the message again (a redelivered queue message) sends nothing.
    expect(await runJobs([{ type: "console-link", linkId: link.id }], { EMAIL: email.binding })).toEqual({ acked: 1, retried: 0, delays: [] });
    expect(email.sent).toHaveLength(1);
  });

  it("retries a failed send after 10 s, then 60 s, then abandons it: all within the link's 15 minutes", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { link } = await askedLink();
    const refusing = { EMAIL: { send: async () => Promise.reject(new Error("e-mail service down")) } as unknown as SendEmail };
    const delays = [];
    for (let i = 0; i < 3; i++) delays.push(...(await runJobs([{ type: "console-link", linkId: link.id }], refusing)).delays);
    expect(delays).toEqual([10, 60]);
    expect(await row(link.id)).toMatchObject({ status: "abandoned", attempts: 3, last_error: expect.stringContaining("e-mail service down") });
  });

  it("does not send a link that expired before its turn came", async () => {
    const { link } = await askedLink();
    const email = recordingEmail();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(link.expires_at));
    await runJobs([{ type: "console-link", linkId: link.id }], { EMAIL: email.binding });
    expect(email.sent).toEqual([]);
    expect(await row(link.id)).toMatchObject({ status: "abandoned", last_error: "expired before it could be sent" });
  });

  it("is swept back onto the queue when its message was lost, as every outbox row is", async () => {
    const { link } = await askedLink();
    const held: unknown[] = [];
    const queue = { sendBatch: async (messages: { body: unknown }[]) => void held.push(...messages.map((m) => m.body)) } as unknown as Queue;
    // Its message went on the queue (enqueued_at is set): it counts as lost once a lease (10 minutes) has passed without a send.
    await sweepOutbox({ ...env, JOBS: queue as never }, new Date(Date.now() + 11 * 60_000));
    expect(held).toContainEqual({ type: "console-link", linkId: link.id });
  });
});
