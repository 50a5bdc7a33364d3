import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { GeoUnitColumns } from '../../db/domain-tables';
import type { RegionConfig, RegionsResponse, SuperRegion } from '@contract/geography';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES, STANDING_LABELS, STANDINGS_BY_TYPE } from '@contract/product-facts';
import type { ProjectDatatype, UrbanBasicOptionsResponse } from '@contract/urban-options';
import type { UrbanOption } from '@contract/filter-definitions';
import { loadProjectDateRanges } from './date-ranges';
import { parseJsonList } from './project-row';
import { readAppConfig } from './app-config';

const PROJECT_DATATYPES: readonly ProjectDatatype[] = PROJECT_TYPES.map((type) => ({
  type,
  label: PROJECT_TYPE_LABELS[type],
  standings: STANDINGS_BY_TYPE[type].map((standing) => ({ standing, label: STANDING_LABELS[standing] })),
}));

function byName(names: Iterable<string>): UrbanOption[] {
  return [...new Set(names)]
    .filter((name) => name.trim() !== '')
    .sort((a, b) => a.localeCompare(b))
    .map((name, index) => ({ id: index + 1, name }));
}

export async function loadSuperRegions(db: Kysely<Database>): Promise<SuperRegion[]> {
  const [superRegions, regions] = await Promise.all([
    db.selectFrom('super_regions').selectAll().orderBy('weight').orderBy('name').execute(),
    db.selectFrom('regions').select(['id', 'super_region_id']).orderBy('weight').orderBy('name').execute(),
  ]);
  return superRegions.map((superRegion) => ({
    name: superRegion.name,
    region_ids: regions.filter((region) => region.super_region_id === superRegion.id).map((region) => region.id),
    status: superRegion.status === 1,
  }));
}

export async function loadBasicOptions(db: Kysely<Database>): Promise<UrbanBasicOptionsResponse> {
  const [superRegions, projectFacts, rentalManagers, projectDateRanges, constructionStatuses] = await Promise.all([
    loadSuperRegions(db),
    db.selectFrom('projects').select(['developers', 'property_managers', 'proposed_developer_owner']).execute(),
    db.selectFrom('rental_properties').select('property_manager').distinct().execute(),
    loadProjectDateRanges(db),
    readAppConfig(db, 'construction_statuses'),
  ]);
  // Part 1 §4: Pre-Construction, Under Construction, Occupying, Registered, Completed, in that order.
  const statuses = (constructionStatuses ?? []).map((status) => ({ id: status.id, name: status.label }));
  return {
    superRegions,
    projectDatatypes: [...PROJECT_DATATYPES],
    projectConstructionStatuses: statuses,
    developers: byName(
      projectFacts.flatMap((project) => parseJsonList<{ name: string }>(project.developers).map((d) => d.name)),
    ),
    projectStatuses: statuses,
    propertyManagers: byName([
      ...projectFacts.flatMap((project) => parseJsonList<string>(project.property_managers)),
      ...rentalManagers.map((row) => row.property_manager),
    ]),
    developerOwners: byName(
      projectFacts.flatMap((project) => (project.proposed_developer_owner ? [project.proposed_developer_owner] : [])),
    ),
    projectDateRanges,
  };
}

/** The regions tree ordered by weight then name at every level (part 1 §9). */
export async function loadRegionsTree(db: Kysely<Database>): Promise<RegionsResponse> {
  const [regions, municipalities, submarkets] = await Promise.all([
    db.selectFrom('regions').selectAll().orderBy('weight').orderBy('name').execute(),
    db.selectFrom('municipalities').selectAll().orderBy('weight').orderBy('name').execute(),
    db.selectFrom('submarkets').selectAll().orderBy('weight').orderBy('name').execute(),
  ]);
  const unit = <T extends GeoUnitColumns>(row: T) => ({
    id: row.id,
    name: row.name,
    weight: row.weight,
    latitude: row.latitude,
    longitude: row.longitude,
    boundaries: row.boundaries,
    inner_boundaries: row.inner_boundaries,
  });
  return {
    regions: regions.map((region): RegionConfig => ({
      ...unit(region),
      region_ids: [region.id],
      rentsync_region_ids: parseJsonList<number>(region.rentsync_region_ids),
      disable_maps: JSON.parse(region.disable_maps) as Record<string, boolean>,
      municipalities: municipalities
        .filter((municipality) => municipality.region_id === region.id)
        .map((municipality) => ({
          ...unit(municipality),
          region_id: region.id,
          submarkets: submarkets
            .filter((submarket) => submarket.municipality_id === municipality.id)
            .map((submarket) => ({ ...unit(submarket), municipality_id: municipality.id })),
        })),
    })),
  };
}
