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
import type {
  ByRegionOptionsResponse,
  ByRegionLandingResponse,
  LandingFilterCategory,
  LandingFilterOption,
  LandingResultGroup,
} from '@contract/urban-landing';
import { LANDING_SALES_CATEGORY } from '@contract/access';
import {
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  SALE_PROPERTY_TYPES,
  saleSubTypeIconKey,
  STANDING_LABELS,
  STANDINGS_BY_TYPE,
  TYPE_STANDINGS,
  typeStandingKey,
  type ProjectStanding,
  type ProjectType,
} from '@contract/product-facts';

/** The landing call fails when this region alone is searched (the failure path of part 1 §8). */
export const FAILING_REGION_ID = '9';

/**
 * The sales options' property types as the map legend lists them: the product's sub-types, more
 * than the legend's list shows at its height (75 px, part 1 §9), so the list scrolls as with real data.
 */
export const SALES_PROPERTY_TYPES: PropertyTypeOption[] = (() => {
  let id = 0;
  return SALE_PROPERTY_TYPES.map((type, index) => ({
    id: index + 1,
    name: type.name,
    sub_property_types: type.subTypes.map((subType) => {
      id += 1;
      const icon = saleSubTypeIconKey(subType.name);
      return { id, name: subType.name, key: icon, icon, column_groups: [...subType.columnGroups] };
    }),
  }));
})();

/** The sub-types the landing's sales category offers: the first two (Apartment Site is a land sub-type, so checked at start). */
const LANDING_SUB_TYPES = SALES_PROPERTY_TYPES[0]!.sub_property_types.slice(0, 2);

type OptionFlags = Pick<LandingFilterOption, 'disabled' | 'checked'>;

/** A project category as the seed configures it (labels, order), offering the fixture's standings with their flags. */
function projectCategory(
  projectType: ProjectType,
  checked: boolean,
  options: Partial<Record<ProjectStanding, OptionFlags>>,
): LandingFilterCategory {
  return {
    id: projectType,
    name: PROJECT_TYPE_LABELS[projectType],
    order: PROJECT_TYPES.indexOf(projectType) + 1,
    disabled: false,
    checked,
    options: STANDINGS_BY_TYPE[projectType].flatMap((standing) => {
      const flags = options[standing];
      return flags ? [{ id: standing, name: STANDING_LABELS[standing], ...flags }] : [];
    }),
  };
}

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
    projectCategory('condo', true, {
      active: { disabled: false, checked: true },
      resale: { disabled: false, checked: false },
      rental: { disabled: true, checked: true },
    }),
    projectCategory('purpose-built', false, {
      construction: { disabled: false, checked: false },
      completed: { disabled: false, checked: false },
      oldstock: { disabled: false, checked: false },
    }),
    {
      id: LANDING_SALES_CATEGORY,
      name: 'Sales',
      order: PROJECT_TYPES.length + 1,
      disabled: false,
      checked: true,
      options: LANDING_SUB_TYPES.map((subType, index) => ({
        id: String(subType.id),
        name: subType.name,
        disabled: false,
        checked: index === 0,
      })),
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

/**
 * The project groups the fixture answers with, listed out of their order (so the client has to
 * sort); each group's key and order are the server's (`TYPE_STANDINGS` order).
 */
const PROJECT_GROUPS = (
  [
    ['purpose-built', 'completed'],
    ['condo', 'active'],
    ['condo', 'resale'],
    ['purpose-built', 'construction'],
    ['purpose-built', 'oldstock'],
  ] as const
).map(([type, standing]) => ({
  key: typeStandingKey(type, standing),
  order: TYPE_STANDINGS.findIndex((entry) => entry.projectType === type && entry.standing === standing) + 1,
  type,
  standing,
}));

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
    LANDING_SUB_TYPES.map((subType) => {
      const id = Number(regionId) * 100 + subType.id;
      return {
        id,
        sale_id: id,
        file_number: subType.id === 2 ? null : `2026-${id}`,
        subproperty_type: subType.name,
        subproperty_type_id: subType.id,
        subproperty_type_icon: subType.icon,
        price: 1_000_000 * subType.id,
        sale_date: '2026-11-01',
        ...geography(regionId),
      };
    }),
  );
  response[LANDING_SALES_CATEGORY] = {
    type: 'sales',
    count: sales.length,
    data: sales,
    order: TYPE_STANDINGS.length + 1,
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
