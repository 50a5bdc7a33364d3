/**
 * Decodes the route's client params into filter predicates (part 1 §3, §5; part 2 §5):
 * names ending in From/To (or `.from`/`.to`) become one inclusive range, blank values are
 * ignored, flags accept only 'true'/'false', `geoFilter` is the lz-string polygon and
 * `submarketId` the submarket list. Advanced filter names map to row fields; a name that is
 * neither mapped nor a field of the rows is reported (console warning, part 1 §8).
 */
import type { ClientParams, SearchContext } from '@engine/engine-contract';
import { decodeGeoFilter, type LatLng } from '@contract/geo-filter';
import { parseIsoDate } from '@contract/dates';

export type FilterPredicate =
  /** Inclusive numeric range; a missing value fails. */
  | { kind: 'range'; field: string; from: number | null; to: number | null }
  /** Inclusive date range on ISO dates (epoch ms bounds); a missing date fails. */
  | { kind: 'dateRange'; field: string; from: number | null; to: number | null }
  /** Value (or any list entry's name) is one of `values`, case-insensitive. */
  | { kind: 'in'; field: string; values: string[] }
  /** Case-insensitive contains over a field or a text group (addresses, mortgage, ...). */
  | { kind: 'contains'; field: string; text: string }
  /** Rows whose flag is set are removed (a flag filter set to 'false', part 2 §5). */
  | { kind: 'excludeFlagged'; field: string }
  /** Rows with a missing value are removed (year built, part 1 §5). */
  | { kind: 'present'; field: string }
  /** Rows with zero or missing value are removed (units-surveyed flag 'false', part 1 §5). */
  | { kind: 'positive'; field: string }
  /** Submarket list; 'other' (or 0) selects rows without a submarket. */
  | { kind: 'submarket'; ids: number[]; includeOther: boolean }
  /** At least one of the row's pins inside the polygon (more than 2 points). */
  | { kind: 'polygon'; points: LatLng[] };

export interface DecodedParams {
  predicates: FilterPredicate[];
  /** Names that matched nothing (logged by the caller). */
  unknown: string[];
  /** Params that count as advanced filters (the badge). */
  activeFilterCount: number;
  polygon: LatLng[] | null;
}

type FilterRule =
  | { kind: 'range'; field: string }
  | { kind: 'dateRange'; field: string }
  | { kind: 'in'; field: string }
  | { kind: 'contains'; field: string }
  /** 'false' removes flagged rows; 'true' keeps them (e.g. Sold Out Included). */
  | { kind: 'flag'; field: string }
  /** 'true' removes flagged rows (e.g. exclude initial lease-up). */
  | { kind: 'excludeWhenTrue'; field: string }
  /** 'true' keeps only flagged rows. */
  | { kind: 'onlyWhenTrue'; field: string }
  | { kind: 'present'; field: string }
  | { kind: 'positiveWhenFalse'; field: string };

