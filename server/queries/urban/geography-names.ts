import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Names of every geographic unit, so result rows carry names as well as ids (subtotal labels). */
export interface GeographyNames {
  region: Map<number, string>;
  municipality: Map<number, string>;
  submarket: Map<number, string>;
}

export const OTHER_SUBMARKET_NAME = 'Other';

export async function loadGeographyNames(db: Kysely<Database>): Promise<GeographyNames> {
  const [regions, municipalities, submarkets] = await Promise.all([
    db.selectFrom('regions').select(['id', 'name']).execute(),
    db.selectFrom('municipalities').select(['id', 'name']).execute(),
    db.selectFrom('submarkets').select(['id', 'name']).execute(),
  ]);
  const byId = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((row) => [row.id, row.name]));
  return { region: byId(regions), municipality: byId(municipalities), submarket: byId(submarkets) };
}

export interface GeographyIds {
  region_id: number;
  municipality_id: number;
  submarket_id: number | null;
}

/** The six geography fields every geographic result row carries (null submarket = Other). */
export function geographyFields(ids: GeographyIds, names: GeographyNames) {
  return {
    region_id: ids.region_id,
    region_name: names.region.get(ids.region_id) ?? '',
    municipality_id: ids.municipality_id,
    municipality_name: names.municipality.get(ids.municipality_id) ?? '',
    submarket_id: ids.submarket_id,
    submarket_name:
      ids.submarket_id === null
        ? OTHER_SUBMARKET_NAME
        : (names.submarket.get(ids.submarket_id) ?? OTHER_SUBMARKET_NAME),
  };
}

/** Region, municipality and submarket filters as the search queries take them. */
export interface GeographyFilter {
  regionIds?: number[] | undefined;
  municipalityIds?: number[] | undefined;
  submarketIds?: number[] | undefined;
}
