import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { parseParams } from '../../http/validate';
import type { AttachmentResponse, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';
import { findAttachmentSource, loadQuarterlyReports, loadUrbanActions } from '../../queries/urban/reports';
import { reportPdf, reportXlsx } from './attachment-file';
import { mayOpenProjectPages } from './project-access';

const attachmentPathSchema = z.object({
  reference: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,120}\.(pdf|xlsx)$/, 'expected an attachment reference like report-2026-q3.pdf'),
});

/** Quarterly reports and transaction actions: every logged-in account has the reports tab. */
export async function urbanReportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/urban/quarterly/reports', async (): Promise<QuarterlyReportsResponse> => loadQuarterlyReports(db));

  app.get('/urban/quarterly/urbanactions', async (request): Promise<UrbanActionsResponse> =>
    loadUrbanActions(db, { mayOpenProjectDocuments: mayOpenProjectPages(request.account?.links ?? []) }),
  );

  app.get('/urban/attachment/:reference', async (request): Promise<AttachmentResponse> => {
    const { reference } = parseParams(attachmentPathSchema, request);
    const source = await findAttachmentSource(db, reference);
    if (!source) throw notFound(`No attachment "${reference}"`);
    const file = reference.endsWith('.pdf') ? reportPdf(source) : await reportXlsx(source);
    return { data: file.toString('base64'), fileName: reference };
  });
}
