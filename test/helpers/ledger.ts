import { env } from "cloudflare:test";
import { expect } from "vitest";

export interface StoredEntry {
  seq: number;
  at: string;
  change: number;
  balance: number;
  reason: string;
  quote_id: string | null;
  tender_id: string | null;
  note: string | null;
}

/** A dealership's whole statement as stored, oldest first. */
export async function storedStatement(dealershipId: string): Promise<StoredEntry[]> {
  const rows = await env.DB.prepare("select seq, at, change, balance, reason, quote_id, tender_id, note from credit_entries where dealership_id = ?1 order by seq").bind(dealershipId).all<StoredEntry>();
  return rows.results;
}

export async function creditsOf(dealershipId: string): Promise<number> {
  return (await env.DB.prepare("select credits from dealerships where id = ?1").bind(dealershipId).first<number>("credits"))!;
}

/**
 * The ledger's rule, checked on what is stored: entries numbered 1, 2, 3, ... with no gap, each
 * balance the one before plus its change, never earlier than the one before, and the last balance
 * (the sum of every change) the dealership's credits. Resolves the statement.
 */
export async function expectLedgerAddsUp(dealershipId: string): Promise<StoredEntry[]> {
  const [entries, credits] = await Promise.all([storedStatement(dealershipId), creditsOf(dealershipId)]);
  let balance = 0;
  entries.forEach((entry, i) => {
    expect(entry.seq, `entry ${i + 1}'s number`).toBe(i + 1);
    balance += entry.change;
    expect(entry.balance, `entry ${entry.seq}'s balance`).toBe(balance);
    if (i > 0) expect(entry.at >= entries[i - 1]!.at, `entry ${entry.seq} is not earlier than the one before`).toBe(true);
  });
  expect(balance, "the sum of the entries").toBe(credits);
  return entries;
}
