import { describe, expect, it } from 'vitest';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import {
  landingStateFromUrl,
  landingStateToUrl,
  readLandingUrl,
  type LandingViewState,
} from '@contract/landing-url-state';

const OPTIONS = {
  regions: [
    { id: '1', name: 'Toronto', disabled: false, checked: true },
    { id: '2', name: 'Peel', disabled: false, checked: false },
    { id: '9', name: 'Closed', disabled: true, checked: false },
  ],
  filters: [
    {
      id: 'condo',
      name: 'Condo',
      order: 1,
      disabled: false,
      checked: true,
      options: [
        { id: 'active', name: 'New', disabled: false, checked: true },
        { id: 'oldstock', name: 'Old Stock', disabled: false, checked: false },
      ],
    },
    {
      id: 'sales',
      name: 'Sales',
      order: 2,
      disabled: false,
      checked: false,
      options: [{ id: '3', name: 'Hotel', disabled: false, checked: false }],
    },
  ],
} as unknown as ByRegionOptionsResponse;

const DEFAULTS: LandingViewState = {
  regionIds: ['1'],
  selection: { condo: ['active'] },
  polygon: null,
  areas: null,
  tab: null,
};

describe("Map Search's view in the URL", () => {
  it('round-trips regions, categories, polygon, the selection of areas and tab', () => {
    const state: LandingViewState = {
      regionIds: ['1', '2'],
      selection: { condo: ['active', 'oldstock'], sales: ['3'] },
      polygon: [
        { lat: 43.6, lng: -79.4 },
        { lat: 43.7, lng: -79.4 },
        { lat: 43.7, lng: -79.3 },
      ],
      areas: {
        submarketIds: [111],
        municipalityIds: [],
        polygons: [
          {
            name: 'Core',
            points: [
              { lat: 43.6, lng: -79.4 },
              { lat: 43.7, lng: -79.4 },
              { lat: 43.7, lng: -79.3 },
            ],
          },
        ],
      },
      tab: 'condo_oldstock',
    };
    expect(landingStateFromUrl(landingStateToUrl(state), OPTIONS, DEFAULTS)).toEqual(state);
  });

  it("keeps the page's defaults for absent keys and drops what the options no longer offer", () => {
    expect(landingStateFromUrl({}, OPTIONS, DEFAULTS)).toEqual(DEFAULTS);
    expect(
      landingStateFromUrl(
        { regions: '2,9,77', categories: 'condo:gone|oldstock,ghost:1,sales:', tab: 'x' },
        OPTIONS,
        DEFAULTS,
      ),
    ).toEqual({ regionIds: ['2'], selection: { condo: ['oldstock'] }, polygon: null, areas: null, tab: 'x' });
    // No region checked is a choice too (the page then asks for one).
    expect(landingStateFromUrl({ regions: '' }, OPTIONS, DEFAULTS).regionIds).toEqual([]);
    expect(landingStateFromUrl({ geoFilter: 'not a polygon' }, OPTIONS, DEFAULTS).polygon).toBeNull();
  });

  it("names the keys it dropped values of, for the search pages' one notice; a clean URL drops none", () => {
    const dropped = (values: Parameters<typeof readLandingUrl>[0]) => readLandingUrl(values, OPTIONS, DEFAULTS).dropped;
    expect(dropped({ regions: '2,9,77', categories: 'condo:gone|oldstock,ghost:1,sales:', geoFilter: '%%' })).toEqual([
      'regions',
      'categories',
      'geoFilter',
    ]);
    expect(dropped({ regions: '1,2', categories: 'condo:active,sales:3', tab: 'condo_active' })).toEqual([]);
    expect(dropped({ regions: '', categories: '' })).toEqual([]);
  });
});
