import type { ProjectTable, RentalActivityTable, RentalPropertyTable } from '../db/domain-tables';
import { projectIconKey } from '@contract/map-icons';
import { CONSTRUCTION_STATUSES, RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';
import {
  firstDayOfMonth,
  isoMonth,
  monthIndex,
  monthOfDate,
  monthOfIndex,
  MONTHS_A_YEAR,
  quarterOfMonth,
} from '@contract/months';
import type { ProjectProfile, RentalProfile } from './json-columns';
import { rentIndex } from './market-levels';
import { rentalName, streetAddress } from './names';
import { amenities, gallery, residentialBreakdown, unitMix } from './project-profile';
import { round2 } from '../queries/numbers';
import type { Random } from './random';
import type { SeedSubmarket } from './seed-geography';
import { pickSubmarket } from './seed-geography';
import { projectStatusOf } from './seed-projects';

/** The share of a building's unit types that no survey reaches (their figures come from listings). */
const UNSURVEYED_SHARE = 0.08;

/** Months of old-stock activity ending with asOf's month (the spec needs at least 36). */
export const RENTAL_MONTHS = 48;

export interface RentalSeedInput {
  count: number;
  asOf: Date;
  submarkets: readonly SeedSubmarket[];
  regionIds: readonly number[];
  propertyManagers: readonly string[];
  /** First projects.id for the old-stock mirrors. */
  projectIdOffset: number;
}

export interface SeededRentals {
  properties: RentalPropertyTable[];
  activity: RentalActivityTable[];
  projects: ProjectTable[];
  dateRange: { min: string; max: string };
}

export function seedRentals(random: Random, input: RentalSeedInput): SeededRentals {
  const lastMonth = monthIndex(monthOfDate(input.asOf));
  const firstMonth = lastMonth - RENTAL_MONTHS + 1;
  const properties: RentalPropertyTable[] = [];
  const activity: RentalActivityTable[] = [];
  const projects: ProjectTable[] = [];

  for (let i = 0; i < input.count; i++) {
    const r = random.fork(`rental-${i}`);
    const coverRegion = input.regionIds[i];
    const candidates =
      coverRegion !== undefined ? input.submarkets.filter((s) => s.regionId === coverRegion) : input.submarkets;
    const submarket = pickSubmarket(r, candidates);
    const id = i + 1;
    const projectId = input.projectIdOffset + i + 1;
    const suites = Math.round(r.logNormal(110, 0.65, 12, 650));
    const storeys = suites > 200 ? r.int(12, 30) : suites > 60 ? r.int(5, 14) : r.int(3, 4);
    const yearBuilt = r.int(1952, 2003);
    const street = streetAddress(r);
    const name = rentalName(r, street);
    const manager = r.pick(input.propertyManagers);
    const { latitude, longitude } = submarket.area.randomPoint(r);
    const mix = unitMix(r, suites);
    const ageDiscount = r.real(0.72, 0.9);
    const buildingAmenities = amenities(r, [manager]);
    const buildingGallery = gallery(r, 'rental', id);
    const profile: RentalProfile = {
      profile_details: [
        {
          name: 'Property',
          data: [
            { text: 'Address', value: street },
            { text: 'Municipality', value: submarket.municipalityName },
            { text: 'Submarket', value: submarket.name },
            { text: 'Property manager', value: manager },
            { text: 'Website', value: `rentals-${id}.example`, url: `rentals-${id}.example` },
          ],
        },
        {
          name: 'Building',
          data: [
            { text: 'Year built', value: yearBuilt, format: 'year' },
            { text: 'Storeys', value: storeys, format: 'integer' },
            { text: 'Suites', value: suites, format: 'integer' },
          ],
        },
      ],
      project_details: [
        {
          title: 'Utilities',
          data: [
            { lbl: 'Heat', value: r.chance(0.8) ? 'Included' : 'Extra' },
            { lbl: 'Hydro', value: r.chance(0.4) ? 'Included' : 'Extra' },
            { lbl: 'Water', value: 'Included' },
          ],
        },
      ],
      project_residential_breakdown: residentialBreakdown(mix, suites),
      amenities: buildingAmenities,
      gallery: buildingGallery,
    };
    properties.push({
      id,
      project_id: projectId,
      name,
      property_manager: manager,
      address: street,
      year_built: yearBuilt,
      storeys,
      suite_count: suites,
      region_id: submarket.regionId,
      municipality_id: submarket.municipalityId,
      submarket_id: submarket.id,
      latitude,
      longitude,
      thumbnail_url: `/api/v1/media/picture/rental/${id}/1.svg`,
      profile: JSON.stringify(profile),
    });
    projects.push(
      oldstockProject(r, {
        projectId,
        firstMonth,
        propertyId: id,
        name,
        street,
        suites,
        storeys,
        yearBuilt,
        manager,
        submarket,
        latitude,
        longitude,
        profile,
      }),
    );

    for (const { unit, units } of mix) {
      if (units === 0) continue;
      const size = Math.round(r.real(unit.size[0], unit.size[1]));
      // The survey reaches 55 % to all of a unit type, except that about one unit type in twelve
      // is known from its listings only: no unit surveyed (part 1 §5's units-surveyed filter
      // leaves those rows out). One draw either way, so the rest of the dataset stays as it was.
      const surveyDraw = r.real(0, 1);
      const surveyedShare =
        surveyDraw < UNSURVEYED_SHARE ? 0 : 0.55 + ((surveyDraw - UNSURVEYED_SHARE) / (1 - UNSURVEYED_SHARE)) * 0.45;
      for (let m = firstMonth; m <= lastMonth; m++) {
        const surveyed = Math.round(units * surveyedShare * r.real(0.95, 1.0));
        const available = Math.min(surveyed, Math.round(surveyed * r.real(0, 0.07)));
        const avgRate = Math.round(
          size * submarket.level.rentPsf * ageDiscount * rentIndex(Math.floor(m / 3)) * r.real(0.96, 1.04),
        );
        const minRate = Math.round(avgRate * r.real(0.86, 0.98));
        const maxRate = Math.round(avgRate * r.real(1.02, 1.18));
        const domUnits = Math.round(available * r.real(0.4, 1.0));
        activity.push({
          property_id: id,
          month: monthOfIndex(m),
          unittype_name: unit.name,
          unit_type: unit.key,
          beds: unit.beds,
          baths: unit.baths,
          size_sqft: size,
          units_surveyed_actual: surveyed,
          available,
          avg_rate: avgRate,
          min_rate: minRate,
          max_rate: maxRate,
          min_psf: round2(minRate / size),
          max_psf: round2(maxRate / size),
          days_active_total: domUnits * r.int(8, 50),
          dom_unit_count: domUnits,
        });
      }
    }
  }
  return {
    properties,
    activity,
    projects,
    dateRange: { min: monthOfIndex(firstMonth), max: monthOfIndex(lastMonth) },
  };
}

interface MirrorInput {
  projectId: number;
  /** Month index of the first rental activity (monthIndex, contract/months.ts). */
  firstMonth: number;
  propertyId: number;
  name: string;
  street: string;
  suites: number;
  storeys: number;
  yearBuilt: number;
  manager: string;
  submarket: SeedSubmarket;
  latitude: number;
  longitude: number;
  profile: RentalProfile;
}

/** Old-stock buildings stand completed. */
const COMPLETED = CONSTRUCTION_STATUSES[4];

/** The projects row through which an old-stock building appears in project search and profiles. */
function oldstockProject(r: Random, m: MirrorInput): ProjectTable {
  const profile: ProjectProfile = { ...m.profile, oldstock_property_id: m.propertyId };
  const avgSize = 720;
  const parking = r.pick(['Additional', 'Unavailable', 'Included']);
  const parkingMin = parking === 'Additional' ? r.int(5, 12) * 10 : null;
  const parkingMax = parkingMin !== null ? parkingMin + r.int(0, 8) * 10 : null;
  return {
    id: m.projectId,
    name: m.name,
    project_type: RENTAL_PROJECT_TYPE,
    standing: RENTAL_STANDING,
    region_id: m.submarket.regionId,
    municipality_id: m.submarket.municipalityId,
    submarket_id: m.submarket.id,
    street_address: m.street,
    full_address: `${m.street}, ${m.submarket.municipalityName}, ON`,
    latitude: m.latitude,
    longitude: m.longitude,
    developers: JSON.stringify([]),
    developer: '',
    suite_count: m.suites,
    number_of_floors: m.storeys,
    year_built: m.yearBuilt,
    first_year: quarterOfMonth(monthOfIndex(m.firstMonth)).year,
    first_quarter: quarterOfMonth(monthOfIndex(m.firstMonth)).quarter,
    opening_date: null,
    occupancy_date: firstDayOfMonth(isoMonth(m.yearBuilt, r.int(1, MONTHS_A_YEAR))),
    full_occupancy_date: null,
    register_date: null,
    construction_date: null,
    proposed_opening: null,
    construct_status_id: COMPLETED.id,
    construct_status_label: COMPLETED.label,
    project_status: projectStatusOf(COMPLETED).key,
    project_status_label: projectStatusOf(COMPLETED).label,
    is_cancelled: 0,
    is_onholdoffmarket: 0,
    is_soldout: 0,
    is_initialleaseup: 0,
    urbanaction: 0,
    urbanaction_link: null,
    urbanaction_publication_date: null,
    map_icon: projectIconKey(RENTAL_PROJECT_TYPE, RENTAL_STANDING),
    thumbnail_url: `/api/v1/media/picture/rental/${m.propertyId}/1.svg`,
    opening_psf: null,
    avg_suite_size: avgSize,
    months_to_70_sold: null,
    proposed_developer_owner: null,
    total_buildings: 1,
    proposed_gfa: null,
    residential_gfa_sf: null,
    total_gfa: null,
    nsa_nla: null,
    parking_total: Math.round(m.suites * r.real(0.3, 0.9)),
    structure_description:
      m.storeys >= 13
        ? 'High-rise rental apartment'
        : m.storeys >= 5
          ? 'Mid-rise rental apartment'
          : 'Low-rise walk-up',
    comments: null,
    property_managers: JSON.stringify([m.manager]),
    parking_availability: parking,
    parking_cost: parkingMin !== null && parkingMax !== null ? Math.round((parkingMin + parkingMax) / 2) : null,
    parking_cost_min: parkingMin,
    parking_cost_max: parkingMax,
    website: null,
    rental_website: `rentals-${m.propertyId}.example`,
    land_sale_id: null,
    profile: JSON.stringify(profile),
  };
}
