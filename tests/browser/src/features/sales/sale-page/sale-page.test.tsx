import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PDF_TITLE_LABELS } from '@contract/pdf-page';
import type { SaleDisplayPayload } from '@contract/sales-display';
import type { SaveAsPdfOptions } from '@src/components/pdf-export/save-element-as-pdf';
import { configurationStore } from '@src/state/configuration';
import { SALE_LOCATION_MAX_LABELS } from '@src/features/sales/sale-page/sale-page-constants';
import {
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import { properties, saleDisplay } from '@test-support/browser/sale-fixtures';

afterEach(resetShellState);

/**
 * What Save as PDF hands the PDF writer (its title block: the heading, the data's as-of date, the
 * export time); the writer itself is tested on a real page in save-as-pdf.test.tsx and the e2e.
 */
const pdfCalls = vi.hoisted((): SaveAsPdfOptions[] => []);
vi.mock('@src/components/pdf-export/save-element-as-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@src/components/pdf-export/save-element-as-pdf')>()),
  saveElementAsPdf: async (_element: HTMLElement, options: SaveAsPdfOptions) => {
    pdfCalls.push(options);
  },
}));

const DISPLAY_PATH = '/api/v1/sales/sale/77/display';

function withSale(sale: SaleDisplayPayload): Fixtures {
  return { ...loggedInFixtures(), [DISPLAY_PATH]: { body: sale } };
}

async function openSale(sale: SaleDisplayPayload) {
  const shell = await renderShell('/sale/77', withSale(sale));
  await expect
    .element(page.getByRole('heading', { level: 1, name: sale.properties['77-1']?.name }), POLL)
    .toBeVisible();
  return shell;
}

function section(name: string) {
  return page.getByRole('region', { name, exact: true });
}

