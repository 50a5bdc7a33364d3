import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ColumnDefinition } from '@contract/columns';
import type { SearchRow } from '@contract/search';
import { TYPE_STANDINGS, typeStandingKey } from '@contract/product-facts';
import type {
  ByRegionLandingResponse,
  ByRegionOptionsResponse,
  LandingFilterCategory,
  LandingResultGroup,
} from '@contract/urban-landing';
import { column, columns } from '../../columns/measures';
import { PROJECT_COLUMNS } from '../../columns/projects';
import { readAppConfig } from './app-config';
import { geographyFields, loadGeographyNames } from './geography-names';
import { searchProjects } from './project-search';
import { resolveSearchPeriod, type SearchPeriod } from './search-period';
import { firstDayOfMonth, lastDayOfMonth, monthsOfQuarter } from '@contract/months';
import { loadProjectDateRanges } from './date-ranges';
import type { ProjectDateRange } from '@contract/urban-options';
import { SALES_QUERY } from '@contract/sales-search';
import { LANDING_SALES_CATEGORY, landingOptionAllowed } from '@contract/access';
import type { LinkName } from '@contract/session';

/** Sales sub-types checked at start: the land sales the 'land sales' tab is named for. */
const LAND_SUB_TYPE = /land|site|lot/i;
const SALES_MONTHS = 12;

/** The sales tab's rows are sales as part 1 §3 "Sale (map/table)" spells them: the sales table's measures. */
const LANDING_SALES_COLUMNS: ColumnDefinition[] = [
  column('file_number', { alwaysVisible: true, link: 'sale' }),
  ...columns('subproperty_type', 'address', 'sale_date', 'price'),
];

/**
 * GET /api/v1/urban/project/byregionoptions: the project categories (app_config) and the sales
 * category, each keeping only the options whose sections the account has (landingOptionAllowed).
 */
export async function loadByRegionOptions(
  db: Kysely<Database>,
  links: readonly LinkName[],
): Promise<ByRegionOptionsResponse> {
  const [regions, subTypes, defaultRegions] = await Promise.all([
    db.selectFrom('regions').select(['id', 'name']).orderBy('weight').orderBy('name').execute(),
    db.selectFrom('sale_sub_types').select(['id', 'name', 'label']).orderBy('weight').orderBy('name').execute(),
    readAppConfig(db, 'landing_default_regions'),
  ]);
  const configured = (await readAppConfig(db, 'landing_categories')) ?? [];
  const projectCategories = configured.flatMap((category): LandingFilterCategory[] => {
    const options = category.options.filter((option) => landingOptionAllowed(category.id, option.id, links));
    return options.length > 0 ? [{ ...category, options }] : [];
  });
  const salesCategory: LandingFilterCategory = {
    id: LANDING_SALES_CATEGORY,
    name: 'Sales',
    order: projectCategories.length + 1,
    disabled: false,
    checked: true,
    options: subTypes.map((subType) => ({
      id: String(subType.id),
      name: subType.label,
      disabled: false,
      checked: LAND_SUB_TYPE.test(subType.name),
    })),
  };
  const initial = new Set(defaultRegions?.length ? defaultRegions : regions.map((region) => region.id));
  const salesAllowed = landingOptionAllowed(LANDING_SALES_CATEGORY, '', links);
  return {
    filters: [...projectCategories, ...(salesAllowed ? [salesCategory] : [])],
    regions: regions.map((region) => ({
      id: String(region.id),
      name: region.name,
      disabled: false,
      checked: initial.has(region.id),
    })),
  };
}

/** The newest quarter (or month) of a standing, so the search needs no second look-up. */
function landingPeriodQuery(range: ProjectDateRange | undefined) {
  if (!range) return {};
  return range.max_month ? { queryMonth: range.max_month } : { year: range.max_year, qtr: range.max_quarter };
}

/** The first and last day a search period covers (the landing group's date-from and date-to). */
function periodDates(period: SearchPeriod): { from: string; to: string } {
  const months = period.kind === 'quarter' ? monthsOfQuarter(period) : period.months;
  return { from: firstDayOfMonth(months[0] ?? ''), to: lastDayOfMonth(months[months.length - 1] ?? '') };
}

function queryString(entries: Array<[string, string | number]>): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&');
}

/**
 * GET /api/v1/urban/project/byregionlanding: every project tab and the sales tab for the regions,
 * each only when the account has its sections (landingOptionAllowed, as the options are kept).
 */
