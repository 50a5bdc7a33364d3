import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DOWNLOAD_LABEL } from '@src/components/results-table/results-table-constants';
import { axeViolations } from '@test-support/browser/axe-violations';
import { downloadAboutSheet } from '@test-support/browser/export-download';
import { disposeProjectViews, renderProjectView } from './project-view-harness';
import { HISTORY_QUARTERS } from '@test-support/browser/project-fixtures';

const POLL = { timeout: 20_000 };

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeProjectViews();
});

describe('Project views export: the "About this export" sheet', { timeout: 90_000 }, () => {
  test('Project Search: type, standing, quarter and market as the card shows them; the quarter is the as-of', async () => {
    await renderProjectView('project-search', {
      projectType: 'condo',
      projectStanding: 'active',
      year: '2025',
      qtr: '3',
      fullTextSearch: 'Tower',
      'regionId[]': ['1'],
      'municipalityId[]': ['11'],
    });
    await expect.element(page.getByText('Harbour Tower', { exact: true }).first(), POLL).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const { about } = await downloadAboutSheet();
    expect(about.get('Page')).toBe('Results - Projects');
    expect(about.get('Project Type')).toBe('Condo');
    expect(about.get('Project Standing')).toBe('New');
    expect(about.get('Search Quarter')).toBe('Q3 2025');
    expect(about.get('Full Text Search')).toBe('Tower');
    expect(about.get('Region')).toBe('West');
    expect(about.get('Municipality')).toBe('West City');
    expect(about.has('Submarket')).toBe(false);
    expect(about.get('Data As Of')).toBe('Q3 2025');
  });

  test('Market History: the quarter range is the as-of', async () => {
    await renderProjectView('market-history', {
      projectType: 'condo',
      projectStanding: 'active',
      ...HISTORY_QUARTERS,
      'regionId[]': ['1'],
    });
    await expect.element(page.getByRole('button', { name: DOWNLOAD_LABEL }), POLL).toBeEnabled();

    const { about } = await downloadAboutSheet();
    expect(about.get('Search Quarter Range')).toBe('Q4 2024 to Q1 2026');
    expect(about.has('Search Quarter')).toBe(false);
    expect(about.get('Data As Of')).toBe('Q4 2024 to Q1 2026');
  });
});
