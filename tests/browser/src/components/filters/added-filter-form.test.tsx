/**
 * A filter added only in the server's definitions appears in the advanced-filter form of its
 * standing, labelled as declared, and writes its URL keys by the From/To rule (part 1 §3, §5).
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import axe from 'axe-core';
import { AdvancedFilters, type FilterValues } from '@src/components/filters/advanced-filters';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import { MONTHS_TO_70_SOLD, projectFiltersOf, projectSearchFilters } from '@test-support/filter-definitions';
import { theme } from '@src/theme';

let latest: FilterValues = {};

function Form({ definitions }: { definitions: readonly SearchFilterDefinition[] }) {
  const [values, setValues] = useState<FilterValues>({});
  return (
    <MantineProvider theme={theme}>
      <AdvancedFilters
        definitions={definitions}
        values={values}
        options={{ developers: [], propertyManagers: [], developerOwners: [] }}
        presentOptions={null}
        onChange={(next) => {
          latest = next;
          setValues(next);
        }}
      />
    </MantineProvider>
  );
}

describe('a filter added only in the definitions', () => {
  test('shows on its standing with its label and bounds, and writes {name}From / {name}To', async () => {
    const extended = projectSearchFilters({ definition: MONTHS_TO_70_SOLD, standing: 'condo_resale' });
    const screen = await render(<Form definitions={projectFiltersOf('condo', 'resale', 'project-search', extended)} />);
    await expect.element(page.getByText('Months to 70% Sold', { exact: true })).toBeVisible();
    const from = page.getByLabelText('Months to 70% Sold From');
    await userEvent.fill(from, '12');
    await userEvent.fill(page.getByLabelText('Months to 70% Sold To'), '500');
    // Bounds come from the definition: 500 is clamped to its max of 120.
    await expect.poll(() => latest).toMatchObject({ monthsTo70SoldFrom: '12', monthsTo70SoldTo: '120' });
    const results = await axe.run(screen.container);
    expect(results.violations).toEqual([]);
    screen.unmount();
  });

  test('is absent from the standings it was not added to', async () => {
    const extended = projectSearchFilters({ definition: MONTHS_TO_70_SOLD, standing: 'condo_resale' });
    await render(<Form definitions={projectFiltersOf('condo', 'active', 'project-search', extended)} />);
    await expect.element(page.getByText('Total Suites', { exact: true })).toBeVisible();
    expect(page.getByText('Months to 70% Sold', { exact: true }).elements()).toHaveLength(0);
  });
});
