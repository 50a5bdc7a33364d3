import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { rentalHistoryAccess, sectionAccess } from '@contract/access';
import { mayRead, routeAccess } from '../../auth/request-access';
import { notFound } from '../../http/http-error';
import { perDataVersion } from '../../http/per-data-version';
import { parseParams, parseQuery } from '../../http/validate';
import type { RentalHistoryRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { rentalHistoryColumns } from '../../columns/rental';
import { findRentalHistory } from '../../queries/rental/market-history';
import {
  findPropertyIdOfProject,
  findRentalPopup,
  findRentalPropertyDisplay,
  findUnitTypeChart,
  rentalPropertyExists,
} from '../../queries/rental/property-display';
import { findRentalMonthRange } from '../../queries/rental/rental-dates';
import { findRentalOptions } from '../../queries/rental/rental-options';
import { API_SEARCHES } from '../../search-pool/api-searches';
import type { SearchService } from '../../search-pool/search-service';
import { rentalHistoryNote, rentalHistoryFooter } from './table-notes';
import {
  activityPathSchema,
  parseIdPath,
  propertyHistoryQuerySchema,
  type PropertyHistoryQuery,
} from './query-schemas';
import { historyPeriods } from './rental-searches';

export interface RentalRoutesOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  searches: SearchService;
}

/** Rental history of the rental section (part 2 §6): the market history and a property's months. */
const RENTAL_HISTORY = rentalHistoryAccess('rental-search');

/** The rental API (part 2 §7), registered under /api/v1. */
export async function rentalRoutes(app: FastifyInstance, opts: RentalRoutesOptions): Promise<void> {
  const { db, searches } = opts;

  const rentals = routeAccess(sectionAccess('rental-search'));
  // The rental section's options, loaded at start by the accounts that have it
  // (src/state/configuration.ts); the same for every account until the data changes.
  const rentalOptions = perDataVersion(searches.dataVersion, () => findRentalOptions(db));
  app.get('/rental/options/basic', rentals, async () => rentalOptions());

  // The three searches are built on a search thread (server/search-pool); one building's
  // history below is small and stays on the request thread.
  // Their paths, searches and query schemas: API_SEARCHES.
  for (const path of ['/rental/propertydata', '/rental/marketdata'] as const) {
    const { name, parse } = API_SEARCHES[path];
    app.get(path, rentals, async (request, reply) => searches.send(request, reply, name, parse(request)));
  }

  const history = API_SEARCHES['/rental/markethistory'];
  app.get('/rental/markethistory', routeAccess(RENTAL_HISTORY), async (request, reply) =>
    searches.send(request, reply, history.name, history.parse(request)),
  );

  app.get('/rental/property/:id/display', rentals, async (request) => {
    const propertyId = parseIdPath(request);
    // The profile's rent history chart is rental history: it is read under the same rule as
    // the property's market history (part 2 §6), and left out with a gated marker otherwise.
    const display = await findRentalPropertyDisplay(db, propertyId, {
      rentalHistory: mayRead(request, RENTAL_HISTORY),
    });
    if (!display) throw notFound(`No rental property exists under id ${propertyId}.`);
    return display;
  });

  // An unknown id answers {}: the client's add to the compare list then fails silently (part 1 §4).
  app.get('/rental/property/:id/popup', rentals, async (request) => {
    const popup = await findRentalPopup(db, parseIdPath(request));
    return popup ?? {};
  });

  app.get('/rental/property/:id/activity/:month', rentals, async (request) => {
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

  app.get('/rental/property/:id/markethistory', routeAccess(RENTAL_HISTORY), async (request) => {
    const propertyId = parseIdPath(request);
    const query = parseQuery(propertyHistoryQuerySchema, request);
    if (!(await rentalPropertyExists(db, propertyId)))
      throw notFound(`No rental property exists under id ${propertyId}.`);
    return propertyHistory(propertyId, query);
  });

  // The project page's old-stock table (part 2 §2.11): the same history, by the project's id.
  app.get(
    '/urban/project/:id/market_history_oldstock',
    routeAccess(rentalHistoryAccess('project-search')),
    async (request) => {
      const projectId = parseIdPath(request);
      const query = parseQuery(propertyHistoryQuerySchema, request);
      const propertyId = await findPropertyIdOfProject(db, projectId);
      if (propertyId === null) throw notFound(`No old-stock rental project exists under id ${projectId}.`);
      return propertyHistory(propertyId, query);
    },
  );
}
