import type { SaleUnitGroup } from './json-columns';
import type { Random } from './random';
import type { SaleSubTypeSpec } from './sale-sub-types';
import { round2 } from '../queries/numbers';

export const SQFT_PER_ACRE = 43_560;

/** A sale's sizes: the figures its sub-type's column groups carry, null where it has none. */
export interface SaleSizes {
  buildingArea: number | null;
  acres: number | null;
  landSqFt: number | null;
  floorArea: number | null;
  beds: number | null;
  suites: number | null;
  townhouses: number | null;
  rooms: number | null;
  lotsTotal: number | null;
  lotsDetached: number | null;
  lotsSemi: number | null;
  lotsTownhouse: number | null;
  lotsUnknown: number | null;
  proposedGfa: number | null;
  approvedGfa: number | null;
}

/**
 * Sizes consistent with the price: the sub-type's driver figure is the one the price was set
 * from; the other figures follow from it (or from the price) within plausible ratios.
 */
export function saleSizes(r: Random, spec: SaleSubTypeSpec, driver: number, price: number): SaleSizes {
  const has = (group: SaleUnitGroup): boolean => spec.groups.includes(group);
  const driverOf = (group: SaleUnitGroup): number | null => (spec.driver.group === group ? driver : null);

  const buildingArea = has('buildingArea')
    ? Math.round(driverOf('buildingArea') ?? driverFromPrice(r, price, 'buildingArea'))
    : null;
  const landAcresRaw =
    driverOf('landAreaAcres') ??
    (buildingArea !== null ? buildingArea / r.real(0.25, 0.6) / SQFT_PER_ACRE : r.real(0.2, 3));
  const hasLand = has('landAreaAcres') || has('landAreaSqFt');
  const acres = hasLand ? Math.max(0.05, round2(landAcresRaw)) : null;
  const landSqFt = acres !== null ? Math.round(acres * SQFT_PER_ACRE) : null;
  const floorArea = has('floorArea')
    ? Math.round(
        driverOf('floorArea') ?? (buildingArea !== null ? buildingArea * r.real(0.85, 0.95) : r.real(800, 5000)),
      )
    : null;
  const beds = has('beds') ? Math.round(driverOf('beds') ?? r.real(40, 300)) : null;
  const suites = has('suites')
    ? Math.max(
        1,
        Math.round(
          driverOf('suites') ??
            (spec.name === 'Apartment Site' && acres !== null
              ? acres * r.real(90, 260)
              : beds !== null
                ? beds * r.real(0.6, 0.9)
                : r.real(2, 24)),
        ),
      )
    : null;
  const townhouses = has('townhouses') ? Math.round(driver) : null;
  const rooms = has('rooms') ? Math.round(driverOf('rooms') ?? r.real(8, 40)) : null;
  const lots = has('lots') ? lotSplit(r, Math.round(driverOf('lots') ?? (acres ?? 1) * r.real(4, 9))) : null;
  const developable = spec.name === 'Apartment Site' || spec.name === 'Development Land';
  const proposedGfa = developable && landSqFt !== null ? Math.round(landSqFt * r.real(1.5, 8)) : null;
  const approvedGfa = proposedGfa !== null && r.chance(0.6) ? Math.round(proposedGfa * r.real(0.8, 1)) : null;
  return {
    buildingArea,
    acres,
    landSqFt,
    floorArea,
    beds,
    suites,
    townhouses,
    rooms,
    lotsTotal: lots?.total ?? null,
    lotsDetached: lots?.detached ?? null,
    lotsSemi: lots?.semi ?? null,
    lotsTownhouse: lots?.townhouse ?? null,
    lotsUnknown: lots?.unknown ?? null,
    proposedGfa,
    approvedGfa,
  };
}

/** A lot count split by lot type; whatever is left over is of unknown type. */
function lotSplit(r: Random, total: number) {
  const detached = Math.round(total * r.real(0.3, 0.7));
  const semi = Math.round((total - detached) * r.real(0, 0.5));
  const townhouse = Math.round((total - detached - semi) * r.real(0.5, 1));
  return { total, detached, semi, townhouse, unknown: total - detached - semi - townhouse };
}

/** A building size consistent with a price when the price was set from another figure. */
function driverFromPrice(r: Random, price: number, group: SaleUnitGroup): number {
  if (group === 'buildingArea') return price / r.real(180, 700);
  return r.real(1, 10);
}

/** Whole dollars per unit (MEASURES.md: price per unit), null without units. */
export const perUnit = (price: number, count: number | null): number | null =>
  count !== null && count > 0 ? Math.round(price / count) : null;

/** Dollars per acre or square foot, two decimals; null without an area. */
export const perArea = (price: number, area: number | null): number | null =>
  area !== null && area > 0 ? round2(price / area) : null;

/**
 * The unit counts with their price per unit, as both the sale row's columns and the sale page's
 * saleUnitData carry them (same names, written once here).
 */
export function unitPriceLines(price: number, sizes: SaleSizes) {
  return {
    beds: sizes.beds,
    beds_price: perUnit(price, sizes.beds),
    lots_total: sizes.lotsTotal,
    lots_price: perUnit(price, sizes.lotsTotal),
    rooms: sizes.rooms,
    rooms_price: perUnit(price, sizes.rooms),
    suites: sizes.suites,
    suites_price: perUnit(price, sizes.suites),
    townhouses: sizes.townhouses,
    townhouses_price: perUnit(price, sizes.townhouses),
    lots_unknown: sizes.lotsUnknown,
    lots_unknown_price: perUnit(price, sizes.lotsUnknown),
    lots_detached: sizes.lotsDetached,
    lots_detached_price: perUnit(price, sizes.lotsDetached),
    lots_semi_detached: sizes.lotsSemi,
    lots_semi_detached_price: perUnit(price, sizes.lotsSemi),
    lots_townhouse: sizes.lotsTownhouse,
    lots_townhouse_price: perUnit(price, sizes.lotsTownhouse),
  };
}

/** The area columns of a sale row with their price per acre or square foot. */
export function areaPriceLines(price: number, sizes: SaleSizes) {
  return {
    lot_size_acres: sizes.acres,
    lot_size_acres_price: perArea(price, sizes.acres),
    sf_land_area: sizes.landSqFt,
    sf_land_area_price: perArea(price, sizes.landSqFt),
    sf_building_area: sizes.buildingArea,
    sf_building_area_price: perArea(price, sizes.buildingArea),
    sf_floor_area: sizes.floorArea,
    sf_floor_area_price: perArea(price, sizes.floorArea),
    proposed_gfa: sizes.proposedGfa,
    proposed_gfa_price: perArea(price, sizes.proposedGfa),
    approved_gfa: sizes.approvedGfa,
    approved_gfa_price: perArea(price, sizes.approvedGfa),
  };
}
