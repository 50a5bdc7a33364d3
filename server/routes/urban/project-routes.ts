import type { FastifyInstance } from 'fastify';
import { sectionAccess } from '@contract/access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { parseParams, wholeNumber } from '../../http/validate';
import { routeAccess } from '../../auth/request-access';
import type {
  ChartHistoryResponse,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
  ProjectPopupResponse,
} from '@contract/urban-project';
import {
  loadChartHistory,
  loadProjectDisplay,
  loadProjectHistory,
  loadProjectPopup,
} from '../../queries/urban/project-profile';
import { idPathSchema } from './query-schemas';

const chartPathSchema = idPathSchema.extend({ chart: wholeNumber({ min: 0, max: 50 }) });

/**
 * Popup, profile, history and chart history of one project: project data, in the project-search
 * section. Map Search shows project groups (and so their popups) only to accounts that have it
 * (landingOptionAllowed, contract/access.ts), so the landing link alone grants none of them.
 */
export async function urbanProjectRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const guarded = routeAccess(sectionAccess('project-search'));

  app.get(
    '/urban/project/:id/popup',
    guarded,
    async (request): Promise<ProjectPopupResponse | Record<string, never>> => {
      const { id } = parseParams(idPathSchema, request);
      // Part 1 §4: an empty answer means "add fails silently", so an unknown id is `{}` with 200.
      return (await loadProjectPopup(db, id)) ?? {};
    },
  );

  app.get('/urban/project/:id/display', guarded, async (request): Promise<ProjectDisplayResponse> => {
    const { id } = parseParams(idPathSchema, request);
    const display = await loadProjectDisplay(db, id);
    if (!display) throw notFound(`No project ${id}`);
    return display;
  });

  app.get('/urban/project/:id/history', guarded, async (request): Promise<ProjectHistoryResponse> => {
    const { id } = parseParams(idPathSchema, request);
    const history = await loadProjectHistory(db, id);
    if (!history) throw notFound(`No project ${id}`);
    return history;
  });

  app.get('/urban/project/:id/chart/:chart', guarded, async (request): Promise<ChartHistoryResponse> => {
    const { id, chart } = parseParams(chartPathSchema, request);
    const history = await loadChartHistory(db, id, chart);
    if (!history) throw notFound(`No chart ${chart} for project ${id}`);
    return history;
  });
}
