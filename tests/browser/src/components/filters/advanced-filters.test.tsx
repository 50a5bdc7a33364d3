import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AdvancedFilters, type FilterValues } from '@src/components/filters/advanced-filters';
import { clampRangeBound, padDateInput } from '@src/components/filters/filter-validation';
import { filterDefinitions } from '@contract/project-search-options';
import { theme } from '@src/theme';
import { contextFor, DEVELOPERS } from '@test-support/browser/project-fixtures';

let latest: FilterValues = {};

function Harness({ present }: { present: string[] | null }) {
  const [values, setValues] = useState<FilterValues>({});
  latest = values;
  const definitions = filterDefinitions(contextFor('project-search'), {
    projectType: 'condo',
    projectStanding: 'active',
  });
  return (
    <MantineProvider theme={theme}>
      <AdvancedFilters
        definitions={definitions}
        values={values}
        options={{ developers: DEVELOPERS, propertyManagers: [], developerOwners: [] }}
        presentOptions={present === null ? null : { developers: present, propertyManagers: [], owners: [] }}
        onChange={(next) => {
          latest = next;
          setValues(next);
        }}
      />
    </MantineProvider>
  );
}

describe('filter validation rules (part 1 §5)', () => {
  test('dates are padded, invalid dates cleared, bounds applied', () => {
    expect(padDateInput('2020-1-5')).toBe('2020-01-05');
    expect(padDateInput('2020-02-30')).toBeNull();
    expect(padDateInput('20-01-01')).toBeNull();
    expect(padDateInput('')).toBeNull();
    expect(padDateInput('2003-12-31', '2004-01-01')).toBeNull();
  });

  test('from never exceeds to and to never goes below from', () => {
    expect(clampRangeBound('from', 50, 40, 0, 100)).toBe(40);
    expect(clampRangeBound('to', 10, 40, 0, 100)).toBe(40);
    expect(clampRangeBound('to', 500, null, 0, 100)).toBe(100);
    expect(clampRangeBound('from', null, 40, 0, 100)).toBeNull();
  });
});

describe('advanced filter controls', () => {
  test('a typed date is padded on blur, an invalid one cleared, and an empty pair removed', async () => {
    await render(<Harness present={null} />);
    const from = page.getByRole('textbox', { name: 'Opening Date From' });
    await from.fill('2020-3-7');
    await userEvent.tab();
    await expect.element(from).toHaveValue('2020-03-07');
    expect(latest['openDateFrom']).toBe('2020-03-07');
    await from.fill('2020-13-40');
    await userEvent.tab();
    await expect.element(from).toHaveValue('');
    expect('openDateFrom' in latest).toBe(false);
  });

  test('number ranges keep from at or below to; percent and cents show their suffix, prefix and step', async () => {
    await render(<Harness present={null} />);
    const to = page.getByRole('textbox', { name: 'Total Suites To' });
    await to.fill('40');
    const from = page.getByRole('textbox', { name: 'Total Suites From' });
    await from.fill('90');
    await userEvent.tab();
    expect(latest['totalSuitesTo']).toBe('40');
    expect(latest['totalSuitesFrom']).toBe('40');
    const percent = page.getByRole('textbox', { name: 'Percent Sold From' });
    await percent.fill('25');
    await expect.element(percent).toHaveValue('25%');
    const fee = page.getByRole('textbox', { name: 'Maintenance Fee From' });
    await fee.fill('0.55');
    await userEvent.tab();
    await expect.element(fee).toHaveValue('$0.55');
    expect(latest['maintenanceFeeFrom']).toBe('0.55');
  });

  test('radios read the default and store true/false as text', async () => {
    await render(<Harness present={null} />);
    await expect.element(page.getByRole('radio', { name: 'No' }).first()).toBeChecked();
    await page.getByRole('radio', { name: 'Yes' }).first().click();
    expect(latest['cancelled']).toBe('true');
  });

  test('developers absent from the results are listed disabled', async () => {
    await render(<Harness present={['Oakridge Capital']} />);
    await page.getByRole('combobox', { name: 'Developer', exact: true }).click();
    await expect
      .element(page.getByRole('option', { name: 'Amberly Capital' }))
      .toHaveAttribute('data-combobox-disabled', 'true');
    await expect
      .element(page.getByRole('option', { name: 'Oakridge Capital' }))
      .not.toHaveAttribute('data-combobox-disabled');
  });

  test('a text filter keeps only url-safe characters and shows the message', async () => {
    await render(<Harness present={null} />);
    await page.getByRole('textbox', { name: 'Project Name' }).fill('Tower #1');
    await expect.element(page.getByText('Only url safe characters are allowed', { exact: false })).toBeVisible();
    expect(latest['name']).toBe('Tower 1');
  });
});
