import type {
  ProjectTable,
  PropertyTypeTable,
  SaleAddressTable,
  SaleRelatedProjectTable,
  SaleSubTypeTable,
  SaleTable,
} from '../db/domain-tables';
import { addDays, daysBetween, isoDate, quarterIndex, quarterOf } from './calendar';
import type { SaleDisplayPayload, SaleMortgage, SalePurchaser, SaleVendor, SaleUnitGroup } from './json-columns';
import { condoIndex } from './market-levels';
import { brandedCompanyName, companyName, lenderName, personName, streetAddress } from './names';
import { round2 } from './quarter-series';
import type { Random } from './random';
import type { SaleSubTypeSpec } from './sale-sub-types';
import { iconKey, PROPERTY_TYPES } from './sale-sub-types';
import type { SeedSubmarket } from './seed-geography';
import { pickSubmarket } from './seed-geography';

/** Sales span this many years back from asOf, so 15-year searches exceed the 10,000-row clamp. */
export const SALE_YEARS = 16;
const MIN_PRICE = 500_000;
const MAX_PRICE = 150_000_000;
const SQFT_PER_ACRE = 43_560;
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

const GROUPED = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
/** Whole number with thousands separators (one shared formatter: creating one per call is slow). */
const grouped = (value: number): string => GROUPED.format(value);

const perUnit = (price: number, count: number | null): number | null =>
  count !== null && count > 0 ? Math.round(price / count) : null;
const perArea = (price: number, area: number | null): number | null =>
  area !== null && area > 0 ? round2(price / area) : null;

function arn(r: Random): string {
  return `19${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(10000, 99999)} 0000`;
}

