/**
 * The server's numeric helpers for measures (MEASURES.md), declared once for the queries and the
 * seed: figures keep cents, and a ratio over nothing is missing ('-'), never 0 or Infinity.
 */

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * numerator / denominator * multiplier + offset, rounded to cents; null when either is missing
 * or the denominator is not positive (MEASURES.md: a group with sum(w) = 0 shows '-').
 */
export function ratio(numerator: number | null, denominator: number | null, multiplier = 1, offset = 0): number | null {
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return round2((numerator / denominator) * multiplier + offset);
}