export async function loadByRegionLanding(
  db: Kysely<Database>,
  regionIds: number[],
  links: readonly LinkName[],
): Promise<ByRegionLandingResponse> {
  const regionQuery = regionIds.map((id): [string, number] => ['region_filter[]', id]);
  const ranges = await loadProjectDateRanges(db);
  const result: ByRegionLandingResponse = {};
  let order = 1;
  for (const { projectType, standing: projectStanding } of TYPE_STANDINGS) {
    const path = { projectType, projectStanding };
    const key = typeStandingKey(projectType, projectStanding);
    const range = ranges[key];
    const groupOrder = order++;
    if (!landingOptionAllowed(projectType, projectStanding, links)) continue;
    const period = await resolveSearchPeriod(db, path, landingPeriodQuery(range));
    if (!period) continue;
    const response = await searchProjects(db, path, { ...landingPeriodQuery(range), region_filter: regionIds });
    const periodQuery: Array<[string, string | number]> =
      period.kind === 'quarter'
        ? [
            ['year', period.year],
            ['qtr', period.quarter],
          ]
        : [
            ['timeType', 'months'],
            ['queryMonth', period.months[period.months.length - 1] ?? ''],
            ['timeRange', '1mo'],
          ];
    const dates = periodDates(period);
    result[key] = {
      type: 'project',
      count: response.data.length,
      data: response.data,
      order: groupOrder,
      source: `/api/v1/urban/project/${projectType}/${projectStanding}?${queryString([...periodQuery, ...regionQuery])}`,
      query: { regionId: regionIds.map(String), 'date-from': dates.from, 'date-to': dates.to },
      tableHeaders: { data: PROJECT_COLUMNS[projectStanding] },
    };
  }
  const sales = landingOptionAllowed(LANDING_SALES_CATEGORY, '', links) ? await landingSales(db, regionIds) : null;
  if (sales) result[LANDING_SALES_CATEGORY] = { ...sales, order };
  return result;
}

async function landingSales(
  db: Kysely<Database>,
  regionIds: number[],
): Promise<Omit<LandingResultGroup, 'order'> | null> {
  const newest = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.max('sale_date').as('newest'))
    .executeTakeFirst();
  if (!newest?.newest) return null;
  const dateTo = String(newest.newest);
  const [year, month, day] = dateTo.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - SALES_MONTHS, day + 1));
  const dateFrom = start.toISOString().slice(0, 10);
  const [rows, names] = await Promise.all([
    db
      .selectFrom('sales as s')
      .innerJoin('sale_sub_types as t', 't.id', 's.subproperty_type_id')
      .select([
        's.id',
        's.file_number',
        's.price',
        's.sale_date',
        's.region_id',
        's.municipality_id',
        's.submarket_id',
        's.latitude',
        's.longitude',
        's.address',
        's.subproperty_type_id',
        't.label as subproperty_type',
        't.icon as subproperty_type_icon',
      ])
      .where('s.region_id', 'in', regionIds)
      .where('s.sale_date', '>=', dateFrom)
      .where('s.sale_date', '<=', dateTo)
      .orderBy('s.sale_date', 'desc')
      .orderBy('s.id')
      .execute(),
    loadGeographyNames(db),
  ]);
  const addresses = await loadAddresses(
    db,
    rows.map((row) => row.id),
  );
  const data: SearchRow[] = rows.map((row) => ({
    id: row.id,
    sale_id: row.id,
    file_number: row.file_number,
    subproperty_type: row.subproperty_type,
    subproperty_type_id: row.subproperty_type_id,
    subproperty_type_icon: row.subproperty_type_icon,
    price: row.price,
    sale_date: row.sale_date,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    ...geographyFields(row, names),
    addresses: addresses.get(row.id) ?? [],
  }));
  const subTypes = [...new Set(rows.map((row) => row.subproperty_type_id))].sort((a, b) => a - b);
  const source = queryString([
    ...subTypes.map((id): [string, number] => [`${SALES_QUERY.subPropertyType}[]`, id]),
    ...regionIds.map((id): [string, number] => [`${SALES_QUERY.regionId}[]`, id]),
    [SALES_QUERY.from, dateFrom],
    [SALES_QUERY.to, dateTo],
  ]);
  return {
    type: 'sales',
    count: data.length,
    data,
    source: `/api/v1/sales/sales?${source}`,
    query: { regionId: regionIds.map(String), 'date-from': dateFrom, 'date-to': dateTo },
    tableHeaders: { data: LANDING_SALES_COLUMNS },
  };
}

const ID_CHUNK = 900;

async function loadAddresses(db: Kysely<Database>, saleIds: number[]) {
  const bySale = new Map<
    number,
    Array<{ property_latitude: number; property_longitude: number; property_address_1: string; property_city: string }>
  >();
  for (let start = 0; start < saleIds.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('sale_addresses')
      .select(['sale_id', 'position', 'property_latitude', 'property_longitude', 'property_address_1', 'property_city'])
      .where('sale_id', 'in', saleIds.slice(start, start + ID_CHUNK))
      .orderBy('sale_id')
      .orderBy('position')
      .execute();
    for (const { sale_id: saleId, position: _position, ...address } of rows) {
      const list = bySale.get(saleId);
      if (list) list.push(address);
      else bySale.set(saleId, [address]);
    }
  }
  return bySale;
}
