import { formatCell } from '@contract/format';
import type { SaleAddressTable, ProjectTable } from '../db/domain-tables';
import type { SaleDisplayPayload } from './json-columns';
import { streetAddress } from './names';
import type { Random } from './random';
import type { SaleParties } from './sale-parties';
import { perUnit, type SaleSizes } from './sale-sizes';

/**
 * The page's texts write their figures as the sales tables do (contract/format.ts; part 2 §9:
 * currency with thousands separators and no decimals, land acres 2 decimals).
 */
const grouped = (value: number | null): string => formatCell({ format: 'integer' }, value);
const dollars = (value: number | null): string => formatCell({ format: 'currency' }, value);
const dollarsAndCents = (value: number): string => formatCell({ format: 'currencyWithCents' }, value);
const acresText = (value: number): string => formatCell({ format: 'acres' }, value);

/** Where the seeded vendors and purchasers have their offices. */
const PARTY_CITIES = ['Toronto', 'Vaughan', 'Mississauga', 'Markham', 'Oakville'] as const;

/** What the sale page shows of one sale, as the seed has decided it. */
export interface SaleFacts {
  id: number;
  price: number;
  subTypeName: string;
  saleDate: string;
  sizes: SaleSizes;
  parties: SaleParties;
  addresses: readonly SaleAddressTable[];
  relatedProjects: readonly ProjectTable[];
  partPrices: readonly number[];
  pictureCount: number;
  unitData: Record<string, number | null>;
}

/** The sale page payload (part 2 §3 "Sale display payload"), with the page's invented prose. */
export function saleDetail(r: Random, sale: SaleFacts): SaleDisplayPayload {
  const { id, price, sizes, parties } = sale;
  const {
    acres,
    landSqFt,
    proposedGfa,
    buildingArea,
    rooms,
    lotsTotal,
    lotsDetached,
    lotsSemi,
    lotsTownhouse,
    lotsUnknown,
  } = sizes;
  const { vendors, purchasers, mortgages, mortgageAmounts, mortgageDueDates, pins, arns, instrument, fileNumber } =
    parties;
  const partCount = sale.partPrices.length;
  return {
    sale_id: id,
    file_number: fileNumber,
    properties: Object.fromEntries(
      sale.addresses.map((a) => [
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
    subproperty_type_name: sale.subTypeName,
    sale_date: sale.saleDate,
    landarea_data_summary:
      acres !== null && landSqFt !== null
        ? [
            `Land Area: ${acresText(acres)} acres @ ${dollars(price / acres)} per acre`,
            `Land Area: ${grouped(landSqFt)} sq ft @ ${dollarsAndCents(price / landSqFt)} per sq ft`,
          ]
        : [],
    landarea_data: {
      'row-data':
        acres !== null && landSqFt !== null
          ? [
              { text: `Frontage: ${r.int(15, 300)} ft` },
              { text: `Site area: ${grouped(Math.round(landSqFt * 0.0929))} m2` },
            ]
          : [],
      'aggregate-type-table': {
        header: ['Measure', 'Value'],
        rows: [
          ...(acres !== null ? [{ Measure: 'Acres', Value: acresText(acres) }] : []),
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
      vendor_city: r.pick(PARTY_CITIES),
      vendor_officer_name: v.vendor_office_name,
      vendor_officer_notes: r.chance(0.3) ? 'Authorized signing officer.' : '',
    })),
    purchaser_info: purchasers.map((p) => ({
      purchaser_note: p.purchaser_note,
      purchaser_registered_name: p.purchaser_registered_name,
      purchaser_company_name: p.purchaser_company_name,
      purchaser_address_1: streetAddress(r),
      purchaser_city: r.pick(PARTY_CITIES),
      purchaser_officer_name: p.purchaser_office_name,
      purchaser_officer_notes: r.chance(0.3) ? 'President.' : '',
    })),
    registry_details: { file_number: fileNumber, pins, arns, instrument_number: instrument },
    saleparts: {
      rows: sale.partPrices.map((amount, part) => ({
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
          ...(rooms !== null ? [{ type: 'Rooms', value: grouped(rooms), notes: '' }] : []),
        ],
      },
      property_lots: {
        header: ['Lot type', 'Lots', 'Price per lot'],
        rows:
          lotsTotal !== null
            ? [
                ['Detached', grouped(lotsDetached), dollars(perUnit(price, lotsDetached))],
                ['Semi-detached', grouped(lotsSemi), dollars(perUnit(price, lotsSemi))],
                ['Townhouse', grouped(lotsTownhouse), dollars(perUnit(price, lotsTownhouse))],
                ['Unknown', grouped(lotsUnknown), dollars(perUnit(price, lotsUnknown))],
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
      { label: 'Amount', value: dollars(mortgageAmounts[k] ?? 0) },
      { label: 'Due date', value: mortgageDueDates[k] ?? '' },
      { label: 'Notes', value: m.notes },
    ]),
    slideshow: Array.from({ length: sale.pictureCount }, (_, n) => ({
      url: `/api/v1/media/picture/sale/${id}/${n + 1}.svg`,
      caption: n === 0 ? 'Front view' : `View ${n + 1}`,
    })),
    related_projects: sale.relatedProjects.map((p) => ({ project_id: p.id, name: p.name, suite_count: p.suite_count })),
    saleUnitData: sale.unitData,
  };
}