/** Advanced filter names of the route query and the row field each filters (part 1 §3, part 2 §3, §5). */
export const FILTER_RULES: Readonly<Record<string, FilterRule>> = {
  constructionStatus: { kind: 'in', field: 'construct_status_id' },
  projectStatus: { kind: 'in', field: 'project_status' },
  openDate: { kind: 'dateRange', field: 'opening_date' },
  proposedOpening: { kind: 'dateRange', field: 'proposed_opening' },
  totalSuites: { kind: 'range', field: 'suite_count' },
  suiteCount: { kind: 'range', field: 'suite_count' },
  buildingHeight: { kind: 'range', field: 'number_of_floors' },
  storeys: { kind: 'range', field: 'number_of_floors' },
  percentSold: { kind: 'range', field: 'total_sales_percentage' },
  maintenanceFee: { kind: 'range', field: 'maintenance_fee_psf' },
  soldOut: { kind: 'flag', field: 'is_soldout' },
  cancelled: { kind: 'flag', field: 'is_cancelled' },
  onHoldOffMarket: { kind: 'flag', field: 'is_onholdoffmarket' },
  urbanAction: { kind: 'onlyWhenTrue', field: 'urbanaction' },
  constructionStartDate: { kind: 'dateRange', field: 'construction_date' },
  registrationDate: { kind: 'dateRange', field: 'register_date' },
  excludeInitialLeaseUp: { kind: 'excludeWhenTrue', field: 'is_initialleaseup' },
  occupancyDate: { kind: 'dateRange', field: 'occupancy_date' },
  stabilizedOccupancyDate: { kind: 'dateRange', field: 'full_occupancy_date' },
  developer: { kind: 'in', field: 'developers' },
  developers: { kind: 'in', field: 'developers' },
  propertyManager: { kind: 'in', field: 'property_managers' },
  propertyManagers: { kind: 'in', field: 'property_managers' },
  owner: { kind: 'in', field: 'proposed_developer_owner' },
  developerOwner: { kind: 'in', field: 'proposed_developer_owner' },
  yearBuilt: { kind: 'range', field: 'year_built' },
  hasYearBuilt: { kind: 'present', field: 'year_built' },
  unitsSurveyed: { kind: 'positiveWhenFalse', field: 'units_surveyed_actual' },
  beds: { kind: 'range', field: 'beds' },
  baths: { kind: 'range', field: 'baths' },
  size: { kind: 'range', field: 'size_sqft' },
  name: { kind: 'contains', field: 'name' },
  // Sales (part 2 §5).
  price: { kind: 'range', field: 'price' },
  saleDate: { kind: 'dateRange', field: 'saleDate' },
  mortgageDueDate: { kind: 'dateRange', field: 'mortgage_due_date' },
  addresses: { kind: 'contains', field: 'addresses' },
  address: { kind: 'contains', field: 'addresses' },
  arn: { kind: 'contains', field: 'arn' },
  fileNumber: { kind: 'contains', field: 'fileNum' },
  instrumentNumber: { kind: 'contains', field: 'instrument_number' },
  mortgage: { kind: 'contains', field: 'mortgage' },
  pin: { kind: 'contains', field: 'pin' },
  purchaser: { kind: 'contains', field: 'purchaser' },
  vendor: { kind: 'contains', field: 'vendor' },
};

/** Params that are not filters of the view step (geography and search params live in apiParams). */
const NOT_FILTERS = new Set(['geoFilter', 'submarketId', 'submarketId[]']);

const RANGE_SUFFIX = /^(.*?)(?:\.?(From|To|from|to|_from|_to|Min|Max))$/;

