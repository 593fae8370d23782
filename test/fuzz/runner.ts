// Runs generated requests against the Worker and checks every answer: never a 5xx, each answer in
// its documented form, and nothing written by a request that was refused. Counts the requests that
// took a success path, runs the jobs they left (e-mails, webhooks) and checks that each one ended,
// and that nothing logged an unhandled error along the way.

import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect, vi } from "vitest";
import { digestChanges, idsIn, rowsDigest } from "./rows-digest";
import { fuzzTransport, type Transport } from "./transport";
import { fuzzWorld, type FuzzWorld } from "./world";

/** One generated request, ready to send once the world has resolved its references. */
export interface Generated {
  /** The operation's name, for the report and for failure messages. */
  operation: string;
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
  response: Response;
  text: string;
}

export interface FuzzOptions {
  title: string;
  runs: number;
  requests: fc.Arbitrary<Generated>;
  /** Checks one answer (a failed expectation fails the run, and fast-check shrinks the request). */
  check(answer: Answer, world: FuzzWorld): void;
  /**
   * Whether the operations make and complete quotes, whose webhooks must then be among the jobs run
   * (default true). The operator's make none, so none of theirs may be there.
   */
  makesQuotes?: boolean;
}

/**
 * The jobs queued by quotes at these dealerships: how many of each kind there are, and those not
 * finished (sent or delivered) or failed with a reason.
 */
async function jobsOf(dealershipIds: string[]) {
  const quotes = `SELECT id FROM quotes WHERE dealership_id IN (${dealershipIds.map(() => "?").join(", ")})`;
  const ofQuotes = (table: string) => `FROM ${table} WHERE quote_id IN (${quotes})`;
  const unfinished = (table: string, done: string) =>
    `SELECT '${table}' AS job, id, status, last_error ${ofQuotes(table)} AND (status NOT IN ('${done}', 'abandoned') OR (status = 'abandoned' AND coalesce(last_error, '') = ''))`;
  const [counts, left] = await env.DB.batch([
    env.DB.prepare(`SELECT (SELECT count(*) ${ofQuotes("email_outbox")}) AS emails, (SELECT count(*) ${ofQuotes("webhook_deliveries")}) AS webhooks`).bind(...dealershipIds, ...dealershipIds),
    env.DB.prepare(`${unfinished("email_outbox", "sent")} UNION ALL ${unfinished("webhook_deliveries", "delivered")}`).bind(...dealershipIds, ...dealershipIds),
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

/**
 * Sends `runs` generated requests and checks each answer; then runs every job they left, checks
 * that each ended, that nothing was logged as an unhandled error, and that at least a third of
 * the requests took a success path. Resolves the counts (also printed as the fuzzer's report).
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
    const jobs = await jobsOf(world.dealershipIds);
    const share = successes / requests;
    const report = [...byOperation].map(([operation, c]) => `    ${operation.padEnd(70)} ${String(c.successes).padStart(5)} / ${c.runs}`).join("\n");
    print(
      `${options.title}: ${requests} requests, ${successes} took a success path (${(share * 100).toFixed(1)}%), none answered 5xx; ` +
        `${jobsRun} jobs run (${jobs.emails} e-mails, ${jobs.webhooks} webhook deliveries), ${jobs.unfinished.length} left unfinished; ` +
        `by operation, successes / requests:\n${report}`,
    );

    expect(requests).toBe(options.runs);
    expect(share).toBeGreaterThanOrEqual(1 / 3);
    // The world's own quotes e-mail their dealers; only operations that complete quotes make webhooks.
    expect(jobs.emails).toBeGreaterThan(0);
    expect(jobs.webhooks > 0, `${jobs.webhooks} webhook deliveries`).toBe(options.makesQuotes !== false);
    expect(jobs.unfinished).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings.filter((message) => !EXPECTED_WARNINGS.some((pattern) => pattern.test(message)))).toEqual([]);
    return { requests, successes, jobsRun };
  } finally {
    for (const spy of logged) spy.mockRestore();
  }
}

/** The fast-check run itself: each request sent at its clock, checked, and counted. */
async function sendAll(options: FuzzOptions, world: FuzzWorld, transport: Transport) {
  const digest = await rowsDigest();
  const byOperation = new Map<string, { runs: number; successes: number }>();
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
        answer = { request, ...(await transport.send(request.clone())) };
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
      const counts = byOperation.get(generated.operation) ?? { runs: 0, successes: 0 };
      counts.runs++;
      if (!refused) {
        counts.successes++;
        successes++;
      }
      byOperation.set(generated.operation, counts);
      // The jobs run as the fuzzing goes, so that their e-mails and webhooks meet what it made.
      if (requests % 1000 === 0) await transport.drain();
    }),
    { numRuns: options.runs },
  );
  return { requests, successes, byOperation };
}
