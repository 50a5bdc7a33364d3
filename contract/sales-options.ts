import type { SaleColumnGroup } from './product-facts';
import type { SearchFilterDefinition } from './filter-definitions';

export interface SubPropertyTypeOption {
  id: number;
  /** Display label, e.g. "Apartment Site". */
  name: string;
  /** Stable key of the sub-type. */
  key: string;
  /** Icon key of the sub-type's map pin and legend entry (public icons). */
  icon: string;
  /** The column groups this sub-type has data for. */
  column_groups: SaleColumnGroup[];
}

export interface PropertyTypeOption {
  id: number;
  name: string;
  sub_property_types: SubPropertyTypeOption[];
}

export interface SalesMunicipalityOption {
  id: number;
  name: string;
}

export interface SalesRegionOption {
  id: number;
  name: string;
  municipalities: SalesMunicipalityOption[];
}

/**
 * A sales advanced filter. `columnGroup` says which sub-types it applies to: changing the
 * property type clears filters whose group no sub-type chosen has (part 2 §4).
 */
export type SalesFilterDefinition = SearchFilterDefinition & { columnGroup?: SaleColumnGroup };

/** The two sales search types (part 2 §2.5). */
export type SalesSearchType = 'sales' | 'sales-market-data';

/** GET /api/v1/sales/options/basic */
export interface SalesOptionsBasicResponse {
  regions: SalesRegionOption[];
  propertyTypes: PropertyTypeOption[];
  searchFilters: Record<SalesSearchType, SalesFilterDefinition[]>;
  /** The default search period: the last twelve months up to the newest sale (yyyy-mm-dd). */
  defaultDateRange: { from: string; to: string };
  /** The first and last sale dates in the data (yyyy-mm-dd). */
  saleDateRange: { min: string; max: string };
}
