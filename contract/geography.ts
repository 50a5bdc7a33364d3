/**
 * Region configuration (part 1 §3). Boundaries use the spec's string format: polygons separated
 * by ";", each a list of "lng,lat" pairs separated by spaces; inner_boundaries holds the holes,
 * separated by ":".
 */
export interface GeoUnitBase {
  id: number;
  name: string;
  /** Sort order: configuration rows sort by weight, then name. */
  weight: number;
  latitude: number;
  longitude: number;
  boundaries: string;
  inner_boundaries: string;
}

export interface SubmarketConfig extends GeoUnitBase {
  municipality_id: number;
}

export interface MunicipalityConfig extends GeoUnitBase {
  region_id: number;
  submarkets: SubmarketConfig[];
}

export interface RegionConfig extends GeoUnitBase {
  region_ids: number[];
  rentsync_region_ids: number[];
  /** Keyed `${projectType}_${projectStanding}`: true when maps/search for it are disabled here. */
  disable_maps: Record<string, boolean>;
  municipalities: MunicipalityConfig[];
}

/** GET /api/v1/urban/options/regions */
export interface RegionsResponse {
  regions: RegionConfig[];
}

export interface SuperRegion {
  name: string;
  region_ids: number[];
  status: boolean;
}

/**
 * The geography every geographic result row carries, so the worker can build region >
 * municipality > submarket subtotals without another call (part 1 §9).
 */
export interface RowGeography {
  region_id: number;
  region_name: string;
  municipality_id: number;
  municipality_name: string;
  /** null means "Other". */
  submarket_id: number | null;
  submarket_name: string | null;
}

/**
 * The ids of the region configuration by the route's geography keys (`regionId[]`,
 * `municipalityId[]`, `submarketId[]`): the search pages' and Map Search's check of the geography
 * a query names, in the page and on the server (a saved view's search).
 */
export function geographyIds(regions: readonly RegionConfig[]): {
  regions: ReadonlySet<string>;
  municipalities: ReadonlySet<string>;
  submarkets: ReadonlySet<string>;
} {
  const municipalities = regions.flatMap((region) => region.municipalities);
  return {
    regions: new Set(regions.map((region) => String(region.id))),
    municipalities: new Set(municipalities.map((municipality) => String(municipality.id))),
    submarkets: new Set(
      municipalities.flatMap((municipality) => municipality.submarkets.map((submarket) => String(submarket.id))),
    ),
  };
}
