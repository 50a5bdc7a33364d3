import { describe, expect, test } from 'vitest';
import {
  headerAddresses,
  locationColour,
  locationLetter,
  mortgagePairs,
  priceCellValue,
  saleDateText,
  salePriceTotal,
  splitAtSign,
  withSquareMetres,
} from '@src/features/sales/sale-page/sale-display-text';

const property = (n: number) => ({ name: `P${n}`, full_address: `${n} Main St`, latitude: 43.7, longitude: -79.4 });

describe('sale page text rules (part 2 §2.6)', () => {
  test('sale date as day MONTH year, read as a calendar day; not a date gives null', () => {
    expect(saleDateText('2024-03-05')).toBe('5 March 2024');
    expect(saleDateText('2023-12-31')).toBe('31 December 2023');
    expect(saleDateText('2024-02-31')).toBeNull();
    expect(saleDateText('soon')).toBeNull();
  });

  test('m2 becomes the square-metre sign, only as a unit', () => {
    expect(withSquareMetres('Site area: 8498 m2')).toBe('Site area: 8498 m²');
    expect(withSquareMetres('8 m2, 9 m2')).toBe('8 m², 9 m²');
    expect(withSquareMetres('km2 and m22')).toBe('km2 and m22');
  });

  test('summary lines split at the at-sign', () => {
    expect(splitAtSign('Land Area: 2.10 acres @ $1,234 per acre')).toEqual([
      'Land Area: 2.10 acres',
      '$1,234 per acre',
    ]);
    expect(splitAtSign('No at-sign')).toEqual(['No at-sign']);
    expect(splitAtSign('@')).toEqual([]);
  });

  test('the Total sums the digits of the price cells, only with several rows', () => {
    expect(salePriceTotal([1_000_000])).toBeNull();
    expect(salePriceTotal([])).toBeNull();
    expect(salePriceTotal([1_000_000, '$2,500,000', 345_678])).toBe(3_845_678);
    expect(priceCellValue('$1,250,000')).toBe(1_250_000);
    expect(priceCellValue('n/a')).toBe(0);
    expect(priceCellValue(Number.NaN)).toBe(0);
  });

  test('header addresses: at most 3, and whether there are more', () => {
    expect(headerAddresses([1, 2, 3].map(property))).toEqual({
      shown: ['1 Main St', '2 Main St', '3 Main St'],
      more: false,
    });
    expect(headerAddresses([1, 2, 3, 4].map(property)).more).toBe(true);
    expect(headerAddresses([1, 2, 3, 4].map(property)).shown).toHaveLength(3);
  });

  test('mortgage pairs: empty values dropped, tags stripped', () => {
    expect(
      mortgagePairs([
        { label: 'Lender', value: 'First Lakeshore Trust' },
        { label: 'Due date', value: '' },
        { label: 'Notes', value: '<p>Interest at <b>5.25%</b>&nbsp;per annum.</p>' },
        { label: 'Empty tags', value: '<p></p>' },
      ]),
    ).toEqual([
      { label: 'Lender', value: 'First Lakeshore Trust' },
      { label: 'Notes', value: 'Interest at 5.25% per annum.' },
    ]);
  });

  test('26 letters A to Z with 26 different colours; none beyond', () => {
    const letters = Array.from({ length: 30 }, (_, i) => locationLetter(i));
    expect(letters.slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(letters.slice(26)).toEqual([null, null, null, null]);
    expect(locationLetter(-1)).toBeNull();
    expect(new Set(Array.from({ length: 26 }, (_, i) => locationColour(i))).size).toBe(26);
  });
});
