// Runs generated requests against the Worker and checks every answer: never a 5xx, each answer in
// its documented form, and nothing written by a request that was refused. Counts the requests that
// succeeded, a write only when what it should have stored is there (a quote created, a completion
// sent, a key rotated: its operation's Effect), and fails when an operation succeeded less often
// than it states. Then runs the jobs the requests left (e-mails, webhooks), checks that each one
// ended and that the fuzzed requests' own quotes sent some, and that nothing logged an unhandled
// error along the way.

import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect, vi } from "vitest";
import { digestChanges, idsIn, rowsDigest } from "./rows-digest";
import { fuzzTransport, type Transport } from "./transport";
import { fuzzWorld, type FuzzWorld } from "./world";

/**
 * How many generated requests the four fuzz files send in all: FUZZ_RUNS, through the vitest
 * config (a small number for `npm test`, 50,000 for `npm run test:fuzz`). Each file sends its
 * `share` of them.
 */
export function fuzzRuns(share: number): number {
  const total = Number(env.FUZZ_RUNS);
  if (!Number.isSafeInteger(total) || total < 1) throw new Error(`FUZZ_RUNS must be a whole number of requests, not ${JSON.stringify(env.FUZZ_RUNS)}`);
  return Math.max(1, Math.round(total * share));
}

/**
 * A fuzz test's time limit for `runs` requests: a minute for its world and its jobs, and 300 ms a
 * request. One takes about 16 ms on the quiet 2-core machine, and over 100 ms when other work
 * keeps both cores busy (a load near 10): the limit only ends a run that hangs.
 */
export function fuzzTimeout(runs: number): number {
  return 60_000 + runs * 300;
}

/**
 * What an operation's success is: for a read, an answer below 400; for a write, what it leaves
 * stored (a status is not enough: a re-rendered form or an idempotent replay answers below 400 too,
 * and a write that answered 201 may have stored nothing).
 */
export interface Effect {
  /** The success in words, for the report and failure messages: "a quote created". */
  what: string;
  /** The least share of the operation's requests that must succeed so (measured rates in docs/testing.md). */
  atLeast: number;
  /** Whether this answer is that success, as the database shows it right after the answer. */
  seen(answer: Answer, world: FuzzWorld): Promise<boolean>;
}

/** One generated request, ready to send once the world has resolved its references. */
export interface Generated {
  /** The operation's name, for the report and for failure messages. */
  operation: string;
  /** What its success is (a write: what it stores; a read: an answer below 400), and the least share that must be one. */
  effect?: Effect;
  /** The clock to send it at; null for now. */
  clock: number | null;
  /** The request, and its body as text (for the ids it names). */
  build(world: FuzzWorld): Promise<{ request: Request; body: string }>;
  /** The operation's own documented answers, when they are all known. */
  check?: (answer: Answer) => void;
  /** How fast-check prints it in a failure: the operation and the generated values. */
  [fc.toStringMethod]: () => string;
}

/** Generated values as a failure report shows them: long strings cut short, with their length. */
export function shortened(generated: unknown): string {
  return JSON.stringify(generated, (_key, value) => (typeof value === "string" && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value));
}

/** One answer, as the checks see it. */
export interface Answer {
  request: Request;
  /** The body sent, as text ("" for none). */
  sent: string;
  response: Response;
  text: string;
}

export interface FuzzOptions {
  title: string;
  runs: number;
  requests: fc.Arbitrary<Generated>;
  /** Checks one answer (a failed expectation fails the run, and fast-check shrinks the request). */
  check(answer: Answer, world: FuzzWorld): void;
  /** The least share of all requests that must succeed. */
  atLeast: number;
  /**
   * Whether the quotes the fuzzed requests make or complete send e-mails (a new quote e-mails its
   * dealer, a completed one its client) and webhooks (a completed quote with a callbackUrl), so
   * that these must be among the jobs run; or must not (the operator's requests make no quote).
   */
  sends: { emails: boolean; webhooks: boolean };
}

/**
 * The e-mails and webhook deliveries of the quotes the fuzzed requests made or completed, and the
 * jobs of any quote at the world's dealerships not finished (sent or delivered) or failed with a reason.
 */
async function jobsOf(fuzzedQuoteIds: string[], dealershipIds: string[]) {
  const fuzzed = (table: string) => `(SELECT count(*) FROM ${table} WHERE quote_id IN (SELECT value FROM json_each(?1)))`;
  const atDealerships = `quote_id IN (SELECT id FROM quotes WHERE dealership_id IN (SELECT value FROM json_each(?1)))`;
  const unfinished = (table: string, done: string) =>
    `SELECT '${table}' AS job, id, status, last_error FROM ${table} WHERE ${atDealerships} AND (status NOT IN ('${done}', 'abandoned') OR (status = 'abandoned' AND coalesce(last_error, '') = ''))`;
  const [counts, left] = await env.DB.batch([
    env.DB.prepare(`SELECT ${fuzzed("email_outbox")} AS emails, ${fuzzed("webhook_deliveries")} AS webhooks`).bind(JSON.stringify(fuzzedQuoteIds)),
    env.DB.prepare(`${unfinished("email_outbox", "sent")} UNION ALL ${unfinished("webhook_deliveries", "delivered")}`).bind(JSON.stringify(dealershipIds)),
  ]);
  return { ...(counts!.results[0] as { emails: number; webhooks: number }), unfinished: left!.results };
}

