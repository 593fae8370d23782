/** Integer cents as a form field's value: "41990", or "41990.50" with cents, as the stock file writes prices (no grouping, so it parses back as typed). */
export function dollarsField(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
