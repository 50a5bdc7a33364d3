/**
 * A small landing configuration and a landing "server" for the browser tests: the regions,
 * super regions and categories exercise every selection rule (a disabled region, a super
 * region whose only region is disabled, one with a false status), and each selected region
 * adds one row to every result group, so row counts follow the selection.
 */
import type { ColumnDefinition } from '@contract/columns';
import type { SuperRegion } from '@contract/geography';
import type { PropertyTypeOption } from '@contract/sales-options';
import type { ProjectPopupResponse } from '@contract/urban-project';
import type { ByRegionOptionsResponse, ByRegionLandingResponse, LandingResultGroup } from '@contract/urban-landing';

/** The landing call fails when this region alone is searched (the failure path of part 1 §8). */
export const FAILING_REGION_ID = '9';

export const LANDING_OPTIONS: ByRegionOptionsResponse = {
  regions: [
    { id: '1', name: 'Toronto', disabled: false, checked: true },
    { id: '2', name: 'York', disabled: false, checked: false },
    { id: '3', name: 'Peel', disabled: true, checked: true },
    { id: '6', name: 'Hamilton', disabled: false, checked: false },
    { id: '7', name: 'Simcoe', disabled: true, checked: false },
    { id: '8', name: 'Niagara', disabled: false, checked: false },
    { id: FAILING_REGION_ID, name: 'Broken Region', disabled: false, checked: false },
    { id: '10', name: 'Muskoka', disabled: true, checked: false },
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
        { id: 'resale', name: 'Resale', disabled: false, checked: false },
        { id: 'rental', name: 'Rental', disabled: true, checked: true },
      ],
    },
    {
      id: 'purpose-built',
      name: 'Purpose-Built',
      order: 2,
      disabled: false,
      checked: false,
      options: [
        { id: 'completed', name: 'Newer Stock', disabled: false, checked: false },
        { id: 'construction', name: 'Construction', disabled: false, checked: false },
        { id: 'oldstock', name: 'Old Stock', disabled: false, checked: false },
      ],
    },
    {
      id: 'sales',
      name: 'Sales',
      order: 3,
      disabled: false,
      checked: true,
      options: [
        { id: '1', name: 'Apartment Site', disabled: false, checked: true },
        { id: '2', name: 'Commercial Land', disabled: false, checked: false },
      ],
    },
  ],
};

export const SUPER_REGIONS: SuperRegion[] = [
  { name: 'GTA', region_ids: [1, 2, 3], status: true },
  { name: 'Outer Ring', region_ids: [6, 7], status: true },
  { name: 'Disabled Ring', region_ids: [10], status: true },
  { name: 'Switched Off', region_ids: [8], status: false },
  { name: 'Empty', region_ids: [], status: true },
];

const PROJECT_COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Project Name', format: 'text', total: { kind: 'none' }, link: 'project', alwaysVisible: true },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
];

const SALES_COLUMNS: ColumnDefinition[] = [
  {
    key: 'file_number',
    label: 'File Number',
    format: 'text',
    total: { kind: 'none' },
    link: 'sale',
    alwaysVisible: true,
  },
  { key: 'subproperty_type', label: 'Property Type', format: 'text', total: { kind: 'none' } },
  { key: 'price', label: 'Price', format: 'currency', total: { kind: 'sum' } },
];

/** Groups in the order the server lists them (not by `order`, so the client has to sort). */
const PROJECT_GROUPS: Array<{ key: string; order: number; type: string; standing: string }> = [
  { key: 'purpose-built_completed', order: 7, type: 'purpose-built', standing: 'completed' },
  { key: 'condo_active', order: 1, type: 'condo', standing: 'active' },
  { key: 'condo_resale', order: 2, type: 'condo', standing: 'resale' },
  { key: 'purpose-built_construction', order: 6, type: 'purpose-built', standing: 'construction' },
  { key: 'purpose-built_oldstock', order: 8, type: 'purpose-built', standing: 'oldstock' },
];

