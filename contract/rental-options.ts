import type { TimeRangeOption } from './urban-options';
import type { SearchFilterDefinition, UrbanOption } from './filter-definitions';

export interface RentalSubmarketOption {
  id: number;
  name: string;
}

export interface RentalMunicipalityOption {
  id: number;
  name: string;
  submarkets: RentalSubmarketOption[];
}

export interface RentalRegionOption {
  id: number;
  name: string;
  municipalities: RentalMunicipalityOption[];
}

/** The months with rental activity; the month pickers are bounded by them (part 2 §5). */
export interface RentalDates {
  min_year: number;
  min_month: number;
  max_year: number;
  max_month: number;
}

export interface RentalUnitSizeOption {
  id: string;
  name: string;
  min: number;
  max: number | null;
}

export interface RentalUnitTypeOption {
  id: string;
  name: string;
  beds: number;
}

/** GET /api/v1/rental/options/basic */
export interface RentalOptionsBasicResponse {
  regions: RentalRegionOption[];
  baseConfiguration: { dates: RentalDates };
  /** 1mo, 3mo, 6mo, 12mo; the first is the default (part 2 §9). */
  timePeriodOptions: TimeRangeOption[];
  unitSizeOptions: RentalUnitSizeOption[];
  unitTypeOptions: RentalUnitTypeOption[];
  propertyManagers: UrbanOption[];
  /** Advanced filters of properties, market totals and market history. */
  searchFilters: SearchFilterDefinition[];
  componentConfiguration: {
    /** Regions market history selects when the search type changes to it (part 2 §4). */
    marketHistoryDefaultRegionIds: number[];
  };
}
