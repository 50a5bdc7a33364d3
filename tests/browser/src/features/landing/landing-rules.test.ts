import { describe, expect, test } from 'vitest';
import { advancedSearchHref } from '@src/features/landing/advanced-search-link';
import { effectiveTab } from '@contract/landing-tabs';
import { tabLabel } from '@src/features/landing/result-tabs';
import { decodeGeoFilter } from '@contract/geo-filter';

const QUERY = { regionId: ['1', '6'], 'date-from': '2026-11-01', 'date-to': '2026-11-30' };
const TRIANGLE = [
  { lat: 43.6, lng: -79.5 },
  { lat: 43.7, lng: -79.3 },
  { lat: 43.8, lng: -79.5 },
];

describe('landing tab rules', () => {
  test('labels: the three named groups, otherwise the underscore reads as a space', () => {
    expect(tabLabel('condo_active')).toBe('condo new');
    expect(tabLabel('purpose-built_completed')).toBe('purpose-built newer stock');
    expect(tabLabel('sales')).toBe('land sales');
    expect(tabLabel('condo_resale')).toBe('condo resale');
    expect(tabLabel('purpose-built_oldstock')).toBe('purpose-built oldstock');
  });

  test('the selected tab stays while shown; otherwise the first tab, or none', () => {
    expect(effectiveTab(null, ['condo_active', 'sales'])).toBe('condo_active');
    expect(effectiveTab('sales', ['condo_active', 'sales'])).toBe('sales');
    expect(effectiveTab('condo_resale', ['condo_active', 'sales'])).toBe('condo_active');
    expect(effectiveTab('sales', [])).toBeNull();
  });

  test('Open Advanced Search of old stock keeps the month search and adds the drawn polygon', () => {
    const href = advancedSearchHref(
      {
        groupKey: 'purpose-built_oldstock',
        source:
          '/api/v1/urban/project/purpose-built/oldstock?timeType=months&queryMonth=2026-11&timeRange=1mo&region_filter%5B%5D=1',
        query: QUERY,
      },
      {},
      TRIANGLE,
    );
    const url = new URL(href, 'http://app.local');
    expect(url.pathname).toBe('/project/project-search');
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'geoFilter'))).toEqual({
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      timeType: 'months',
      timeRange: '1mo',
      queryMonth: '2026-11',
      regionId: '6',
    });
    expect(url.searchParams.getAll('regionId')).toEqual(['1', '6']);
    expect(decodeGeoFilter(url.searchParams.get('geoFilter'))).toEqual(TRIANGLE);
  });

  test('a polygon of two points is not a filter and is not carried', () => {
    const href = advancedSearchHref(
      { groupKey: 'sales', source: '/api/v1/sales/sales', query: QUERY },
      { sales: ['1', '4'] },
      TRIANGLE.slice(0, 2),
    );
    expect(href).toBe(
      '/property/sales?saleDateRangeFrom=2026-11-01&saleDateRangeTo=2026-11-30&regionId=1&regionId=6&propertySubType=1&propertySubType=4',
    );
  });
});