/** Warnings the service logs on purpose, whose effects the checks see elsewhere. */
const EXPECTED_WARNINGS = [/^webhook attempt failed$/, /^e-mail attempt failed$/, /^pricing past the charges data/];
const messageOf = (args: unknown[]) => {
  try {
    return String(JSON.parse(String(args[0])).message);
  } catch {
    return args.map(String).join(" ");
  }
};

/** Requests and successes of one operation, and the Effect its successes are counted by. */
interface Tally {
  runs: number;
  successes: number;
  effect?: Effect;
}

/**
 * Sends `runs` generated requests and checks each answer; then runs every job they left, checks
 * that each ended, that nothing was logged as an unhandled error, that each operation
 * succeeded at least as often as its Effect states and all of them together as often as `atLeast`.
 * Resolves the counts (also printed as the fuzzer's report).
 */
export async function fuzz(options: FuzzOptions) {
  const transport = fuzzTransport();
  const world = await fuzzWorld(transport);
  const errors: string[] = [];
  const warnings: string[] = [];
  // The report goes out through the console as it was; what the service logs is collected or dropped.
  const print = console.log.bind(console);
  const logged = [
    // Info lines (a change a dealer made, say) are the service working as it should: not printed 50,000 times.
    vi.spyOn(console, "log").mockImplementation(() => {}),
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" "))),
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(messageOf(args))),
  ];
  try {
    const { requests, successes, byOperation } = await sendAll(options, world, transport);
    await transport.drain();
    const jobsRun = transport.jobsRun();
    const jobs = await jobsOf([...world.fuzzedQuotes], world.dealershipIds);
    const share = successes / requests;
    const report = [...byOperation]
      .map(([operation, c]) => `    ${operation.padEnd(70)} ${String(c.successes).padStart(5)} / ${String(c.runs).padEnd(5)} ${c.effect ? `${c.effect.what}, at least ${Math.round(c.effect.atLeast * 100)}%` : ""}`)
      .join("\n");
    print(
      `${options.title}: ${requests} requests, ${successes} succeeded (${(share * 100).toFixed(1)}%), none answered 5xx; ` +
        `${jobsRun} jobs run, the fuzzed requests' quotes sent ${jobs.emails} e-mails and ${jobs.webhooks} webhook deliveries, ${jobs.unfinished.length} jobs left unfinished; ` +
        `by operation, successes / requests:\n${report}`,
    );

    expect(requests).toBe(options.runs);
    const short = [...byOperation]
      .filter(([, c]) => c.effect && c.successes < c.effect.atLeast * c.runs)
      .map(([operation, c]) => `${operation}: ${c.successes} of ${c.runs} requests were ${c.effect!.what}, fewer than ${Math.round(c.effect!.atLeast * 100)}%`);
    expect(short, "operations (reads and writes) that succeeded less often than they state").toEqual([]);
    expect(share, `the share of all requests that succeeded`).toBeGreaterThanOrEqual(options.atLeast);
    // Counted from the fuzzed requests' own quotes: the world's setup sends e-mails and webhooks of its own.
    expect({ emails: jobs.emails > 0, webhooks: jobs.webhooks > 0 }, `${jobs.emails} e-mails, ${jobs.webhooks} webhook deliveries`).toEqual(options.sends);
    expect(jobs.unfinished).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings.filter((message) => !EXPECTED_WARNINGS.some((pattern) => pattern.test(message)))).toEqual([]);
    return { requests, successes, jobsRun };
  } finally {
    for (const spy of logged) spy.mockRestore();
  }
}

/** Whether an answer is its operation's success: its Effect seen when it has one, else a read below 400. */
async function succeeded(generated: Generated, answer: Answer, world: FuzzWorld): Promise<boolean> {
  if (answer.response.status >= 400) return false;
  if (generated.effect) return generated.effect.seen(answer, world);
  return answer.request.method === "GET";
}

/** The fast-check run itself: each request sent at its clock, checked, and counted. */
async function sendAll(options: FuzzOptions, world: FuzzWorld, transport: Transport) {
  const digest = await rowsDigest();
  const byOperation = new Map<string, Tally>();
  let requests = 0;
  let successes = 0;

  await fc.assert(
    fc.asyncProperty(options.requests, async (generated) => {
      await world.prepare();
      const { request, body } = await generated.build(world);
      const named = [...idsIn(request.url, body), ...(await world.owners(request))];
      const before = await digest(named);
      let answer: Answer;
      try {
        if (generated.clock !== null) {
          vi.useFakeTimers({ toFake: ["Date"] });
          vi.setSystemTime(generated.clock);
        }
        answer = { request, sent: body, ...(await transport.send(request.clone())) };
      } finally {
        vi.useRealTimers();
      }
      const where = `${request.method} ${new URL(request.url).pathname} (${generated.operation}) at ${generated.clock === null ? "now" : new Date(generated.clock).toISOString()}`;
      expect(answer.response.status, `${where}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
      options.check(answer, world);
      generated.check?.(answer);
      const refused = answer.response.status >= 400;
      expect(refused ? digestChanges(before, await digest(named)) : {}, `${where} answered ${answer.response.status} but wrote`).toEqual({});

      requests++;
      const tally = byOperation.get(generated.operation) ?? { runs: 0, successes: 0, effect: generated.effect };
      tally.runs++;
      if (await succeeded(generated, answer, world)) {
        tally.successes++;
        successes++;
      }
      byOperation.set(generated.operation, tally);
      // The jobs run as the fuzzing goes, so that their e-mails and webhooks meet what it made.
      if (requests % 1000 === 0) await transport.drain();
    }),
    { numRuns: options.runs },
  );
  return { requests, successes, byOperation };
}
