/*
 * Integer-cent arithmetic. Rates such as $8.40 per $200, 2.67 per $100 or WA's 6,666.66 divisor are not
 * exact in binary floating point, so every figure is first scaled to an exact integer and all divisions
 * are integer divisions with an explicit rounding rule.
 */

/** `value` × `scale` as an exact integer; throws if `value` has more precision than `scale` allows. */
export function toScaledInteger(value: number, scale: number): number {
  const scaled = Math.round(value * scale);
  if (!Number.isSafeInteger(scaled) || Math.abs(scaled - value * scale) > 1e-6) {
    throw new RangeError(`${value} is not a whole multiple of 1/${scale}`);
  }
  return scaled;
}

/** A published dollar amount or rate as whole cents (throws on fractions of a cent). */
export function dollarsToCents(dollars: number): number {
  return toScaledInteger(dollars, 100);
}

/** floor(a / b) for safe integers, b > 0, exact even where a / b is not representable. */
export function floorDiv(a: number, b: number): number {
  const q = Math.floor(a / b);
  const remainder = a - q * b;
  if (remainder < 0) return q - 1;
  if (remainder >= b) return q + 1;
  return q;
}

/** ceil(a / b) for safe integers, b > 0: "per $b or part of $b". */
export function ceilDiv(a: number, b: number): number {
  return -floorDiv(-a, b);
}

/** a / b rounded half up, for safe integers, b > 0. */
export function roundHalfUpDiv(a: number, b: number): number {
  return floorDiv(2 * a + b, 2 * b);
}

/** Throws unless `value` is a whole, non-negative number of cents. */
export function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
}

// Made on first use, not when the module loads: the Worker's first Intl object loads the locale
// data, which would otherwise be a good part of every isolate's startup, whether it prices or not.
let aud: Intl.NumberFormat | undefined;

/** Cents as a buyer reads them in a note: "$41,990.00". */
export function formatCents(cents: number): string {
  aud ??= new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
  return aud.format(cents / 100);
}
