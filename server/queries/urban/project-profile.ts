import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable } from '../../db/domain-tables';
import { quarterEndMonth, quarterIndex, quarterLabel } from '@contract/months';
import type { ProjectStanding } from '@contract/product-facts';
import type {
  ChartTable,
  LabelledValue,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
  ProjectPopupResponse,
} from '@contract/urban-project';
import type { ProjectProfile, ProjectVersionCompareEntry } from '../../seed/json-columns';
import { HISTORY_COLUMNS } from '../../columns/history';
import { cellFormatOf } from '@contract/columns';
import { chartColumns, column, columnValue, isField, labelledValue, pickColumns } from '../../columns/measures';
import { PROJECT_COLUMNS } from '../../columns/projects';
import { readAppConfig } from './app-config';
import { loadGeographyNames } from './geography-names';
import { oldstockChartConfig } from '../rental/oldstock-chart-config';
import { keptCompareValue, urbanActionLink } from './project-documents';
import { projectRow } from './project-row';

/** Profile charts show the newest quarters; the all_uri link answers the full series. */
const CHART_QUARTERS = 8;

interface ChartConfig {
  name: string;
  standing: ProjectStanding;
  /** The figures charted, by field: each is shown as the standing's project table shows it. */
  fields: ReadonlyArray<keyof ProjectQuarterTable & string>;
}

/** The quarterly series a profile charts, for each standing the project has had figures in. */
const CHART_CONFIGS: readonly ChartConfig[] = [
  {
    name: 'New Sales',
    standing: 'active',
    fields: ['suite_count', 'quarter_sales', 'total_sales', 'unsold_units', 'sold_psf', 'unsold_psf'],
  },
  {
    name: 'Resale Activity',
    standing: 'resale',
    fields: ['quarter_sales', 'total_listings', 'average_sale_price', 'average_psf', 'average_dom'],
  },
  {
    name: 'Rental Listings',
    standing: 'rental',
    fields: ['quarter_sales', 'total_listings', 'average_sale_price', 'average_psf', 'average_dom'],
  },
  {
    name: 'Rental Survey',
    standing: 'completed',
    fields: ['surveyed_units', 'availability_rate', 'vacancy_rate', 'avg_monthly_rent', 'avg_monthly_psf'],
  },
];

/**
 * Each chart's columns: the quarter column of the standing's market history, then each figure's
 * column in the standing's project table (server/columns), so a chart labels and writes a figure
 * exactly as the search tables do (part 1 §9, part 2 §9).
 */
function chartColumnsOf(config: ChartConfig): ReturnType<typeof chartColumns> {
  const [quarter] = HISTORY_COLUMNS[config.standing];
  if (quarter === undefined) throw new Error(`The ${config.name} chart has no quarter column`);
  return chartColumns([quarter, ...pickColumns(PROJECT_COLUMNS[config.standing], config.fields, config.name)]);
}

interface Chart extends ChartConfig {
  columns: ReturnType<typeof chartColumns>;
}

/** Built once, when the module loads: a chart field without a column definition fails at start. */
const CHARTS: readonly Chart[] = CHART_CONFIGS.map((config) => ({ ...config, columns: chartColumnsOf(config) }));

function chartsOf(quarters: ProjectQuarterTable[]): Array<[number, Chart]> {
  return CHARTS.flatMap((config, index): Array<[number, Chart]> =>
    quarters.some((quarter) => quarter.standing === config.standing) ? [[index, config]] : [],
  );
}

