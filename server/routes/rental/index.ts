import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { parseParams, parseQuery } from '../../http/validate';
import type {
  RentalHistoryRow,
  RentalMarketRow,
  RentalPropertyRow,
  RentalPropertyUnitRow,
} from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { rentalHistoryColumns, rentalMarketColumns, rentalPropertyColumns } from '../../columns/rental';
import { findRentalHistory } from '../../queries/rental/market-history';
import {
  findPropertyIdOfProject,
  findRentalPopup,
  findRentalPropertyDisplay,
  findUnitTypeChart,
  rentalPropertyExists,
} from '../../queries/rental/property-display';
import { findRentalPropertyRows, marketRowsFromProperties, unitRows } from '../../queries/rental/property-rows';
import { findRentalMonthRange } from '../../queries/rental/rental-dates';
import { monthPeriods, quarterPeriods, timeRangeStart, type MonthPeriod } from '../../queries/rental/rental-months';
import { findRentalOptions } from '../../queries/rental/rental-options';
import { rentalPeriodNote, rentalHistoryNote, rentalHistoryFooter } from './table-notes';
import {
  activityPathSchema,
  parseIdPath,
  propertyHistoryQuerySchema,
  rentalMarketHistoryQuerySchema,
  rentalSearchQuerySchema,
  type PropertyHistoryQuery,
} from './query-schemas';

export interface RentalRoutesOptions {
  db: Kysely<Database>;
  config: ServerConfig;
}

/** The periods a history asks for, clipped to the months that have data (none when outside). */
function clipPeriods(periods: MonthPeriod[], months: { min: string; max: string } | null): MonthPeriod[] {
  if (!months) return [];
  return periods.flatMap((period) => {
    const kept = period.months.filter((month) => month >= months.min && month <= months.max);
    const start = kept[0];
    const end = kept[kept.length - 1];
    return start !== undefined && end !== undefined ? [{ ...period, start, end, months: kept }] : [];
  });
}

function historyPeriods(query: PropertyHistoryQuery, months: { min: string; max: string } | null): MonthPeriod[] {
  if (!months) return [];
  if (query.kind === 'quarters') return clipPeriods(quarterPeriods(query.start, query.end), months);
  // Cut from the later of the asked start and the first month with data, so periods stay aligned to data.
  const start = query.monthStart > months.min ? query.monthStart : months.min;
  const end = query.monthEnd < months.max ? query.monthEnd : months.max;
  return start <= end ? monthPeriods(start, end, query.timeRange) : [];
}

/** The rental API (part 2 §7), registered under /api/v1. */
export async function rentalRoutes(app: FastifyInstance, opts: RentalRoutesOptions): Promise<void> {
  const { db } = opts;

  // Configuration every logged-in user loads at start: login only.
  app.get('/rental/options/basic', async () => findRentalOptions(db));

  app.get(
    '/rental/propertydata',
    { config: { link: 'rental-search' } },
    async (request): Promise<SearchResponse<RentalPropertyRow | RentalPropertyUnitRow>> => {
      const query = parseQuery(rentalSearchQuerySchema, request);
      const monthStart = timeRangeStart(query.queryMonth, query.timeRange);
      const properties = await findRentalPropertyRows(db, query.filter, monthStart, query.queryMonth);
      return {
        data: query.tightRows ? properties : unitRows(properties),
        tableHeaders: { data: rentalPropertyColumns() },
        tableNote: rentalPeriodNote(monthStart, query.queryMonth),
        clamped: false,
        clamped_message: null,
      };
    },
  );

  app.get(
    '/rental/marketdata',
    { config: { link: 'rental-search' } },
    async (request): Promise<SearchResponse<RentalMarketRow>> => {
      const query = parseQuery(rentalSearchQuerySchema, request);
      const monthStart = timeRangeStart(query.queryMonth, query.timeRange);
      const properties = await findRentalPropertyRows(db, query.filter, monthStart, query.queryMonth);
      return {
        data: marketRowsFromProperties(properties),
        tableHeaders: { data: rentalMarketColumns() },
        tableNote: rentalPeriodNote(monthStart, query.queryMonth),
        clamped: false,
        clamped_message: null,
      };
    },
  );

  app.get(
    '/rental/markethistory',
    { config: { link: 'rental-search', rentalExpansion: true } },
    async (request): Promise<SearchResponse<RentalHistoryRow>> => {
      const query = parseQuery(rentalMarketHistoryQuerySchema, request);
      const months = await findRentalMonthRange(db);
      const periods = historyPeriods({ kind: 'months', ...query }, months);
      return {
        data: await findRentalHistory(db, { filter: query.filter }, periods),
        tableHeaders: { data: rentalHistoryColumns() },
        tableNote: rentalHistoryNote(),
        tableNoteFooter: rentalHistoryFooter(months),
        clamped: false,
        clamped_message: null,
      };
    },
  );

  app.get('/rental/property/:id/display', { config: { link: 'rental-search' } }, async (request) => {
    const propertyId = parseIdPath(request);
    const display = await findRentalPropertyDisplay(db, propertyId);
    if (!display) throw notFound(`No rental property exists under id ${propertyId}.`);
    return display;
  });

  // An unknown id answers {}: the client's add to the compare list then fails silently (part 1 §4).
  app.get('/rental/property/:id/popup', { config: { link: 'rental-search' } }, async (request) => {
    const popup = await findRentalPopup(db, parseIdPath(request));
    return popup ?? {};
  });

  app.get('/rental/property/:id/activity/:month', { config: { link: 'rental-search' } }, async (request) => {
    const { id, month } = parseParams(activityPathSchema, request);
    if (!(await rentalPropertyExists(db, id))) throw notFound(`No rental property exists under id ${id}.`);
    return findUnitTypeChart(db, id, month);
  });

  const propertyHistory = async (
    propertyId: number,
    query: PropertyHistoryQuery,
  ): Promise<SearchResponse<RentalHistoryRow>> => {
    const months = await findRentalMonthRange(db, propertyId);
    return {
      data: await findRentalHistory(db, { propertyId }, historyPeriods(query, months)),
      tableHeaders: { data: rentalHistoryColumns() },
      tableNote: rentalHistoryNote(),
      tableNoteFooter: rentalHistoryFooter(months),
      clamped: false,
      clamped_message: null,
    };
  };

  app.get(
    '/rental/property/:id/markethistory',
    { config: { link: 'rental-search', rentalExpansion: true } },
    async (request) => {
      const propertyId = parseIdPath(request);
      const query = parseQuery(propertyHistoryQuerySchema, request);
      if (!(await rentalPropertyExists(db, propertyId)))
        throw notFound(`No rental property exists under id ${propertyId}.`);
      return propertyHistory(propertyId, query);
    },
  );

  // The project page's old-stock table (part 2 §2.11): the same history, by the project's id.
  app.get(
    '/urban/project/:id/market_history_oldstock',
    { config: { link: 'project-search', rentalExpansion: true } },
    async (request) => {
      const projectId = parseIdPath(request);
      const query = parseQuery(propertyHistoryQuerySchema, request);
      const propertyId = await findPropertyIdOfProject(db, projectId);
      if (propertyId === null) throw notFound(`No old-stock rental project exists under id ${projectId}.`);
      return propertyHistory(propertyId, query);
    },
  );
}
