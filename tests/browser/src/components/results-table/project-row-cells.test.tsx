import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { ColumnDefinition } from '@contract/columns';
import { cellContent } from '@src/components/results-table/cell-content';
import { stripHtmlTags } from '@contract/project-display';
import type { DisplayRow } from '@contract/engine';

/** Part 1 §3 "Project table row display": address with tags stripped, urbanAction YES or a link. */
const ADDRESS: ColumnDefinition = { key: 'street_address', label: 'Address', format: 'text', total: { kind: 'none' } };
const URBAN_ACTION: ColumnDefinition = {
  key: 'urbanaction',
  label: 'UrbanAction',
  format: 'text',
  total: { kind: 'none' },
};
const COMMENTS: ColumnDefinition = { key: 'comments', label: 'Comments', format: 'text', total: { kind: 'none' } };

function leaf(values: DisplayRow['values']): DisplayRow {
  return { kind: 'leaf', key: 'row:0', label: '', datasetRow: 0, stripe: 0, values };
}

async function renderCell(column: ColumnDefinition, row: DisplayRow) {
  return render(<div data-testid="cell">{cellContent(column, row, false)}</div>);
}

describe('project row display (part 1 §3)', () => {
  test('an address with HTML shows its text, never the markup', async () => {
    await renderCell(
      ADDRESS,
      leaf({ id: 1, street_address: '<b>12 King St W</b><br/>Unit&nbsp;4 &amp; 5<img src=x onerror="alert(1)">' }),
    );
    const cell = page.getByTestId('cell').element();
    expect(cell.textContent).toBe('12 King St W Unit 4 & 5');
    expect(cell.querySelector('b, br, img')).toBeNull();
  });

  test('a plain address is shown as it is', async () => {
    await renderCell(ADDRESS, leaf({ id: 1, street_address: '200 Bay St' }));
    expect(page.getByTestId('cell').element().textContent).toBe('200 Bay St');
  });

  test('tags are stripped only from address columns', async () => {
    await renderCell(COMMENTS, leaf({ id: 1, comments: 'a <b> c' }));
    expect(page.getByTestId('cell').element().textContent).toBe('a <b> c');
  });

  test("the UrbanAction flag '1' reads YES", async () => {
    await renderCell(URBAN_ACTION, leaf({ id: 7, urbanaction: '1', urbanActionLink: '/api/v1/media/x.pdf' }));
    expect(page.getByTestId('cell').element().textContent).toBe('YES');
    expect(document.querySelector('a')).toBeNull();
  });

  test('without the flag the UrbanAction link opens in a new tab', async () => {
    await renderCell(URBAN_ACTION, leaf({ id: 7, urbanaction: null, urbanActionLink: '/api/v1/media/ua/7.pdf' }));
    const link = page.getByRole('link', { name: 'View' });
    await expect.element(link).toHaveAttribute('href', '/api/v1/media/ua/7.pdf');
    await expect.element(link).toHaveAttribute('target', '_blank');
  });

  test('neither flag nor link shows the missing value, and a script URL is never a link', async () => {
    await renderCell(URBAN_ACTION, leaf({ id: 7, urbanaction: null, urbanActionLink: 'javascript:alert(1)' }));
    expect(page.getByTestId('cell').element().textContent).toBe('-');
    expect(document.querySelector('a')).toBeNull();
  });

  test('stripHtmlTags leaves text without markup untouched and ignores bad numeric entities', () => {
    expect(stripHtmlTags('1 Yonge St')).toBe('1 Yonge St');
    expect(stripHtmlTags('A&#39;s <i>place</i> &#99999999;')).toBe("A's place &#99999999;");
  });
});
