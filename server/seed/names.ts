import type { Random } from './random';

/** Word lists for plausible, clearly invented names (no real developer or person is named). */

const STREETS = [
  'King',
  'Queen',
  'Yonge',
  'Bloor',
  'Dundas',
  'College',
  'Spadina',
  'Bathurst',
  'Church',
  'Jarvis',
  'Front',
  'Wellington',
  'Adelaide',
  'Richmond',
  'Eglinton',
  'Lawrence',
  'Sheppard',
  'Finch',
  'Steeles',
  'Lakeshore',
  'Dufferin',
  'Keele',
  'Jane',
  'Islington',
  'Kipling',
  'Bayview',
  'Leslie',
  'Victoria Park',
  'Warden',
  'Kennedy',
  'Markham',
  'Highway 7',
  'Major Mackenzie',
  'Rutherford',
  'Hurontario',
  'Montréal',
  'Burnhamthorpe',
  'Britannia',
  'Derry',
  'Trafalgar',
  'Brant',
  'Guelph Line',
  'Appleby',
  'Kingston',
  'Simcoe',
  'Taunton',
  'Main',
  'Mill',
  'Park',
  'Elm',
  'Maple',
  'Oak',
  'Cedar',
  'Birch',
  'Willow',
  'Harbour',
  'Bay',
  'Portland',
  'Bremner',
  'Fort York',
  'Mercer',
  'Peter',
  'John',
  'Duncan',
  'Berkeley',
];
const STREET_KINDS = ['Street', 'Avenue', 'Road', 'Boulevard', 'Drive', 'Crescent', 'Way', 'Parkway'];
const DIRECTIONS = ['', '', '', ' East', ' West', ' North', ' South'];

const NAME_STEMS = [
  'Aura',
  'Luna',
  'Vista',
  'Harbour',
  'Park',
  'Grand',
  'Parkside',
  'Skyline',
  'Lakeview',
  'Summit',
  'Crest',
  'Arbor',
  'Avenue',
  'Gallery',
  'Central',
  'Union',
  'Mosaic',
  'Linden',
  'Tribute',
  'Maple',
  'Rosedale',
  'Riverside',
  'Heritage',
  'Evergreen',
  'Spire',
  'Atrium',
  'Horizon',
  'Meridian',
  'Prism',
  'Verde',
  'Terra',
  'Nova',
  'Oak',
  'Willow',
  'Birch',
  'Juniper',
  'Sterling',
  'Crown',
  'Regent',
  'Wellington',
];
const NAME_SUFFIXES = [
  'Residences',
  'Condos',
  'Towers',
  'Lofts',
  'Place',
  'Square',
  'on the Park',
  'Living',
  'Suites',
  'House',
  'Gardens',
  'Terrace',
  'Collection',
  'Point',
  'Commons',
  'Yards',
  'Heights',
  'Village',
];
const RENTAL_SUFFIXES = ['Apartments', 'Rentals', 'Court', 'Manor', 'Place', 'Towers', 'Gardens', 'Residences'];

const DEVELOPER_STEMS = [
  'Northbridge',
  'Lakeshore',
  'Greenfield',
  'Stonegate',
  'Harbourview',
  'Maplecrest',
  'Redpath',
  'Silverline',
  'Kingsway',
  'Oakridge',
  'Bluewater',
  'Ironwood',
  'Summitview',
  'Cityline',
  'Cornerstone',
  'Brightwater',
  'Elmstead',
  'Westgate',
  'Eastbrook',
  'Highpark',
  'Rivermead',
  'Fairview',
  'Glenhaven',
  'Parkland',
  'Amberly',
  'Crestview',
  'Foxhollow',
  'Lionsgate',
  'Queensway',
  'Thornbury',
];
const DEVELOPER_KINDS = ['Developments', 'Homes', 'Group', 'Properties', 'Communities', 'Realty', 'Capital'];

const MANAGER_STEMS = [
  'Metro',
  'Skyline',
  'Parkview',
  'Harbour',
  'Dominion',
  'Montréal',
  'Lakeside',
  'Cityview',
  'Beacon',
  'Union',
];
const MANAGER_KINDS = ['Property Management', 'Residential REIT', 'Apartment Communities', 'Rental Management'];

const FIRST_NAMES = [
  'Alex',
  'Priya',
  'Jordan',
  'Wei',
  'Maria',
  'David',
  'Fatima',
  'Chris',
  'Sofia',
  'Omar',
  'Hannah',
  'Raj',
  'Elena',
  'Marcus',
  'Grace',
  'Daniel',
];
const LAST_NAMES = [
  'Chen',
  'Patel',
  'Singh',
  'Nguyen',
  'Rossi',
  'MacDonald',
  'Kim',
  'Ali',
  'Silva',
  'Brown',
  'Tremblay',
  'Wong',
  'Martin',
  'Khan',
  'Lee',
  'Campbell',
];
const COMPANY_KINDS = [
  'Holdings Inc.',
  'Investments Ltd.',
  'Capital Corp.',
  'Developments Inc.',
  'Realty Ltd.',
  'Properties Inc.',
  'Ventures Inc.',
];
const LENDERS = [
  'First Lakeshore Bank',
  'Dominion Trust',
  'Maple Credit Union',
  'Harbour Mortgage Corp.',
  'Northern Life Insurance',
  'Union Capital Lending',
  'Private Lender',
];

export function streetAddress(random: Random): string {
  return `${random.int(1, 2999)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}${random.pick(DIRECTIONS)}`;
}

export function projectName(random: Random): string {
  return random.chance(0.3)
    ? `The ${random.pick(NAME_STEMS)} ${random.pick(NAME_SUFFIXES)}`
    : `${random.pick(NAME_STEMS)} ${random.pick(NAME_SUFFIXES)}`;
}

export function rentalName(random: Random, street: string): string {
  return random.chance(0.5)
    ? `${street.replace(/^\d+ /, '')} ${random.pick(RENTAL_SUFFIXES)}`
    : `${random.pick(NAME_STEMS)} ${random.pick(RENTAL_SUFFIXES)}`;
}

/** A fixed roster so filters and autocompletes have a manageable list. */
export function developerRoster(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(DEVELOPER_STEMS)} ${random.pick(DEVELOPER_KINDS)}`);
  return [...names].sort();
}

export function propertyManagerRoster(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(MANAGER_STEMS)} ${random.pick(MANAGER_KINDS)}`);
  return [...names].sort();
}

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function companyName(random: Random): string {
  return `${random.int(1000000, 2999999)} Ontario ${random.pick(COMPANY_KINDS).replace(/ .*/, '')} Inc.`;
}

export function brandedCompanyName(random: Random): string {
  return `${random.pick(DEVELOPER_STEMS)} ${random.pick(COMPANY_KINDS)}`;
}

export function lenderName(random: Random): string {
  return random.pick(LENDERS);
}
