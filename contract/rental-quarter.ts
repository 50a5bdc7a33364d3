/**
 * The rental quarter of a month, exactly as the spec writes it (part 1 §9, part 2 §9):
 * floor((month + 3) / 4). Note that this is the spec's formula, which maps months 1-4 to 1,
 * 5-8 to 2 and 9-12 to 3; it is kept as written rather than "corrected" to calendar quarters.
 * The server cuts rental histories into these quarters and the quarter pickers offer them, so
 * both read it from here.
 */
export function rentalQuarter(monthOfYear: number): number {
  return Math.floor((monthOfYear + 3) / 4);
}
