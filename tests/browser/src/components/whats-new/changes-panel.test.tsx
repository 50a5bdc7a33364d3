import '@mantine/core/styles.css';
import axe from 'axe-core';
import { MantineProvider } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { DisplayRow } from '@contract/engine';
import { totalsRecordId, type VisitDiff } from '@contract/visits';
import { changedCellOf } from '@src/components/whats-new/changed-cell';
import { ChangesPanel } from '@src/components/whats-new/changes-panel';
import { WHATS_NEW_TEXT } from '@src/components/whats-new/whats-new-text';
import { theme } from '@src/theme';

const DIFF: VisitDiff = {
  lastVisitAt: '2026-09-01T12:00:00.000Z',
  added: [{ entity: 'project', id: 4, name: 'Harbour Four' }],
  removed: [{ entity: 'project', id: 3, name: 'Old Three' }],
  changed: [
    {
      entity: 'project',
      id: 1,
      name: 'Tower One',
      changes: [
        { key: 'standing', label: 'Project Standing', format: 'text', before: 'Active', value: 'Sold Out' },
        { key: 'sold_psf', label: 'Sold PSF', format: 'currency', before: 1000, value: 1111 },
      ],
    },
  ],
};

const leaf = (id: number): DisplayRow => ({
  kind: 'leaf',
  key: String(id),
  label: '',
  datasetRow: id,
  stripe: 0,
  values: { id, sold_psf: id === 1 ? 1111 : 900 },
});

/** A market data view's diff: a submarket's row (its place, of the view's quarter) whose sold PSF moved. */
const TOTALS_DIFF: VisitDiff = {
  lastVisitAt: '2026-09-01T12:00:00.000Z',
  added: [],
  removed: [],
  changed: [
    {
      entity: 'projectMarket',
      id: totalsRecordId('1/102/1015', 'year=2026&qtr=3'),
      name: 'Toronto / Toronto / Downtown',
      changes: [{ key: 'sold_psf', label: 'Sold PSF', format: 'currency', before: 1000, value: 1111 }],
    },
  ],
};

const submarket = (submarketId: number): DisplayRow => ({
  kind: 'leaf',
  key: String(submarketId),
  label: '',
  datasetRow: submarketId,
  stripe: 0,
  values: { region_id: 1, municipality_id: 102, submarket_id: submarketId, sold_psf: 1111 },
});

describe('changes since the last visit', () => {
  test('the panel lists new, removed and changed rows with old -> new, the changed cell shows its old value, axe-clean', async () => {
    const mark = changedCellOf('project', DIFF)!;
    // A market totals row is found by its place (the table's rows are all of the view's quarter).
    const markTotals = changedCellOf('projectMarket', TOTALS_DIFF)!;
    await render(
      <MantineProvider theme={theme}>
        <ChangesPanel diff={DIFF} />
        <table>
          <tbody>
            <tr>
              <td>{mark(leaf(1), 'sold_psf', '$1,111')}</td>
              <td>{mark(leaf(2), 'sold_psf', '$900')}</td>
            </tr>
            <tr>
              <td>{markTotals(submarket(1015), 'sold_psf', '$1,111')}</td>
              <td>{markTotals(submarket(1016), 'sold_psf', '$1,111')}</td>
            </tr>
          </tbody>
        </table>
      </MantineProvider>,
    );
    const panel = page.getByRole('region', { name: WHATS_NEW_TEXT.panelTitle(DIFF.lastVisitAt!) });
    await expect.element(panel).toBeVisible();
    await expect.element(panel).toHaveTextContent(`${WHATS_NEW_TEXT.added} (1)Harbour Four`);
    await expect.element(panel).toHaveTextContent(`${WHATS_NEW_TEXT.removed} (1)Old Three`);
    await expect
      .element(panel)
      .toHaveTextContent('Tower One: Project Standing Active -> Sold Out; Sold PSF $1,000 -> $1,111');

    const changed = document.querySelectorAll('[data-changed-field="sold_psf"]');
    expect([...changed].map((cell) => cell.closest('tr')?.rowIndex)).toEqual([0, 1]);
    expect(changed[0]!.textContent).toBe('$1,111 (was $1,000)');
    expect(changed[0]!.getAttribute('title')).toBe(WHATS_NEW_TEXT.changedCell('Sold PSF', '$1,000', '$1,111'));

    // The harness puts no landmark around the table; the page's shell does.
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)])).toEqual([]);
  });

  test('a first visit, or one with nothing changed, shows no panel and marks no cell', async () => {
    const { container } = await render(
      <MantineProvider theme={theme}>
        <ChangesPanel diff={{ ...DIFF, lastVisitAt: null }} />
        <ChangesPanel diff={{ lastVisitAt: DIFF.lastVisitAt, added: [], removed: [], changed: [] }} />
      </MantineProvider>,
    );
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(changedCellOf('project', { ...DIFF, changed: [] })).toBeUndefined();
  });
});
