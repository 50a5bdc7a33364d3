import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchResponse, SearchRow } from '@contract/search';
import { MARKET_COLUMNS } from '../../columns/market';
import { fieldsReadBy } from '../../columns/projects';
import type { QuarterSearchQuery, TypeStanding } from '../../routes/urban/query-schemas';
import { geographyFields, type GeographyIds, type GeographyNames } from './geography-names';
import { combineFigures } from '../rental/activity-figures';
import { marketFigures } from './market-figures';
import type { RentalPropertyActivity } from './oldstock-rentals';
import { loadSearchLeaves } from './project-search';

function submarketKey(ids: GeographyIds): string {
  return `${ids.region_id}/${ids.municipality_id}/${ids.submarket_id ?? 'other'}`;
}

function groupBySubmarket<T>(
  items: T[],
  idsOf: (item: T) => GeographyIds,
): Map<string, { ids: GeographyIds; items: T[] }> {
  const groups = new Map<string, { ids: GeographyIds; items: T[] }>();
  for (const item of items) {
    const ids = idsOf(item);
    const key = submarketKey(ids);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else
      groups.set(key, {
        ids: { region_id: ids.region_id, municipality_id: ids.municipality_id, submarket_id: ids.submarket_id },
        items: [item],
      });
  }
  return groups;
}

/** Keeps the figures a table reads (columns and the weights of their totals). */
export function pickFields(figures: Record<string, unknown>, fields: readonly string[]): SearchRow {
  const row: SearchRow = {};
  for (const field of fields) {
    const value = figures[field];
    row[field] = typeof value === 'number' ? value : null;
  }
  return row;
}

function marketRow(ids: GeographyIds, names: GeographyNames, figures: SearchRow): SearchRow {
  const geography = geographyFields(ids, names);
  return { ...figures, name: geography.submarket_name, ...geography };
}

/**
 * Old-stock market totals of a group of buildings (MEASURES.md "Rental (old stock) market
 * totals"): every building counts, and the figures combine their unit types as the rental
 * search's market totals do.
 */
export function rentalMarketFigures(entries: readonly RentalPropertyActivity[]) {
  return {
    property_count: entries.length,
    suite_count: entries.reduce((total, entry) => total + entry.property.suite_count, 0),
    ...combineFigures(entries.flatMap((entry) => entry.activity)),
  };
}

/** GET /api/v1/urban/marketdata/{type}/{standing}: one row per submarket (leaf level), by name. */
export async function searchMarketData(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
): Promise<SearchResponse> {
  const { names, buildings, projects } = await loadSearchLeaves(db, path, query, 'totals');
  const columns = MARKET_COLUMNS[path.projectStanding];
  const fields = fieldsReadBy(columns);
  const data: SearchRow[] = [
    ...[...groupBySubmarket(buildings, (entry) => entry.property).values()].map((group) =>
      marketRow(group.ids, names, pickFields(rentalMarketFigures(group.items), fields)),
    ),
    ...[...groupBySubmarket(projects, (row) => row.project).values()].map((group) =>
      marketRow(group.ids, names, pickFields(marketFigures(group.items), fields)),
    ),
  ];
  data.sort(
    (a, b) =>
      String(a.region_name).localeCompare(String(b.region_name)) ||
      String(a.municipality_name).localeCompare(String(b.municipality_name)) ||
      String(a.name).localeCompare(String(b.name)),
  );
  return { data, tableHeaders: { data: columns }, clamped: false, clamped_message: null };
}
