import type {
  ProjectTable,
  PropertyTypeTable,
  SaleAddressTable,
  SaleRelatedProjectTable,
  SaleSubTypeTable,
  SaleTable,
} from '../db/domain-tables';
import { addDays, daysBetween, isoDate, quarterOf } from './calendar';
import { quarterIndex } from '@contract/months';
import { condoIndex } from './market-levels';
import { streetAddress } from './names';
import { saleSearchText } from '../queries/sales/sale-search-text';
import type { Random } from './random';
import { saleDetail } from './sale-detail';
import { saleParties } from './sale-parties';
import { areaPriceLines, saleSizes, unitPriceLines } from './sale-sizes';
import type { SaleSubTypeSpec } from './sale-sub-types';
import { iconKey, PROPERTY_TYPES } from './sale-sub-types';
import type { SeedSubmarket } from './seed-geography';
import { pickSubmarket } from './seed-geography';

/** Sales span this many years back from asOf, so 15-year searches exceed the 10,000-row clamp. */
export const SALE_YEARS = 16;
const MIN_PRICE = 500_000;
const MAX_PRICE = 150_000_000;
/** Land sub-types that lead to new projects (sale_related_projects, projects.land_sale_id). */
const DEVELOPMENT_LAND = new Set(['Apartment Site', 'Development Land', 'Residential Land']);

export interface SaleSeedInput {
  count: number;
  asOf: Date;
  submarkets: readonly SeedSubmarket[];
  regionIds: readonly number[];
  /** New-development projects, to relate land sales to (land_sale_id is set on them here). */
  projects: ProjectTable[];
}

export interface SeededSales {
  propertyTypes: PropertyTypeTable[];
  subTypes: SaleSubTypeTable[];
  sales: SaleTable[];
  addresses: SaleAddressTable[];
  related: SaleRelatedProjectTable[];
}

interface SubTypeEntry {
  id: number;
  propertyTypeId: number;
  spec: SaleSubTypeSpec;
}

export function saleTypeRows(): {
  propertyTypes: PropertyTypeTable[];
  subTypes: SaleSubTypeTable[];
  entries: SubTypeEntry[];
} {
  const propertyTypes: PropertyTypeTable[] = [];
  const subTypes: SaleSubTypeTable[] = [];
  const entries: SubTypeEntry[] = [];
  PROPERTY_TYPES.forEach((type, typeIndex) => {
    const propertyTypeId = typeIndex + 1;
    propertyTypes.push({ id: propertyTypeId, name: type.name, weight: typeIndex + 1 });
    for (const spec of type.subTypes) {
      const id = subTypes.length + 1;
      subTypes.push({
        id,
        property_type_id: propertyTypeId,
        name: spec.name,
        label: spec.name,
        icon: iconKey(spec.name),
        weight: id,
        unit_groups: JSON.stringify(spec.groups),
      });
      entries.push({ id, propertyTypeId, spec });
    }
  });
  return { propertyTypes, subTypes, entries };
}

