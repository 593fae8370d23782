/**
 * The e-mails a quote sends: the client's priced quote, the dealer's notice of a quote to review,
 * and, once the client has decided, the dealer's word of the outcome (its quote accepted, another
 * dealership's chosen, or its tender closed before it answered); while its tender is open, each
 * move of the tender's deadline; and the dealer's word that the client withdrew the order its
 * accepted quote became.
 */
export const EMAIL_KINDS = [
  "quote_to_client",
  "quote_to_dealer",
  "quote_accepted_to_dealer",
  "quote_not_chosen_to_dealer",
  "quote_lapsed_to_dealer",
  "tender_extended_to_dealer",
  "order_withdrawn_to_dealer",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The outcome e-mail each decided quote's dealership gets. */
export const OUTCOME_EMAIL_KINDS = {
  accepted: "quote_accepted_to_dealer",
  "not-chosen": "quote_not_chosen_to_dealer",
  lapsed: "quote_lapsed_to_dealer",
  withdrawn: "order_withdrawn_to_dealer",
} as const satisfies Record<string, EmailKind>;

/** The e-mail each dealership still asked gets when the client moves its tender's deadline (an id of its own each time: a random UUID). */
export const TENDER_EXTENDED_EMAIL = "tender_extended_to_dealer" satisfies EmailKind;