describe('sale page /sale/{id} (part 2 §2.6)', () => {
  test('the header: first name, price without decimals, sub-type, day MONTH year, summary split at @', async () => {
    await openSale(saleDisplay());
    expect(document.title).toBe('Sale | Marketview');
    const header = page.getByRole('heading', { level: 1 });
    await expect.element(header).toHaveTextContent('Apartment Site at Bloor St W');
    await expect.element(page.getByText('$12,345,678').first()).toBeVisible();
    await expect.element(page.getByText('5 March 2024')).toBeVisible();
    await expect.element(page.getByText('Land Area: 2.10 acres', { exact: true })).toBeVisible();
    await expect.element(page.getByText('$5,878,894 per acre', { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Profile picture of Apartment Site at Bloor St W' }))
      .toBeVisible();
    // Three addresses or fewer: no link to the full list.
    expect(page.getByRole('link', { name: /See all/ }).elements()).toHaveLength(0);
  });

  test('more than 3 addresses: the header shows 3 and links to the full list in 4 columns', async () => {
    await openSale(saleDisplay({ properties: properties(5) }));
    const addresses = page.getByRole('list', { name: 'Addresses' }).getByRole('listitem');
    expect(addresses.elements().map((item) => item.textContent)).toEqual([
      '100 Bloor St W, Toronto, ON',
      '101 Bloor St W, Toronto, ON',
      '102 Bloor St W, Toronto, ON',
    ]);
    const link = page.getByRole('link', { name: 'See all 5 properties' });
    await link.click();
    const fullList = section('Full Property List');
    await expect.element(fullList.getByRole('heading', { name: 'Full Property List' })).toHaveFocus();
    const items = fullList.getByRole('listitem').elements();
    expect(items).toHaveLength(5);
    // 4 columns: the first four share a row, the fifth starts the next.
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  });

  test('sections: parties, m² sign, registry, mortgage pairs with tags stripped, related project link', async () => {
    await openSale(saleDisplay());
    const vendor = section('Vendor');
    await expect.element(vendor.getByText('Harbourfront Holdings Inc.')).toBeVisible();
    const purchaser = section('Purchaser');
    for (const text of [
      'Maple Ridge Developments Ltd.',
      'Maple Ridge',
      '55 King St E, Vaughan',
      'Priya Singh',
      'President.',
      'Purchaser plans to redevelop the site.',
    ]) {
      await expect.element(purchaser.getByText(text, { exact: true })).toBeVisible();
    }
    await expect.element(section('Land Area').getByText('Site area: 8498 m²')).toBeVisible();
    expect(section('Land Area').element().textContent).not.toContain('m2');
    const registry = section('Registry Details');
    await expect.element(registry.getByText('2024-000077')).toBeVisible();
    await expect.element(registry.getByText('21234-0567, 21234-0568')).toBeVisible();
    await expect.element(registry.getByText('1904061234500000')).toBeVisible();
    const mortgage = section('Mortgage');
    await expect.element(mortgage.getByText('Interest at 5.25% per annum.', { exact: true })).toBeVisible();
    expect(mortgage.element().innerHTML).not.toContain('&lt;p&gt;');
    expect(mortgage.element().querySelector('b, p')).toBeNull();
    // The empty due date is left out.
    expect(mortgage.element().textContent).not.toContain('Due date');
    const related = section('Related Projects').getByRole('link', { name: 'The Bloor Residences' });
    await expect.element(related).toHaveAttribute('href', '/database/project/501');
    await expect.element(section('Related Projects').getByText('412')).toBeVisible();
    await expect.element(section('Property Lots').getByRole('cell', { name: 'Detached' })).toBeVisible();
    await expect.element(section('Parking Features').getByText('40 spaces')).toBeVisible();
    await expect.element(section('Features').getByText('CR', { exact: true })).toBeVisible();
    await expect.element(section('Comments').getByText('Sold with vacant possession.')).toBeVisible();
  });

  test('Sale Price: one row has no Total; several rows add a Total summing the price cells', async () => {
    await openSale(saleDisplay());
    expect(section('Sale Price').element().textContent).not.toContain('Total');
    resetShellState();
    document.body.innerHTML = '';
    await openSale(
      saleDisplay({
        saleparts: {
          rows: [
            { price: 1_000_000, vehicle: 'Cash', notes: 'Part 1 of 3' },
            { price: 2_500_000, vehicle: 'Share purchase', notes: '<i>Part 2</i> of 3' },
            { price: 345_678, vehicle: 'Cash and mortgage', notes: 'Part 3 of 3' },
          ],
        },
      }),
    );
    const table = section('Sale Price').getByRole('table');
    expect(table.getByRole('row').elements()).toHaveLength(5);
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('Total $3,845,678');
    await expect.element(table.getByText('Part 2 of 3')).toBeVisible();
  });

  test('legend chips: lettered A to Z in rows of 4, at most 26, with a pin per letter on the map', async () => {
    await openSale(saleDisplay({ properties: properties(30) }));
    const legend = page.getByRole('list', { name: 'Sale location legend' });
    const chips = legend.getByRole('listitem').elements();
    expect(chips).toHaveLength(SALE_LOCATION_MAX_LABELS);
    expect(chips.map((chip) => chip.textContent?.slice(0, 1)).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const tops = chips.map((chip) => Math.round(chip.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(Math.ceil(SALE_LOCATION_MAX_LABELS / 4));
    for (let row = 0; row < tops.length; row += 4) {
      expect(new Set(tops.slice(row, row + 4)).size).toBe(1);
    }
    const colours = chips.map(
      (chip) => getComputedStyle(chip.querySelector('.sale-location-chip') as Element).backgroundColor,
    );
    expect(new Set(colours).size).toBe(SALE_LOCATION_MAX_LABELS);
    const pins = [...document.querySelectorAll<HTMLElement>('.sale-map-pin')];
    expect(pins.map((pin) => pin.dataset['letter']).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    // Pins fall inside the picture.
    const map = document.querySelector('.sale-map')?.getBoundingClientRect();
    for (const pin of pins) {
      const box = pin.getBoundingClientRect();
      expect(box.left + box.width / 2).toBeGreaterThanOrEqual(map?.left ?? 0);
      expect(box.right - box.width / 2).toBeLessThanOrEqual(map?.right ?? 0);
    }
    const picture = page.getByRole('img', { name: 'Map of 26 sale locations' }).element() as HTMLImageElement;
    expect(new URL(picture.src).pathname).toBe('/api/v1/media/staticmap');
    expect(new URL(picture.src).searchParams.get('zoom')).toBe('15');
  });

  test('properties too far apart for zoom 15 use zoom 8', async () => {
    const far = properties(2);
    (far['77-2'] as { latitude: number }).latitude = 43.9;
    await openSale(saleDisplay({ properties: far }));
    const picture = page.getByRole('img', { name: 'Map of 2 sale locations' }).element() as HTMLImageElement;
    expect(new URL(picture.src).searchParams.get('zoom')).toBe('8');
  });

  test('pictures in rows of 4 open a carousel: arrows move, focus stays inside, Escape closes and returns focus', async () => {
    await openSale(saleDisplay());
    const buttons = section('Sale Pictures').getByRole('button').elements();
    expect(buttons).toHaveLength(5);
    const tops = buttons.map((button) => Math.round(button.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);

    const second = page.getByRole('button', { name: 'Open View 2 in the carousel' });
    await second.click();
    const dialog = page.getByRole('dialog', { name: 'Sale Pictures' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('View 2 (2 of 5)')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(dialog.getByText('View 3 (3 of 5)')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect.element(dialog.getByText('(5 of 5)', { exact: false })).toBeVisible();
    // Tab cycles inside the dialog.
    for (let i = 0; i < 6; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(second).toHaveFocus();
  });

  test('a loading state, then on a failed fetch the page stays empty (part 2 §8)', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await renderShell('/sale/77', {
      ...loggedInFixtures(),
      [DISPLAY_PATH]: async () => {
        await answered;
        return { status: 404, body: { message: 'No sale exists under id 77.' } };
      },
    });
    await expect.element(page.getByLabelText('Loading sale'), POLL).toBeInTheDocument();
    release();
    await expect.element(page.getByLabelText('Loading sale')).not.toBeInTheDocument();
    const main = page.getByRole('main').element();
    expect(main.querySelector('h1, h2, table, img')).toBeNull();
    expect(page.getByRole('button', { name: 'Save as PDF' }).elements()).toHaveLength(0);
  });

  test(`the PDF's title block has the heading and the sales data's ${PDF_TITLE_LABELS.dataAsOf}: the last sale date in the data`, async () => {
    await renderShell('/sale/77', {
      ...withSale(saleDisplay()),
      '/api/v1/sales/options/basic': { body: { saleDateRange: { min: '2010-01-01', max: '2026-05-31' } } },
    });
    await expect.element(page.getByRole('heading', { level: 1 }), POLL).toBeVisible();
    await expect.poll(() => configurationStore.salesBasic, POLL).not.toBeNull();
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect.poll(() => pdfCalls.length).toBe(1);
    expect(pdfCalls[0]).toMatchObject({ title: 'Sale: Apartment Site at Bloor St W', dataAsOf: 'May 2026' });
  });

  test('the sale page has no serious axe violations', async () => {
    await openSale(saleDisplay({ properties: properties(5) }));
    const results = await axe.run(page.getByRole('main').element());
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
