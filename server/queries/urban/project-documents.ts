import type { Kysely } from 'kysely';
import { recordOfPagePath } from '@contract/app-paths';
import type { ColumnLink } from '@contract/columns';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable, ProjectVersionTable } from '../../db/domain-tables';
import { mediaDocumentOf, type MediaDocument } from '../../db/media-paths';
import { inIdSet } from '../id-set';
import { loadGeographyNames, type GeographyNames } from './geography-names';
import { monthOfDay, quarterIndex, quarterOfMonth } from '@contract/months';

/**
 * Which document links the API sends, and the facts each document is written from (part 2 §2.9
 * UrbanAction information, §2.10 project brochures, §2.14 transaction actions). A link leaves
 * the server only when what it names answers: the document routes
 * (server/routes/media/document-routes.ts) answer exactly what `urbanActionLink` and
 * `keptCompareValue` keep, and a record page only when the record exists.
 */

/** Another site's address: the server cannot check it, so it is sent as stored. */
const EXTERNAL_LINK = /^https?:\/\/[^/]/i;

type UrbanActionFields = Pick<ProjectTable, 'id' | 'urbanaction' | 'urbanaction_link' | 'urbanaction_publication_date'>;

/** A project has an UrbanAction document when it is flagged and its publication date is known. */
export function hasUrbanActionDocument(project: UrbanActionFields): boolean {
  return project.urbanaction === 1 && project.urbanaction_publication_date !== null;
}

/**
 * The project's UrbanAction link as the API sends it: its stored document path when the
 * document route answers it, an http(s) address as stored, otherwise none.
 */
export function urbanActionLink(project: UrbanActionFields): string | null {
  const link = project.urbanaction_link;
  if (!link) return null;
  const document = mediaDocumentOf(link);
  if (document === null) return EXTERNAL_LINK.test(link) ? link : null;
  return document.kind === 'urbanaction' && document.projectId === project.id && hasUrbanActionDocument(project)
    ? link
    : null;
}

/**
 * A value of the update history's comparison (part 2 §2.10): a document path is kept only when
 * it is the brochure of one of this project's versions; any other value is not a document.
 */
export function keptCompareValue(value: string | null, projectId: number, versions: ReadonlySet<number>) {
  if (value === null) return null;
  const document = mediaDocumentOf(value);
  if (document === null) return value;
  return document.kind === 'brochure' && document.projectId === projectId && versions.has(document.version)
    ? value
    : null;
}

const RECORD_TABLES = { project: 'projects', sale: 'sales', rental: 'rental_properties' } as const satisfies Record<
  ColumnLink,
  keyof Database
>;

async function existingIds(db: Kysely<Database>, link: ColumnLink, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(RECORD_TABLES[link])
    .select('id')
    .where(inIdSet(db, 'id', ids))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Of the documents named, those the document routes answer, keyed by their path. */
async function answeredDocuments(db: Kysely<Database>, documents: Map<string, MediaDocument>): Promise<Set<string>> {
  const projectIds = [...new Set([...documents.values()].map((document) => document.projectId))];
  if (projectIds.length === 0) return new Set();
  const [projects, versions] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['id', 'urbanaction', 'urbanaction_link', 'urbanaction_publication_date'])
      .where(inIdSet(db, 'id', projectIds))
      .execute(),
    db
      .selectFrom('project_versions')
      .select(['project_id', 'version'])
      .where(inIdSet(db, 'project_id', projectIds))
      .execute(),
  ]);
  const urbanActionLinks = new Set(projects.map(urbanActionLink));
  const brochures = new Set(versions.map((row) => `${row.project_id}/${row.version}`));
  const answered = new Set<string>();
  for (const [path, document] of documents) {
    const answers =
      document.kind === 'urbanaction'
        ? urbanActionLinks.has(path)
        : brochures.has(`${document.projectId}/${document.version}`);
    if (answers) answered.add(path);
  }
  return answered;
}

/**
 * The links of a list (transaction actions, part 2 §2.14) that lead somewhere: a record page
 * whose record exists, a document the routes answer, another site's address. The rest are sent
 * as no link. (The lists that carry them are reports, in the project-search section the
 * documents need too, contract/access.ts.)
 */
export async function answeredLinks(db: Kysely<Database>, links: ReadonlyArray<string | null>): Promise<Set<string>> {
  const records = new Map<ColumnLink, Map<string, number>>();
  const documents = new Map<string, MediaDocument>();
  const answered = new Set<string>();
  for (const link of new Set(links)) {
    if (link === null) continue;
    const record = recordOfPagePath(link);
    const document = record === null ? mediaDocumentOf(link) : null;
    if (record !== null) {
      const paths = records.get(record.link) ?? new Map<string, number>();
      records.set(record.link, paths.set(link, record.id));
    } else if (document !== null) {
      documents.set(link, document);
    } else if (EXTERNAL_LINK.test(link)) {
      answered.add(link);
    }
  }
  const checks = [...records].map(async ([link, paths]) => {
    const ids = await existingIds(db, link, [...new Set(paths.values())]);
    for (const [path, id] of paths) if (ids.has(id)) answered.add(path);
  });
  await Promise.all([
    ...checks,
    answeredDocuments(db, documents).then((paths) => paths.forEach((path) => answered.add(path))),
  ]);
  return answered;
}

/** What the UrbanAction document of a project is written from. */
export interface UrbanActionFacts {
  project: ProjectTable;
  names: GeographyNames;
  /** The transaction actions (part 2 §2.14) that publish this project's UrbanAction. */
  actions: Array<{ label: string; sales_date: string }>;
}

export async function loadUrbanActionFacts(db: Kysely<Database>, projectId: number): Promise<UrbanActionFacts | null> {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!project || !hasUrbanActionDocument(project)) return null;
  const link = urbanActionLink(project);
  const [names, actions] = await Promise.all([
    loadGeographyNames(db),
    link === null
      ? Promise.resolve([])
      : db
          .selectFrom('transaction_actions')
          .select(['label', 'sales_date'])
          .where('link', '=', link)
          .orderBy('sales_date')
          .execute(),
  ]);
  return { project, names, actions };
}

/** What the brochure of one project version is written from. */
export interface BrochureFacts {
  project: ProjectTable;
  version: ProjectVersionTable;
  /** The version's standing's figures of the quarter it was updated in, or the newest before. */
  quarter: ProjectQuarterTable | null;
  names: GeographyNames;
}

export async function loadBrochureFacts(
  db: Kysely<Database>,
  projectId: number,
  versionNumber: number,
): Promise<BrochureFacts | null> {
  const [project, version] = await Promise.all([
    db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('project_versions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('version', '=', versionNumber)
      .executeTakeFirst(),
  ]);
  if (!project || !version) return null;
  const [names, quarters] = await Promise.all([
    loadGeographyNames(db),
    db
      .selectFrom('project_quarters')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('standing', '=', version.standing)
      .execute(),
  ]);
  const asOf = quarterIndex(quarterOfMonth(monthOfDay(version.updated_on)));
  const quarter =
    quarters.filter((row) => quarterIndex(row) <= asOf).sort((a, b) => quarterIndex(b) - quarterIndex(a))[0] ?? null;
  return { project, version, quarter, names };
}
