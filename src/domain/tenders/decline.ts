/**
 * Why a dealership of a tender got no quote: it has no quote credits left, it does not have the vehicle
 * available, or it is unknown or not approved (the two are not told apart, as everywhere else).
 */
export const TENDER_DECLINE_REASONS = ["NO_CREDITS", "NOT_STOCKED", "NOT_FOUND"] as const;
export type TenderDeclineReason = (typeof TENDER_DECLINE_REASONS)[number];
