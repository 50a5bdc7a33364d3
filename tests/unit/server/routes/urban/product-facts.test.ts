import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RegionsResponse } from '@contract/geography';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { SearchResponse } from '@contract/search';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import {
  DEFAULT_PROJECT_STANDING,
  DEFAULT_PROJECT_TYPE,
  PROJECT_SEARCH_TYPES,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  RENTAL_STANDING,
  SALE_PROPERTY_TYPES,
  saleSubTypeIconKey,
  STANDING_LABELS,
  STANDINGS_BY_TYPE,
  TYPE_STANDING_KEYS,
} from '@contract/product-facts';
import { createTestApp, type TestApp } from '@test-support/test-app';

let testApp: TestApp;
let demo: string;

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await testApp.loginAs('demo');
});

afterAll(async () => {
  await testApp.close();
});

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: demo } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json<T>();
}

/** The facts as the options calls should give them: each type with its standings and their labels. */
const EXPECTED_DATATYPES = PROJECT_TYPES.map((type) => ({
  type,
  label: PROJECT_TYPE_LABELS[type],
  standings: STANDINGS_BY_TYPE[type].map((standing) => ({ standing, label: STANDING_LABELS[standing] })),
}));

describe('one spelling of the product facts in every call (part 1 §1-§4)', () => {
  test('options/basic labels the types and standings as the facts do; construction reads Under Construction', async () => {
    const body = await getJson<UrbanBasicOptionsResponse>('/api/v1/urban/options/basic');
    expect(body.projectDatatypes).toEqual(EXPECTED_DATATYPES);
    const purposeBuilt = body.projectDatatypes.find((datatype) => datatype.type === 'purpose-built');
    expect(purposeBuilt?.standings.find((option) => option.standing === 'construction')?.label).toBe(
      'Under Construction',
    );
  });

  test('the landing categories name the same standings with the same labels, the default one checked', async () => {
    const body = await getJson<ByRegionOptionsResponse>('/api/v1/urban/project/byregionoptions');
    const projectCategories = body.filters.filter((category) => category.id !== 'sales');
    expect(
      projectCategories.map((category) => ({
        type: category.id,
        label: category.name,
        standings: category.options.map((option) => ({ standing: option.id, label: option.name })),
      })),
    ).toEqual(EXPECTED_DATATYPES);
    const checked = projectCategories.flatMap((category) =>
      category.options.filter((option) => option.checked).map((option) => `${category.id}_${option.id}`),
    );
    expect(checked).toEqual([`${DEFAULT_PROJECT_TYPE}_${DEFAULT_PROJECT_STANDING}`]);
  });

  test('searchFilters: defaults and the rental standing are the facts; every view has every type and standing', async () => {
    const body = await getJson<UrbanSearchFiltersResponse>('/api/v1/urban/options/searchFilters');
    expect(body.componentConfiguration).toMatchObject({
      defaultProjectType: DEFAULT_PROJECT_TYPE,
      defaultProjectStanding: DEFAULT_PROJECT_STANDING,
      rentalStanding: RENTAL_STANDING,
    });
    expect(Object.keys(body.searchFilters).sort()).toEqual([...PROJECT_SEARCH_TYPES].sort());
    for (const searchType of PROJECT_SEARCH_TYPES) {
      expect(Object.keys(body.components[searchType]).sort()).toEqual([...TYPE_STANDING_KEYS].sort());
      for (const type of PROJECT_TYPES)
        expect(Object.keys(body.searchFilters[searchType][type])).toEqual([...STANDINGS_BY_TYPE[type]]);
    }
    // Only the rental standing shows the rental table on project search (part 1 §2).
    const rentalTables = Object.entries(body.components['project-search'])
      .filter(([, component]) => component === 'rental-table')
      .map(([key]) => key);
    expect(rentalTables).toEqual([`purpose-built_${RENTAL_STANDING}`]);
  });

  test('regions switch maps on and off for every type and standing key', async () => {
    const body = await getJson<RegionsResponse>('/api/v1/urban/options/regions');
    for (const region of body.regions)
      expect(Object.keys(region.disable_maps).sort()).toEqual([...TYPE_STANDING_KEYS].sort());
  });

  test('the landing groups are keyed by type and standing and their sources search that type and standing', async () => {
    const regions = await getJson<RegionsResponse>('/api/v1/urban/options/regions');
    const regionId = regions.regions[0]!.id;
    const body = await getJson<ByRegionLandingResponse>(`/api/v1/urban/project/byregionlanding?regionId[]=${regionId}`);
    const projectKeys = Object.keys(body).filter((key) => key !== 'sales');
    expect(projectKeys.length).toBeGreaterThan(0);
    for (const key of projectKeys) {
      expect(TYPE_STANDING_KEYS).toContain(key);
      const [type, standing] = key.split('_') as [string, string];
      expect(body[key]!.source).toContain(`/api/v1/urban/project/${type}/${standing}?`);
    }
  });

  test('the market history note names the standing by its label', async () => {
    const body = await getJson<SearchResponse>('/api/v1/urban/markethistory/purpose-built/construction');
    expect(body.tableNote).toMatch(/^Purpose-Built Under Construction market history for /);
    const oldStock = await getJson<SearchResponse>(`/api/v1/urban/markethistory/purpose-built/${RENTAL_STANDING}`);
    expect(oldStock.tableNote).toMatch(/^Purpose-Built Old Stock market history for /);
  });

  test('the sales options list the 38 sub-types of the facts, grouped, with their icons and column groups', async () => {
    const body = await getJson<SalesOptionsBasicResponse>('/api/v1/sales/options/basic');
    expect(
      body.propertyTypes.map((type) => ({
        name: type.name,
        subTypes: type.sub_property_types.map((subType) => ({
          name: subType.name,
          icon: subType.icon,
          columnGroups: subType.column_groups,
        })),
      })),
    ).toEqual(
      SALE_PROPERTY_TYPES.map((type) => ({
        name: type.name,
        subTypes: type.subTypes.map((subType) => ({
          name: subType.name,
          icon: saleSubTypeIconKey(subType.name),
          columnGroups: [...subType.columnGroups],
        })),
      })),
    );
    expect(body.propertyTypes.flatMap((type) => type.sub_property_types)).toHaveLength(38);
  });
});
