/**
 * The selection of areas in the address (`areas`, contract/area-selection.ts) on every search
 * view of the kit's registry (src/routes/-search-views.ts) and on Map Search: each view whose
 * engine filters by the drawn polygon filters by the selection too; its address check keeps a
 * selection of known ids and drops, with the one notice, one that does not decode or names a
 * submarket or municipality the configuration does not know.
 */
import { describe, expect, it } from 'vitest';
import * as lz from 'lz-string';
import { AREA_SELECTION_PARAM, encodeAreaSelection, type AreaSelection } from '@contract/area-selection';
import { encodeGeoFilter } from '@contract/geo-filter';
import { checkRouteSearch, type AnySearchViewDescriptor } from '@src/components/search-page/search-view-kit';
import { readLandingUrl } from '@contract/landing-url-state';
import { geographyIds } from '@contract/geography';
import { SEARCH_VIEWS } from '@src/routes/-search-views';
import { CONFIGURATION, REGIONS } from '../search-page/search-option-fixtures';

const TRIANGLE = [
  { lat: 43.6, lng: -79.5 },
  { lat: 43.7, lng: -79.4 },
  { lat: 43.6, lng: -79.3 },
];
/** Submarket 111 and municipality 11 of the fixtures' West, and a polygon. */
const KNOWN: AreaSelection = {
  submarketIds: [111],
  municipalityIds: [11],
  polygons: [{ name: 'Core', points: TRIANGLE }],
};
const HOSTILE: ReadonlyArray<[string, string]> = [
  ['not lz-string', '%%%'],
  [
    'a polygon of two points',
    lz.compressToEncodedURIComponent(
      JSON.stringify({
        p: [
          {
            g: [
              [43, -79],
              [44, -79],
            ],
          },
        ],
      }),
    ),
  ],
  ['an unknown submarket', encodeAreaSelection({ ...KNOWN, submarketIds: [999] })!],
  ['an unknown municipality', encodeAreaSelection({ ...KNOWN, municipalityIds: [11, 998] })!],
];

function optionsOf(descriptor: AnySearchViewDescriptor): unknown {
  const options = descriptor.optionsOf(CONFIGURATION);
  if (options === null) throw new Error(`${descriptor.view} has no options from the loaded configuration`);
  return options;
}

function openingSearch(descriptor: AnySearchViewDescriptor, options: unknown) {
  return descriptor.resolveSearch(options, descriptor.initialSearch(options, {}));
}

const DESCRIPTORS: ReadonlyArray<[string, AnySearchViewDescriptor]> = Object.entries(SEARCH_VIEWS);
const valid = encodeAreaSelection(KNOWN)!;

describe.each(DESCRIPTORS)('the search view %s', (_id, descriptor) => {
  const options = optionsOf(descriptor);
  const opening = openingSearch(descriptor, options);
  const engineParams = (search: Record<string, unknown>) =>
    descriptor.clientParams(options, { ...opening, ...search } as typeof opening);
  const readsPolygon = engineParams({ geoFilter: encodeGeoFilter(TRIANGLE) })['geoFilter'] !== undefined;
  const readsAreas = engineParams({ [AREA_SELECTION_PARAM]: valid })[AREA_SELECTION_PARAM] !== undefined;

  it('filters by the selection of areas exactly where it filters by the drawn polygon (rows with places)', () => {
    expect(readsAreas).toBe(readsPolygon);
  });

  it.runIf(readsAreas)('keeps a selection of known ids and hands it to the engine as written', () => {
    const checked = checkRouteSearch(descriptor, options, { ...opening, [AREA_SELECTION_PARAM]: valid });
    expect(checked.dropped).toEqual([]);
    expect(engineParams({ [AREA_SELECTION_PARAM]: valid })[AREA_SELECTION_PARAM]).toBe(valid);
  });

  it.runIf(readsAreas)('drops a selection that does not decode or names unknown places, and says so', () => {
    for (const [what, value] of HOSTILE) {
      const checked = checkRouteSearch(descriptor, options, { ...opening, [AREA_SELECTION_PARAM]: value });
      expect({ what, dropped: checked.dropped, kept: checked.search[AREA_SELECTION_PARAM] }).toEqual({
        what,
        dropped: [AREA_SELECTION_PARAM],
        kept: undefined,
      });
    }
  });
});

describe('Map Search', () => {
  const options = { regions: [], filters: [] } as unknown as Parameters<typeof readLandingUrl>[1];
  const defaults = { regionIds: [], selection: {}, polygon: null, areas: null, tab: null };
  const known = geographyIds(REGIONS);

  it('reads a selection of known ids', () => {
    expect(readLandingUrl({ areas: valid }, options, defaults, known)).toEqual({
      state: { ...defaults, areas: KNOWN },
      dropped: [],
    });
  });

  it('drops a selection that does not decode or names unknown places, and says so', () => {
    for (const [what, value] of HOSTILE) {
      const reading = readLandingUrl({ areas: value }, options, defaults, known);
      expect({ what, dropped: reading.dropped, areas: reading.state.areas }).toEqual({
        what,
        dropped: [AREA_SELECTION_PARAM],
        areas: null,
      });
    }
  });
});
