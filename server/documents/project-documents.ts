import type { ColumnDefinition } from '@contract/columns';
import { formatIsoDay } from '@contract/dates';
import { formatCell } from '@contract/format';
import { quarterLabel } from '@contract/months';
import { PROJECT_TYPE_LABELS, isProjectType, standingLabel, type ProjectStanding } from '@contract/product-facts';
import { column, type Field } from '../columns/measures';
import { PROJECT_COLUMNS } from '../columns/projects';
import type { ProjectTable } from '../db/domain-tables';
import { geographyFields } from '../queries/urban/geography-names';
import type { BrochureFacts, UrbanActionFacts } from '../queries/urban/project-documents';
import { projectRow } from '../queries/urban/project-row';
import { PdfWriter } from './pdf-writer';

/**
 * The project documents behind the profile's links (part 2 §2.9 UrbanAction information, §2.10
 * 'Project brochure'), written from the seeded facts: who and where the project is, then the
 * figures of the standing the document is about, labelled and formatted as the project tables
 * show them (server/columns/projects.ts, contract/format.ts).
 */

export interface ProjectDocument {
  fileName: string;
  bytes: Buffer;
}

type Fact = readonly [label: string, value: string];

/**
 * Fields the identity block already shows, left out of a standing's figures; a brochure states
 * its version's construction status there too.
 */
const IDENTITY_FIELDS = new Set([
  'name',
  'street_address',
  'address',
  'developer',
  'urbanaction',
  'suite_count',
  'number_of_floors',
  'storeys',
  'construct_status_label',
]);

function typeLabel(project: ProjectTable): string {
  return isProjectType(project.project_type) ? PROJECT_TYPE_LABELS[project.project_type] : project.project_type;
}

function dayOf(text: string | null): string {
  return formatIsoDay(text) ?? text ?? '-';
}

interface Identity {
  standing: string;
  /** As of the document: a version states its own suites and storeys. */
  units: number | string;
  storeys: number | string;
  status: string;
}

/** A field's fact: labelled and written as the catalogue declares it (server/columns/measures.ts). */
function fact(field: Field, value: string | number | null): Fact {
  const definition = column(field);
  return [definition.label, formatCell(definition, value)];
}

function identity(facts: { project: ProjectTable; names: BrochureFacts['names'] }, shown: Identity): Fact[] {
  const { project } = facts;
  const geography = geographyFields(project, facts.names);
  return [
    fact('name', project.name),
    fact('street_address', project.full_address),
    fact('region_name', geography.region_name),
    fact('municipality_name', geography.municipality_name),
    fact('submarket_name', geography.submarket_name),
    ['Type', typeLabel(project)],
    ['Standing', standingLabel(shown.standing)],
    fact('construct_status_label', shown.status),
    fact('developer', project.developer),
    fact('suite_count', shown.units),
    fact('number_of_floors', shown.storeys),
  ];
}

/** A value of a version's comparison row (part 2 §2.10) by its field, e.g. its suite_count. */
function compared(version: BrochureFacts['version'], field: Field): string | number | undefined {
  const entries = JSON.parse(version.compare) as Array<{ key: string; value: string | number | null }>;
  return entries.find((entry) => entry.key === field)?.value ?? undefined;
}

/** The row's figures under a standing's table columns, as that table formats them. */
function figures(columns: readonly ColumnDefinition[], row: Record<string, unknown>): Fact[] {
  return columns
    .filter((column) => !IDENTITY_FIELDS.has(column.key) && column.key in row)
    .map((column): Fact => [column.label, formatCell(column, row[column.key])]);
}

function columnsOf(standing: string): readonly ColumnDefinition[] {
  return PROJECT_COLUMNS[standing as ProjectStanding] ?? [];
}

/** Part 2 §2.10: the brochure of one version, with its standing's figures as of its update. */
export function brochurePdf(facts: BrochureFacts): ProjectDocument {
  const { project, version, quarter } = facts;
  const row = projectRow(project, quarter, facts.names);
  const title = `Project brochure: ${project.name}, version ${version.version}`;
  const pdf = new PdfWriter({ title, subject: `${standingLabel(version.standing)} ${typeLabel(project)} project` });
  pdf.text('Project brochure', { size: 18, bold: true, gap: 0.05 });
  pdf.text(project.name, { size: 14, gap: 0.05 });
  pdf.text(`Version ${version.version}, updated ${dayOf(version.updated_on)}`, { gap: 0.15 });
  pdf.facts(
    identity(facts, {
      standing: version.standing,
      units: compared(version, 'suite_count') ?? project.suite_count,
      storeys: compared(version, 'number_of_floors') ?? project.number_of_floors,
      status: version.status,
    }),
  );
  pdf.text(
    quarter === null
      ? `${standingLabel(version.standing)} figures: none recorded by ${dayOf(version.updated_on)}`
      : `${standingLabel(version.standing)} figures, ${quarterLabel(quarter)}`,
    { size: 13, bold: true, gap: 0.05 },
  );
  pdf.facts(figures(columnsOf(version.standing), row));
  return { fileName: `project-${project.id}-brochure-v${version.version}.pdf`, bytes: pdf.bytes() };
}

/** Part 2 §2.9: the UrbanAction information of a project, with its publication date and the proposal's facts. */
export function urbanActionPdf(facts: UrbanActionFacts): ProjectDocument {
  const { project, actions } = facts;
  const row = projectRow(project, null, facts.names);
  const published = dayOf(project.urbanaction_publication_date);
  const pdf = new PdfWriter({ title: `UrbanAction: ${project.name}`, subject: `Published ${published}` });
  pdf.text('UrbanAction information', { size: 18, bold: true, gap: 0.05 });
  pdf.text(project.name, { size: 14, gap: 0.05 });
  pdf.text(`Published ${published}`, { gap: 0.15 });
  pdf.facts(
    identity(facts, {
      standing: project.standing,
      units: project.suite_count,
      storeys: project.number_of_floors,
      status: project.construct_status_label,
    }),
  );
  pdf.text('The action', { size: 13, bold: true, gap: 0.05 });
  pdf.facts([
    ['Publication Date', published],
    ...actions.map((action): Fact => [`Transaction action, ${dayOf(action.sales_date)}`, action.label]),
    ...figures(columnsOf('proposed'), row),
  ]);
  return { fileName: `project-${project.id}-urbanaction.pdf`, bytes: pdf.bytes() };
}
