import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import { hiddenToUrl, sortFromUrl, sortToUrl, visibleFromUrl } from '@src/components/results-table/results-url-state';

const COLUMNS: ColumnDefinition[] = [
  { key: 'fileNum', label: 'File Number', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  { key: 'price', label: 'Price', format: 'currency', total: { kind: 'sum' } },
  { key: 'land.area', label: 'Land Area', format: 'decimal', total: { kind: 'sum' } },
  { key: 'notes', label: 'Notes', format: 'text', total: { kind: 'none' }, hiddenByDefault: true },
];

describe('the results view in the URL', () => {
  it('a sort round-trips, also for a key with a dot', () => {
    expect(sortToUrl({ key: 'price', direction: 'desc' })).toBe('price.desc');
    expect(sortFromUrl('price.desc', COLUMNS)).toEqual({ key: 'price', direction: 'desc' });
    expect(sortFromUrl(sortToUrl({ key: 'land.area', direction: 'asc' }), COLUMNS)).toEqual({
      key: 'land.area',
      direction: 'asc',
    });
    expect(sortToUrl(null)).toBeUndefined();
  });

  it('a stale or malformed sort reads as none', () => {
    expect(sortFromUrl('gone.desc', COLUMNS)).toBeNull();
    expect(sortFromUrl('price.sideways', COLUMNS)).toBeNull();
    expect(sortFromUrl('price', COLUMNS)).toBeNull();
    expect(sortFromUrl('.desc', COLUMNS)).toBeNull();
    expect(sortFromUrl(undefined, COLUMNS)).toBeNull();
  });

  it('hidden columns round-trip; the defaults write nothing and "every column" writes an empty list', () => {
    expect(hiddenToUrl(null, COLUMNS)).toBeUndefined();
    expect(hiddenToUrl(['fileNum', 'notes'], COLUMNS)).toBe('price,land.area');
    expect(visibleFromUrl('price,land.area', COLUMNS)).toEqual(['fileNum', 'notes']);
    expect(hiddenToUrl(['fileNum', 'price', 'land.area', 'notes'], COLUMNS)).toBe('');
    expect(visibleFromUrl('', COLUMNS)).toEqual(['fileNum', 'price', 'land.area', 'notes']);
    expect(visibleFromUrl(undefined, COLUMNS)).toBeNull();
  });

  it('an unknown hidden key is ignored and a column that cannot hide stays shown', () => {
    expect(visibleFromUrl('gone,fileNum,price', COLUMNS)).toEqual(['fileNum', 'land.area', 'notes']);
  });
});
