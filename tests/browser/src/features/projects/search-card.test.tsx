import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BasicSearchCard } from '@src/features/projects/basic-search-card';
import { initialSearch } from '@contract/project-route-search';
import type { ProjectSearch } from '@contract/search-params';
import type { ProjectSearchType } from '@contract/product-facts';
import { theme } from '@src/theme';
import { contextFor, DATATYPES } from '@test-support/browser/project-fixtures';

let latest: ProjectSearch = {};

function Harness({ searchType, start }: { searchType: ProjectSearchType; start: ProjectSearch }) {
  const context = contextFor(searchType);
  const [draft, setDraft] = useState(() => initialSearch(context, start));
  latest = draft;
  return (
    <MantineProvider theme={theme}>
      <BasicSearchCard
        context={context}
        datatypes={DATATYPES}
        draft={draft}
        onChange={(next) => {
          latest = next;
          setDraft(next);
        }}
      />
    </MantineProvider>
  );
}

async function renderCard(searchType: ProjectSearchType, start: ProjectSearch = {}) {
  return render(<Harness searchType={searchType} start={start} />);
}

describe('Basic Search card (part 1 §2, §4)', () => {
  test('standings unsupported by the chosen regions are disabled; the type change picks the first enabled', async () => {
    await renderCard('project-search', { 'regionId[]': ['2'] });
    await expect.element(page.getByRole('radio', { name: 'Resale' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'New' })).toBeChecked();
    await page.getByRole('radio', { name: 'Purpose-Built' }).click();
    await expect.element(page.getByRole('radio', { name: 'Newer Stock' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'Old Stock' })).toBeChecked();
    // The rental standing switches the month mode on, at the newest month and the first range.
    await expect.element(page.getByRole('radio', { name: 'Search by Month' })).toBeChecked();
    await expect.element(page.getByRole('combobox', { name: 'Search Month', exact: true })).toHaveValue('2026-08');
    await expect
      .element(page.getByRole('combobox', { name: 'Select Data Time Range', exact: true }))
      .toHaveValue('1 Month');
    await page.getByRole('radio', { name: 'Search by Quarter' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Search Year', exact: true })).toHaveValue('2026');
    await expect.element(page.getByRole('combobox', { name: 'Search Quarter', exact: true })).toHaveValue('Q3');
    expect(latest['timeType']).toBe('quarters');
    expect(latest['queryMonth']).toBeUndefined();
  });

  test('the quarter defaults to the newest and its options follow the year', async () => {
    await renderCard('project-search', { projectType: 'condo', projectStanding: 'resale' });
    await expect.element(page.getByRole('combobox', { name: 'Search Year', exact: true })).toHaveValue('2025');
    await expect.element(page.getByRole('combobox', { name: 'Search Quarter', exact: true })).toHaveValue('Q4');
    await page.getByRole('combobox', { name: 'Search Year', exact: true }).click();
    await page.getByRole('option', { name: '2010' }).click();
    // 2010 starts at Q2: the quarter stays valid.
    expect(latest['year']).toBe('2010');
    expect(latest['qtr']).toBe('4');
    await page.getByRole('combobox', { name: 'Search Quarter', exact: true }).click();
    await expect.element(page.getByRole('option', { name: 'Q1' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: 'Q2' })).toBeVisible();
  });

  test('market history shows the quarter range and never lets To precede From', async () => {
    await renderCard('market-history');
    await expect.element(page.getByText('Search Quarter Range')).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'From Year', exact: true })).toHaveValue('2026');
    await expect.element(page.getByRole('combobox', { name: 'To Quarter', exact: true })).toHaveValue('Q3');
    await page.getByRole('combobox', { name: 'From Quarter', exact: true }).click();
    await page.getByRole('option', { name: 'Q3' }).click();
    await page.getByRole('combobox', { name: 'To Quarter', exact: true }).click();
    await expect.element(page.getByRole('option', { name: 'Q2' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(latest).toMatchObject({ year_start: '2026', qtr_start: '3', year_end: '2026', qtr_end: '3' });
  });

  test('municipality waits for a region and submarket for a municipality; regions drop what is not theirs', async () => {
    await renderCard('project-search');
    await expect.element(page.getByRole('combobox', { name: 'Municipality', exact: true })).toBeDisabled();
    await expect.element(page.getByRole('combobox', { name: 'Submarket', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Select all Region' }).click();
    expect(latest['regionId[]']).toEqual(['1', '2']);
    await expect.element(page.getByRole('combobox', { name: 'Municipality', exact: true })).toBeEnabled();
    await expect.element(page.getByRole('combobox', { name: 'Submarket', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Select all Municipality' }).click();
    await page.getByRole('button', { name: 'Select all Submarket' }).click();
    expect(latest['submarketId[]']).toEqual(['111', '112', '211']);
    await page.getByRole('combobox', { name: 'Region', exact: true }).click();
    await page.getByRole('option', { name: 'West' }).click();
    expect(latest['regionId[]']).toEqual(['2']);
    expect(latest['municipalityId[]']).toEqual(['21']);
    expect(latest['submarketId[]']).toEqual(['211']);
  });

  test('full text search strips characters outside the url-safe set and says why', async () => {
    await renderCard('project-search');
    await page.getByRole('textbox', { name: 'Full Text Search' }).fill('King & Bay');
    await expect
      .element(
        page.getByText("Only url safe characters are allowed: letters, numbers, spaces, '-', '_', '.' and '~'", {
          exact: false,
        }),
      )
      .toBeVisible();
    expect(latest['fullTextSearch']).toBe('King  Bay');
  });
});
