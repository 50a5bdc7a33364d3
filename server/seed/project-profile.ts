import { formatCell } from '@contract/format';
import type { Amenities, GalleryImage, ProjectDetailSection, ProjectProfile } from './json-columns';
import { brandedCompanyName, personName } from './names';
import type { Random } from './random';
import type { SeedSubmarket } from './seed-geography';

const BUILDING_FEATURES = [
  'Concierge',
  'Fitness centre',
  'Party room',
  'Rooftop terrace',
  'Outdoor pool',
  'Indoor pool',
  'Guest suites',
  'Co-working lounge',
  'Pet spa',
  'Bike storage',
  'Parcel lockers',
  'Children\u2019s play area',
  'Yoga studio',
  'BBQ area',
  'Theatre room',
  'Games room',
  'Sauna',
  'EV charging',
  'Car share',
  'Visitor parking',
];

/** Unit mix used by profiles and by rental activity: share of suites and typical size. */
export const UNIT_TYPES = [
  { key: 'bachelor', name: 'Bachelor', beds: 0, baths: 1, size: [380, 500], share: 0.1 },
  { key: '1bed', name: '1 Bed', beds: 1, baths: 1, size: [500, 650], share: 0.35 },
  { key: '1bedden', name: '1 Bed + Den', beds: 1, baths: 1, size: [600, 720], share: 0.2 },
  { key: '2bed', name: '2 Bed', beds: 2, baths: 2, size: [750, 1000], share: 0.28 },
  { key: '3bed', name: '3 Bed', beds: 3, baths: 2, size: [1000, 1350], share: 0.07 },
] as const;

export type UnitType = (typeof UNIT_TYPES)[number];

/** Splits `suites` over the unit types (shares vary per building); counts sum to `suites`. */
export function unitMix(random: Random, suites: number): Array<{ unit: UnitType; units: number }> {
  const weights = UNIT_TYPES.map((u) => u.share * random.real(0.5, 1.5));
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((suites * w) / total));
  let missing = suites - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--) counts[i] = (counts[i] ?? 0) + 1;
  return UNIT_TYPES.map((unit, i) => ({ unit, units: counts[i] ?? 0 }));
}

/** Sizes and counts in the profile's texts are written as the tables write them (part 1 §9). */
const wholeNumber = (value: number) => formatCell({ format: 'integer' }, value);

export function residentialBreakdown(
  mix: Array<{ unit: UnitType; units: number }>,
  suites: number,
): ProjectDetailSection[] {
  return [
    {
      title: 'Residential Breakdown',
      data: mix
        .filter((m) => m.units > 0)
        .map((m) => ({
          lbl: m.unit.name,
          value: `${wholeNumber(m.units)} units, ${wholeNumber(m.unit.size[0])}-${wholeNumber(m.unit.size[1])} sq ft`,
          ratio: formatCell({ format: 'percent' }, m.units / suites),
        })),
    },
  ];
}

export function amenities(random: Random, developers: readonly string[]): Amenities {
  const count = random.int(4, 9);
  const features = new Set<string>();
  while (features.size < count) features.add(random.pick(BUILDING_FEATURES));
  return {
    'building-features': [...features],
    organizations: [
      ...developers.map((name) => ({ role: 'Developer', name })),
      { role: 'Architect', name: `${personName(random).split(' ')[1] ?? 'Studio'} Architects Inc.` },
      { role: 'Interior Designer', name: `${brandedCompanyName(random)} Design` },
      { role: 'Marketing', name: `${brandedCompanyName(random)} Marketing` },
    ],
  };
}

export function gallery(random: Random, kind: 'project' | 'rental', id: number): GalleryImage[] {
  const captions = [
    'Exterior rendering',
    'Lobby',
    'Amenity floor',
    'Typical suite',
    'Street view',
    'Rooftop',
    'Kitchen',
    'Aerial view',
  ];
  const count = random.int(4, 8);
  return Array.from({ length: count }, (_, i) => ({
    image: `/api/v1/media/picture/${kind}/${id}/${i + 1}.svg`,
    caption: captions[i] ?? `Picture ${i + 1}`,
  }));
}

export interface ProfileInput {
  id: number;
  type: string;
  suites: number;
  floors: number;
  avgSuiteSize: number;
  developers: readonly string[];
  submarket: SeedSubmarket;
  street: string;
}

export function projectProfile(random: Random, input: ProfileInput): ProjectProfile {
  const mix = unitMix(random, input.suites);
  return {
    profile_details: [
      {
        name: 'Location',
        data: [
          { text: 'Address', value: input.street },
          { text: 'Municipality', value: input.submarket.municipalityName },
          { text: 'Submarket', value: input.submarket.name },
          { text: 'Region', value: input.submarket.regionName },
        ],
      },
      {
        name: 'Building',
        data: [
          { text: 'Suites', value: input.suites, format: 'integer' },
          { text: 'Storeys', value: input.floors, format: 'integer' },
          { text: 'Average suite size', value: input.avgSuiteSize, format: 'integer', unit: 'sq ft' },
          { text: 'Developer', value: input.developers.join(', ') },
        ],
      },
    ],
    project_details: [
      {
        title: 'Suite Details',
        data: [
          { lbl: 'Smallest suite', value: Math.round(input.avgSuiteSize * 0.55), format: 'integer', unit: 'sq ft' },
          { lbl: 'Largest suite', value: Math.round(input.avgSuiteSize * 1.9), format: 'integer', unit: 'sq ft' },
          { lbl: 'Ceiling height', value: `${random.pick(['8\u20199"', '9\u2019', '10\u2019'])}` },
        ],
      },
      {
        title: 'Parking and Storage',
        data: [
          {
            lbl: 'Parking ratio',
            value: Number(random.real(0.3, 0.95).toFixed(2)),
            format: 'decimal',
            ratio: 'per suite',
          },
          { lbl: 'Lockers', value: random.chance(0.7) ? 'Available' : 'Not available' },
        ],
      },
    ],
    project_residential_breakdown: residentialBreakdown(mix, input.suites),
    amenities: amenities(random, input.developers),
    gallery: gallery(random, input.type === 'rental' ? 'rental' : 'project', input.id),
    oldstock_property_id: null,
  };
}
