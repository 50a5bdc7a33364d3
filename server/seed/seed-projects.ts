import type { ProjectQuarterTable, ProjectTable, ProjectVersionTable, StandingText } from '../db/domain-tables';
import { brochurePath, urbanActionDocumentPath } from '../db/media-paths';
import { projectIconKey } from '@contract/map-icons';
import {
  CONSTRUCTION_STATUSES,
  PROJECT_STATUSES,
  typeStandingKey,
  type ProjectStanding,
  type ProjectType,
} from '@contract/product-facts';
import { dateInQuarter } from './calendar';
import { quarterIndex, quarterOfIndex } from '@contract/months';
import type { ProjectProfile, ProjectVersionCompareEntry } from './json-columns';
import { column, type Field } from '../columns/measures';
import { condoIndex, rentIndex } from './market-levels';
import { developerRoster, projectName, propertyManagerRoster, streetAddress } from './names';
import { projectProfile } from './project-profile';
import { round2 } from '../queries/numbers';
import { deriveAnnualRentalColumns, deriveSeriesColumns, emptyQuarterRow } from './quarter-series';
import type { Random } from './random';
import type { SeedSubmarket } from './seed-geography';
import { pickSubmarket } from './seed-geography';

/** The standings a new-development project is generated in (old stock comes from seed-rentals). */
export const PROJECT_TARGETS = [
  ['condo', 'active', 0.2],
  ['condo', 'resale', 0.24],
  ['condo', 'rental', 0.1],
  ['condo', 'proposed', 0.14],
  ['purpose-built', 'proposed', 0.1],
  ['purpose-built', 'construction', 0.08],
  ['purpose-built', 'completed', 0.14],
] as const satisfies ReadonlyArray<readonly [ProjectType, ProjectStanding, number]>;

type ProjectTarget = (typeof PROJECT_TARGETS)[number];

/** Quarter indexes of a project's phases; phases end the quarter before the next starts. */
interface Timeline {
  proposal: number;
  /** Condo sales launch, or purpose-built construction start. */
  start: number;
  /** First occupancy / completion. */
  occupancy: number;
  /** Condo: first resale quarter (after registration). Purpose-built: stabilized occupancy. */
  settled: number;
}

export interface ProjectSeedInput {
  count: number;
  firstQuarter: number;
  currentQuarter: number;
  submarkets: readonly SeedSubmarket[];
  regionIds: readonly number[];
}

export interface SeededProjects {
  projects: ProjectTable[];
  quarters: ProjectQuarterTable[];
  versions: ProjectVersionTable[];
  propertyManagers: string[];
}

const STRUCTURES: Record<string, readonly string[]> = {
  high: ['High-rise condominium tower', 'High-rise tower on a mixed-use podium', 'Twin high-rise towers'],
  mid: ['Mid-rise building', 'Mid-rise building with retail at grade'],
  low: ['Stacked townhouses', 'Low-rise building'],
};

function timelineFor(random: Random, target: ProjectTarget, now: number, first: number): Timeline {
  const [type, standing] = target;
  const pre = random.int(2, 10);
  if (type === 'condo') {
    const build = random.int(12, 20);
    const tail = random.int(2, 4);
    let start: number;
    if (standing === 'proposed') start = now + random.int(1, 8);
    else if (standing === 'active') start = now - random.int(0, build + tail - 1);
    else start = random.int(first - 16, now - 1) - tail - build;
    const proposal = standing === 'proposed' ? now - random.int(0, 12) : start - pre;
    return { proposal: Math.min(proposal, start - 1), start, occupancy: start + build, settled: start + build + tail };
  }
  const build = random.int(8, 14);
  const leaseUp = random.int(2, 6);
  let start: number;
  if (standing === 'proposed') start = now + random.int(1, 10);
  else if (standing === 'construction') start = now - random.int(0, build - 1);
  // Completions crowd the recent quarters (the purpose-built rental boom), so some are still in
  // their initial lease-up now: one draw, squared, leans the start towards the newest.
  else start = now - build - Math.floor(random.next() ** 2 * (now - build - (first - 4) + 1));
  const proposal = standing === 'proposed' ? now - random.int(0, 12) : start - pre;
  return { proposal: Math.min(proposal, start - 1), start, occupancy: start + build, settled: start + build + leaseUp };
}

