import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchResponse, SearchRow } from '@contract/search';
import { HISTORY_COLUMNS } from '../../columns/history';
import type { MarketHistoryQuery, TypeStanding } from '../../routes/urban/query-schemas';
import { readAppConfig } from './app-config';
import { loadProjectDateRanges } from './date-ranges';
import { pickFields, rentalMarketFigures } from './market-data';
import { MARKET_COLUMNS } from '../../columns/market';
import { fieldsReadBy } from '../../columns/projects';
import { marketFigures } from './market-figures';
import { projectCallFilters } from './project-search';
import { loadRentalProperties, withRentalActivity } from './oldstock-rentals';
import { PROJECT_TYPE_LABELS, STANDING_LABELS, RENTAL_STANDING, typeStandingKey } from '@contract/product-facts';
import { loadProjectQuarterRows, type ProjectQuarterRow } from './project-quarter-rows';
import { monthsOfQuarter, quarterIndex, quarterLabel, quarterOfIndex } from '@contract/months';

/** Without a range, market history shows the last three years up to the newest quarter. */
const DEFAULT_QUARTERS = 12;

/**
 * GET /api/v1/urban/markethistory/{type}/{standing}: one row per quarter of the range, aggregated
 * over the selected geography (part 1 §7). Without regions, the configured default regions are
 * used (part 1 §4); the table note says what was aggregated.
 */
export async function searchMarketHistory(
  db: Kysely<Database>,
  path: TypeStanding,
  query: MarketHistoryQuery,
): Promise<SearchResponse> {
  const ranges = await loadProjectDateRanges(db);
  const range = ranges[typeStandingKey(path.projectType, path.projectStanding)];
  const columns = HISTORY_COLUMNS[path.projectStanding];
  // History totals are 'none', so the weights come from the market columns of the standing.
  const fields = fieldsReadBy(MARKET_COLUMNS[path.projectStanding]);
  if (!range)
    return { data: [], tableHeaders: { data: columns }, clamped: false, clamped_message: null, tableNote: null };
  const newest = quarterIndex({ year: range.max_year, quarter: range.max_quarter });
  const oldest = quarterIndex({ year: range.min_year, quarter: range.min_quarter });
  const requested =
    query.year_start !== undefined &&
    query.qtr_start !== undefined &&
    query.year_end !== undefined &&
    query.qtr_end !== undefined
      ? {
          from: quarterIndex({ year: query.year_start, quarter: query.qtr_start }),
          to: quarterIndex({ year: query.year_end, quarter: query.qtr_end }),
        }
      : { from: Math.max(oldest, newest - DEFAULT_QUARTERS + 1), to: newest };
  const from = Math.max(requested.from, oldest);
  const to = Math.min(requested.to, newest);
  const regionIds = query.region_filter?.length
    ? query.region_filter
    : ((await readAppConfig(db, 'market_history_default_regions')) ?? undefined);
  const geography = {
    regionIds,
    municipalityIds: query.municipality_filter,
    submarketIds: query.submarket_filter,
  };

  const data: SearchRow[] = [];
  if (path.projectStanding === RENTAL_STANDING) {
    const quarters = Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
    // The buildings are read once; each quarter reads its three months as the rental search does.
    const selection = {
      geography,
      textSearch: query['text-search'],
      filters: projectCallFilters(path, query, 'totals'),
    };
    const properties = await loadRentalProperties(db, selection);
    const byQuarter = await Promise.all(
      quarters.map((index) => withRentalActivity(db, properties, selection, monthsOfQuarter(quarterOfIndex(index)))),
    );
    quarters.forEach((index, position) => {
      const active = (byQuarter[position] ?? []).filter((entry) => entry.activity.length > 0);
      if (active.length > 0) data.push(historyRow(index, pickFields(rentalMarketFigures(active), fields)));
    });
  } else if (from <= to) {
    const rows = await loadProjectQuarterRows(db, {
      projectType: path.projectType,
      standing: path.projectStanding,
      range: { from, to },
      geography,
      textSearch: query['text-search'],
      filters: projectCallFilters(path, query, 'totals'),
    });
    const byQuarter = new Map<number, ProjectQuarterRow[]>();
    for (const row of rows) {
      const index = quarterIndex(row.quarter);
      const group = byQuarter.get(index);
      if (group) group.push(row);
      else byQuarter.set(index, [row]);
    }
    for (let index = from; index <= to; index++) {
      const group = byQuarter.get(index);
      if (group) data.push(historyRow(index, pickFields(marketFigures(group), fields)));
    }
  }
  const regionNote = regionIds?.length ? `${regionIds.length} selected region(s)` : 'all regions';
  const tableNote =
    `${PROJECT_TYPE_LABELS[path.projectType]} ${STANDING_LABELS[path.projectStanding]} ` +
    `market history for ${regionNote}, ${quarterLabel(quarterOfIndex(from))} to ` +
    `${quarterLabel(quarterOfIndex(Math.max(from, to)))}. ` +
    'Each row totals the projects of that quarter; percent figures are per cent.';
  return { data, tableHeaders: { data: columns }, clamped: false, clamped_message: null, tableNote };
}

function historyRow(index: number, figures: SearchRow): SearchRow {
  const yearQuarter = quarterOfIndex(index);
  return { ...figures, name: quarterLabel(yearQuarter), ...yearQuarter };
}
