import { describe, expect, it } from 'vitest';
import { fileTimestamp, formatIsoDay, formatMonthYear, parseIsoDate } from '@contract/dates';
import { formatCell, MISSING_VALUE } from '@contract/format';
import { decodeGeoFilter, encodeGeoFilter } from '@contract/geo-filter';

describe('value formatting from column formats (MEASURES.md "Display")', () => {
  it('missing values show "-"', () => {
    for (const value of [null, undefined, '']) expect(formatCell({ format: 'currency' }, value)).toBe(MISSING_VALUE);
  });
  it('currency without decimals, with cents 2, acres 2, integers with separators', () => {
    expect(formatCell({ format: 'currency' }, 1234567.6)).toBe('$1,234,568');
    expect(formatCell({ format: 'currencyWithCents' }, 2.5)).toBe('$2.50');
    expect(formatCell({ format: 'acres' }, 3.14159)).toBe('3.14');
    expect(formatCell({ format: 'integer' }, 12345)).toBe('12,345');
  });
  it('percent fields from the server are divided by 100 (percentScale 100)', () => {
    expect(formatCell({ format: 'percent', percentScale: 100 }, 47.368)).toBe('47.4%');
    expect(formatCell({ format: 'percent' }, 0.125)).toBe('12.5%');
  });
  it('dates show MMM yyyy in tables and yyyy-MM-dd in popups, read as calendar dates', () => {
    expect(formatCell({ format: 'date' }, '2024-03-01')).toBe('Mar 2024');
    expect(formatMonthYear('2024-12-31T23:30:00-05:00')).toBe('Dec 2024');
    expect(formatIsoDay('2024-3-5')).toBe('2024-03-05');
    expect(parseIsoDate('2024-02-31')).toBeNaN();
    expect(fileTimestamp(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102_030405');
  });
});

describe('geoFilter encoding', () => {
  it('round-trips points through lz-string and rejects damaged values', () => {
    const points = [
      { lat: 43.7, lng: -79.4 },
      { lat: 43.8, lng: -79.3 },
      { lat: 43.75, lng: -79.2 },
    ];
    const encoded = encodeGeoFilter(points);
    expect(encoded).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeGeoFilter(encoded)).toEqual(points);
    expect(decodeGeoFilter(encoded.slice(0, 5))).toBeNull();
    expect(decodeGeoFilter('')).toBeNull();
  });
});
