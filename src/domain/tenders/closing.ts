/**
 * When a tender stops taking answers. It closes at the first of: every quote answered (priced;
 * dealerships that declined were never asked to answer), its `closesAt`, or the client accepting one
 * of its quotes. A quote still pending then lapses.
 */
export const TENDER_CLOSE_REASONS = ["all-answered", "deadline", "awarded"] as const;
export type TenderCloseReason = (typeof TENDER_CLOSE_REASONS)[number];

/** How a tender stands: taking answers, closed, or closed with a quote accepted. */
export const TENDER_STATUSES = ["open", "closed", "awarded"] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

const MINUTE_MS = 60_000;
/** Without `closesAt`, a tender closes 72 hours after it was asked. */
export const TENDER_DEFAULT_OPEN_MS = 72 * 60 * MINUTE_MS;
/** `closesAt` may be from one minute to 30 days after the tender is asked. */
export const TENDER_MIN_OPEN_MS = MINUTE_MS;
export const TENDER_MAX_OPEN_MS = 30 * 24 * 60 * MINUTE_MS;

/** When a tender asked at `createdAt` closes: the client's `closesAt`, else 72 hours on. */
export function tenderClosesAt(createdAt: Date, requested: Date | undefined): Date {
  return requested ?? new Date(createdAt.getTime() + TENDER_DEFAULT_OPEN_MS);
}

/** Why a requested `closesAt` cannot be taken, or null when it can. */
export function closesAtProblem(requested: Date, now: Date): string | null {
  const ahead = requested.getTime() - now.getTime();
  if (ahead < TENDER_MIN_OPEN_MS) return "must be at least 1 minute from now";
  if (ahead > TENDER_MAX_OPEN_MS) return "must be at most 30 days from now";
  return null;
}

/** The client's reason for moving a tender's deadline, told to every dealership asked: 1 to 500 characters. */
export const EXTENSION_REASON_MAX = 500;

/** One move of a tender's deadline, as the tender shows it: when, from, to, and why. */
export interface TenderExtension {
  at: string;
  from: string;
  to: string;
  reason: string;
}

/**
 * Why a tender asked at `createdAt`, closing at `current`, cannot move its deadline to `requested`,
 * or null when it can: later than the current deadline, and at most 30 days after it was asked.
 */
export function extensionProblem(requested: Date, current: Date, createdAt: Date): string | null {
  if (requested.getTime() <= current.getTime()) return `must be later than the tender's current closesAt (${current.toISOString()})`;
  if (requested.getTime() - createdAt.getTime() > TENDER_MAX_OPEN_MS) return `must be at most 30 days after the tender was asked (${new Date(createdAt.getTime() + TENDER_MAX_OPEN_MS).toISOString()})`;
  return null;
}

/**
 * Whether a tender closing at `closesAt` takes no more answers at `now`: from its closesAt on, to
 * the millisecond, whether or not its close has run yet.
 */
export function deadlinePassed(closesAt: string, now: Date): boolean {
  return Date.parse(closesAt) <= now.getTime();
}

export function tenderStatus(tender: { closedAt: string | null; awardedQuoteId: string | null }): TenderStatus {
  if (tender.awardedQuoteId !== null) return "awarded";
  return tender.closedAt === null ? "open" : "closed";
}
