import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PropertyTypeOption, SalesOptionsBasicResponse, SalesRegionOption } from '@contract/sales-options';
import type { SaleColumnGroup } from '@contract/product-facts';
import { buildSalesSearchFilters } from './sales-search-filters';

/** GET /sales/options/basic: what the sales filter panel needs before the first search. */
export async function findSalesOptions(db: Kysely<Database>): Promise<SalesOptionsBasicResponse> {
  const [regions, propertyTypes, saleDateRange] = await Promise.all([
    findRegions(db),
    findPropertyTypes(db),
    findSaleDateRange(db),
  ]);
  return {
    regions,
    propertyTypes,
    searchFilters: await buildSalesSearchFilters(db),
    defaultDateRange: { from: oneYearBefore(saleDateRange.max), to: saleDateRange.max },
    saleDateRange,
  };
}

async function findRegions(db: Kysely<Database>): Promise<SalesRegionOption[]> {
  const [regions, municipalities] = await Promise.all([
    db.selectFrom('regions').select(['id', 'name']).orderBy('weight').orderBy('name').execute(),
    db.selectFrom('municipalities').select(['id', 'name', 'region_id']).orderBy('weight').orderBy('name').execute(),
  ]);
  return regions.map((region) => ({
    ...region,
    municipalities: municipalities
      .filter((municipality) => municipality.region_id === region.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

async function findPropertyTypes(db: Kysely<Database>): Promise<PropertyTypeOption[]> {
  const [types, subTypes] = await Promise.all([
    db.selectFrom('property_types').select(['id', 'name']).orderBy('weight').orderBy('name').execute(),
    db
      .selectFrom('sale_sub_types')
      .select(['id', 'property_type_id', 'name', 'label', 'icon', 'unit_groups'])
      .orderBy('weight')
      .orderBy('label')
      .execute(),
  ]);
  return types.map((type) => ({
    ...type,
    sub_property_types: subTypes
      .filter((subType) => subType.property_type_id === type.id)
      .map((subType) => ({
        id: subType.id,
        name: subType.label,
        key: subType.name,
        icon: subType.icon,
        column_groups: JSON.parse(subType.unit_groups) as SaleColumnGroup[],
      })),
  }));
}

async function findSaleDateRange(db: Kysely<Database>): Promise<{ min: string; max: string }> {
  const range = await db
    .selectFrom('sales')
    .select((eb) => [eb.fn.min<string | null>('sale_date').as('min'), eb.fn.max<string | null>('sale_date').as('max')])
    .executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  return { min: range.min ?? today, max: range.max ?? today };
}

/** The day after the same date a year earlier, so the default period spans exactly twelve months. */
function oneYearBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - 1);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
