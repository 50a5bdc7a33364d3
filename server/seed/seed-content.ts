import type { AppConfigTable, HowtoItemTable } from '../db/domain-tables';
import type { LandingFilterCategory } from '@contract/urban-landing';
import type { TimeRangeOption } from '@contract/urban-options';
import { RENTAL_TIME_RANGES, type RentalTimeRange } from '@contract/months';
import type { AppConfigValues } from './json-columns';
import {
  CONSTRUCTION_STATUSES,
  DEFAULT_PROJECT_STANDING,
  DEFAULT_PROJECT_TYPE,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  STANDING_LABELS,
  STANDINGS_BY_TYPE,
} from '@contract/product-facts';

/** Help drawer items (part 1 §2: table sort help and the per-page how-tos). */
export const HOWTO_ITEMS: readonly HowtoItemTable[] = [
  {
    id: 'how-to-table-sort',
    title: 'How to sort and customise tables',
    body:
      '<p>Click a column heading to sort: the first click sorts descending, the second ascending, the third returns to the original order.</p>' +
      '<p>Totals and header rows show only while the table is unsorted. Use the column toggle to hide columns; the first column always stays. Hiding the sorted column resets the sort.</p>' +
      '<p>Choose XLS or CSV and press the download button to export what you see.</p>',
  },
  {
    id: 'how-to-map-search',
    title: 'How to use Map Search',
    body:
      '<p>Select one or more regions, then tick the categories you want to see. Results appear on the map and in the tabs below it.</p>' +
      '<p>Click a cluster to zoom in. Each tab can open the advanced search with the same regions.</p>',
  },
  {
    id: 'how-to-project-search',
    title: 'How to search projects',
    body:
      '<p>Pick a project type and standing, a quarter and the markets you are interested in, then press Search.</p>' +
      '<p>Advanced filters and the Filter button narrow the loaded results without a new search. Draw a polygon on the map to keep only the projects inside it.</p>',
  },
  {
    id: 'how-to-sales-search',
    title: 'How to search sales',
    body:
      '<p>Choose a sale date range, one or more property sub-types and the regions, then press Search.</p>' +
      '<p>Searches are capped at 10,000 records: narrow the dates or the regions when the cap is reached.</p>',
  },
  {
    id: 'how-to-rental-search',
    title: 'How to search rentals',
    body:
      '<p>Pick a month and a data time range, and the markets, then press Search. Market history takes a start and an end month.</p>' +
      '<p>Add buildings to the compare list (up to 5) to see them side by side.</p>',
  },
  {
    id: 'how-to-market-history',
    title: 'How to read market history',
    body:
      '<p>Each row is one quarter for the selected markets. Percentages are annual changes against the same quarter a year earlier.</p>' +
      '<p>Months of supply divides unsold (or active listed) units by the average monthly sales of the last four quarters.</p>',
  },
];

/** One landing category per project type, its standings as options; the default ones checked (part 1 §1). */
function landingCategories(): LandingFilterCategory[] {
  return PROJECT_TYPES.map((projectType, index) => ({
    id: projectType,
    name: PROJECT_TYPE_LABELS[projectType],
    order: index + 1,
    disabled: false,
    checked: projectType === DEFAULT_PROJECT_TYPE,
    options: STANDINGS_BY_TYPE[projectType].map((standing) => ({
      id: standing,
      name: STANDING_LABELS[standing],
      disabled: false,
      checked: projectType === DEFAULT_PROJECT_TYPE && standing === DEFAULT_PROJECT_STANDING,
    })),
  }));
}

/** The old-stock 'Select Data Time Range' options (part 1 §5): one label for each range the API takes. */
const TIME_RANGE_LABELS: Readonly<Record<RentalTimeRange, string>> = {
  '1mo': '1 Month',
  '3mo': '3 Months',
  '6mo': '6 Months',
  '12mo': '12 Months',
};
export const RENTAL_TIME_RANGE_OPTIONS: readonly TimeRangeOption[] = RENTAL_TIME_RANGES.map((value) => ({
  value,
  label: TIME_RANGE_LABELS[value],
}));

export interface ContentInput {
  asOf: Date;
  torontoRegionId: number;
  rentalDateRange: { min: string; max: string };
}

export function appConfigValues(input: ContentInput): AppConfigValues {
  const year = input.asOf.getUTCFullYear();
  return {
    footer_links: {
      'main-nav-links': [
        { text: 'Home', url: '/home' },
        { text: 'About', url: '/about' },
        { text: 'Membership', url: '/membership' },
        { text: 'Consulting', url: '/consulting' },
        { text: 'Latest Trends', url: '/latest-trends' },
        { text: 'Contact Us', url: '/contact-us' },
      ],
      'contact-info': {
        contact: [
          { type: 'email', value: 'research@marketview.example' },
          { type: 'phone', value: '416-555-0142' },
        ],
        address: [
          { name: 'Toronto', lines: ['100 Example Street, Suite 1200', 'Toronto, ON M5H 0A1'] },
          { name: 'Hamilton', lines: ['25 Sample Avenue, Unit 3', 'Hamilton, ON L8P 0B2'] },
        ],
      },
      'footer-nav-links': [
        { text: 'Privacy Notice', url: '/privacy-notice' },
        { text: 'Terms', url: '/terms' },
        { text: 'FAQ', url: '/faq' },
      ],
      copyright: `\u00a9 ${year} Marketview. All rights reserved.`,
      'footer-logo': { url: '/logo.svg', alt: 'Marketview' },
    },
    landing_categories: landingCategories(),
    landing_default_regions: [input.torontoRegionId],
    market_history_default_regions: [input.torontoRegionId],
    rental_date_range: input.rentalDateRange,
    rental_time_ranges: [...RENTAL_TIME_RANGE_OPTIONS],
    rental_unit_sizes: [
      { id: 'under-500', name: 'Under 500 sq ft', min: 0, max: 499 },
      { id: '500-749', name: '500-749 sq ft', min: 500, max: 749 },
      { id: '750-999', name: '750-999 sq ft', min: 750, max: 999 },
      { id: '1000-plus', name: '1,000 sq ft and over', min: 1000, max: null },
    ],
    rental_unit_types: [
      { id: 'bachelor', name: 'Bachelor', beds: 0 },
      { id: '1bed', name: '1 Bed', beds: 1 },
      { id: '1bedden', name: '1 Bed + Den', beds: 1 },
      { id: '2bed', name: '2 Bed', beds: 2 },
      { id: '3bed', name: '3 Bed', beds: 3 },
    ],
    construction_statuses: CONSTRUCTION_STATUSES.map((s) => ({ id: s.id, label: s.label })),
    brand: { name: 'Marketview', email: 'research@marketview.example', phone: '416-555-0142' },
  };
}

export function appConfigRows(values: AppConfigValues): AppConfigTable[] {
  return Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
}
