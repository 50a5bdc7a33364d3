/** Texts from the specification that both the server and the app show, word for word. */

export const SALES_CLAMP_LIMIT = 10_000;

export const SALES_CLAMPED_MESSAGE =
  'The search has been capped at 10,000 records. No sales matching your filters were found within these results. Please refine your filters and try again.';

export const URL_SAFE_MESSAGE =
  "Only url safe characters are allowed: letters, numbers, spaces, '-', '_', '.' and '~'.";

export const RENTAL_EXPANSION_MESSAGE = 'Data available with Rental Expansion subscription';

/** Part 2 §8 "Empty rental history" (the rental historical table and rental market history). */
export const RENTAL_HISTORY_EMPTY_MESSAGE = 'No projects were found matching the current search parameters.';

/** Part 2 §2.8, §8 "Rental profile fetch failure": the rental profile of an id without data. */
export const NO_PROPERTIES_MESSAGE = 'No properties exist under this id.';