function values(value: string | ReadonlyArray<string> | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? [value] : [...value];
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

function flagValue(raw: string[], name: string, unknown: string[]): boolean | null {
  const value = raw[0];
  if (value === 'true') return true;
  if (value === 'false') return false;
  unknown.push(`${name}=${value ?? ''}`);
  return null;
}

/** The active-condo rule (part 1 §5): on-hold and cancelled projects are hidden unless their filter is present. */
function isActiveCondo(context: SearchContext | undefined): boolean {
  return context?.projectType === 'condo' && context.projectStanding === 'active';
}

/** `monthsTo70Sold`, `months_to_70_sold` and `MonthsTo70Sold` name the same field. */
function normalizedName(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

/**
 * Decodes client params. `knownFields` are the dataset's field names (and text groups), so a
 * param named like a row field (`suite_count`, `priceFrom` for `price`) filters that field
 * without a table entry (ignoring case and underscores); `dateFields` says which hold ISO dates.
 */
export function decodeClientParams(
  params: ClientParams,
  context: SearchContext | undefined,
  knownFields: ReadonlySet<string>,
  dateFields: ReadonlySet<string>,
): DecodedParams {
  const predicates: FilterPredicate[] = [];
  const unknown: string[] = [];
  let activeFilterCount = 0;
  const ranges = new Map<string, { from: string | null; to: string | null }>();
  const present = new Set<string>();

  const fieldByNormalizedName = new Map([...knownFields].map((field) => [normalizedName(field), field]));
  const resolveField = (name: string): string | null =>
    knownFields.has(name) ? name : (fieldByNormalizedName.get(normalizedName(name)) ?? null);

  for (const [rawName, rawValue] of Object.entries(params)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const list = values(rawValue);
    if (list.length === 0 || NOT_FILTERS.has(rawName) || NOT_FILTERS.has(name)) continue;
    const rangeMatch = FILTER_RULES[name] === undefined ? RANGE_SUFFIX.exec(name) : null;
    if (rangeMatch !== null && rangeMatch[1] !== '') {
      const base = rangeMatch[1]!;
      const bound = rangeMatch[2]!.replace('_', '').toLowerCase();
      const entry = ranges.get(base) ?? { from: null, to: null };
      if (bound === 'from' || bound === 'min') entry.from = list[0]!;
      else entry.to = list[0]!;
      ranges.set(base, entry);
      continue;
    }
    present.add(name);
    const rule = FILTER_RULES[name];
    if (rule === undefined) {
      const field = resolveField(name);
      if (field === null) unknown.push(name);
      else {
        predicates.push({ kind: 'in', field, values: list });
        activeFilterCount++;
      }
      continue;
    }
    switch (rule.kind) {
      case 'in':
        predicates.push({ kind: 'in', field: rule.field, values: list });
        activeFilterCount++;
        break;
      case 'contains':
        predicates.push({ kind: 'contains', field: rule.field, text: list.join(' ').toLowerCase() });
        activeFilterCount++;
        break;
      case 'flag': {
        const flag = flagValue(list, name, unknown);
        if (flag === null) break;
        activeFilterCount++;
        if (!flag) predicates.push({ kind: 'excludeFlagged', field: rule.field });
        break;
      }
      case 'excludeWhenTrue': {
        const flag = flagValue(list, name, unknown);
        if (flag === null) break;
        activeFilterCount++;
        if (flag) predicates.push({ kind: 'excludeFlagged', field: rule.field });
        break;
      }
      case 'onlyWhenTrue': {
        const flag = flagValue(list, name, unknown);
        if (flag === null) break;
        activeFilterCount++;
        if (flag) predicates.push({ kind: 'in', field: rule.field, values: ['1', 'true'] });
        break;
      }
      case 'present': {
        const flag = flagValue(list, name, unknown);
        if (flag === null) break;
        activeFilterCount++;
        if (flag) predicates.push({ kind: 'present', field: rule.field });
        break;
      }
      case 'positiveWhenFalse': {
        const flag = flagValue(list, name, unknown);
        if (flag === null) break;
        activeFilterCount++;
        if (!flag) predicates.push({ kind: 'positive', field: rule.field });
        break;
      }
      case 'range':
      case 'dateRange':
        unknown.push(name);
        break;
    }
  }

  for (const [base, bounds] of ranges) {
    const rule = FILTER_RULES[base];
    const field = rule?.field ?? resolveField(base);
    if (field === null) {
      unknown.push(base);
      continue;
    }
    const isDate = rule?.kind === 'dateRange' || (rule === undefined && dateFields.has(field));
    const parse = isDate ? parseIsoDate : (text: string) => (text === '' ? NaN : Number(text));
    const from = bounds.from === null ? NaN : parse(bounds.from);
    const to = bounds.to === null ? NaN : parse(bounds.to);
    if (Number.isNaN(from) && Number.isNaN(to)) {
      unknown.push(base);
      continue;
    }
    predicates.push({
      kind: isDate ? 'dateRange' : 'range',
      field,
      from: Number.isNaN(from) ? null : from,
      to: Number.isNaN(to) ? null : to,
    });
    // Year built drops rows without a year whenever it is filtered (part 1 §5); a range does that already.
    activeFilterCount++;
  }

  if (isActiveCondo(context)) {
    if (!present.has('onHoldOffMarket')) predicates.push({ kind: 'excludeFlagged', field: 'is_onholdoffmarket' });
    if (!present.has('cancelled')) predicates.push({ kind: 'excludeFlagged', field: 'is_cancelled' });
  }

  const submarkets = values(params['submarketId'] ?? params['submarketId[]']);
  if (submarkets.length > 0) {
    const includeOther = submarkets.some((id) => id === 'other' || id === '0' || id === 'null');
    const ids = submarkets.map(Number).filter((id) => Number.isFinite(id) && id !== 0);
    predicates.push({ kind: 'submarket', ids, includeOther });
  }

  const geoParam = values(params['geoFilter'])[0];
  const polygon = decodeGeoFilter(geoParam);
  if (geoParam !== undefined && polygon === null) unknown.push('geoFilter');
  if (polygon !== null && polygon.length > 2) predicates.push({ kind: 'polygon', points: polygon });

  return { predicates, unknown, activeFilterCount, polygon: polygon !== null && polygon.length > 2 ? polygon : null };
}
