import type { RegionConfig } from '@contract/geography';
import { toBoundaryStrings } from '@server/seed/boundary-format';
import type { GeoPlace, GtaGeography } from '@server/seed/geography-file';
import geography from '@server/seed/geo/gta-geography.json';

/** The committed demo geography (server/seed/geo) in the regions endpoint's format. */
const gta = geography as GtaGeography;

function unit(place: GeoPlace) {
  const { id, name, weight, latitude, longitude } = place;
  return { id, name, weight, latitude, longitude, ...toBoundaryStrings(place.polygons) };
}

export const GTA_REGIONS: RegionConfig[] = gta.regions.map((region) => ({
  ...unit(region),
  region_ids: [region.id],
  rentsync_region_ids: [],
  disable_maps: {},
  municipalities: gta.municipalities
    .filter((municipality) => municipality.regionId === region.id)
    .map((municipality) => ({
      ...unit(municipality),
      region_id: region.id,
      submarkets: gta.submarkets
        .filter((submarket) => submarket.municipalityId === municipality.id)
        .map((submarket) => ({ ...unit(submarket), municipality_id: municipality.id })),
    })),
}));

export { gta as GTA_GEOGRAPHY };
