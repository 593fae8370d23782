/**
 * Why a dealership's credits changed, one reason per entry of its statement (the credit ledger):
 * `purchase` (the operator added credits it bought), `quote` (one spent on a quote asked of it),
 * `returned` (one given back for a quote that lapsed unanswered: its tender closed, or its
 * dealership was unapproved) and `adjustment`
 * (the operator's correction, always with a note; also the opening entry of a statement that began
 * with a balance already there).
 */
export const CREDIT_REASONS = ["purchase", "quote", "returned", "adjustment"] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** The note of the opening entry: what a dealership held when its statement began. */
export const OPENING_NOTE = "Opening balance: the credits held when the statement began";

/** At most this many characters of an adjustment's note. */
export const CREDIT_NOTE_MAX = 500;

/** The most one operator change (a purchase or an adjustment) may move a balance by. */
export const CREDIT_CHANGE_MAX = 1_000_000;
