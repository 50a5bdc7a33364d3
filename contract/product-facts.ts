/**
 * The product's facts (part 1 §1-§4): project types, their standings and labels, the rental
 * standing, the project search types and the `${type}_${standing}` key. The seed, the server's
 * queries and options, the UI, the chips and the worker read them here; nothing else spells them.
 */

export type ProjectType = 'condo' | 'purpose-built';
export const PROJECT_TYPES: readonly ProjectType[] = ['condo', 'purpose-built'];

export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, string>> = {
  condo: 'Condo',
  'purpose-built': 'Purpose-Built',
};

type CondoStanding = 'active' | 'resale' | 'rental' | 'proposed';
type PurposeBuiltStanding = 'proposed' | 'construction' | 'completed' | 'oldstock';
export type ProjectStanding = CondoStanding | PurposeBuiltStanding;

/** Part 1 §1: the standings of each project type, in display order. */
export const STANDINGS_BY_TYPE: Readonly<Record<ProjectType, readonly ProjectStanding[]>> = {
  condo: ['active', 'resale', 'rental', 'proposed'],
  'purpose-built': ['proposed', 'construction', 'completed', 'oldstock'],
};

/**
 * One label per standing, wherever a standing is shown (options, landing categories, chips,
 * table notes). Active reads New (part 1 §2 chips); construction reads Under Construction as the
 * legend and the status list spell it (part 1 §4, §9).
 */
export const STANDING_LABELS: Readonly<Record<ProjectStanding, string>> = {
  active: 'New',
  resale: 'Resale',
  rental: 'Rental',
  proposed: 'Proposed',
  construction: 'Under Construction',
  completed: 'Newer Stock',
  oldstock: 'Old Stock',
};

/** Part 1 §4: "The rental standing is 'oldstock'"; it is searched by month and shown as rentals. */
export const RENTAL_STANDING = 'oldstock' satisfies ProjectStanding;
/** The type whose standing the rental standing is (part 1 §1: purpose-built ... oldstock). */
export const RENTAL_PROJECT_TYPE = 'purpose-built' satisfies ProjectType;

/** Part 1 §1: the default type is condo and the default standing active. */
export const DEFAULT_PROJECT_TYPE: ProjectType = 'condo';
export const DEFAULT_PROJECT_STANDING: ProjectStanding = 'active';

export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
}

export function isProjectStanding(value: unknown): value is ProjectStanding {
  return typeof value === 'string' && Object.hasOwn(STANDING_LABELS, value);
}

/** The label of a standing; a value that is no standing is shown as it is. */
export function standingLabel(standing: string): string {
  return isProjectStanding(standing) ? STANDING_LABELS[standing] : standing;
}

/**
 * The key of one type and standing (`condo_active`, `purpose-built_oldstock`): regions'
 * disable_maps, date ranges, result components, filter lists and landing groups are keyed by it.
 */
export type TypeStandingKey = `${ProjectType}_${ProjectStanding}`;

export function typeStandingKey(projectType: ProjectType, standing: ProjectStanding): TypeStandingKey;
export function typeStandingKey(projectType: string, standing: string): string;
export function typeStandingKey(projectType: string, standing: string): string {
  return `${projectType}_${standing}`;
}

/** Every type and standing pair the product has, in display order. */
export const TYPE_STANDINGS: readonly { projectType: ProjectType; standing: ProjectStanding }[] = PROJECT_TYPES.flatMap(
  (projectType) => STANDINGS_BY_TYPE[projectType].map((standing) => ({ projectType, standing })),
);

export const TYPE_STANDING_KEYS: readonly TypeStandingKey[] = TYPE_STANDINGS.map(({ projectType, standing }) =>
  typeStandingKey(projectType, standing),
);

/** The three project views (part 1 §2). */
export type ProjectSearchType = 'project-search' | 'market-data' | 'market-history';
export const PROJECT_SEARCH_TYPES: readonly ProjectSearchType[] = ['project-search', 'market-data', 'market-history'];

/**
 * Construction status values shown in filters, in display order (part 1 §4); a project's
 * `construct_status_id` is the id.
 */
export const CONSTRUCTION_STATUSES = [
  { id: 1, label: 'Pre-Construction' },
  { id: 2, label: 'Under Construction' },
  { id: 3, label: 'Occupying' },
  { id: 4, label: 'Registered' },
  { id: 5, label: 'Completed' },
] as const;

/**
 * Project status values shown in filters, in display order (part 1 §4 "Project status values
 * shown in filters"): a project's `project_status` holds the key, `project_status_label` the
 * label. The status is where the project stands now, so a proposal of an earlier quarter shows
 * what became of it.
 */
export const PROJECT_STATUSES = [
  { key: 'pre-construction', label: 'Pre-Construction' },
  { key: 'under-construction', label: 'Under Construction' },
  { key: 'occupying', label: 'Occupying' },
  { key: 'registered', label: 'Registered' },
  { key: 'completed', label: 'Completed' },
] as const;

export type ProjectStatusKey = (typeof PROJECT_STATUSES)[number]['key'];

/**
 * The column groups of the sales tables (part 2 §2.5). A sub-type lists the groups it has data
 * for; the unit-type groups of sub-types not chosen are hidden by default.
 */