function geography(regionId: string) {
  const id = Number(regionId);
  return {
    region_id: id,
    region_name: `Region ${regionId}`,
    municipality_id: id * 100,
    municipality_name: `Municipality ${regionId}`,
    submarket_id: id * 1000,
    submarket_name: `Submarket ${regionId}`,
    latitude: 43.6 + id / 100,
    longitude: -79.4 + id / 100,
  };
}

export function landingResponse(regionIds: readonly string[]): ByRegionLandingResponse {
  const query = { regionId: [...regionIds], 'date-from': '2026-10-01', 'date-to': '2026-12-31' };
  const regionQuery = regionIds.map((id) => `region_filter%5B%5D=${id}`).join('&');
  const response: ByRegionLandingResponse = {};
  for (const group of PROJECT_GROUPS) {
    const data = regionIds.map((regionId, index) => {
      const id = Number(regionId) * 10 + group.order;
      return {
        id,
        // Old-stock rows are rental properties: `property_id` is what the rental compare list takes.
        ...(group.standing === 'oldstock' ? { property_id: id } : { project_id: id }),
        name: `${group.key} project ${regionId}`,
        suite_count: 100 + index,
        ...geography(regionId),
      };
    });
    const result: LandingResultGroup = {
      type: 'project',
      count: data.length,
      data,
      order: group.order,
      source: `/api/v1/urban/project/${group.type}/${group.standing}?year=2026&qtr=4&${regionQuery}`,
      query,
      tableHeaders: { data: PROJECT_COLUMNS },
    };
    response[group.key] = result;
  }
  // One sale of each sub-type per region; a missing file number shows N/A.
  const sales = regionIds.flatMap((regionId) =>
    [1, 2].map((subType) => {
      const id = Number(regionId) * 100 + subType;
      return {
        id,
        sale_id: id,
        file_number: subType === 2 ? null : `2026-${id}`,
        subproperty_type: subType === 1 ? 'Apartment Site' : 'Commercial Land',
        subproperty_type_id: subType,
        subproperty_type_icon: subType === 1 ? 'apartment-site' : 'commercial-land',
        price: 1_000_000 * subType,
        sale_date: '2026-11-01',
        ...geography(regionId),
      };
    }),
  );
  response['sales'] = {
    type: 'sales',
    count: sales.length,
    data: sales,
    order: 9,
    source: `/api/v1/sales/sales?${regionIds.map((id) => `region-id%5B%5D=${id}`).join('&')}`,
    query: { ...query, 'date-from': '2025-11-21', 'date-to': '2026-11-20' },
    tableHeaders: { data: SALES_COLUMNS },
  };
  return response;
}

/** GET /api/v1/urban/project/{id}/popup of a condo active fixture project. */
export function projectPopup(id: number): ProjectPopupResponse {
  return {
    id,
    name: { key: 'name', label: 'Name', value: `Project ${id}` },
    developer: { key: 'developer', label: 'Developer', value: 'Fixture Developments' },
    metadata: { projectStanding: 'active', projectType: 'condo' },
    values: [],
  };
}

/** GET /api/v1/rental/property/{id}/popup: the rental compare entry of an old-stock fixture row. */
export function rentalPopup(id: number) {
  return {
    id,
    name: { key: 'name', label: 'Name', value: `Rental ${id}` },
    values: [{ key: 'address', label: 'Address', value: `${id} Fixture Street` }],
  };
}

/**
 * The sales options' property types as the map legend lists them: more sub-types than the
 * legend's list shows at its height (75 px, part 1 §9), so the list scrolls as with real data.
 */
export const SALES_PROPERTY_TYPES: PropertyTypeOption[] = [
  {
    id: 1,
    name: 'Land',
    sub_property_types: [
      'apartment-site',
      'commercial-land',
      'development-land',
      'farm-land',
      'apartment-building',
      'automotive',
      'banquet-hall',
      'church',
      'gas-station',
      'golf-course',
      'hotel',
    ].map((icon, index) => ({
      id: index + 1,
      name: icon.replace(/-/g, ' '),
      key: icon,
      icon,
      column_groups: [],
    })),
  },
];
