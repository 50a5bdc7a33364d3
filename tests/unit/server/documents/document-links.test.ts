import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordOfPagePath } from '@contract/app-paths';
import type { ProjectDisplayResponse, ProjectHistoryResponse } from '@contract/urban-project';
import type { AttachmentResponse, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';
import { createAccount } from '@server/auth/accounts';
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from '@test-support/test-app';

/**
 * Every document link the seeded data holds leads to a file that opens (part 2 §2.9 UrbanAction
 * information, §2.10 'See PDF', §2.13 report attachments, §2.14 transaction actions): the links
 * are read from the API's answers and the database, never listed here, and each file is opened
 * with pdfinfo (poppler) or exceljs. Links that lead nowhere are not sent at all.
 */

const run = promisify(execFile);
const PARALLEL_REQUESTS = 8;
/** Shell loops reading PDFs at once: pdfinfo is a process per file, so they run a share each. */
const PDF_READERS = 2;
const BROCHURE_ROW = 'Project brochure';

let t: TestApp;
let demo: string;
let salesOnly: string;
let salesNoLanding: string;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.db, {
    username: 'sales-no-landing',
    password: TEST_DEMO_PASSWORD,
    fullName: 'Pat Property',
    name: 'Pat',
    organization: 'Test',
    memberSince: 0,
    links: ['property-sales'],
    rentalExpansion: false,
  });
  [demo, salesOnly, salesNoLanding] = await Promise.all([
    t.loginAs('demo'),
    t.loginAs('sales-only'),
    t.loginAs('sales-no-landing'),
  ]);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'document-links-'));
});

afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

