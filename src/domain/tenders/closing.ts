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

export function tenderStatus(tender: { closedAt: string | null; awardedQuoteId: string | null }): TenderStatus {
  if (tender.awardedQuoteId !== null) return "awarded";
  return tender.closedAt === null ? "open" : "closed";
}
