import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sectionAccess } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { parseParams } from '../../http/validate';
import type { AttachmentResponse, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';
import { findAttachmentSource, loadQuarterlyReports, loadUrbanActions } from '../../queries/urban/reports';
import { reportPdf, reportXlsx } from './attachment-file';

const attachmentPathSchema = z.object({
  reference: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,120}\.(pdf|xlsx)$/, 'expected an attachment reference like report-2026-q3.pdf'),
});

/**
 * Quarterly reports and transaction actions (part 2 §2.13, §2.14) belong to the project product:
 * they need project-search, as their app routes do (contract/app-routes.ts).
 */
export async function urbanReportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const reports = routeAccess(sectionAccess('project-search'));
  app.get('/urban/quarterly/reports', reports, async (): Promise<QuarterlyReportsResponse> => loadQuarterlyReports(db));

  app.get('/urban/quarterly/urbanactions', reports, async (): Promise<UrbanActionsResponse> => loadUrbanActions(db));

  app.get('/urban/attachment/:reference', reports, async (request): Promise<AttachmentResponse> => {
    const { reference } = parseParams(attachmentPathSchema, request);
    const source = await findAttachmentSource(db, reference);
    if (!source) throw notFound(`No attachment "${reference}"`);
    const file = reference.endsWith('.pdf') ? reportPdf(source) : await reportXlsx(source);
    return { data: file.toString('base64'), fileName: reference };
  });
}
