// Before any schema below is built (see the module): no eval probe under the CSP.
import '../lib/zod-without-eval';
import { z } from 'zod';
import { proxy, type Snapshot } from 'valtio';
import { COLUMN_FORMATS } from '@contract/columns';
import { PROJECT_COMPARE_LIST_KEY, RENTAL_COMPARE_LIST_KEY } from '@contract/shell-constants';

/**
 * The two compare lists, kept in local storage (part 1 §3): saved when non-empty, removed when
 * empty. The rules for adding (one standing, the cap, dialogs) belong to the projects and
 * rentals features; they write through the setters here so persistence happens in one place.
 *
 * What is read back is checked: a value written by an older release, another app on the same
 * origin or a hand edit is discarded with a warning instead of breaking every page.
 */
const shownValue = z.union([z.string(), z.number(), z.null()]);
const labelledValue = z.looseObject({ value: shownValue });
/** The compare page draws a row per key of `values` (its label) and a cell per entry (its value). */
const keyedValues = z
  .array(
    z.looseObject({
      key: z.string(),
      label: z.string(),
      value: shownValue,
      // How the value is shown and compared; absent in lists saved by an older release.
      format: z.enum(COLUMN_FORMATS).optional().catch(undefined),
      percentScale: z.literal(100).optional().catch(undefined),
    }),
  )
  .readonly()
  .optional();
const entryId = z.union([z.number(), z.string()]);

const projectCompareEntrySchema = z.looseObject({
  id: entryId,
  name: labelledValue,
  metadata: z.looseObject({ projectStanding: z.string() }),
  values: keyedValues,
});

const rentalCompareEntrySchema = z.looseObject({
  id: entryId,
  name: labelledValue,
  values: keyedValues,
});

export type ProjectCompareEntry = z.infer<typeof projectCompareEntrySchema>;
export type RentalCompareEntry = z.infer<typeof rentalCompareEntrySchema>;

interface CompareListsState {
  projects: ProjectCompareEntry[];
  rentals: RentalCompareEntry[];
}

const state = proxy<CompareListsState>({ projects: [], rentals: [] });

export const compareListsStore: Snapshot<CompareListsState> = state;

function readList<T>(key: string, schema: z.ZodType<T>): T[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch (error) {
    console.warn(`Local storage is not readable; ${key} starts empty`, error);
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed = z.array(schema).safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`Discarding the stored ${key}: it is not a compare list`, parsed.error.issues);
  } catch (error) {
    console.warn(`Discarding the stored ${key}: it is not valid JSON`, error);
  }
  localStorage.removeItem(key);
  return [];
}

function writeList(key: string, entries: readonly unknown[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(entries));
  } catch (error) {
    console.warn(`Could not save ${key} to local storage`, error);
  }
}

/** Part 1 §4 Session: the compare lists are loaded only for a logged-in user. */
export function loadCompareLists(): void {
  state.projects = readList(PROJECT_COMPARE_LIST_KEY, projectCompareEntrySchema);
  state.rentals = readList(RENTAL_COMPARE_LIST_KEY, rentalCompareEntrySchema);
}

export function setProjectCompareList(entries: readonly ProjectCompareEntry[]): void {
  state.projects = [...entries];
  writeList(PROJECT_COMPARE_LIST_KEY, entries);
}

export function setRentalCompareList(entries: readonly RentalCompareEntry[]): void {
  state.rentals = [...entries];
  writeList(RENTAL_COMPARE_LIST_KEY, entries);
}
