import { monthParts } from '@contract/months';
import type { RentalChart, RentalPropertyDisplayResponse } from '@contract/rental-display';

/** A rental property's display as the server answers it (server/queries/rental/property-display.ts). */

export const PROPERTY_ID = 9;
export const DISPLAY_PATH = `/api/v1/rental/property/${PROPERTY_ID}/display`;
export const HISTORY_PATH = `/api/v1/rental/property/${PROPERTY_ID}/markethistory`;
export const POPUP_PATH = `/api/v1/rental/property/${PROPERTY_ID}/popup`;
export const activityPath = (month: string) => `/api/v1/rental/property/${PROPERTY_ID}/activity/${month}`;

/** The available rental months: Jan 2024 to Jun 2026 (30 months). */
export const FIRST_MONTH = '2024-01';
export const LAST_MONTH = '2026-06';

const UNIT_TYPE_HEADER = ['Unit Type', 'Beds', 'Units Surveyed', 'Avg Rent'];
/** As the server sends them: each column's field and format from its column definition (server/columns/rental.ts). */
const UNIT_TYPE_KEYS = ['unittype_name', 'beds', 'units_surveyed_actual', 'avg_rate'];
const UNIT_TYPE_FORMATS: RentalChart['formats'] = [
  { format: 'text' },
  { format: 'integer' },
  { format: 'integer' },
  { format: 'currency' },
];

/** The unit-type chart of one month: its rents carry the month, so a test sees which month it shows. */
export function unitTypeChart(month: string, unitTypes = ['Bachelor', '1 Bed', '2 Bed']): RentalChart {
  const { monthOfYear } = monthParts(month);
  return {
    name: 'Unit Type Activity',
    data_as_of: month,
    header: UNIT_TYPE_HEADER,
    keys: UNIT_TYPE_KEYS,
    formats: UNIT_TYPE_FORMATS,
    rows: unitTypes.map((name, beds) => [name, beds, 10 + beds, 2000 + monthOfYear * 10 + beds + 0.31]),
  };
}

const RENT_HISTORY: RentalChart = {
  name: 'Rent History',
  data_as_of: LAST_MONTH,
  header: ['Period', 'Avg Rent'],
  keys: ['period', 'avg_rate'],
  formats: [{ format: 'period' }, { format: 'currency' }],
  rows: [
    ['2026-05', 2410],
    ['2026-06', 2420],
  ],
};

export function rentalDisplay(overrides: Partial<RentalPropertyDisplayResponse> = {}): RentalPropertyDisplayResponse {
  return {
    id: PROPERTY_ID,
    project_id: 90,
    name: 'Maple Court Apartments',
    thumbnail_url: '/api/v1/media/picture/rental/9/1.svg',
    latitude: 43.7,
    longitude: -79.4,
    datatype: 'oldstock',
    developer: 'Northview Management',
    municipality: 'Toronto',
    profile_details: [
      {
        name: 'Location',
        data: [
          { text: 'Address', value: '9 Maple Ave' },
          { text: 'Website', value: 'maple-court.example', url: 'maple-court.example' },
        ],
      },
      { name: 'Building', data: [{ text: 'Storeys', value: 12, format: 'integer' }] },
    ],
    amenities: {
      'building-features': ['Laundry', 'Parking', 'Elevator'],
      organizations: [{ role: 'Property Manager', name: 'Northview Management' }],
    },
    project_details: [{ title: 'Suite Details', data: [{ lbl: 'Suites', value: 1140, format: 'integer' }] }],
    project_residential_breakdown: [{ title: 'Suite Mix', data: [{ lbl: '1 Bed', value: '80 units', ratio: '57%' }] }],
    charts: [unitTypeChart(LAST_MONTH), RENT_HISTORY],
    gallery: [1, 2, 3, 4, 5, 6].map((n) => ({
      image: `/api/v1/media/picture/rental/9/${n}.svg`,
      caption: `Photo ${n}`,
    })),
    dates: { min: FIRST_MONTH, max: LAST_MONTH },
    chart_config: {
      oldstock: {
        property_id: PROPERTY_ID,
        month_start: FIRST_MONTH,
        month_end: LAST_MONTH,
        year_start: 2025,
        qtr_start: 2,
        year_end: 2026,
        qtr_end: 2,
      },
    },
    ...overrides,
  };
}
