import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { QuarterlyReport, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';
import { answeredLinks } from './project-documents';

/** GET /api/v1/urban/quarterly/reports: the current report and every report, newest first. */
export async function loadQuarterlyReports(db: Kysely<Database>): Promise<QuarterlyReportsResponse> {
  const [reports, sections] = await Promise.all([
    db.selectFrom('quarterly_reports').selectAll().orderBy('year', 'desc').orderBy('quarter', 'desc').execute(),
    db.selectFrom('quarterly_report_sections').selectAll().orderBy('report_id').orderBy('position').execute(),
  ]);
  const active: QuarterlyReport[] = reports.map((report) => ({
    id: report.id,
    year: report.year,
    quarter: report.quarter,
    is_current: report.is_current,
    body: report.body,
    attachment: report.attachment,
    sections: sections
      .filter((section) => section.report_id === report.id)
      .map((section) => ({
        label: section.label,
        body: section.body,
        attachment: section.attachment,
        xls_attachment: section.xls_attachment,
      })),
  }));
  return { current_report: active.find((report) => report.is_current === 1) ?? null, active_reports: active };
}

/**
 * GET /api/v1/urban/quarterly/urbanactions: entries by year, each year's newest first. An entry
 * is a link only when what it names answers (part 2 §2.14 "a link ... if a link exists"): the
 * sale exists, or the project document's route answers it.
 */
export async function loadUrbanActions(db: Kysely<Database>): Promise<UrbanActionsResponse> {
  const rows = await db
    .selectFrom('transaction_actions')
    .selectAll()
    .orderBy('year', 'desc')
    .orderBy('sales_date', 'desc')
    .orderBy('id')
    .execute();
  const answered = await answeredLinks(
    db,
    rows.map((row) => row.link),
  );
  const urbanactions: UrbanActionsResponse['urbanactions'] = {};
  for (const row of rows) {
    const link = row.link !== null && answered.has(row.link) ? row.link : null;
    const entry = { label: row.label, link, sales_date: row.sales_date };
    (urbanactions[String(row.year)] ??= []).push(entry);
  }
  return { urbanactions };
}

/** The text an attachment reference stands for: a whole report or one of its sections. */
export interface AttachmentSource {
  title: string;
  sections: Array<{ label: string; body: string }>;
}

export async function findAttachmentSource(db: Kysely<Database>, reference: string): Promise<AttachmentSource | null> {
  const report = await db
    .selectFrom('quarterly_reports')
    .selectAll()
    .where('attachment', '=', reference)
    .executeTakeFirst();
  if (report) {
    const sections = await db
      .selectFrom('quarterly_report_sections')
      .select(['label', 'body'])
      .where('report_id', '=', report.id)
      .orderBy('position')
      .execute();
    return { title: report.title, sections: [{ label: 'Summary', body: report.body }, ...sections] };
  }
  const section = await db
    .selectFrom('quarterly_report_sections as s')
    .innerJoin('quarterly_reports as r', 'r.id', 's.report_id')
    .select(['s.label', 's.body', 'r.title'])
    .where((eb) => eb.or([eb('s.attachment', '=', reference), eb('s.xls_attachment', '=', reference)]))
    .executeTakeFirst();
  return section
    ? { title: `${section.title}: ${section.label}`, sections: [{ label: section.label, body: section.body }] }
    : null;
}
