/**
 * The document paths the data stores (domain-tables.ts "Media"): the seed writes them, the
 * media routes answer them (server/routes/media/document-routes.ts) and the queries send one
 * only when that route answers it (server/queries/urban/project-documents.ts).
 */

const MEDIA = '/api/v1/media';

/** A project's UrbanAction information (part 2 §2.9 "a downloadable link for UrbanAction info"). */
export function urbanActionDocumentPath(projectId: number): string {
  return `${MEDIA}/urbanaction/project/${projectId}.pdf`;
}

/** The brochure of one project version (part 2 §2.10, the 'Project brochure' row's 'See PDF'). */
export function brochurePath(projectId: number, version: number): string {
  return `${MEDIA}/brochure/project/${projectId}/${version}.pdf`;
}

export type MediaDocument =
  { kind: 'urbanaction'; projectId: number } | { kind: 'brochure'; projectId: number; version: number };

const URBAN_ACTION_PATH = /^\/api\/v1\/media\/urbanaction\/project\/([1-9]\d{0,9})\.pdf$/;
const BROCHURE_PATH = /^\/api\/v1\/media\/brochure\/project\/([1-9]\d{0,9})\/([1-9]\d{0,3})\.pdf$/;

/** The document a stored path names, or null when it is no document path. */
export function mediaDocumentOf(path: string): MediaDocument | null {
  const urbanAction = URBAN_ACTION_PATH.exec(path);
  if (urbanAction) return { kind: 'urbanaction', projectId: Number(urbanAction[1]) };
  const brochure = BROCHURE_PATH.exec(path);
  if (brochure) return { kind: 'brochure', projectId: Number(brochure[1]), version: Number(brochure[2]) };
  return null;
}