function condoStandingAt(q: number, t: Timeline): StandingText {
  if (q < t.start) return 'proposed';
  if (q < t.settled) return 'active';
  return 'resale';
}

function purposeBuiltStandingAt(q: number, t: Timeline): StandingText {
  if (q < t.start) return 'proposed';
  if (q < t.occupancy) return 'construction';
  return 'completed';
}

function constructStatus(type: string, q: number, t: Timeline): (typeof CONSTRUCTION_STATUSES)[number] {
  const constructionStart = type === 'condo' ? t.start + 2 : t.start;
  const index = q < constructionStart ? 0 : q < t.occupancy ? 1 : q < t.settled ? 2 : type === 'condo' ? 3 : 4;
  return CONSTRUCTION_STATUSES[index] as (typeof CONSTRUCTION_STATUSES)[number];
}

/** The project status of a construction status: the same stage, in the order part 1 §4 lists both. */
export function projectStatusOf(status: { id: number }): (typeof PROJECT_STATUSES)[number] {
  const projectStatus = PROJECT_STATUSES[status.id - 1];
  if (projectStatus === undefined) throw new Error(`No project status for construction status ${status.id}`);
  return projectStatus;
}

function suiteCountFor(random: Random, type: string, submarket: SeedSubmarket): number {
  const median = type === 'condo' ? (submarket.regionName === 'Toronto' ? 380 : 240) : 220;
  return Math.round(random.logNormal(median, 0.55, 24, 1800));
}

/**
 * Sales launch: a big opening quarter, then a decaying share of what is left, and at least one
 * suite a quarter while any is left, so small projects sell out before registration.
 */
function simulateCondoSales(random: Random, suites: number, quarters: number): number[] {
  const sales: number[] = [];
  let remaining = suites;
  for (let i = 0; i < quarters; i++) {
    const share = i === 0 ? random.real(0.25, 0.6) : random.real(0.04, 0.22);
    const sold = Math.min(remaining, Math.max(1, Math.round(remaining * share)));
    sales.push(sold);
    remaining -= sold;
  }
  return sales;
}

export function seedProjects(random: Random, input: ProjectSeedInput, idOffset: number): SeededProjects {
  const developers = developerRoster(random.fork('developers'), 60);
  const propertyManagers = propertyManagerRoster(random.fork('managers'), 24);
  const projects: ProjectTable[] = [];
  const quarters: ProjectQuarterTable[] = [];
  const versions: ProjectVersionTable[] = [];

  for (let i = 0; i < input.count; i++) {
    const r = random.fork(`project-${i}`);
    // The first projects cover every target in every region, so even tiny scales have each type
    // and standing everywhere it is enabled; the rest follow the target weights and activity.
    const coverage = i < PROJECT_TARGETS.length * input.regionIds.length;
    const target: ProjectTarget = coverage
      ? (PROJECT_TARGETS[i % PROJECT_TARGETS.length] as ProjectTarget)
      : r.weighted(PROJECT_TARGETS.map((t) => [t, t[2]] as const));
    const [type, standing] = target;
    const dataKey = typeStandingKey(type, standing);
    const coverRegion = coverage ? input.regionIds[Math.floor(i / PROJECT_TARGETS.length)] : undefined;
    const inRegion = input.submarkets.filter((s) => s.regionId === coverRegion && !s.disabledData.has(dataKey));
    const submarket = pickSubmarket(r, inRegion.length > 0 ? inRegion : input.submarkets, dataKey);
    const generated = generateProject(r, {
      id: idOffset + i + 1,
      target,
      submarket,
      input,
      developers,
      propertyManagers,
    });
    projects.push(generated.project);
    quarters.push(...generated.quarters);
    versions.push(...generated.versions);
  }
  return { projects, quarters, versions, propertyManagers };
}

interface GenerateContext {
  id: number;
  target: ProjectTarget;
  submarket: SeedSubmarket;
  input: ProjectSeedInput;
  developers: readonly string[];
  propertyManagers: readonly string[];
}