async function latestQuarter(db: Kysely<Database>, project: ProjectTable): Promise<ProjectQuarterTable | null> {
  const row = await db
    .selectFrom('project_quarters')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('standing', '=', project.standing)
    .orderBy('year', 'desc')
    .orderBy('quarter', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

function findProject(db: Kysely<Database>, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** GET /api/v1/urban/project/{id}/popup: compare data; null for an unknown id (answered as `{}`). */
export async function loadProjectPopup(db: Kysely<Database>, id: number): Promise<ProjectPopupResponse | null> {
  const project = await findProject(db, id);
  if (!project) return null;
  const [quarter, names] = await Promise.all([latestQuarter(db, project), loadGeographyNames(db)]);
  const row = projectRow(project, quarter, names);
  const standing = project.standing as ProjectStanding;
  const values: LabelledValue[] = [
    labelledValue('municipality_name', String(row.municipality_name)),
    labelledValue('submarket_name', String(row.submarket_name)),
    // Each figure as the standing's table shows it (part 2 §2.12).
    ...PROJECT_COLUMNS[standing]
      .filter((definition) => definition.key !== 'name' && definition.key in row)
      .map((definition) => {
        const value = row[definition.key];
        return columnValue(definition, typeof value === 'number' || typeof value === 'string' ? value : null);
      }),
  ];
  return {
    id: project.id,
    name: labelledValue('name', project.name),
    developer: labelledValue('developer', project.developer),
    metadata: { projectStanding: standing, projectType: project.project_type },
    values,
  };
}

function chartTable(
  projectId: number,
  chartIndex: number,
  config: Chart,
  quarters: ProjectQuarterTable[],
  limit: number | null,
): ChartTable {
  const series = quarters
    .filter((quarter) => quarter.standing === config.standing)
    .sort((a, b) => quarterIndex(b) - quarterIndex(a));
  const shown = limit === null ? series : series.slice(0, limit);
  const newest = series[0];
  return {
    name: config.name,
    data_as_of: newest ? quarterEndMonth(newest) : '',
    all_uri:
      series.length > shown.length || limit !== null ? `/api/v1/urban/project/${projectId}/chart/${chartIndex}` : null,
    tableNote: null,
    tableNoteFooter: null,
    data: {
      ...config.columns,
      rows: shown.map((quarter) => [
        quarterLabel(quarter),
        ...config.fields.map((field) => {
          const value = quarter[field];
          return typeof value === 'number' || typeof value === 'string' ? value : null;
        }),
      ]),
      footer: null,
    },
  };
}

async function projectQuarters(db: Kysely<Database>, projectId: number) {
  return db.selectFrom('project_quarters').selectAll().where('project_id', '=', projectId).execute();
}

/** GET /api/v1/urban/project/{id}/chart/{n}: the full series of one profile chart. */
export async function loadChartHistory(db: Kysely<Database>, id: number, chartIndex: number) {
  const project = await findProject(db, id);
  if (!project) return null;
  const config = CHARTS[chartIndex];
  const quarters = await projectQuarters(db, id);
  if (!config || !quarters.some((quarter) => quarter.standing === config.standing)) return null;
  return { project_id: id, data: [chartTable(id, chartIndex, config, quarters, null)] };
}

/** GET /api/v1/urban/project/{id}/display (part 2 §3 "Project display data"); null when unknown. */
export async function loadProjectDisplay(db: Kysely<Database>, id: number): Promise<ProjectDisplayResponse | null> {
  const project = await findProject(db, id);
  if (!project) return null;
  const profile = JSON.parse(project.profile) as ProjectProfile;
  const [quarters, names, relatedSales, rentalRange] = await Promise.all([
    projectQuarters(db, id),
    loadGeographyNames(db),
    db.selectFrom('sale_related_projects').select('sale_id').where('project_id', '=', id).orderBy('sale_id').execute(),
    readAppConfig(db, 'rental_date_range'),
  ]);
  const saleIds = new Set(relatedSales.map((row) => row.sale_id));
  if (project.land_sale_id !== null) saleIds.add(project.land_sale_id);
  const oldstockProperty = profile.oldstock_property_id;
  const urbanActionInfoLink = urbanActionLink(project);
  return {
    id: project.id,
    name: project.name,
    project_status: project.project_status_label || project.construct_status_label,
    project_standing: project.standing,
    urbanaction: project.urbanaction === 1,
    urbanaction_info:
      project.urbanaction === 1 && urbanActionInfoLink !== null
        ? { publication_date: project.urbanaction_publication_date ?? '', link: urbanActionInfoLink }
        : null,
    thumbnail_url: project.thumbnail_url,
    latitude: project.latitude,
    longitude: project.longitude,
    datatype: project.project_type,
    developer: project.developer,
    municipality: names.municipality.get(project.municipality_id) ?? null,
    related_sales: [...saleIds].map((saleId) => ({ sale_id: saleId })),
    profile_details: profile.profile_details,
    project_details: profile.project_details,
    project_residential_breakdown: profile.project_residential_breakdown,
    amenities: profile.amenities,
    gallery: profile.gallery,
    charts: chartsOf(quarters).map(([index, config]) => chartTable(id, index, config, quarters, CHART_QUARTERS)),
    chart_config:
      oldstockProperty !== null && rentalRange
        ? { oldstock: oldstockChartConfig(oldstockProperty, rentalRange.min, rentalRange.max) }
        : null,
    static_map_url: `/api/v1/media/staticmap?lat=${project.latitude}&lng=${project.longitude}&zoom=15&width=640&height=400&markers=${project.latitude},${project.longitude}`,
    website: project.website,
    rental_website: project.rental_website,
  };
}

/** The newest version in each standing the project went through, in the order it went through them. */
function newestInEachStanding<V extends { version: number; standing: string }>(versions: readonly V[]): V[] {
  const byStanding = new Map<string, V>();
  // Oldest first: a newer version replaces an older one of its standing, and a Map keeps the
  // standing where it first appeared.
  for (const version of [...versions].sort((a, b) => a.version - b.version)) byStanding.set(version.standing, version);
  return [...byStanding.values()];
}

/**
 * A comparison row's label and format: its field's in the catalogue (server/columns/measures.ts);
 * a key the catalogue lacks (data stored by an older seed) keeps its stored label, as text.
 */
function comparisonColumn(key: string, storedLabel: string): Omit<LabelledValue, 'value'> {
  if (!isField(key)) return { key, label: storedLabel };
  const definition = column(key);
  return { key, label: definition.label, ...cellFormatOf(definition) };
}

/**
 * GET /api/v1/urban/project/{id}/history (part 2 §2.10): the versions, and the 'Project Standing
 * Data Comparison' with one column per standing the project went through, each the project's data
 * as it stood in that standing (its newest version there). Values of a measure carry its format.
 */
export async function loadProjectHistory(db: Kysely<Database>, id: number): Promise<ProjectHistoryResponse | null> {
  const project = await findProject(db, id);
  if (!project) return null;
  const versions = await db
    .selectFrom('project_versions')
    .selectAll()
    .where('project_id', '=', id)
    .orderBy('version')
    .execute();
  const shown = newestInEachStanding(versions);
  const standings = shown.map((version) => version.standing as ProjectStanding);
  const versionNumbers = new Set(versions.map((version) => version.version));
  const rows = new Map<string, { label: string; values: Map<number, string | number | null> }>();
  for (const version of shown) {
    for (const entry of JSON.parse(version.compare) as ProjectVersionCompareEntry[]) {
      const row = rows.get(entry.key) ?? { label: entry.label, values: new Map() };
      // A brochure path is sent only when its document route answers it (part 2 §2.10 'See PDF').
      const value = typeof entry.value === 'string' ? keptCompareValue(entry.value, id, versionNumbers) : entry.value;
      row.values.set(version.version, value);
      rows.set(entry.key, row);
    }
  }
  return {
    summary: versions.map((version) => ({
      version: version.version,
      standing: version.standing,
      updated_on: version.updated_on,
      status: version.status,
    })),
    compare: {
      standings,
      vid: shown.map((version) => version.version),
      rows: [...rows].map(([key, row]) => ({
        ...comparisonColumn(key, row.label),
        values: shown.map((version) => row.values.get(version.version) ?? null),
      })),
    },
  };
}