function get(url: string, cookie: string | null = demo, app: TestApp = t) {
  return app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function getJson<T>(url: string, cookie: string | null = demo, app: TestApp = t): Promise<T> {
  const response = await get(url, cookie, app);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json<T>();
}

/** Runs `work` on every item, at most `limit` at a time, keeping the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const MARK = '@@';

/**
 * pdfinfo's fields of every PDF (Pages, Title, ...). Each file is read, none sampled: a few shell
 * loops run pdfinfo on a share of the files each, a third of the time of a process started from
 * Node per file. A file pdfinfo cannot open fails the test with pdfinfo's message.
 */
async function pdfInfos(pdfs: ReadonlyArray<{ name: string; bytes: Buffer }>): Promise<Array<Record<string, string>>> {
  const dir = await mkdtemp(path.join(scratch, 'batch-'));
  const files = await Promise.all(
    pdfs.map(async (pdf, index) => {
      const file = path.join(dir, `${index}.pdf`);
      await writeFile(file, pdf.bytes);
      return file;
    }),
  );
  const share = Math.ceil(files.length / PDF_READERS);
  const shares = Array.from({ length: PDF_READERS }, (_, index) => files.slice(index * share, (index + 1) * share));
  const loop = `for f; do echo "${MARK} $f"; pdfinfo "$f" 2>&1 || echo "${MARK}failed"; done`;
  const outputs = await Promise.all(
    shares
      .filter((part) => part.length > 0)
      .map((part) => run('sh', ['-c', loop, 'sh', ...part], { maxBuffer: 64 * 1024 * 1024 })),
  );
  const infos = new Map<string, { fields: Record<string, string>; output: string[]; failed: boolean }>();
  let current: { fields: Record<string, string>; output: string[]; failed: boolean } | undefined;
  for (const line of outputs.flatMap(({ stdout }) => stdout.split('\n'))) {
    if (line.startsWith(`${MARK} `)) {
      current = { fields: {}, output: [], failed: false };
      infos.set(line.slice(MARK.length + 1), current);
    } else if (current && line === `${MARK}failed`) {
      current.failed = true;
    } else if (current) {
      current.output.push(line);
      const field = /^([^:]+):\s*(.*)$/.exec(line);
      if (field?.[1] !== undefined && field[2] !== undefined) current.fields[field[1]] = field[2];
    }
  }
  await rm(dir, { recursive: true, force: true });
  return files.map((file, index) => {
    const info = infos.get(file);
    const name = pdfs[index]?.name;
    expect(info, name).toBeDefined();
    expect(info?.failed, `${name}: ${info?.output.join(' ')}`).toBe(false);
    expect(Number(info?.fields.Pages), name).toBeGreaterThanOrEqual(1);
    return info?.fields ?? {};
  });
}

/** Each link answers 200 with a PDF that opens; returns pdfinfo's fields and the headers of each. */
async function openPdfLinks(links: readonly string[], cookie: string | null = demo) {
  const responses = await inParallel(links, PARALLEL_REQUESTS, async (link) => {
    const response = await get(link, cookie);
    expect(response.statusCode, `${link}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.headers['content-type'], link).toBe('application/pdf');
    return response;
  });
  const infos = await pdfInfos(
    responses.map((response, index) => ({ name: String(links[index]), bytes: response.rawPayload })),
  );
  return responses.map((response, index) => ({ info: infos[index] ?? {}, headers: response.headers }));
}

async function allProjects() {
  return t.db.selectFrom('projects').select(['id', 'name', 'urbanaction_link']).orderBy('id').execute();
}

describe('every document link opens', () => {
  test('the UrbanAction information of every project (part 2 §2.9)', async () => {
    const projects = await allProjects();
    const displays = await inParallel(projects, PARALLEL_REQUESTS, (project) =>
      getJson<ProjectDisplayResponse>(`/api/v1/urban/project/${project.id}/display`),
    );
    const links = displays.flatMap((display) =>
      display.urbanaction_info ? [{ display, link: display.urbanaction_info.link }] : [],
    );
    // Every link the seed stored is real, so the API sends every one of them.
    const stored = projects.flatMap((project) => (project.urbanaction_link ? [project.urbanaction_link] : []));
    expect(links.length).toBeGreaterThan(0);
    expect(links.map(({ link }) => link).sort()).toEqual(stored.sort());

    const opened = await openPdfLinks(links.map(({ link }) => link));
    links.forEach(({ display }, index) => {
      const { info, headers } = opened[index] ?? { info: {}, headers: {} };
      expect(info.Title).toBe(`UrbanAction: ${display.name}`);
      expect(info.Subject).toBe(`Published ${display.urbanaction_info?.publication_date}`);
      expect(headers['content-disposition']).toBe(`attachment; filename="project-${display.id}-urbanaction.pdf"`);
      expect(headers['cache-control']).toBe('private, max-age=86400');
    });
  });

  test("every 'Project brochure' of every project's update history (part 2 §2.10)", async () => {
    const projects = await allProjects();
    const histories = await inParallel(projects, PARALLEL_REQUESTS, async (project) => ({
      project,
      history: await getJson<ProjectHistoryResponse>(`/api/v1/urban/project/${project.id}/history`),
    }));
    const brochures = histories.flatMap(({ project, history }) => {
      const row = history.compare.rows.find((candidate) => candidate.label === BROCHURE_ROW);
      return (row?.values ?? []).map((value, index) => ({ project, value, version: history.compare.vid[index] }));
    });
    // The comparison shows each standing's newest version, and the seed writes a brochure for
    // every version: one is sent per standing a project went through.
    const versions = await t.db.selectFrom('project_versions').select(['project_id', 'standing']).execute();
    const standingsWent = new Set(versions.map((version) => `${version.project_id} ${version.standing}`));
    expect(brochures.length).toBe(standingsWent.size);
    expect(brochures.every(({ value }) => typeof value === 'string')).toBe(true);

    const opened = await openPdfLinks(brochures.map(({ value }) => String(value)));
    brochures.forEach(({ project, version }, index) => {
      const { info, headers } = opened[index] ?? { info: {}, headers: {} };
      expect(info.Title).toBe(`Project brochure: ${project.name}, version ${version}`);
      expect(headers['content-disposition']).toBe(`inline; filename="project-${project.id}-brochure-v${version}.pdf"`);
      expect(headers['cache-control']).toBe('private, max-age=86400');
    });
  });

  test('every report and section attachment, PDF and XLSX (part 2 §2.13)', async () => {
    const reports = await getJson<QuarterlyReportsResponse>('/api/v1/urban/quarterly/reports');
    const references = reports.active_reports.flatMap((report) => [
      report.attachment,
      ...report.sections.flatMap((section) => [section.attachment, section.xls_attachment]),
    ]);
    expect(references.length).toBeGreaterThan(reports.active_reports.length);
    const files = await inParallel(references, PARALLEL_REQUESTS, async (reference) => {
      const answer = await getJson<AttachmentResponse>(`/api/v1/urban/attachment/${reference}`);
      expect(answer.fileName).toBe(reference);
      return { name: reference, bytes: Buffer.from(answer.data, 'base64') };
    });
    const pdfs = files.filter((file) => file.name.endsWith('.pdf'));
    const sheets = files.filter((file) => !file.name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(sheets.length).toBeGreaterThan(0);
    await pdfInfos(pdfs);
    for (const sheet of sheets) {
      expect(sheet.name).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      // exceljs's types predate Node's generic Buffer; it reads a Buffer as it does an ArrayBuffer.
      await workbook.xlsx.load(sheet.bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.rowCount ?? 0, sheet.name).toBeGreaterThan(1);
    }
  });

  test('every transaction action link: an existing sale or a document that opens (part 2 §2.14)', async () => {
    const answer = await getJson<UrbanActionsResponse>('/api/v1/urban/quarterly/urbanactions');
    const links = Object.values(answer.urbanactions).flatMap((entries) =>
      entries.flatMap((entry) => (entry.link === null ? [] : [entry.link])),
    );
    const stored = await t.db.selectFrom('transaction_actions').select('link').where('link', 'is not', null).execute();
    expect(links.sort()).toEqual(stored.map((row) => row.link).sort());

    const appPaths = links.filter((link) => !link.startsWith('/api/'));
    const documents = links.filter((link) => link.startsWith('/api/'));
    expect(appPaths.length).toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(0);
    await inParallel(appPaths, PARALLEL_REQUESTS, async (link) => {
      const record = recordOfPagePath(link);
      expect(record?.link, link).toBe('sale');
      expect((await get(`/api/v1/sales/sale/${record?.id}/display`)).statusCode, link).toBe(200);
    });
    await openPdfLinks(documents);
  });
});

describe('document answers', () => {
  const NO_SUCH_PROJECT = 1_999_999_999;

  async function expectNotFound(url: string, message: RegExp) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type'], url).toContain('application/json');
    expect(response.json<{ message: string }>().message, url).toMatch(message);
  }

  test('an unknown or malformed reference answers 404 saying what is missing', async () => {
    const unflagged = await t.db
      .selectFrom('projects')
      .select('id')
      .where('urbanaction', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const versions = await t.db
      .selectFrom('project_versions')
      .select(['project_id', (eb) => eb.fn.max('version').as('newest')])
      .groupBy('project_id')
      .orderBy('project_id')
      .executeTakeFirstOrThrow();
    const media = '/api/v1/media';
    await expectNotFound(
      `${media}/urbanaction/project/${NO_SUCH_PROJECT}.pdf`,
      new RegExp(`^No UrbanAction document for project ${NO_SUCH_PROJECT}\\.$`),
    );
    await expectNotFound(
      `${media}/urbanaction/project/${unflagged.id}.pdf`,
      new RegExp(`^No UrbanAction document for project ${unflagged.id}\\.$`),
    );
    await expectNotFound(
      `${media}/brochure/project/${versions.project_id}/${Number(versions.newest) + 1}.pdf`,
      new RegExp(`^No brochure for version ${Number(versions.newest) + 1} of project ${versions.project_id}\\.$`),
    );
    await expectNotFound(
      `${media}/brochure/project/${NO_SUCH_PROJECT}/1.pdf`,
      new RegExp(`^No brochure for version 1 of project ${NO_SUCH_PROJECT}\\.$`),
    );
    for (const malformed of [
      `${media}/urbanaction/project/abc.pdf`,
      `${media}/urbanaction/project/12.svg`,
      `${media}/urbanaction/project/0.pdf`,
      `${media}/brochure/project/abc/1.pdf`,
      `${media}/brochure/project/12/0.pdf`,
      `${media}/brochure/project/12/x.pdf`,
    ]) {
      await expectNotFound(malformed, /^No (UrbanAction document|project brochure) at this address: \w+ expected /);
    }
  });

  test('documents belong to the project pages: login and the project-search section', async () => {
    const [project] = await t.db
      .selectFrom('projects')
      .select('urbanaction_link')
      .where('urbanaction_link', 'is not', null)
      .limit(1)
      .execute();
    const brochure = await t.db.selectFrom('project_versions').select(['project_id', 'version']).limit(1).execute();
    const links = [
      String(project?.urbanaction_link),
      `/api/v1/media/brochure/project/${brochure[0]?.project_id}/1.pdf`,
    ];
    for (const link of links) {
      expect((await get(link, null)).statusCode, link).toBe(403);
      // Map Search offers no project groups without project-search, so the landing link opens none.
      expect((await get(link, salesOnly)).statusCode, link).toBe(403);
      expect((await get(link, salesNoLanding)).statusCode, link).toBe(403);
    }
    await openPdfLinks(links, demo);
  });
});

describe('links that lead nowhere are not sent', () => {
  let changed: TestApp;
  beforeAll(async () => {
    changed = await createTestApp();
  });
  afterAll(async () => changed.close());

  test('transaction actions, UrbanAction links and brochures naming nothing are sent as no link', async () => {
    const { db } = changed;
    const cookie = await changed.loginAs('demo');
    const flagged = await db
      .selectFrom('projects')
      .selectAll()
      .where('urbanaction', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const unflagged = await db
      .selectFrom('projects')
      .select('id')
      .where('urbanaction', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const version = await db
      .selectFrom('project_versions')
      .selectAll()
      .where('project_id', '=', flagged.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const dead = [
      '/sale/1999999999',
      '/project/1999999999',
      `/api/v1/media/urbanaction/project/${unflagged.id}.pdf`,
      `/api/v1/media/brochure/project/${flagged.id}/${version.version + 1}.pdf`,
      '/api/v1/media/nothing/here.pdf',
      'javascript:alert(1)',
    ];
    const lastId = await db
      .selectFrom('transaction_actions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('transaction_actions')
      .values(
        dead.map((link, index) => ({
          id: Number(lastId.id) + index + 1,
          year: 2026,
          label: `Dead link ${index}`,
          link,
          sales_date: '2026-01-01',
        })),
      )
      .execute();
    const answer = await getJson<UrbanActionsResponse>('/api/v1/urban/quarterly/urbanactions', cookie, changed);
    const entries = answer.urbanactions['2026']?.filter((entry) => entry.label.startsWith('Dead link')) ?? [];
    expect(entries.map((entry) => entry.link)).toEqual(dead.map(() => null));

    // A brochure row naming a version that does not exist, and an UrbanAction link of a project
    // whose document the route does not answer (no publication date), are not sent.
    const compare = JSON.parse(version.compare) as Array<{ label: string; value: string }>;
    const brochure = compare.find((entry) => entry.label === BROCHURE_ROW);
    if (brochure) brochure.value = `/api/v1/media/brochure/project/${flagged.id}/${version.version + 1}.pdf`;
    await db
      .updateTable('project_versions')
      .set({ compare: JSON.stringify(compare) })
      .where('project_id', '=', flagged.id)
      .where('version', '=', version.version)
      .execute();
    await db.updateTable('projects').set({ urbanaction_publication_date: null }).where('id', '=', flagged.id).execute();
    const history = await getJson<ProjectHistoryResponse>(
      `/api/v1/urban/project/${flagged.id}/history`,
      cookie,
      changed,
    );
    const row = history.compare.rows.find((candidate) => candidate.label === BROCHURE_ROW);
    expect(row?.values[history.compare.vid.indexOf(version.version)]).toBeNull();
    const display = await getJson<ProjectDisplayResponse>(
      `/api/v1/urban/project/${flagged.id}/display`,
      cookie,
      changed,
    );
    expect(display.urbanaction_info).toBeNull();
    expect((await get(String(flagged.urbanaction_link), cookie, changed)).statusCode).toBe(404);
  });
});
