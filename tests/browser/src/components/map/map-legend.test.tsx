import type { ReactElement } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { MapLegend } from '@src/components/map/map-legend';
import { LEGEND_LIST_HEIGHT } from '@src/components/map/map-constants';
import { iconKey, PROPERTY_TYPES } from '@server/seed/sale-sub-types';
import { theme } from '@src/theme';

afterEach(() => cleanup());

const SALE_SUB_TYPES = PROPERTY_TYPES.flatMap((type) =>
  type.subTypes.map((subType) => ({ name: subType.name, icon: iconKey(subType.name) })),
);

function renderLegend(element: ReactElement) {
  return render(<MantineProvider theme={theme}>{element}</MantineProvider>);
}

describe('map legend (part 1 §9)', () => {
  test('project icons by type and the three cluster steps', async () => {
    await renderLegend(<MapLegend kinds={['projects']} />);
    for (const label of ['Condo', 'Purpose-built', 'New', 'Resale/Rental', 'Occupied', 'Under Construction']) {
      await expect.element(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect.element(page.getByText('Proposed', { exact: true }).first()).toBeVisible();
    for (const label of ['under 100', '100 or more', '750 or more']) {
      await expect.element(page.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('one project type shows only its icons', async () => {
    await renderLegend(<MapLegend kinds={['projects']} projectType="purpose-built" />);
    await expect.element(page.getByText('Occupied', { exact: true })).toBeVisible();
    await expect.element(page.getByText('New', { exact: true })).not.toBeInTheDocument();
  });

  test('the 38 sales sub-types scroll in a list 75 px high', async () => {
    await renderLegend(<MapLegend kinds={['sales']} saleSubTypes={SALE_SUB_TYPES} />);
    expect(SALE_SUB_TYPES).toHaveLength(38);
    await expect.element(page.getByText('Apartment Site', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByText('Nursing Home', { exact: true })).toBeInTheDocument();
    const images = document.querySelectorAll<HTMLImageElement>('img[src*="/icons/sales/"]');
    expect(images).toHaveLength(38);
    const list = page.getByText('Apartment Site', { exact: true }).element().closest('.mantine-ScrollArea-root');
    expect(list?.getBoundingClientRect().height).toBeLessThanOrEqual(LEGEND_LIST_HEIGHT);
    await expect.poll(() => [...images].every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('a map of several kinds shows each kind once: condo projects, old-stock rentals and sales', async () => {
    await renderLegend(
      <MapLegend kinds={['projects', 'rentals', 'sales']} projectType="condo" saleSubTypes={SALE_SUB_TYPES} />,
    );
    await expect.element(page.getByText('New', { exact: true })).toBeVisible();
    // The rentals' icon, under purpose-built, without purpose-built projects' other icons.
    await expect.element(page.getByText('Occupied', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Under Construction', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByText('Apartment Site', { exact: true })).toBeInTheDocument();
    expect(document.querySelectorAll('img[src*="/icons/projects/purpose-built-occupied"]')).toHaveLength(1);
  });

  test('rentals alone show only their icon', async () => {
    await renderLegend(<MapLegend kinds={['rentals']} />);
    await expect.element(page.getByText('Occupied', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Condo', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByText('Sales', { exact: true })).not.toBeInTheDocument();
  });
});