export type SaleColumnGroup =
  'suites' | 'townhouses' | 'buildingArea' | 'landAreaSqFt' | 'landAreaAcres' | 'lots' | 'rooms' | 'floorArea' | 'beds';

export const SALE_COLUMN_GROUP_LABELS: Readonly<Record<SaleColumnGroup, string>> = {
  suites: 'Suites',
  townhouses: 'Townhouses',
  buildingArea: 'Building Area',
  landAreaSqFt: 'Land Area (sq ft)',
  landAreaAcres: 'Land Area (acres)',
  lots: 'Lots',
  rooms: 'Rooms',
  floorArea: 'Floor Area',
  beds: 'Beds',
};

export interface SaleSubTypeFact {
  name: string;
  /** The sales column groups the sub-type has data for. */
  columnGroups: readonly SaleColumnGroup[];
}

export interface SalePropertyTypeFact {
  name: string;
  subTypes: readonly SaleSubTypeFact[];
}

/** The 38 sale sub-types (part 1 §3), grouped into their property types, in display order. */
export const SALE_PROPERTY_TYPES = [
  {
    name: 'Land',
    subTypes: [
      { name: 'Apartment Site', columnGroups: ['landAreaSqFt', 'landAreaAcres', 'suites'] },
      { name: 'Commercial Land', columnGroups: ['landAreaSqFt', 'landAreaAcres'] },
      { name: 'Industrial Land', columnGroups: ['landAreaSqFt', 'landAreaAcres'] },
      { name: 'Residential Land', columnGroups: ['landAreaSqFt', 'landAreaAcres', 'lots'] },
      { name: 'Subdivision Lots', columnGroups: ['landAreaAcres', 'lots'] },
      { name: 'Farm Land', columnGroups: ['landAreaSqFt', 'landAreaAcres'] },
      { name: 'Development Land', columnGroups: ['landAreaSqFt', 'landAreaAcres'] },
      { name: 'Institutional Land', columnGroups: ['landAreaSqFt', 'landAreaAcres'] },
    ],
  },
  {
    name: 'Residential',
    subTypes: [
      { name: 'House', columnGroups: ['buildingArea', 'landAreaSqFt'] },
      { name: 'Townhouse Block', columnGroups: ['townhouses', 'buildingArea', 'landAreaSqFt'] },
      { name: 'Apartment Building', columnGroups: ['suites', 'buildingArea', 'landAreaSqFt'] },
      { name: 'Condominium Units', columnGroups: ['suites', 'floorArea'] },
      { name: 'Seniors Residence', columnGroups: ['beds', 'suites', 'buildingArea'] },
      { name: 'Student Residence', columnGroups: ['beds', 'buildingArea'] },
      { name: 'Rooming House', columnGroups: ['rooms', 'buildingArea'] },
    ],
  },
  {
    name: 'Retail',
    subTypes: [
      { name: 'Retail Plaza', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Shopping Centre', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Street Retail', columnGroups: ['buildingArea', 'landAreaSqFt'] },
      { name: 'Restaurant', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Automotive', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Gas Station', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Mixed Use', columnGroups: ['suites', 'buildingArea', 'landAreaSqFt'] },
    ],
  },
  {
    name: 'Office',
    subTypes: [
      { name: 'Office Building', columnGroups: ['buildingArea', 'floorArea', 'landAreaSqFt'] },
      { name: 'Medical Office', columnGroups: ['buildingArea', 'floorArea', 'landAreaSqFt'] },
      { name: 'Office Condo', columnGroups: ['floorArea'] },
    ],
  },
  {
    name: 'Industrial',
    subTypes: [
      { name: 'Industrial Building', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Warehouse', columnGroups: ['buildingArea', 'landAreaSqFt', 'landAreaAcres'] },
      { name: 'Industrial Condo', columnGroups: ['floorArea'] },
      { name: 'Self Storage', columnGroups: ['buildingArea', 'landAreaAcres'] },
    ],
  },
  {
    name: 'Hospitality',
    subTypes: [
      { name: 'Hotel', columnGroups: ['rooms', 'buildingArea', 'landAreaAcres'] },
      { name: 'Motel', columnGroups: ['rooms', 'buildingArea', 'landAreaAcres'] },
      { name: 'Resort', columnGroups: ['rooms', 'buildingArea', 'landAreaAcres'] },
      { name: 'Banquet Hall', columnGroups: ['buildingArea', 'landAreaAcres'] },
    ],
  },
  {
    name: 'Special Purpose',
    subTypes: [
      { name: 'Church', columnGroups: ['buildingArea', 'landAreaAcres'] },
      { name: 'School', columnGroups: ['buildingArea', 'landAreaAcres'] },
      { name: 'Parking Lot', columnGroups: ['landAreaSqFt'] },
      { name: 'Golf Course', columnGroups: ['landAreaAcres'] },
      { name: 'Nursing Home', columnGroups: ['beds', 'buildingArea'] },
    ],
  },
] as const satisfies readonly SalePropertyTypeFact[];

export type SaleSubTypeName = (typeof SALE_PROPERTY_TYPES)[number]['subTypes'][number]['name'];

/** The icon key of a sub-type's pin and legend entry (public/icons/sales/{key}.svg). */
export function saleSubTypeIconKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
