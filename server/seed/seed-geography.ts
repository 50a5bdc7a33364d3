import type { Insertable } from 'kysely';
import type { MunicipalityTable, RegionTable, SubmarketTable, SuperRegionTable } from '../db/domain-tables';
import { toBoundaryStrings } from './boundary-format';
import type { GtaGeography } from './geography-file';
import type { MarketLevel } from './market-levels';
import { regionLevel } from './market-levels';
import { PlacementArea } from './point-in-area';
import type { Random } from './random';
import { TYPE_STANDING_KEYS } from '@contract/product-facts';

/**
 * Condo rental listings are not tracked in the outer-ring Simcoe and Dufferin regions, so their
 * condo rental search is disabled (and the seed writes no condo rental figures there).
 */
const DISABLED_DATA: Record<string, readonly string[]> = { Simcoe: ['condo_rental'], Dufferin: ['condo_rental'] };

export interface SeedSubmarket {
  id: number;
  name: string;
  municipalityId: number;
  municipalityName: string;
  regionId: number;
  regionName: string;
  level: MarketLevel;
  /** True where new-condo prices sit at the top of the region (downtown cores, waterfronts). */
  prime: boolean;
  area: PlacementArea;
  disabledData: ReadonlySet<string>;
}

export interface GeographyRows {
  superRegions: Insertable<SuperRegionTable>[];
  regions: Insertable<RegionTable>[];
  municipalities: Insertable<MunicipalityTable>[];
  submarkets: Insertable<SubmarketTable>[];
  seedSubmarkets: SeedSubmarket[];
}

const PRIME = /Downtown|Core|Waterfront|Yorkville|King West|Yonge|Centre|Port Credit|Humber Bay/;

export function geographyRows(geography: GtaGeography, random: Random): GeographyRows {
  const superRegions = geography.superRegions.map((s) => ({
    id: s.id,
    name: s.name,
    weight: s.weight,
    status: 1 as const,
  }));
  const regions = geography.regions.map((r) => {
    const disabled = DISABLED_DATA[r.name] ?? [];
    return {
      id: r.id,
      name: r.name,
      weight: r.weight,
      latitude: r.latitude,
      longitude: r.longitude,
      ...toBoundaryStrings(r.polygons),
      super_region_id: r.superRegionId,
      disable_maps: JSON.stringify(Object.fromEntries(TYPE_STANDING_KEYS.map((key) => [key, disabled.includes(key)]))),
      rentsync_region_ids: JSON.stringify([r.id]),
    };
  });
  const municipalities = geography.municipalities.map((m) => ({
    id: m.id,
    name: m.name,
    weight: m.weight,
    latitude: m.latitude,
    longitude: m.longitude,
    ...toBoundaryStrings(m.polygons),
    region_id: m.regionId,
  }));
  const submarkets = geography.submarkets.map((s) => ({
    id: s.id,
    name: s.name,
    weight: s.weight,
    latitude: s.latitude,
    longitude: s.longitude,
    ...toBoundaryStrings(s.polygons),
    municipality_id: s.municipalityId,
    region_id: s.regionId,
  }));

  const seedSubmarkets = geography.submarkets.map((s): SeedSubmarket => {
    const municipality = geography.municipalities.find((m) => m.id === s.municipalityId);
    const region = geography.regions.find((r) => r.id === s.regionId);
    if (!municipality || !region) throw new Error(`Submarket ${s.name} has no parent`);
    const base = regionLevel(region.name);
    const prime = PRIME.test(s.name);
    const variation = random.real(0.85, 1.05) * (prime ? 1.22 : 1);
    return {
      id: s.id,
      name: s.name,
      municipalityId: municipality.id,
      municipalityName: municipality.name,
      regionId: region.id,
      regionName: region.name,
      level: {
        condoPsf: base.condoPsf * variation,
        rentPsf: base.rentPsf * (0.5 + variation / 2),
        activity: base.activity * (prime ? 1.6 : 1) * random.real(0.7, 1.3),
      },
      prime,
      area: new PlacementArea([s.polygons, municipality.polygons, region.polygons], s),
      disabledData: new Set(DISABLED_DATA[region.name] ?? []),
    };
  });
  return { superRegions, regions, municipalities, submarkets, seedSubmarkets };
}

/** Picks a submarket in proportion to its activity, optionally only where `dataKey` is enabled. */
export function pickSubmarket(random: Random, submarkets: readonly SeedSubmarket[], dataKey?: string): SeedSubmarket {
  const eligible = dataKey ? submarkets.filter((s) => !s.disabledData.has(dataKey)) : submarkets;
  return random.weighted(eligible.map((s) => [s, s.level.activity] as const));
}
