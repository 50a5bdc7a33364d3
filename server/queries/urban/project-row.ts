import type { ProjectQuarterTable } from '../../db/domain-tables';
import type { ProjectListing } from './project-quarter-rows';
import type { SearchRow } from '@contract/search';
import { ratio } from '../numbers';
import { geographyFields, type GeographyNames } from './geography-names';
import { urbanActionLink } from './project-documents';

/**
 * The project row of the project search table (part 1 §3 "Project row"), as of one quarter:
 * the project's own fields, the quarter's figures and the geography names. Every figure a
 * client filter or a weighted total needs is present whatever the standing.
 */
export function projectRow(
  project: ProjectListing,
  quarter: ProjectQuarterTable | null,
  names: GeographyNames,
): SearchRow {
  const suiteCount = quarter?.suite_count ?? project.suite_count;
  const totalSales = quarter?.total_sales ?? null;
  return {
    id: project.id,
    project_id: project.id,
    name: project.name,
    project_type: project.project_type,
    standing: quarter?.standing ?? project.standing,
    street_address: project.street_address,
    full_address: project.full_address,
    ...geographyFields(project, names),
    latitude: project.latitude,
    longitude: project.longitude,
    units: suiteCount,
    total_units: suiteCount,
    suite_count: suiteCount,
    developers: parseJsonList<{ name: string }>(project.developers).map((developer) => ({ name: developer.name })),
    developer: project.developer,
    number_of_floors: project.number_of_floors,
    storeys: project.number_of_floors,
    year_built: project.year_built,
    opening_date: project.opening_date,
    occupancy_date: project.occupancy_date,
    full_occupancy_date: project.full_occupancy_date,
    register_date: project.register_date,
    construction_date: project.construction_date,
    proposed_opening: project.proposed_opening,
    construct_status_id: project.construct_status_id,
    construct_status_label: project.construct_status_label,
    project_status: project.project_status,
    project_status_label: project.project_status_label,
    is_cancelled: project.is_cancelled === 1,
    is_onholdoffmarket: project.is_onholdoffmarket === 1,
    is_soldout: project.is_soldout === 1,
    is_initialleaseup: project.is_initialleaseup === 1,
    // The spec's flag value is the string '1' (part 1 §3).
    urbanaction: project.urbanaction === 1 ? '1' : null,
    urbanActionLink: urbanActionLink(project),
    map_icon: project.map_icon,
    thumbnail_url: project.thumbnail_url,
    opening_psf: project.opening_psf,
    avg_suite_size: project.avg_suite_size,
    months_to_70_sold: project.months_to_70_sold,
    proposed_developer_owner: project.proposed_developer_owner,
    total_buildings: project.total_buildings,
    proposed_gfa: project.proposed_gfa,
    residential_gfa_sf: project.residential_gfa_sf,
    total_gfa: project.total_gfa,
    nsa_nla: project.nsa_nla,
    parking_total: project.parking_total,
    structure_description: project.structure_description,
    comments: project.comments,
    property_managers: parseJsonList<string>(project.property_managers),
    property_manager: parseJsonList<string>(project.property_managers).join(', '),
    parking_availability: project.parking_availability,
    parking_cost: project.parking_cost,
    parking_cost_min: project.parking_cost_min,
    parking_cost_max: project.parking_cost_max,
    quarter_sales: quarter?.quarter_sales ?? null,
    four_qtr_sales: quarter?.four_qtr_sales ?? null,
    total_sales: totalSales,
    total_sales_percentage: ratio(totalSales, suiteCount, 100),
    unsold_units: quarter?.unsold_units ?? null,
    sold_psf: quarter?.sold_psf ?? null,
    unsold_psf: quarter?.unsold_psf ?? null,
    total_listings: quarter?.total_listings ?? null,
    total_active_listings: quarter?.total_active_listings ?? null,
    average_suite_size: quarter?.average_suite_size ?? null,
    average_sale_price: quarter?.average_sale_price ?? null,
    average_psf: quarter?.average_psf ?? null,
    avg_psf_last_year: quarter?.avg_psf_last_year ?? null,
    avg_psf_annual_change_percentage: quarter?.avg_psf_annual_change_percentage ?? null,
    maintenance_fee_psf: quarter?.maintenance_fee_psf ?? null,
    average_dom: quarter?.average_dom ?? null,
    sum_size: quarter?.sum_size ?? null,
    sum_size_last_year: quarter?.sum_size_last_year ?? null,
    surveyed_units: quarter?.surveyed_units ?? null,
    surveyed_units_annual: quarter?.surveyed_units_annual ?? null,
    available_units: quarter?.available_units ?? null,
    availability_rate: quarter?.availability_rate ?? null,
    availability_rate_annual: quarter?.availability_rate_annual ?? null,
    vacancy_rate: quarter?.vacancy_rate ?? null,
    vacancy_rate_annual: quarter?.vacancy_rate_annual ?? null,
    avg_unit_size: quarter?.avg_unit_size ?? null,
    avg_unit_size_annual: quarter?.avg_unit_size_annual ?? null,
    avg_monthly_rent: quarter?.avg_monthly_rent ?? null,
    avg_monthly_rent_annual: quarter?.avg_monthly_rent_annual ?? null,
    avg_monthly_psf: quarter?.avg_monthly_psf ?? null,
    avg_monthly_psf_annual: quarter?.avg_monthly_psf_annual ?? null,
  };
}

export function parseJsonList<T>(text: string | null): T[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
