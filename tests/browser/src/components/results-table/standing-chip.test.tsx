import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { disposeResultsTables, renderResultsTable } from './table-harness';

afterEach(async () => {
  await disposeResultsTables();
});

describe('the standing chip above a results table (part 1 §2 "Tab table behaviour")', () => {
  test('the rental standing reads Old Stock, never its raw name', async () => {
    await renderResultsTable({ rows: 20, context: { projectType: 'purpose-built', projectStanding: 'oldstock' } });
    const chips = page.getByRole('list', { name: 'Search filters' });
    await expect.element(chips.getByText('Old Stock', { exact: true })).toBeInTheDocument();
    expect(chips.element().textContent).not.toContain('oldstock');
  });

  test('active reads New', async () => {
    await renderResultsTable({ rows: 20, context: { projectType: 'condo', projectStanding: 'active' } });
    const chips = page.getByRole('list', { name: 'Search filters' });
    await expect.element(chips.getByText('New', { exact: true })).toBeInTheDocument();
    expect(chips.element().textContent).not.toContain('active');
  });
});
