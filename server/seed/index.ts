import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { rebuildRentalRollups } from '../queries/rental/activity-rollups';
import { writeSaleRowTexts } from '../queries/sales/sale-row-texts';
import { insertInChunks } from './batch-insert';
import { quarterOf } from './calendar';
import { quarterIndex } from '@contract/months';
import { loadGeography } from './geography-file';
import { Random } from './random';
import { appConfigRows, appConfigValues, HOWTO_ITEMS } from './seed-content';
import { geographyRows } from './seed-geography';
import { seedProjects } from './seed-projects';
import { seedRentals } from './seed-rentals';
import { seedReports } from './seed-reports';
import { seedSales } from './seed-sales';

export interface SeedOptions {
  /** Same seed + scale + asOf => identical rows. */
  seed: number;
  /** Multiplies the default counts (2,000 projects, 1,500 rental buildings, 25,000 sales). */
  scale: number;
  /** The dataset's "today": quarterly history runs to its quarter, sales up to this date. */
  asOf: Date;
}

export interface SeedSummary {
  counts: Record<string, number>;
  elapsedMs: number;
  /** Of elapsedMs, writing the rental rollups (bench/RESULTS.md quotes it beside the seed time). */
  rentalRollupsMs: number;
}

export const DEFAULT_COUNTS = { projects: 2_000, rentalBuildings: 1_500, sales: 25_000 } as const;
/** Quarterly history starts here (part 1: figures from 2004 Q1). */
export const FIRST_QUARTER = { year: 2004, quarter: 1 } as const;

/**
 * Fills the (empty) market-data tables with a deterministic GTA dataset. Everything runs in one
 * transaction: a failed seed leaves the database empty rather than half filled.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const random = new Random(options.seed);
  const asOf = new Date(Date.UTC(options.asOf.getUTCFullYear(), options.asOf.getUTCMonth(), options.asOf.getUTCDate()));
  const scaled = (count: number): number => Math.max(1, Math.round(count * options.scale));

  const geography = geographyRows(loadGeography(), random.fork('geography'));
  const regionIds = geography.regions.map((r) => r.id);
  const toronto = geography.regions.find((r) => r.name === 'Toronto')?.id ?? regionIds[0] ?? 1;

  const projectCount = scaled(DEFAULT_COUNTS.projects);
  const counts: Record<string, number> = {};
  let rentalRollupsMs = 0;
  // Each group is inserted as soon as nothing else needs it, so large scales (benchmarks) do not
  // hold every generated row in memory at once.
  await db.transaction().execute(async (trx) => {
    counts.super_regions = await insertInChunks(trx, 'super_regions', geography.superRegions);
    counts.regions = await insertInChunks(trx, 'regions', geography.regions);
    counts.municipalities = await insertInChunks(trx, 'municipalities', geography.municipalities);
    counts.submarkets = await insertInChunks(trx, 'submarkets', geography.submarkets);

    const seededProjects = seedProjects(
      random.fork('projects'),
      {
        count: projectCount,
        firstQuarter: quarterIndex(FIRST_QUARTER),
        currentQuarter: quarterIndex(quarterOf(asOf)),
        submarkets: geography.seedSubmarkets,
        regionIds,
      },
      0,
    );
    const rentals = seedRentals(random.fork('rentals'), {
      count: scaled(DEFAULT_COUNTS.rentalBuildings),
      asOf,
      submarkets: geography.seedSubmarkets,
      regionIds,
      propertyManagers: seededProjects.propertyManagers,
      projectIdOffset: projectCount,
    });
    counts.rental_properties = await insertInChunks(trx, 'rental_properties', rentals.properties);
    counts.rental_activity = await insertInChunks(trx, 'rental_activity', rentals.activity);
    rentals.activity.length = 0;

    // Sales set land_sale_id on the projects they relate to, so projects are inserted after.
    const sales = seedSales(random.fork('sales'), {
      count: scaled(DEFAULT_COUNTS.sales),
      asOf,
      submarkets: geography.seedSubmarkets,
      regionIds,
      projects: seededProjects.projects,
    });
    counts.projects = await insertInChunks(trx, 'projects', [...seededProjects.projects, ...rentals.projects]);
    counts.project_versions = await insertInChunks(trx, 'project_versions', seededProjects.versions);
    counts.project_quarters = await insertInChunks(trx, 'project_quarters', seededProjects.quarters);
    // Derived: the rental activity pre-aggregated for the rental searches (activity-rollups.ts),
    // after the projects rows that mirror the buildings (the searches read those buildings only).
    const rollupsStarted = performance.now();
    Object.assign(counts, await rebuildRentalRollups(trx));
    rentalRollupsMs = Math.round(performance.now() - rollupsStarted);
    counts.property_types = await insertInChunks(trx, 'property_types', sales.propertyTypes);
    counts.sale_sub_types = await insertInChunks(trx, 'sale_sub_types', sales.subTypes);
    counts.sales = await insertInChunks(trx, 'sales', sales.sales);
    counts.sale_addresses = await insertInChunks(trx, 'sale_addresses', sales.addresses);
    counts.sale_related_projects = await insertInChunks(trx, 'sale_related_projects', sales.related);
    // Derived: each sale's search row as text, read by the sales search (sale-row-texts.ts).
    counts.sale_row_texts = await writeSaleRowTexts(trx);

    const landTypeId = sales.propertyTypes.find((t) => t.name === 'Land')?.id;
    const reports = seedReports(
      random.fork('reports'),
      { asOf, projects: seededProjects.projects, quarters: seededProjects.quarters, sales: sales.sales },
      sales.subTypes.filter((s) => s.property_type_id === landTypeId).map((s) => s.id),
    );
    counts.quarterly_reports = await insertInChunks(trx, 'quarterly_reports', reports.reports);
    counts.quarterly_report_sections = await insertInChunks(trx, 'quarterly_report_sections', reports.sections);
    counts.transaction_actions = await insertInChunks(trx, 'transaction_actions', reports.actions);
    counts.howto_items = await insertInChunks(trx, 'howto_items', HOWTO_ITEMS);
    const config = appConfigValues({
      asOf,
      torontoRegionId: toronto,
      rentalDateRange: rentals.dateRange,
    });
    counts.app_config = await insertInChunks(trx, 'app_config', appConfigRows(config));
  });
  return { counts, elapsedMs: Math.round(performance.now() - started), rentalRollupsMs };
}
