/**
 * Hostile URL input on the project views: junk params (a bad geoFilter encoding, unknown
 * filters, inverted or malformed ranges, bad flags, huge lists) are dropped with a message
 * naming them, and what remains still makes a search the engine can run.
 */
import { clientParamsOf, datasetRequestOf } from '@contract/project-search-request';
import { describe, expect, it } from 'vitest';
import { encodeGeoFilter } from '@contract/geo-filter';
import { MAX_FILTER_LIST_VALUES } from '@contract/filter-definitions';
import { droppedParamsMessage } from '@src/components/search-page/route-param-check';
import { checkRouteSearch } from '@src/components/search-page/search-view-kit';
import { PROJECT_VIEWS } from '@src/features/projects/project-search-views';
import { hasRequiredParams, resolveRouteSearch } from '@contract/project-route-search';
import type { ProjectSearch } from '@contract/search-params';
import { contextFor } from '@test-support/browser/project-fixtures';

const context = contextFor('project-search');
const withoutRejectedParams = (options: typeof context, route: ProjectSearch) =>
  checkRouteSearch(PROJECT_VIEWS['project-search'], options, route);
const BASE: ProjectSearch = { projectType: 'condo', projectStanding: 'active', year: '2025', qtr: '2' };

function usable(search: ProjectSearch) {
  const effective = resolveRouteSearch(context, search);
  expect(hasRequiredParams(context, effective)).toBe(true);
  expect(datasetRequestOf(context, effective).endpoint).toBe('/api/v1/urban/project/condo/active');
  return clientParamsOf(context, effective);
}

describe('junk URL params on project search', () => {
  it('keeps valid filters untouched and reports nothing', () => {
    const route = { ...BASE, totalSuitesFrom: '10', totalSuitesTo: '200', cancelled: 'true' };
    expect(withoutRejectedParams(context, route)).toEqual({ search: route, dropped: [] });
  });

  it('drops a geoFilter that does not decode, and keeps one that does', () => {
    const checked = withoutRejectedParams(context, { ...BASE, geoFilter: 'not-lz-string%%%' });
    expect(checked.dropped).toEqual(['geoFilter']);
    expect(checked.search).toEqual(BASE);
    const polygon = encodeGeoFilter([
      { lat: 43.6, lng: -79.5 },
      { lat: 43.7, lng: -79.4 },
      { lat: 43.6, lng: -79.3 },
    ]);
    expect(withoutRejectedParams(context, { ...BASE, geoFilter: polygon }).dropped).toEqual([]);
    // Points outside the globe are as bad as a broken encoding.
    const offGlobe = encodeGeoFilter([
      { lat: 143, lng: -79 },
      { lat: 43, lng: -79 },
      { lat: 44, lng: -80 },
    ]);
    expect(withoutRejectedParams(context, { ...BASE, geoFilter: offGlobe }).dropped).toEqual(['geoFilter']);
  });

  it('drops filters no definition of the standing reads', () => {
    const checked = withoutRejectedParams(context, { ...BASE, bogusFilter: 'x', suiteCountFrom: '5', name: 'Tower' });
    expect(checked.dropped).toEqual(['bogusFilter', 'suiteCountFrom']);
    expect(usable(checked.search)).toEqual({ name: 'Tower' });
  });

  it('drops inverted and malformed ranges and flags other than true/false', () => {
    const checked = withoutRejectedParams(context, {
      ...BASE,
      totalSuitesFrom: '500',
      totalSuitesTo: '10',
      openDateFrom: '2024-02-31',
      cancelled: 'maybe',
      totalSalesPercentageFrom: '20',
    });
    expect(checked.dropped).toEqual(['openDate', 'totalSuites (From after To)', 'cancelled=maybe']);
    expect(usable(checked.search)).toEqual({ totalSalesPercentageFrom: '20' });
  });

  it('drops a list longer than any filter offers', () => {
    const huge = Array.from({ length: MAX_FILTER_LIST_VALUES + 1 }, (_, i) => String(i));
    const checked = withoutRejectedParams(context, {
      ...BASE,
      'constructionStatus[]': huge,
      'developer[]': ['Amberly Capital'],
    });
    expect(checked.dropped).toEqual([`constructionStatus (${huge.length} values)`]);
    expect(usable(checked.search)).toEqual({ developer: ['Amberly Capital'] });
  });

  it('says what it ignored in one message', () => {
    expect(droppedParamsMessage(['geoFilter', 'bogusFilter'])).toBe(
      'Some search settings in the address were not valid and were ignored: geoFilter, bogusFilter.',
    );
  });
});