/** Splits `total` dollars into `parts` positive whole-dollar amounts that add up exactly. */
function splitPrice(r: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => r.real(0.2, 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const amounts = weights.map((w) => Math.round((total * w) / sum / 1000) * 1000);
  amounts[amounts.length - 1] = total - amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  return amounts;
}

export function seedSales(random: Random, input: SaleSeedInput): SeededSales {
  const { propertyTypes, subTypes, entries } = saleTypeRows();
  const sales: SaleTable[] = [];
  const addresses: SaleAddressTable[] = [];
  const related: SaleRelatedProjectTable[] = [];
  const end = new Date(Date.UTC(input.asOf.getUTCFullYear(), input.asOf.getUTCMonth(), input.asOf.getUTCDate()));
  const start = new Date(Date.UTC(end.getUTCFullYear() - SALE_YEARS, end.getUTCMonth(), end.getUTCDate()));
  const span = daysBetween(start, end);
  const projectsBySubmarket = new Map<number, ProjectTable[]>();
  for (const project of input.projects) {
    if (project.submarket_id === null) continue;
    const list = projectsBySubmarket.get(project.submarket_id) ?? [];
    list.push(project);
    projectsBySubmarket.set(project.submarket_id, list);
  }

  for (let i = 0; i < input.count; i++) {
    const r = random.fork(`sale-${i}`);
    const entry =
      i < entries.length
        ? (entries[i] as SubTypeEntry)
        : r.weighted(entries.map((e) => [e, e.spec.frequency] as const));
    const spec = entry.spec;
    const coverRegion = input.regionIds[i % Math.max(1, input.regionIds.length)];
    const candidates =
      i < entries.length * 2 && coverRegion !== undefined
        ? input.submarkets.filter((s) => s.regionId === coverRegion)
        : input.submarkets;
    const submarket = pickSubmarket(r, candidates);
    const id = i + 1;
    const saleDate = addDays(start, r.int(1, span));
    const saleDateText = isoDate(saleDate);
    const driver = r.logNormal(spec.driver.median, spec.driver.sigma, spec.driver.min, spec.driver.max);
    const regionFactor = submarket.level.condoPsf / 1250;
    const rawPrice =
      driver * spec.driver.rate * regionFactor * condoIndex(quarterIndex(quarterOf(saleDate))) * r.real(0.85, 1.15);
    const price = Math.round(Math.min(MAX_PRICE, Math.max(MIN_PRICE, rawPrice)) / 1000) * 1000;
    const sizes = saleSizes(r, spec, driver, price);
    const parties = saleParties(r, id, saleDate, price);
    const { vendors, purchasers, mortgages, mortgageAmounts, mortgageDueDates, fileNumber } = parties;

    const { propertyName, saleAddresses } = saleAddressesOf(r, id, spec.name, submarket);
    addresses.push(...saleAddresses);
    const primary = saleAddresses[0] as SaleAddressTable;

    const relatedProjects: ProjectTable[] = [];
    if (DEVELOPMENT_LAND.has(spec.name) && r.chance(0.5)) {
      const nearby = (projectsBySubmarket.get(submarket.id) ?? []).filter((p) => p.land_sale_id === null);
      if (nearby.length > 0) {
        const project = r.pick(nearby);
        project.land_sale_id = id;
        relatedProjects.push(project);
        related.push({ sale_id: id, project_id: project.id });
      }
    }

    const partCount = r.weighted([
      [1, 0.75],
      [2, 0.18],
      [3, 0.07],
    ] as const);
    const partPrices = splitPrice(r, price, partCount);
    const unitLines = unitPriceLines(price, sizes);
    const pictureCount = r.int(1, 6);
    const detail = saleDetail(r, {
      id,
      price,
      subTypeName: spec.name,
      saleDate: saleDateText,
      sizes,
      parties,
      addresses: saleAddresses,
      relatedProjects,
      partPrices,
      pictureCount,
      unitData: unitLines,
    });

    const names = {
      file_number: fileNumber,
      property_name: propertyName,
      vendor: vendors.map((v) => v.vendor_registered_name).join('; '),
      purchaser: purchasers.map((p) => p.purchaser_registered_name).join('; '),
    };
    sales.push({
      id,
      file_number: fileNumber,
      property_type_id: entry.propertyTypeId,
      subproperty_type_id: entry.id,
      price,
      sale_date: saleDateText,
      region_id: primary.region_id,
      municipality_id: primary.municipality_id,
      submarket_id: primary.submarket_id,
      latitude: primary.property_latitude,
      longitude: primary.property_longitude,
      property_name: propertyName,
      address: primary.property_address_1,
      city: primary.property_city,
      vendor: names.vendor,
      purchaser: names.purchaser,
      vendors: JSON.stringify(vendors),
      purchasers: JSON.stringify(purchasers),
      mortgages: JSON.stringify(mortgages),
      arn: parties.arns.join(', '),
      instrument_number: parties.instrument,
      pin: parties.pins.join(', '),
      mortgage_payment_amount: mortgageAmounts[0] ?? null,
      mortgage_due_date: mortgageDueDates[0] ?? null,
      ...areaPriceLines(price, sizes),
      ...unitLines,
      search_text: saleSearchText(names, saleAddresses),
      detail: JSON.stringify(detail),
    });
  }
  return { propertyTypes, subTypes, sales, addresses, related };
}

/** The sale's addresses: the first in the chosen submarket, extra parcels next to it. */
function saleAddressesOf(
  r: Random,
  id: number,
  subTypeName: string,
  submarket: SeedSubmarket,
): { propertyName: string; saleAddresses: SaleAddressTable[] } {
  const addressCount = r.weighted([
    [1, 0.8],
    [2, 0.12],
    [3, 0.05],
    [5, 0.03],
  ] as const);
  const propertyName = `${subTypeName} at ${streetAddress(r).replace(/^\d+ /, '')}`;
  const saleAddresses: SaleAddressTable[] = Array.from({ length: addressCount }, (_, position) => {
    const point = submarket.area.randomPoint(r);
    return {
      sale_id: id,
      position,
      property_name: position === 0 ? propertyName : `${propertyName} (parcel ${position + 1})`,
      property_address_1: streetAddress(r),
      property_city: submarket.municipalityName,
      property_latitude: point.latitude,
      property_longitude: point.longitude,
      region_id: submarket.regionId,
      municipality_id: submarket.municipalityId,
      submarket_id: submarket.id,
    };
  });
  return { propertyName, saleAddresses };
}
