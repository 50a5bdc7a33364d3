import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable } from '../../db/domain-tables';
import { cellFormatOf, type CellFormat, type ColumnDefinition } from '@contract/columns';
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
  fields: Array<{ key: keyof ProjectQuarterTable; label: string }>;
}

/** The quarterly series a profile charts, for each standing the project has had figures in. */
const CHARTS: readonly ChartConfig[] = [
  {
    name: 'New Sales',
    standing: 'active',
    fields: [
      { key: 'suite_count', label: 'Suites' },
      { key: 'quarter_sales', label: 'Quarter Sales' },
      { key: 'total_sales', label: 'Total Sales' },
      { key: 'unsold_units', label: 'Unsold Units' },
      { key: 'sold_psf', label: 'Sold PSF' },
      { key: 'unsold_psf', label: 'Unsold PSF' },
    ],
  },
  {
    name: 'Resale Activity',
    standing: 'resale',
    fields: [
      { key: 'quarter_sales', label: 'Quarter Sales' },
      { key: 'total_listings', label: 'Total Listings' },
      { key: 'average_sale_price', label: 'Avg Sale Price' },
      { key: 'average_psf', label: 'Avg PSF' },
      { key: 'average_dom', label: 'Avg Days on Market' },
    ],
  },
  {
    name: 'Rental Listings',
    standing: 'rental',
    fields: [
      { key: 'quarter_sales', label: 'Leased' },
      { key: 'total_listings', label: 'Total Listings' },
      { key: 'average_sale_price', label: 'Avg Monthly Rent' },
      { key: 'average_psf', label: 'Avg Rent PSF' },
      { key: 'average_dom', label: 'Avg Days on Market' },
    ],
  },
  {
    name: 'Rental Survey',
    standing: 'completed',
    fields: [
      { key: 'surveyed_units', label: 'Surveyed Units' },
      { key: 'availability_rate', label: 'Availability Rate' },
      { key: 'vacancy_rate', label: 'Vacancy Rate' },
      { key: 'avg_monthly_rent', label: 'Avg Monthly Rent' },
      { key: 'avg_monthly_psf', label: 'Avg Monthly PSF' },
    ],
  },
];

function definitionOf(columns: readonly ColumnDefinition[], key: string, table: string): ColumnDefinition {
  const definition = columns.find((column) => column.key === key);
  if (definition === undefined) throw new Error(`The ${table} chart's ${key} has no column definition`);
  return definition;
}

/**
 * Each chart column's format: the quarter column of the standing's market history, then each
 * figure's column in the standing's project table (server/columns), so a chart writes a figure
 * exactly as the search tables do (part 1 §9, part 2 §9).
 */
function chartFormats(config: ChartConfig): CellFormat[] {
  const [quarter] = HISTORY_COLUMNS[config.standing];
  if (quarter === undefined) throw new Error(`The ${config.name} chart has no quarter column`);
  return [
    cellFormatOf(quarter),
    ...config.fields.map((field) =>
      cellFormatOf(definitionOf(PROJECT_COLUMNS[config.standing], field.key, config.name)),
    ),
  ];
}

/** Built once, when the module loads: a chart field without a column definition fails at start. */
const CHART_FORMATS: ReadonlyMap<ChartConfig, CellFormat[]> = new Map(
  CHARTS.map((config) => [config, chartFormats(config)]),
);

function chartsOf(quarters: ProjectQuarterTable[]): Array<[number, ChartConfig]> {
  return CHARTS.flatMap((config, index): Array<[number, ChartConfig]> =>
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
    { key: 'municipality_name', label: 'Municipality', value: String(row.municipality_name), format: 'text' },
    { key: 'submarket_name', label: 'Submarket', value: String(row.submarket_name), format: 'text' },
    ...PROJECT_COLUMNS[standing]
      .filter((definition) => definition.key !== 'name' && definition.key in row)
      .map((definition) => {
        const value = row[definition.key];
        return {
          key: definition.key,
          label: definition.label,
          value: typeof value === 'number' || typeof value === 'string' ? value : null,
          format: definition.format,
          ...(definition.percentScale === undefined ? {} : { percentScale: definition.percentScale }),
        };
      }),
  ];
  return {
    id: project.id,
    name: { key: 'name', label: 'Project Name', value: project.name },
    developer: { key: 'developer', label: 'Developer', value: project.developer },
    metadata: { projectStanding: standing, projectType: project.project_type },
    values,
  };
}

function chartTable(
  projectId: number,
  chartIndex: number,
  config: ChartConfig,
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
      header: ['Quarter', ...config.fields.map((field) => field.label)],
      formats: CHART_FORMATS.get(config) ?? [],
      rows: shown.map((quarter) => [
        quarterLabel(quarter),
        ...config.fields.map((field) => {
          const value = quarter[field.key];
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

/** A comparison row's format: the format of its column in the project tables of the standings shown. */
function comparisonFormat(key: string, standings: readonly ProjectStanding[]): CellFormat | null {
  for (const standing of standings) {
    const definition = PROJECT_COLUMNS[standing].find((column) => column.key === key);
    if (definition) return cellFormatOf(definition);
  }
  return null;
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
      rows: [...rows].map(([key, row]) => {
        const format = comparisonFormat(key, standings);
        return {
          key,
          label: row.label,
          ...(format ?? {}),
          values: shown.map((version) => row.values.get(version.version) ?? null),
        };
      }),
    },
  };
}
