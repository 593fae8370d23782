import * as z from "zod/mini";
import { CREDIT_CHANGE_MAX, CREDIT_NOTE_MAX, CREDIT_REASONS } from "../domain/credits";
import { DateTime, DaysQuery, Pagination, PaginationQuery, requiredText, Uuid } from "./common";
import { type SchemaDescriber } from "./described";

/** A page of a statement, newest first, optionally between two days (both included). */
export const CreditStatementQuery = z.extend(PaginationQuery, DaysQuery);

export const CreditEntry = z.object({
  id: z.int(),
  at: DateTime,
  change: z.int(),
  balance: z.int(),
  reason: z.enum(CREDIT_REASONS),
  quoteId: z.nullable(Uuid),
  tenderId: z.nullable(Uuid),
  note: z.nullable(z.string()),
});

export const CreditStatement = z.object({
  dealershipId: Uuid,
  balance: z.int(),
  entries: z.array(CreditEntry),
  pagination: Pagination,
});

/** The operator's correction: a change other than zero, and why. */
export const CreditAdjustmentRequest = z.object({
  change: z.int().check(
    z.gte(-CREDIT_CHANGE_MAX),
    z.lte(CREDIT_CHANGE_MAX),
    z.refine((value) => value !== 0, "must not be 0"),
  ),
  note: requiredText(CREDIT_NOTE_MAX),
});

export const CreditAdjusted = z.object({ dealershipId: Uuid, balance: z.int(), entry: CreditEntry });

export type CreditEntry = z.output<typeof CreditEntry>;
export type CreditStatement = z.output<typeof CreditStatement>;
export type CreditAdjusted = z.output<typeof CreditAdjusted>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeCreditSchemas(d: SchemaDescriber): void {
  d.named(CreditEntry, "CreditEntry", "One change of a dealership's quote credits. The balance is always the sum of every entry's change.", {
    id: "The entry's number in the dealership's statement: 1 for the first, then one more each, with no gap.",
    at: "When the credits changed.",
    change: "Credits added (positive) or taken (negative).",
    balance: "The dealership's credits right after this entry.",
    reason:
      "`purchase` (credits the operator added), `quote` (one spent on a quote asked of the dealership), `returned` (one given back for a quote that lapsed before it was answered: its tender closed, or the dealership was unapproved), `adjustment` (the operator's correction, with a note; a statement that began with credits already held opens with one).",
    quoteId: "The quote a credit was spent on or returned for; null otherwise.",
    tenderId: "That quote's tender, when it was part of one.",
    note: "The operator's note: an adjustment's, or a purchase's when it was given one; null otherwise.",
  });
  d.named(CreditStatement, "CreditStatement", "A page of a dealership's credit statement, newest first.", {
    dealershipId: "The dealership.",
    balance: "Its credits now: the sum of every entry of its statement.",
    entries: "Newest first (the highest `id` first).",
    pagination: "Where this page sits.",
  });
  d.named(CreditAdjustmentRequest, "CreditAdjustmentRequest", "The operator's correction of a dealership's credits.", {
    change: "Credits to add (positive) or take away (negative): not 0, at most 1,000,000 either way, and never taking the balance below 0.",
    note: "Why: required, one line of 1 to 500 characters (shown to the dealership in its statement).",
  });
  d.named(CreditAdjusted, "CreditAdjusted", "The adjustment's entry and the balance it left.", {
    dealershipId: "The dealership.",
    balance: "Its credits now.",
    entry: "The adjustment's entry in its statement.",
  });
}