function generateProject(
  r: Random,
  ctx: GenerateContext,
): { project: ProjectTable; quarters: ProjectQuarterTable[]; versions: ProjectVersionTable[] } {
  const { id, target, submarket, input } = ctx;
  const [type, targetStanding] = target;
  const now = input.currentQuarter;
  const first = input.firstQuarter;
  const t = timelineFor(r, target, now, first);
  const suites = suiteCountFor(r, type, submarket);
  const floors =
    suites > 150
      ? Math.min(78, Math.max(8, Math.round(suites / r.real(9, 16))))
      : suites > 60
        ? r.int(5, 12)
        : r.int(3, 4);
  const structure = r.pick(STRUCTURES[floors >= 13 ? 'high' : floors >= 5 ? 'mid' : 'low'] ?? []);
  const avgSuiteSize = Math.round(
    type === 'condo' ? r.real(submarket.regionName === 'Toronto' ? 560 : 650, 900) : r.real(640, 860),
  );
  const premium = r.real(0.9, 1.12);
  const openingPsf = Math.round(submarket.level.condoPsf * condoIndex(t.start) * premium);
  const developerCount = r.chance(0.25) ? 2 : 1;
  const projectDevelopers = Array.from({ length: developerCount }, () => r.pick(ctx.developers));
  const uniqueDevelopers = [...new Set(projectDevelopers)];
  const street = streetAddress(r);
  const { latitude, longitude } = submarket.area.randomPoint(r);
  const rows: ProjectQuarterTable[] = [];

  // Figures per standing, simulated over the whole phase, stored from 2004 Q1 on.
  const keep = (series: ProjectQuarterTable[]): void => {
    for (const row of series) if (quarterIndex(row) >= first) rows.push(row);
  };

  const proposedUntil = Math.min(t.start - 1, now);
  const proposedRows: ProjectQuarterTable[] = [];
  for (let q = Math.max(t.proposal, first); q <= proposedUntil; q++)
    proposedRows.push(emptyQuarterRow(id, q, 'proposed', suites));
  keep(proposedRows);

  let totalSold = 0;
  let monthsTo70: number | null = null;
  let activeEnded = false;
  if (type === 'condo') {
    const activeEnd = Math.min(t.settled - 1, now);
    if (t.start <= now) {
      const sales = simulateCondoSales(r, suites, activeEnd - t.start + 1);
      const active: ProjectQuarterTable[] = [];
      sales.forEach((sold, i) => {
        const q = t.start + i;
        const row = emptyQuarterRow(id, q, 'active', suites);
        totalSold += sold;
        if (monthsTo70 === null && totalSold >= suites * 0.7) monthsTo70 = (i + 1) * 3;
        const psf = openingPsf * (condoIndex(q) / condoIndex(t.start)) * (1 + i * 0.004) * r.real(0.97, 1.04);
        row.quarter_sales = sold;
        row.total_sales = totalSold;
        row.unsold_units = suites - totalSold;
        row.sold_psf = sold > 0 ? Math.round(psf) : null;
        row.unsold_psf = suites - totalSold > 0 ? Math.round(psf * r.real(1.02, 1.09)) : null;
        active.push(row);
      });
      deriveSeriesColumns(active);
      keep(active);
      activeEnded = activeEnd < now;
    }
    if (activeEnded) {
      const resaleBase = submarket.level.condoPsf * premium * r.real(0.78, 0.9);
      keep(listingSeries(r, id, suites, avgSuiteSize, t.settled, now, 'resale', (q) => resaleBase * condoIndex(q)));
      if (!submarket.disabledData.has('condo_rental')) {
        const rentBase = submarket.level.rentPsf * premium * r.real(1.0, 1.12);
        keep(listingSeries(r, id, suites, avgSuiteSize, t.settled, now, 'rental', (q) => rentBase * rentIndex(q)));
      }
    }
  } else {
    const constructionRows: ProjectQuarterTable[] = [];
    for (let q = Math.max(t.start, first); q <= Math.min(t.occupancy - 1, now); q++) {
      constructionRows.push(emptyQuarterRow(id, q, 'construction', suites));
    }
    keep(constructionRows);
    if (t.occupancy <= now)
      keep(completedSeries(r, id, suites, avgSuiteSize, t, now, submarket.level.rentPsf * premium));
  }

  const currentStanding: StandingText =
    type === 'condo'
      ? targetStanding === 'rental'
        ? 'rental'
        : condoStandingAt(now, t)
      : purposeBuiltStandingAt(now, t);
  const status = constructStatus(type, now, t);
  const isProposed = currentStanding === 'proposed';
  // Part 1 §4: the project status is where the project stands now, the construction status's
  // stage (a proposal of an earlier quarter shows what became of it).
  const projectStatus = projectStatusOf(status);
  // One draw stays where proposals once drew a planning status, so every later draw (names,
  // dates, figures) and with it the rest of the dataset is as it was.
  if (isProposed) r.next();
  const sellingOrProposed = currentStanding === 'active' || isProposed;
  const isCancelled = sellingOrProposed && r.chance(0.05);
  const isOnHold = sellingOrProposed && !isCancelled && r.chance(0.05);
  const past = (q: number): boolean => q <= now;
  const occupancyDate = dateInQuarter(quarterOfIndex(t.occupancy), r.next());
  const residentialGfa = Math.round((suites * avgSuiteSize) / r.real(0.8, 0.88));
  const proposedGfa = Math.round(residentialGfa * r.real(1.0, 1.15));
  const urbanaction = r.chance(0.08);
  const parkingAvailability = type === 'purpose-built' ? r.pick(['Additional', 'Unavailable', 'Included']) : null;
  const parkingMin = parkingAvailability === 'Additional' ? r.int(8, 15) * 10 : null;
  const parkingMax = parkingMin !== null ? parkingMin + r.int(0, 10) * 10 : null;
  const managers = type === 'purpose-built' || currentStanding === 'rental' ? [r.pick(ctx.propertyManagers)] : [];
  const firstStored = rows[0] ? quarterIndex(rows[0]) : Math.max(t.proposal, first);
  const profile: ProjectProfile = projectProfile(r, {
    id,
    type,
    suites,
    floors,
    avgSuiteSize,
    developers: uniqueDevelopers,
    submarket,
    street,
  });

  const project: ProjectTable = {
    id,
    name: projectName(r),
    project_type: type,
    standing: currentStanding,
    region_id: submarket.regionId,
    municipality_id: submarket.municipalityId,
    submarket_id: submarket.id,
    street_address: street,
    full_address: `${street}, ${submarket.municipalityName}, ON`,
    latitude,
    longitude,
    developers: JSON.stringify(uniqueDevelopers.map((name) => ({ name }))),
    developer: uniqueDevelopers[0] ?? '',
    suite_count: suites,
    number_of_floors: floors,
    year_built: past(t.occupancy) ? quarterOfIndex(t.occupancy).year : null,
    first_year: quarterOfIndex(firstStored).year,
    first_quarter: quarterOfIndex(firstStored).quarter,
    opening_date: type === 'condo' && past(t.start) ? dateInQuarter(quarterOfIndex(t.start), r.next()) : null,
    occupancy_date: past(t.occupancy) || !isProposed ? occupancyDate : null,
    full_occupancy_date:
      type === 'purpose-built' && past(t.settled) ? dateInQuarter(quarterOfIndex(t.settled), r.next()) : null,
    register_date:
      type === 'condo' && past(t.settled) ? dateInQuarter(quarterOfIndex(t.settled), r.next() * 0.5) : null,
    construction_date: past(type === 'condo' ? t.start + 2 : t.start)
      ? dateInQuarter(quarterOfIndex(type === 'condo' ? t.start + 2 : t.start), r.next())
      : null,
    proposed_opening: isProposed
      ? dateInQuarter(quarterOfIndex(type === 'condo' ? t.start : t.occupancy), r.next())
      : null,
    construct_status_id: status.id,
    construct_status_label: status.label,
    project_status: projectStatus.key,
    project_status_label: projectStatus.label,
    is_cancelled: isCancelled ? 1 : 0,
    is_onholdoffmarket: isOnHold ? 1 : 0,
    is_soldout: type === 'condo' && totalSold === suites ? 1 : 0,
    is_initialleaseup: type === 'purpose-built' && past(t.occupancy) && !past(t.settled) ? 1 : 0,
    urbanaction: urbanaction ? 1 : 0,
    urbanaction_link: urbanaction ? urbanActionDocumentPath(id) : null,
    urbanaction_publication_date: urbanaction
      ? dateInQuarter(quarterOfIndex(Math.min(now, t.proposal + 2)), r.next())
      : null,
    map_icon: projectIconKey(type, currentStanding),
    thumbnail_url: `/api/v1/media/picture/project/${id}/1.svg`,
    opening_psf: type === 'condo' && past(t.start) ? openingPsf : null,
    avg_suite_size: avgSuiteSize,
    months_to_70_sold: monthsTo70,
    proposed_developer_owner: isProposed
      ? r.chance(0.7)
        ? (uniqueDevelopers[0] ?? null)
        : `${r.int(1000000, 2999999)} Ontario Inc.`
      : null,
    total_buildings: suites > 600 ? r.int(2, 4) : 1,
    proposed_gfa: proposedGfa,
    residential_gfa_sf: residentialGfa,
    total_gfa: Math.round(proposedGfa * r.real(1.0, 1.08)),
    nsa_nla: suites * avgSuiteSize,
    parking_total: Math.round(suites * r.real(0.3, 0.95)),
    structure_description: structure,
    comments: r.chance(0.4) ? r.pick(PROJECT_COMMENTS) : null,
    property_managers: JSON.stringify(managers),
    parking_availability: parkingAvailability,
    parking_cost: parkingMin !== null && parkingMax !== null ? Math.round((parkingMin + parkingMax) / 2) : null,
    parking_cost_min: parkingMin,
    parking_cost_max: parkingMax,
    website: r.chance(0.8) ? `www.${slug(uniqueDevelopers[0] ?? 'project')}.example/project-${id}` : null,
    rental_website: type === 'purpose-built' ? `rent-${id}.example` : null,
    land_sale_id: null,
    profile: JSON.stringify(profile),
  };
  return { project, quarters: rows, versions: projectVersions(r, project, t, now) };
}

