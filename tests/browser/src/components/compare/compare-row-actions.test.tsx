import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render, renderHook } from 'vitest-browser-react';
import { RentalPopupCompareAction } from '@src/components/compare/popup-compare-actions';
import {
  useProjectCompareRowActions,
  useRentalCompareRowActions,
} from '@src/components/compare/use-compare-row-actions';
import { compareListsStore } from '@src/state/compare-lists';
import { projectCompareDialogStore } from '@src/state/compare-list-rules';
import { snackbarStore } from '@src/state/snackbar';
import { theme } from '@src/theme';
import {
  RENTAL_POPUP_FAILING,
  rentalPopup,
  resetCompareState,
  stubRentalPopups,
} from '@test-support/browser/rental-fixtures';
import type { DisplayRow } from '@contract/engine';

let requested: string[] = [];
beforeEach(() => {
  requested = stubRentalPopups();
});
afterEach(resetCompareState);

function row(kind: DisplayRow['kind'], values: DisplayRow['values']): DisplayRow {
  return {
    kind,
    key: `${kind}-${JSON.stringify(values)}`,
    label: '',
    datasetRow: kind === 'leaf' ? 0 : -1,
    stripe: 0,
    values,
  };
}

/** An old-stock row as project search and the landing oldstock tab send it (server rentalPropertyRow). */
const OLDSTOCK_ROW = row('leaf', { id: 42, property_id: 42, project_id: 9042, name: 'Elm Court' });

const kinds = (actions: ReturnType<ReturnType<typeof useRentalCompareRowActions>>) => actions.map((a) => a.kind);

describe('useRentalCompareRowActions', () => {
  test('a rental row offers Add, then Remove once listed, by its rental property id', async () => {
    const { result, rerender } = await renderHook(() => useRentalCompareRowActions());
    const [add] = result.current(OLDSTOCK_ROW);
    expect(add?.kind).toBe('addToCompare');
    if (add?.kind !== 'addToCompare') return;
    add.onSelect(OLDSTOCK_ROW);
    await vi.waitFor(() => expect(compareListsStore.rentals.map((entry) => entry.id)).toEqual([42]));
    expect(requested).toEqual(['/api/v1/rental/property/42/popup']);
    expect(snackbarStore.message).toBe('Added Rental to Compare List.');

    await rerender();
    const [remove] = result.current(OLDSTOCK_ROW);
    expect(remove?.kind).toBe('removeFromCompare');
    if (remove?.kind !== 'removeFromCompare') return;
    remove.onSelect(OLDSTOCK_ROW);
    expect(compareListsStore.rentals).toEqual([]);
  });

  test('header and total rows, and rows without an id, get no compare action', async () => {
    const { result } = await renderHook(() => useRentalCompareRowActions());
    expect(result.current(row('regionTotal', { region_id: 1, units_surveyed_actual: 40 }))).toEqual([]);
    expect(result.current(row('header', { region_id: 1 }))).toEqual([]);
    expect(result.current(row('leaf', { name: 'No id' }))).toEqual([]);
    expect(kinds(result.current(row('leaf', { id: '17' })))).toEqual(['addToCompare']);
  });

  test('a failing popup fetch adds nothing and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = await renderHook(() => useRentalCompareRowActions());
    const failing = row('leaf', { property_id: RENTAL_POPUP_FAILING });
    const [add] = result.current(failing);
    if (add?.kind !== 'addToCompare') throw new Error('expected Add To Compare List');
    add.onSelect(failing);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not add the rental to the compare list', expect.anything()),
    );
    expect(compareListsStore.rentals).toEqual([]);
  });
});

describe('useProjectCompareRowActions', () => {
  test('the project id of an old-stock row is project_id, not the property id; the standing goes to the rules', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { result } = await renderHook(() => useProjectCompareRowActions('oldstock'));
    const [add] = result.current(OLDSTOCK_ROW);
    if (add?.kind !== 'addToCompare') throw new Error('expected Add To Compare List');
    add.onSelect(OLDSTOCK_ROW);
    await vi.waitFor(() => expect(fetched).toEqual(['/api/v1/urban/project/9042/popup']));
    expect(compareListsStore.projects).toEqual([]);
    expect(projectCompareDialogStore.dialog).toBeNull();
    expect(kinds(result.current(row('leaf', { id: 7 })))).toEqual(['addToCompare']);
    expect(result.current(row('overallTotal', { id: 7 }))).toEqual([]);
  });
});

describe('RentalPopupCompareAction', () => {
  test('adds the rental, then offers removal', async () => {
    await render(
      <MantineProvider theme={theme}>
        <RentalPopupCompareAction rentalId={8} />
      </MantineProvider>,
    );
    await page.getByRole('button', { name: 'Add To Compare List' }).click();
    await expect.element(page.getByRole('button', { name: 'Remove From Compare List' })).toBeVisible();
    expect(compareListsStore.rentals).toEqual([rentalPopup(8)]);
    await page.getByRole('button', { name: 'Remove From Compare List' }).click();
    await expect.element(page.getByRole('button', { name: 'Add To Compare List' })).toBeVisible();
    expect(compareListsStore.rentals).toEqual([]);
  });
});