function pin(r: Random): string {
  return `${r.int(10000, 79999)}-${String(r.int(1, 9999)).padStart(4, '0')} (LT)`;
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
    const has = (group: SaleUnitGroup): boolean => spec.groups.includes(group);

    const driver = r.logNormal(spec.driver.median, spec.driver.sigma, spec.driver.min, spec.driver.max);
    const regionFactor = submarket.level.condoPsf / 1250;
    const rawPrice =
      driver * spec.driver.rate * regionFactor * condoIndex(quarterIndex(quarterOf(saleDate))) * r.real(0.85, 1.15);
    const price = Math.round(Math.min(MAX_PRICE, Math.max(MIN_PRICE, rawPrice)) / 1000) * 1000;
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
    const lotsTotal = has('lots') ? Math.round(driverOf('lots') ?? (acres ?? 1) * r.real(4, 9)) : null;
    const lotsDetached = lotsTotal !== null ? Math.round(lotsTotal * r.real(0.3, 0.7)) : null;
    const lotsSemi =
      lotsTotal !== null && lotsDetached !== null ? Math.round((lotsTotal - lotsDetached) * r.real(0, 0.5)) : null;
    const lotsTownhouse =
      lotsTotal !== null && lotsDetached !== null && lotsSemi !== null
        ? Math.round((lotsTotal - lotsDetached - lotsSemi) * r.real(0.5, 1))
        : null;
    const lotsUnknown =
      lotsTotal !== null && lotsDetached !== null && lotsSemi !== null && lotsTownhouse !== null
        ? lotsTotal - lotsDetached - lotsSemi - lotsTownhouse
        : null;
    const developable = spec.name === 'Apartment Site' || spec.name === 'Development Land';
    const proposedGfa = developable && landSqFt !== null ? Math.round(landSqFt * r.real(1.5, 8)) : null;
    const approvedGfa = proposedGfa !== null && r.chance(0.6) ? Math.round(proposedGfa * r.real(0.8, 1)) : null;

    // Parties, registry and mortgages.
    const vendors: SaleVendor[] = Array.from({ length: r.chance(0.2) ? 2 : 1 }, () => {
      const company = r.chance(0.6) ? brandedCompanyName(r) : companyName(r);
      return {
        vendor_registered_name: company,
        vendor_company_name: company,
        vendor_office_name: personName(r),
        vendor_note: r.chance(0.3) ? 'Vendor retained a leaseback of part of the premises.' : '',
      };
    });
    const purchasers: SalePurchaser[] = Array.from({ length: r.chance(0.15) ? 2 : 1 }, () => {
      const company = r.chance(0.5) ? brandedCompanyName(r) : companyName(r);
      return {
        purchaser_registered_name: company,
        purchaser_company_name: company,
        purchaser_office_name: personName(r),
        purchaser_note: r.chance(0.25) ? 'Purchaser plans to redevelop the site.' : '',
      };
    });
    const mortgageCount = r.weighted([
      [0, 0.45],
      [1, 0.45],
      [2, 0.1],
    ] as const);
    const mortgageAmounts = Array.from(
      { length: mortgageCount },
      () => Math.round((price * r.real(0.3, 0.75)) / mortgageCount / 1000) * 1000,
    );
    const mortgageDueDates = mortgageAmounts.map(() => isoDate(addDays(saleDate, r.int(1, 10) * 365)));
    const mortgages: SaleMortgage[] = mortgageAmounts.map(() => {
      const lender = lenderName(r);
      return {
        provider_name: lender,
        provider_str: `${lender}, Toronto`,
        type: r.pick(['First', 'Second', 'Vendor take-back', 'Construction']),
        notes: r.chance(0.4) ? `<p>Interest at ${r.real(3, 8).toFixed(2)}% per annum.</p>` : '',
      };
    });
    const pins = Array.from({ length: r.int(1, 3) }, () => pin(r));
    const arns = Array.from({ length: r.int(1, 2) }, () => arn(r));
    const instrument = `AT${r.int(1000000, 9999999)}`;
    const fileNumber = r.chance(0.98) ? `${saleDate.getUTCFullYear()}-${String(id).padStart(6, '0')}` : null;

    // Addresses: the first in the chosen submarket, extra parcels next to it.
    const addressCount = r.weighted([
      [1, 0.8],
      [2, 0.12],
      [3, 0.05],
      [5, 0.03],
    ] as const);
    const propertyName = `${spec.name} at ${streetAddress(r).replace(/^\d+ /, '')}`;
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
    const unitData: Record<string, number | null> = {
      beds,
      beds_price: perUnit(price, beds),
      lots_total: lotsTotal,
      lots_price: perUnit(price, lotsTotal),
      rooms,
      rooms_price: perUnit(price, rooms),
      suites,
      suites_price: perUnit(price, suites),
      townhouses,
      townhouses_price: perUnit(price, townhouses),
      lots_unknown: lotsUnknown,
      lots_unknown_price: perUnit(price, lotsUnknown),
      lots_detached: lotsDetached,
      lots_detached_price: perUnit(price, lotsDetached),
      lots_semi_detached: lotsSemi,
      lots_semi_detached_price: perUnit(price, lotsSemi),
      lots_townhouse: lotsTownhouse,
      lots_townhouse_price: perUnit(price, lotsTownhouse),
    };
    const pictureCount = r.int(1, 6);
    const detail: SaleDisplayPayload = {
      sale_id: id,
      file_number: fileNumber,
      properties: Object.fromEntries(
        saleAddresses.map((a) => [
          `${id}-${a.position + 1}`,
          {
            name: a.property_name,
            full_address: `${a.property_address_1}, ${a.property_city}, ON`,
            latitude: a.property_latitude,
            longitude: a.property_longitude,
          },
        ]),
      ),
      profile_picture: { url: `/api/v1/media/picture/sale/${id}/1.svg` },
      price,
      subproperty_type_name: spec.name,
      sale_date: saleDateText,
      landarea_data_summary:
        acres !== null && landSqFt !== null
          ? [
              `Land Area: ${acres.toFixed(2)} acres @ $${grouped(price / acres)} per acre`,
              `Land Area: ${grouped(landSqFt)} sq ft @ $${(price / landSqFt).toFixed(2)} per sq ft`,
            ]
          : [],
      landarea_data: {
        'row-data':
          acres !== null && landSqFt !== null
            ? [{ text: `Frontage: ${r.int(15, 300)} ft` }, { text: `Site area: ${Math.round(landSqFt * 0.0929)} m2` }]
            : [],
        'aggregate-type-table': {
          header: ['Measure', 'Value'],
          rows: [
            ...(acres !== null ? [{ Measure: 'Acres', Value: acres.toFixed(2) }] : []),
            ...(landSqFt !== null ? [{ Measure: 'Square feet', Value: grouped(landSqFt) }] : []),
            ...(proposedGfa !== null ? [{ Measure: 'Proposed GFA (sq ft)', Value: grouped(proposedGfa) }] : []),
          ],
        },
      },
      vendor_info: vendors.map((v) => ({
        vendor_note: v.vendor_note,
        vendor_registered_name: v.vendor_registered_name,
        vendor_company_name: v.vendor_company_name,
        vendor_address_1: streetAddress(r),
        vendor_city: r.pick(['Toronto', 'Vaughan', 'Mississauga', 'Markham', 'Oakville']),
        vendor_officer_name: v.vendor_office_name,
        vendor_officer_notes: r.chance(0.3) ? 'Authorized signing officer.' : '',
      })),
      purchaser_info: purchasers.map((p) => ({
        purchaser_note: p.purchaser_note,
        purchaser_registered_name: p.purchaser_registered_name,
        purchaser_company_name: p.purchaser_company_name,
        purchaser_address_1: streetAddress(r),
        purchaser_city: r.pick(['Toronto', 'Vaughan', 'Mississauga', 'Markham', 'Oakville']),
        purchaser_officer_name: p.purchaser_office_name,
        purchaser_officer_notes: r.chance(0.3) ? 'President.' : '',
      })),
      registry_details: { file_number: fileNumber, pins, arns, instrument_number: instrument },
      saleparts: {
        rows: partPrices.map((amount, part) => ({
          price: amount,
          vehicle: r.pick(['Cash', 'Cash and mortgage', 'Share purchase', 'Assumption of debt']),
          notes: partCount > 1 ? `Part ${part + 1} of ${partCount}` : '',
        })),
      },
      property_notes: {
        property_features: {
          data: [
            { type: 'Zoning', value: r.pick(['CR', 'RA', 'E', 'MU', 'R4', 'C1']), notes: '' },
            ...(buildingArea !== null
              ? [{ type: 'Building area', value: `${grouped(buildingArea)} sq ft`, notes: '' }]
              : []),
            ...(rooms !== null ? [{ type: 'Rooms', value: String(rooms), notes: '' }] : []),
          ],
        },
        property_lots: {
          header: ['Lot type', 'Lots', 'Price per lot'],
          rows:
            lotsTotal !== null
              ? [
                  ['Detached', String(lotsDetached), String(perUnit(price, lotsDetached) ?? '-')],
                  ['Semi-detached', String(lotsSemi), String(perUnit(price, lotsSemi) ?? '-')],
                  ['Townhouse', String(lotsTownhouse), String(perUnit(price, lotsTownhouse) ?? '-')],
                  ['Unknown', String(lotsUnknown), String(perUnit(price, lotsUnknown) ?? '-')],
                ]
              : [],
        },
        property_parking_features: {
          data: r.chance(0.6) ? [{ type: 'Surface parking', value: `${r.int(4, 300)} spaces`, notes: '' }] : [],
        },
        property_notes: [
          {
            text: 'Comments',
            value: r.pick([
              'Arm\u2019s length transaction.',
              'Sold with vacant possession.',
              'Sold subject to existing leases.',
              'Assembled with adjacent parcels.',
            ]),
          },
        ],
      },
      mortgage_info: mortgages.map((m, k) => [
        { label: 'Lender', value: m.provider_name },
        { label: 'Type', value: m.type },
        { label: 'Amount', value: `$${grouped(mortgageAmounts[k] ?? 0)}` },
        { label: 'Due date', value: mortgageDueDates[k] ?? '' },
        { label: 'Notes', value: m.notes },
      ]),
      slideshow: Array.from({ length: pictureCount }, (_, n) => ({
        url: `/api/v1/media/picture/sale/${id}/${n + 1}.svg`,
        caption: n === 0 ? 'Front view' : `View ${n + 1}`,
      })),
      related_projects: relatedProjects.map((p) => ({ project_id: p.id, name: p.name, suite_count: p.suite_count })),
      saleUnitData: unitData,
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
      vendor: vendors.map((v) => v.vendor_registered_name).join('; '),
      purchaser: purchasers.map((p) => p.purchaser_registered_name).join('; '),
      vendors: JSON.stringify(vendors),
      purchasers: JSON.stringify(purchasers),
      mortgages: JSON.stringify(mortgages),
      arn: arns.join(', '),
      instrument_number: instrument,
      pin: pins.join(', '),
      mortgage_payment_amount: mortgageAmounts[0] ?? null,
      mortgage_due_date: mortgageDueDates[0] ?? null,
      lot_size_acres: acres,
      lot_size_acres_price: perArea(price, acres),
      sf_land_area: landSqFt,
      sf_land_area_price: perArea(price, landSqFt),
      sf_building_area: buildingArea,
      sf_building_area_price: perArea(price, buildingArea),
      sf_floor_area: floorArea,
      sf_floor_area_price: perArea(price, floorArea),
      proposed_gfa: proposedGfa,
      proposed_gfa_price: perArea(price, proposedGfa),
      approved_gfa: approvedGfa,
      approved_gfa_price: perArea(price, approvedGfa),
      suites,
      suites_price: perUnit(price, suites),
      townhouses,
      townhouses_price: perUnit(price, townhouses),
      rooms,
      rooms_price: perUnit(price, rooms),
      beds,
      beds_price: perUnit(price, beds),
      lots_total: lotsTotal,
      lots_price: perUnit(price, lotsTotal),
      lots_unknown: lotsUnknown,
      lots_unknown_price: perUnit(price, lotsUnknown),
      lots_detached: lotsDetached,
      lots_detached_price: perUnit(price, lotsDetached),
      lots_semi_detached: lotsSemi,
      lots_semi_detached_price: perUnit(price, lotsSemi),
      lots_townhouse: lotsTownhouse,
      lots_townhouse_price: perUnit(price, lotsTownhouse),
      search_text: [
        fileNumber ?? '',
        propertyName,
        ...saleAddresses.map((a) => `${a.property_address_1} ${a.property_city}`),
        ...vendors.map((v) => v.vendor_registered_name),
        ...purchasers.map((p) => p.purchaser_registered_name),
      ]
        .join(' ')
        .toLowerCase(),
      detail: JSON.stringify(detail),
    });
  }
  return { propertyTypes, subTypes, sales, addresses, related };
}

/** A building size consistent with a price when the price was set from another figure. */
function driverFromPrice(r: Random, price: number, group: SaleUnitGroup): number {
  if (group === 'buildingArea') return price / r.real(180, 700);
  return r.real(1, 10);
}