const PROJECT_COMMENTS = [
  'Revised application increases the height by six storeys.',
  'Podium includes ground-floor retail and a daycare.',
  'Part of a multi-phase master-planned community.',
  'Includes a component of affordable rental units.',
  'Site assembly completed; demolition of existing low-rise buildings underway.',
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Resale or rental listing activity of a completed condo; prices are psf or rent psf per month. */
function listingSeries(
  r: Random,
  id: number,
  suites: number,
  avgSuiteSize: number,
  from: number,
  to: number,
  standing: 'resale' | 'rental',
  psfAt: (q: number) => number,
): ProjectQuarterTable[] {
  const series: ProjectQuarterTable[] = [];
  const listingShare = standing === 'resale' ? [0.02, 0.07] : [0.04, 0.1];
  const maintenance = r.real(0.48, 0.8);
  for (let q = from; q <= to; q++) {
    const row = emptyQuarterRow(id, q, standing, suites);
    const listings = Math.max(1, Math.round(suites * r.real(listingShare[0] ?? 0, listingShare[1] ?? 0)));
    const sold = Math.min(listings, Math.round(listings * r.real(0.25, 0.75)));
    row.total_listings = listings;
    row.total_active_listings = Math.min(listings, Math.round(listings * r.real(0.3, 0.7)));
    row.quarter_sales = sold;
    row.sum_size = sold > 0 ? Math.round(sold * avgSuiteSize * r.real(0.9, 1.1)) : 0;
    if (sold > 0) {
      const size = round2((row.sum_size ?? 0) / sold);
      const psf = round2(psfAt(q) * r.real(0.95, 1.06));
      row.average_suite_size = size;
      row.average_psf = psf;
      row.average_sale_price = Math.round(psf * size);
      row.average_dom = r.int(standing === 'resale' ? 12 : 8, standing === 'resale' ? 55 : 35);
    }
    if (standing === 'resale') row.maintenance_fee_psf = round2(maintenance * (1 + (q - from) * 0.006));
    series.push(row);
  }
  deriveSeriesColumns(series);
  return series;
}

/** A purpose-built rental after completion: lease-up, then stabilized occupancy. */
function completedSeries(
  r: Random,
  id: number,
  suites: number,
  avgSuiteSize: number,
  t: Timeline,
  now: number,
  rentPsf: number,
): ProjectQuarterTable[] {
  const series: ProjectQuarterTable[] = [];
  for (let q = t.occupancy; q <= now; q++) {
    const row = emptyQuarterRow(id, q, 'completed', suites);
    const leaseUp = q < t.settled;
    const surveyed = Math.max(1, Math.round(suites * r.real(0.72, 1.0)));
    const availabilityShare = leaseUp
      ? 0.05 + 0.55 * (1 - (q - t.occupancy) / Math.max(1, t.settled - t.occupancy))
      : r.real(0.01, 0.06);
    const available = Math.min(surveyed, Math.round(surveyed * availabilityShare));
    const vacant = Math.round(available * r.real(0.3, 0.8));
    const size = Math.round(avgSuiteSize * r.real(0.98, 1.02));
    const rent = Math.round(size * rentPsf * rentIndex(q) * r.real(0.97, 1.04));
    row.surveyed_units = surveyed;
    row.available_units = available;
    row.vacant_units = vacant;
    row.availability_rate = round2((100 * available) / surveyed);
    row.vacancy_rate = round2((100 * vacant) / surveyed);
    row.avg_unit_size = size;
    row.avg_monthly_rent = rent;
    row.avg_monthly_psf = round2(rent / size);
    row.rental_unit_monthly_total = rent * surveyed;
    series.push(row);
  }
  deriveAnnualRentalColumns(series);
  return series;
}

function projectVersions(r: Random, project: ProjectTable, t: Timeline, now: number): ProjectVersionTable[] {
  const milestones: Array<{ q: number; standing: StandingText; status: string }> = [];
  const standingAt = project.project_type === 'condo' ? condoStandingAt : purposeBuiltStandingAt;
  const points =
    project.project_type === 'condo' ? [t.proposal, t.start, t.settled] : [t.proposal, t.start, t.occupancy];
  for (const q of points) {
    if (q <= now)
      milestones.push({ q, standing: standingAt(q, t), status: constructStatus(project.project_type, q, t).label });
  }
  const extra = r.int(0, 2);
  for (let i = 0; i < extra; i++) {
    const q = r.int(Math.min(t.proposal, now), now);
    milestones.push({ q, standing: standingAt(q, t), status: constructStatus(project.project_type, q, t).label });
  }
  if (project.standing === 'rental')
    milestones.push({ q: now, standing: 'rental', status: project.construct_status_label });
  milestones.sort((a, b) => a.q - b.q);
  let suites = Math.round(project.suite_count * r.real(0.8, 0.95));
  return milestones.map((milestone, i) => {
    const last = i === milestones.length - 1;
    if (last) suites = project.suite_count;
    else suites = Math.min(project.suite_count, suites + r.int(0, 20));
    const version = i + 1;
    return {
      project_id: project.id,
      version,
      standing: milestone.standing,
      updated_on: dateInQuarter(quarterOfIndex(milestone.q), (i + 1) / (milestones.length + 2)),
      status: milestone.status,
      // Each entry labelled as the catalogue labels its field (server/columns/measures.ts).
      compare: JSON.stringify(
        (
          [
            ['name', project.name],
            ['status', milestone.status],
            ['developer', project.developer],
            ['street_address', project.street_address],
            ['suite_count', suites],
            ['number_of_floors', project.number_of_floors],
            ['main_picture', `/api/v1/media/picture/project/${project.id}/${version}.svg`],
            ['project_brochure', brochurePath(project.id, version)],
          ] satisfies Array<[Field, string | number | null]>
        ).map(([field, value]): ProjectVersionCompareEntry => ({ key: field, label: column(field).label, value })),
      ),
    };
  });
}
