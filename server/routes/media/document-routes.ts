import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brochurePdf, urbanActionPdf, type ProjectDocument } from '../../documents/project-documents';
import { notFound } from '../../http/http-error';
import { wholeNumber } from '../../http/validate';
import { loadBrochureFacts, loadUrbanActionFacts } from '../../queries/urban/project-documents';
import { sectionAccess } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import { DATA_MEDIA_CACHE } from './media-cache';

const projectId = () => wholeNumber({ min: 1, max: 2_000_000_000 });
const pdfFile = (expected: string) =>
  z
    .string()
    .regex(/^\d{1,10}\.pdf$/, `expected ${expected}`)
    .transform((file) => file.slice(0, -'.pdf'.length))
    .pipe(wholeNumber({ min: 1, max: 2_000_000_000 }));

const urbanActionPathSchema = z.object({ file: pdfFile('a project id like 12.pdf') });
const brochurePathSchema = z.object({ id: projectId(), file: pdfFile('a version number like 1.pdf') });

/**
 * A document path names a file or nothing: a reference that is malformed, or names no document,
 * answers 404 with what it expected, like a file that is not there.
 */
function documentParams<S extends z.ZodType>(schema: S, params: unknown, what: string): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw notFound(`No ${what} at this address: ${issue?.path.join('.') ?? 'path'} ${issue?.message ?? 'is malformed'}.`);
}

function sendPdf(reply: FastifyReply, document: ProjectDocument, disposition: 'inline' | 'attachment') {
  return reply
    .header('cache-control', DATA_MEDIA_CACHE)
    .header('content-disposition', `${disposition}; filename="${document.fileName}"`)
    .type('application/pdf')
    .send(document.bytes);
}

/**
 * The project documents the data links to (server/db/media-paths.ts), written on request from the
 * project's facts (server/documents/project-documents.ts). They belong to the project's pages,
 * so they need the project-search section as those do (contract/access.ts).
 */
export async function documentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const projectPages = routeAccess(sectionAccess('project-search'));
  // Part 2 §2.9: "a downloadable link for UrbanAction info with its publication date".
  app.get('/media/urbanaction/project/:file', projectPages, async (request, reply) => {
    const { file: id } = documentParams(urbanActionPathSchema, request.params, 'UrbanAction document');
    const facts = await loadUrbanActionFacts(db, id);
    if (!facts) throw notFound(`No UrbanAction document for project ${id}.`);
    return sendPdf(reply, urbanActionPdf(facts), 'attachment');
  });

  // Part 2 §2.10: the 'Project brochure' row's 'See PDF', one brochure per project version.
  app.get('/media/brochure/project/:id/:file', projectPages, async (request, reply) => {
    const { id, file: version } = documentParams(brochurePathSchema, request.params, 'project brochure');
    const facts = await loadBrochureFacts(db, id, version);
    if (!facts) throw notFound(`No brochure for version ${version} of project ${id}.`);
    return sendPdf(reply, brochurePdf(facts), 'inline');
  });
}
