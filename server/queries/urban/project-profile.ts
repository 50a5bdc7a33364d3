import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable } from '../../db/domain-tables';
import type { ProjectStanding } from '@contract/product-facts';
import type {
  ChartTable,
  LabelledValue,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
  ProjectPopupResponse,
} from '@contract/urban-project';
import type { ProjectProfile } from '../../seed/json-columns';
import { PROJECT_COLUMNS } from '../../columns/projects';
import { readAppConfig } from './app-config';
import { loadGeographyNames } from './geography-names';
import { quarterIndex } from './project-quarter-rows';
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
      { key: 'availability_rate', label: 'Availability Rate (%)' },
      { key: 'vacancy_rate', label: 'Vacancy Rate (%)' },
      { key: 'avg_monthly_rent', label: 'Avg Monthly Rent' },
      { key: 'avg_monthly_psf', label: 'Avg Monthly PSF' },
    ],
  },
];

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
    .sort((a, b) => quarterIndex(b.year, b.quarter) - quarterIndex(a.year, a.quarter));
  const shown = limit === null ? series : series.slice(0, limit);
  const newest = series[0];
  return {
    name: config.name,
    data_as_of: newest ? `${newest.year} Q${newest.quarter}` : '',
    all_uri:
      series.length > shown.length || limit !== null ? `/api/v1/urban/project/${projectId}/chart/${chartIndex}` : null,
    tableNote: null,
    tableNoteFooter: null,
    data: {
      header: ['Quarter', ...config.fields.map((field) => field.label)],
      rows: shown.map((quarter) => [
        `${quarter.year} Q${quarter.quarter}`,
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

/** GET /api/v1/urban/project/{id}/history: versions and the standing comparison (part 2 §2.10). */
export async function loadProjectHistory(db: Kysely<Database>, id: number): Promise<ProjectHistoryResponse | null> {
  const project = await findProject(db, id);
  if (!project) return null;
  const versions = await db
    .selectFrom('project_versions')
    .selectAll()
    .where('project_id', '=', id)
    .orderBy('version')
    .execute();
  const labels: string[] = [];
  const versionNumbers = new Set(versions.map((version) => version.version));
  const parsed = versions.map((version) => {
    const entries = JSON.parse(version.compare) as Array<{ label: string; value: string }>;
    for (const entry of entries) if (!labels.includes(entry.label)) labels.push(entry.label);
    // A brochure path is sent only when its document route answers it (part 2 §2.10 'See PDF').
    return new Map(entries.map((entry) => [entry.label, keptCompareValue(entry.value, id, versionNumbers)]));
  });
  return {
    summary: versions.map((version) => ({
      version: version.version,
      standing: version.standing,
      updated_on: version.updated_on,
      status: version.status,
    })),
    compare: {
      vid: versions.map((version) => version.version),
      rows: labels.map((label) => ({
        key: label
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_|_$/g, ''),
        label,
        values: parsed.map((values) => values.get(label) ?? null),
      })),
    },
  };
}
