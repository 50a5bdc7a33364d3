import type { SaleDisplayPayload, SaleDisplayProperty } from '@contract/sales-display';

/** Properties around Yonge and Bloor, a few hundred metres apart, named by their position. */
export function properties(count: number): Record<string, SaleDisplayProperty> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `77-${i + 1}`,
      {
        name: i === 0 ? 'Apartment Site at Bloor St W' : `Apartment Site at Bloor St W (parcel ${i + 1})`,
        full_address: `${100 + i} Bloor St W, Toronto, ON`,
        latitude: 43.67 + (i % 6) * 0.0006,
        longitude: -79.39 + Math.floor(i / 6) * 0.0009,
      },
    ]),
  );
}

/** A sale display payload (part 2 §3) with every section filled; tests override what they check. */
export function saleDisplay(overrides: Partial<SaleDisplayPayload> = {}): SaleDisplayPayload {
  return {
    sale_id: 77,
    file_number: '2024-000077',
    properties: properties(1),
    profile_picture: { url: '/api/v1/media/picture/sale/77/1.svg' },
    price: 12_345_678,
    subproperty_type_name: 'Apartment Site',
    sale_date: '2024-03-05',
    landarea_data_summary: [
      'Land Area: 2.10 acres @ $5,878,894 per acre',
      'Land Area: 91,476 sq ft @ $134.96 per sq ft',
    ],
    landarea_data: {
      'row-data': [{ text: 'Frontage: 120 ft' }, { text: 'Site area: 8498 m2' }],
      'aggregate-type-table': {
        header: ['Measure', 'Value'],
        rows: [
          { Measure: 'Acres', Value: '2.10' },
          { Measure: 'Square feet', Value: '91,476' },
        ],
      },
    },
    vendor_info: [
      {
        vendor_note: 'Vendor retained a leaseback of part of the premises.',
        vendor_registered_name: 'Harbourfront Holdings Inc.',
        vendor_company_name: 'Harbourfront Holdings',
        vendor_address_1: '1 Front St W',
        vendor_city: 'Toronto',
        vendor_officer_name: 'Alex Chen',
        vendor_officer_notes: 'Authorized signing officer.',
      },
    ],
    purchaser_info: [
      {
        purchaser_note: 'Purchaser plans to redevelop the site.',
        purchaser_registered_name: 'Maple Ridge Developments Ltd.',
        purchaser_company_name: 'Maple Ridge',
        purchaser_address_1: '55 King St E',
        purchaser_city: 'Vaughan',
        purchaser_officer_name: 'Priya Singh',
        purchaser_officer_notes: 'President.',
      },
    ],
    registry_details: {
      file_number: '2024-000077',
      pins: ['21234-0567', '21234-0568'],
      arns: ['1904061234500000'],
      instrument_number: 'AT1234567',
    },
    saleparts: { rows: [{ price: 12_345_678, vehicle: 'Cash', notes: '' }] },
    property_notes: {
      property_features: { data: [{ type: 'Zoning', value: 'CR', notes: '' }] },
      property_lots: {
        header: ['Lot type', 'Lots', 'Price per lot'],
        rows: [['Detached', '12', '250000']],
      },
      property_parking_features: { data: [{ type: 'Surface parking', value: '40 spaces', notes: '' }] },
      property_notes: [{ text: 'Comments', value: 'Sold with vacant possession.' }],
    },
    mortgage_info: [
      [
        { label: 'Lender', value: 'First Lakeshore Trust' },
        { label: 'Type', value: 'First' },
        { label: 'Amount', value: '$6,000,000' },
        { label: 'Due date', value: '' },
        { label: 'Notes', value: '<p>Interest at <b>5.25%</b> per annum.</p>' },
      ],
    ],
    slideshow: [1, 2, 3, 4, 5].map((n) => ({
      url: `/api/v1/media/picture/sale/77/${n}.svg`,
      caption: n === 1 ? 'Front view' : `View ${n}`,
    })),
    related_projects: [{ project_id: 501, name: 'The Bloor Residences', suite_count: 412 }],
    saleUnitData: {},
    ...overrides,
  };
}
