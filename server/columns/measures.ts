import {
  cellFormatOf,
  type CellFormat,
  type ColumnDefinition,
  type ColumnFormat,
  type ColumnLink,
  type TotalRule,
} from '@contract/columns';
import { MAIN_PICTURE_ROW, PROJECT_BROCHURE_ROW, type LabelledValue } from '@contract/urban-project';
import { annualChange, AVG, MAX, MIN, NONE, percentOf, ratioOf, SUM, weightedBy } from './total-rules';

/**
 * The measure catalogue: for every field the server sends in a table row, a chart, a popup or an
 * update history, its label, its format and how its subtotal is computed (shared/design/MEASURES.md).
 * Every column definition (`tableHeaders.data`), every profile chart column, every labelled value and
 * so every export header is built from here by `column`, `pickColumns` and `labelledValue`; a table's
 * column list only names the fields it shows.
 *
 * One field, one label. The spec gives no column label word for word (part 1 and part 2 name the
 * fields, table titles and messages, not column headings), so no table renames a field. Where the
 * server sends one field name for another measure in another kind of row (a market row's
 * number_of_floors is the mean of its projects' storeys), that measure is a declared variant below,
 * with the section of the spec or of MEASURES.md that makes it another measure; a table picks it by
 * name.
 */

/** Another measure sent under the same field in another kind of row. */
interface MeasureVariant {
  label?: string;
  format?: ColumnFormat;
  total?: TotalRule;
  /** The spec or MEASURES.md section that makes this row kind's figure another measure. */
  source: string;
}

interface Measure<V extends Readonly<Record<string, MeasureVariant>>> {
  label: string;
  format: ColumnFormat;
  total: TotalRule;
  variants: V;
}

function measure<V extends Readonly<Record<string, MeasureVariant>> = Record<never, MeasureVariant>>(
  label: string,
  format: ColumnFormat,
  total: TotalRule,
  variants?: V,
): Measure<V> {
  return { label, format, total, variants: variants ?? ({} as V) };
}

/** A field shown as it is: names, addresses, statuses (no total). */
const text = (label: string) => measure(label, 'text', NONE);
/** A date shown 'MMM yyyy' (part 1 §9), no total. */
const date = (label: string) => measure(label, 'date', NONE);

const byRent = weightedBy('surveyed_units');
const byAnnualRent = weightedBy('surveyed_units_annual');
const bySurveyed = weightedBy('units_surveyed_actual');

/**
 * The sale fields the landing's sales tab spells as part 1 §3 "Sale (map/table)" (file_number,
 * subproperty_type, sale_date) and the sales table as part 2 §3 "Sale row" (fileNum,
 * subPropertyType, saleDate): one measure each, under both spellings.
 */
const FILE_NUMBER = text('File #');
const SALE_PROPERTY_TYPE = text('Property Type');
const SALE_DATE = date('Sale Date');

const MEASURES = {
  // ---- Row names and identity -----------------------------------------------------------------
  /**
   * The row's name: a project (part 1 §3 "Project row"); in other kinds of row the name is that
   * row's own thing.
   */
  name: measure('Project Name', 'text', NONE, {
    rentalProperty: { label: 'Property Name', source: 'part 1 §3 "Old-stock rental property row": a rental building' },
    market: { label: 'Market', source: 'part 1 §3 "Project market API row": a submarket, with its geography totals' },
    history: { label: 'Quarter', source: 'part 1 §3 "Market history row": one year and quarter' },
    salesMarket: { label: 'Name', source: 'part 2 §3 "Sales market data row": a region or municipality' },
  }),
  period: measure('Period', 'period', NONE),
  street_address: text('Address'),
  address: text('Address'),
  developer: text('Developer'),
  proposed_developer_owner: text('Developer / Owner'),
  property_manager: text('Property Manager'),
  construct_status_label: text('Construction Status'),
  project_status_label: text('Status'),
  status: text('Status'),
  structure_description: text('Structure'),
  urbanaction: text('UrbanAction'),
  comments: text('Comments'),
  region_name: text('Region'),
  municipality_name: text('Municipality'),
  submarket_name: text('Submarket'),
  // The rental popup's spelling of the same geography (GET /rental/property/{id}/popup).
  municipality: text('Municipality'),
  submarket: text('Submarket'),
  unittype_name: text('Unit Type'),
  parking_availability: text('Parking'),
  // Part 2 §2.10: the comparison's 'Main picture' and 'Project brochure' rows.
  main_picture: text(MAIN_PICTURE_ROW),
  project_brochure: text(PROJECT_BROCHURE_ROW),

  // ---- Dates ----------------------------------------------------------------------------------
  opening_date: date('Opening Date'),
  occupancy_date: date('Occupancy Date'),
  full_occupancy_date: date('Full Occupancy Date'),
  register_date: date('Registration Date'),
  proposed_opening: date('Proposed Opening'),
  construction_date: date('Construction Start'),
  year_built: measure('Year Built', 'year', NONE),
  data_as_of: measure('Data as of', 'month', NONE),

  // ---- Project rows (MEASURES.md "Project rows") and market data ("Project market data") ------
  suite_count: measure('Suites', 'integer', SUM),
  number_of_floors: measure('Storeys', 'integer', NONE, {
    market: {
      label: 'Avg Storeys',
      format: 'decimal',
      total: AVG,
      source: 'part 1 §3 "Project market API row" number_of_floors: the mean of its projects (MEASURES.md: avg)',
    },
  }),
  storeys: measure('Storeys', 'integer', NONE),
  project_count: measure('Projects', 'integer', SUM),
  property_count: measure('Properties', 'integer', SUM),
  quarter_sales: measure('Quarter Sales', 'integer', SUM),
  quarter_sales_last_year: measure('Quarter Sales Last Year', 'integer', SUM),
  quarter_sales_annual_change: measure(
    'Quarter Sales Annual Change',
    'percent',
    annualChange('quarter_sales', 'quarter_sales_last_year'),
  ),
  four_qtr_sales: measure('4 Qtr Sales', 'integer', SUM),
  four_qtr_sales_last_year: measure('4 Qtr Sales Last Year', 'integer', SUM),
  four_qtr_sales_annual_change: measure(
    '4 Qtr Sales Annual Change',
    'percent',
    annualChange('four_qtr_sales', 'four_qtr_sales_last_year'),
  ),
  total_sales: measure('Total Sales', 'integer', SUM),
  total_sales_last_year: measure('Total Sales Last Year', 'integer', SUM),
  total_sales_percentage: measure('% Sold', 'percent', percentOf('total_sales', 'suite_count')),
  unsold_units: measure('Unsold Units', 'integer', SUM),
  unsold_inventory: measure('Unsold Inventory', 'integer', {
    kind: 'difference',
    minuend: 'suite_count',
    subtrahend: 'total_sales',
  }),
  unsold_inventory_last_year: measure('Unsold Inventory Last Year', 'integer', SUM),
  months_of_supply: measure(
    'Months of Supply',
    'decimal',
    { kind: 'ratio', numerator: 'unsold_inventory', denominator: 'four_qtr_sales', multiplier: 12 },
    {
      listings: {
        total: { kind: 'ratio', numerator: 'total_active_listings', denominator: 'four_qtr_sales', multiplier: 12 },
        source: 'part 1 §9 "unsold or active units": resale and rental supply is active listings (MEASURES.md)',
      },
    },
  ),
  opening_psf: measure('Opening PSF', 'currency', weightedBy('suite_count')),
  sold_psf: measure('Sold PSF', 'currency', weightedBy('total_sales'), {
    market: {
      total: weightedBy('quarter_sales'),
      source: 'MEASURES.md "Project market data": a market sold_psf is of the quarter sales',
    },
  }),
  sold_psf_last_year: measure('Sold PSF Last Year', 'currency', weightedBy('quarter_sales_last_year')),
  sold_psf_annual_change: measure('Sold PSF Annual Change', 'percent', annualChange('sold_psf', 'sold_psf_last_year')),
  unsold_psf: measure('Unsold PSF', 'currency', weightedBy('unsold_units'), {
    market: {
      total: weightedBy({ minus: ['suite_count', 'total_sales'] }),
      source: 'MEASURES.md "Project market data": a market row has no unsold_units, so suite_count - total_sales',
    },
  }),
  unsold_psf_last_year: measure('Unsold PSF Last Year', 'currency', weightedBy('unsold_inventory_last_year')),
  unsold_psf_annual_change: measure(
    'Unsold PSF Annual Change',
    'percent',
    annualChange('unsold_psf', 'unsold_psf_last_year'),
  ),
  avg_suite_size: measure('Avg Suite Size (sq ft)', 'integer', weightedBy('suite_count')),
  months_to_70_sold: measure('Months to 70% Sold', 'decimal', AVG),
  total_listings: measure('Total Listings', 'integer', SUM),
  total_active_listings: measure('Active Listings', 'integer', SUM),
  sales_listings_percentage: measure('Sales / Listings', 'percent', percentOf('quarter_sales', 'total_listings')),
  average_suite_size: measure('Avg Suite Size (sq ft)', 'integer', ratioOf('sum_size', 'quarter_sales')),
  average_sale_price: measure('Avg Sale Price', 'currency', weightedBy('quarter_sales'), {
    rent: {
      label: 'Avg Monthly Rent',
      source:
        'part 1 §1, §3 "Resale and rental listing rows": a rental-standing listing is leased, its price a monthly rent',
    },
  }),
  average_psf: measure('Avg PSF', 'currencyWithCents', weightedBy('sum_size')),
  avg_psf_last_year: measure('Avg PSF Last Year', 'currencyWithCents', weightedBy('sum_size_last_year')),
  avg_psf_annual_change_percentage: measure(
    'Avg PSF Annual Change',
    'percent',
    annualChange('average_psf', 'avg_psf_last_year'),
  ),
  maintenance_fee_psf: measure('Maintenance Fee PSF', 'currencyWithCents', weightedBy('sum_size')),
  average_dom: measure('Avg Days on Market', 'decimal', weightedBy('quarter_sales'), {
    rentalActivity: {
      total: weightedBy('dom_unit_count'),
      source: 'MEASURES.md "Rental (old stock) market totals": days_active_total / dom_unit_count',
    },
  }),
  total_buildings: measure('Buildings', 'integer', SUM),
  proposed_gfa: measure('Proposed GFA (sq ft)', 'integer', SUM),
  residential_gfa_sf: measure('Residential GFA (sq ft)', 'integer', SUM),
  nsa_nla: measure('NSA / NLA (sq ft)', 'integer', SUM),
  total_gfa: measure('Total GFA (sq ft)', 'integer', SUM),
  parking_total: measure('Parking', 'integer', SUM),
  parking_cost: measure('Parking Cost', 'currency', NONE),

  // Completed (purpose-built newer stock): rents and rates weighted by surveyed units (*spec*).
  surveyed_units: measure('Surveyed Units', 'integer', SUM),
  availability_rate: measure('Availability Rate', 'percent', byRent),
  vacancy_rate: measure('Vacancy Rate', 'percent', byRent, {
    rentalActivity: {
      total: percentOf('available', 'units_surveyed_actual'),
      source: 'MEASURES.md "Rental (old stock) market totals": vacancy is available / units surveyed, per group',
    },
  }),
  avg_unit_size: measure('Avg Unit Size (sq ft)', 'integer', byRent),
  avg_monthly_rent: measure('Avg Monthly Rent', 'currency', byRent),
  avg_monthly_psf: measure('Avg Monthly PSF', 'currencyWithCents', byRent),
  surveyed_units_annual: measure('Surveyed Units (Annual)', 'integer', SUM),
  availability_rate_annual: measure('Availability Rate (Annual)', 'percent', byAnnualRent),
  vacancy_rate_annual: measure('Vacancy Rate (Annual)', 'percent', byAnnualRent),
  avg_unit_size_annual: measure('Avg Unit Size (Annual)', 'integer', byAnnualRent),
  avg_monthly_rent_annual: measure('Avg Monthly Rent (Annual)', 'currency', byAnnualRent),
  avg_monthly_psf_annual: measure('Avg Monthly PSF (Annual)', 'currencyWithCents', byAnnualRent),
  rental_unit_monthly_total: measure('Monthly Rent Total', 'currency', SUM),

  // ---- Old-stock rental activity (MEASURES.md "Rental (old stock) market totals") -----------
  units_surveyed_actual: measure('Units Surveyed', 'integer', SUM),
  available: measure('Available Units', 'integer', SUM),
  avg_rate: measure('Avg Rent', 'currency', bySurveyed),
  min_rate: measure('Min Rent', 'currency', MIN),
  max_rate: measure('Max Rent', 'currency', MAX),
  size_sqft: measure('Avg Size (sq ft)', 'integer', bySurveyed),
  min_psf: measure('Min PSF', 'currencyWithCents', MIN),
  max_psf: measure('Max PSF', 'currencyWithCents', MAX),
  baths: measure('Baths', 'decimal', NONE),

  // ---- Sales (part 2 §3 "Sale row"; MEASURES.md "Sales market data") -------------------------
  fileNum: FILE_NUMBER,
  file_number: FILE_NUMBER,
  subPropertyType: SALE_PROPERTY_TYPE,
  subproperty_type: SALE_PROPERTY_TYPE,
  saleDate: SALE_DATE,
  sale_date: SALE_DATE,
  vendor: text('Vendor'),
  purchaser: text('Purchaser'),
  price: measure('Price', 'currency', SUM),
  // A per-unit price of one sale is price / count, so its group total is weighted by the count.
  suitesTotal: measure('Suites', 'integer', SUM),
  pricePerSuite: measure('Price per Suite', 'currency', weightedBy('suitesTotal')),
  townhouses: measure('Townhouses', 'integer', SUM),
  pricePerTownhouse: measure('Price per Townhouse', 'currency', weightedBy('townhouses')),
  buildingArea: measure('Building Area (sq ft)', 'integer', SUM),
  buildingAreaPrice: measure('Price per sq ft', 'currencyWithCents', weightedBy('buildingArea')),
  landareaSqFt: measure('Land Area (sq ft)', 'integer', SUM),
  landareaPriceSqFt: measure('Price per sq ft', 'currencyWithCents', weightedBy('landareaSqFt')),
  proposedGFAPrice: measure('Price per sq ft Proposed GFA', 'currencyWithCents', weightedBy('proposed_gfa')),
  approvedGFAPrice: measure('Price per sq ft Approved GFA', 'currencyWithCents', weightedBy('approved_gfa')),
  landareaAcres: measure('Land Area (acres)', 'acres', SUM),
  landareaPriceAcres: measure('Price per Acre', 'currency', weightedBy('landareaAcres')),
  totalLots: measure('Total Lots', 'integer', SUM),
  totalPricePerLot: measure('Price per Lot', 'currency', weightedBy('totalLots')),
  lots: measure('Lots (type unknown)', 'integer', SUM),
  pricePerLot: measure('Price per Lot (type unknown)', 'currency', weightedBy('lots')),
  lotsDetached: measure('Detached Lots', 'integer', SUM),
  pricePerDetachedLot: measure('Price per Detached Lot', 'currency', weightedBy('lotsDetached')),
  lotsSemiDetached: measure('Semi-Detached Lots', 'integer', SUM),
  pricePerSemiDetachedLot: measure('Price per Semi-Detached Lot', 'currency', weightedBy('lotsSemiDetached')),
  lotsTownhouse: measure('Townhouse Lots', 'integer', SUM),
  pricePerTownhouseLot: measure('Price per Townhouse Lot', 'currency', weightedBy('lotsTownhouse')),
  totalRooms: measure('Total Rooms', 'integer', SUM),
  pricePerRoom: measure('Price per Room', 'currency', weightedBy('totalRooms')),
  floorArea: measure('Floor Area (sq ft)', 'integer', SUM),
  floorAreaPricePerSf: measure('Price per sq ft', 'currencyWithCents', weightedBy('floorArea')),
  /** A sale's beds (part 2 §3); a rental unit type's bedrooms are the same count, shown without a total. */
  beds: measure('Beds', 'integer', SUM),
  pricePerBed: measure('Price per Bed', 'currency', weightedBy('beds')),

  // Sales market data: counts and areas sum; each average is the matching sum over the matching count.
  totalSales: measure('Total Sales', 'integer', SUM),
  totalSalesValue: measure('Total Sales Value', 'currency', SUM),
  avgSalePrice: measure('Avg. Sale Price', 'currency', ratioOf('totalSalesValue', 'totalSales')),
  totalSuites: measure('Total Suites', 'integer', SUM),
  avgPricePerSuite: measure('Avg. Price per Suite', 'currency', ratioOf('suitesSalesValue', 'totalSuites')),
  totalTownhouses: measure('Total Townhouses', 'integer', SUM),
  avgPricePerTownhouse: measure(
    'Avg. Price per Townhouse',
    'currency',
    ratioOf('townhousesSalesValue', 'totalTownhouses'),
  ),
  totalBuildingArea: measure('Total Building Area (sq ft)', 'integer', SUM),
  avgBuildingArea: measure('Avg. Building Area (sq ft)', 'integer', ratioOf('totalBuildingArea', 'buildingAreaSales')),
  avgBuildingAreaPrice: measure(
    'Avg. Price per sq ft',
    'currencyWithCents',
    ratioOf('buildingAreaSalesValue', 'totalBuildingArea'),
  ),
  totalLandAreaSqFt: measure('Total Land Area (sq ft)', 'integer', SUM),
  avgLandAreaSqFt: measure('Avg. Land Area (sq ft)', 'integer', ratioOf('totalLandAreaSqFt', 'landAreaSqFtSales')),
  avgLandAreaPriceSqFt: measure(
    'Avg. Price per sq ft',
    'currencyWithCents',
    ratioOf('landAreaSqFtSalesValue', 'totalLandAreaSqFt'),
  ),
  totalLandAreaAcres: measure('Total Land Area (acres)', 'acres', SUM),
  avgLandAreaAcres: measure('Avg. Land Area (acres)', 'acres', ratioOf('totalLandAreaAcres', 'landAreaAcresSales')),
  avgLandAreaPriceAcres: measure(
    'Avg. Price per Acre',
    'currency',
    ratioOf('landAreaAcresSalesValue', 'totalLandAreaAcres'),
  ),
  avgPricePerLot: measure('Avg. Price per Lot', 'currency', ratioOf('lotsSalesValue', 'totalLots')),
  totalLotsUnknown: measure('Lots (type unknown)', 'integer', SUM),
  avgPricePerUnknownLot: measure(
    'Avg. Price per Lot (type unknown)',
    'currency',
    ratioOf('lotsUnknownSalesValue', 'totalLotsUnknown'),
  ),
  totalLotsDetached: measure('Detached Lots', 'integer', SUM),
  avgPricePerDetachedLot: measure(
    'Avg. Price per Detached Lot',
    'currency',
    ratioOf('lotsDetachedSalesValue', 'totalLotsDetached'),
  ),
  totalLotsSemiDetached: measure('Semi-Detached Lots', 'integer', SUM),
  avgPricePerSemiDetachedLot: measure(
    'Avg. Price per Semi-Detached Lot',
    'currency',
    ratioOf('lotsSemiDetachedSalesValue', 'totalLotsSemiDetached'),
  ),
  totalLotsTownhouse: measure('Townhouse Lots', 'integer', SUM),
  avgPricePerTownhouseLot: measure(
    'Avg. Price per Townhouse Lot',
    'currency',
    ratioOf('lotsTownhouseSalesValue', 'totalLotsTownhouse'),
  ),
  avgPricePerRoom: measure('Avg. Price per Room', 'currency', ratioOf('roomsSalesValue', 'totalRooms')),
  totalFloorArea: measure('Total Floor Area (sq ft)', 'integer', SUM),
  avgFloorArea: measure('Avg. Floor Area (sq ft)', 'integer', ratioOf('totalFloorArea', 'floorAreaSales')),
  avgFloorAreaPricePerSf: measure(
    'Avg. Price per sq ft',
    'currencyWithCents',
    ratioOf('floorAreaSalesValue', 'totalFloorArea'),
  ),
  totalBeds: measure('Total Beds', 'integer', SUM),
  avgPricePerBed: measure('Avg. Price per Bed', 'currency', ratioOf('bedsSalesValue', 'totalBeds')),
};

type Measures = typeof MEASURES;
/** A field of the catalogue. */
export type Field = keyof Measures;
/** The declared variants of a field. */
export type VariantOf<F extends Field> = keyof Measures[F]['variants'] & string;

export function isField(key: string): key is Field {
  return Object.hasOwn(MEASURES, key);
}

/**
 * How a value of a format is written (contract/format.ts). Every percent field of the server
 * arrives multiplied by 100 (part 1 §9 "Percent fields from the server are divided by 100 for
 * display"), so a percent measure is always scaled by 100: the one place that says so.
 */
function cellFormat(format: ColumnFormat): CellFormat {
  return format === 'percent' ? { format, percentScale: 100 } : { format };
}

/** A measure as the server sends it: its label, its format and percent scale, its total rule. */
export interface DeclaredMeasure extends CellFormat {
  label: string;
  total: TotalRule;
}

function declared(field: Field, variant?: string): DeclaredMeasure {
  const base: Measure<Readonly<Record<string, MeasureVariant>>> = MEASURES[field];
  const chosen = variant === undefined ? undefined : base.variants[variant];
  if (variant !== undefined && chosen === undefined) throw new Error(`The field ${field} has no variant ${variant}`);
  return {
    label: chosen?.label ?? base.label,
    ...cellFormat(chosen?.format ?? base.format),
    total: chosen?.total ?? base.total,
  };
}

/** Every measure the catalogue declares under a field: its own and each variant's. */
export function declaredMeasures(field: Field): DeclaredMeasure[] {
  const variants: Readonly<Record<string, MeasureVariant>> = MEASURES[field].variants;
  return [declared(field), ...Object.keys(variants).map((variant) => declared(field, variant))];
}

/** What a table says of a column beyond its field: its variant and the table's own settings. */
export interface ColumnOptions<F extends Field> {
  variant?: VariantOf<F>;
  link?: ColumnLink;
  /** The first column (name, fileNum or period) cannot be hidden (part 1 §2). */
  alwaysVisible?: true;
  hiddenByDefault?: true;
  group?: string;
}

/** The one way to declare a column: the catalogue's measure of the field, in a table. */
export function column<F extends Field>(field: F, options: ColumnOptions<F> = {}): ColumnDefinition {
  const { variant, ...table } = options;
  return { key: field, ...declared(field, variant), ...table };
}

/** Columns of fields taken as the catalogue declares them. */
export function columns(...fields: Field[]): ColumnDefinition[] {
  return fields.map((field) => column(field));
}

/**
 * A column the table shows without a total: history rows get no subtotal rows (MEASURES.md "Market
 * history rows"), a unit-type row repeats its building's suites. The rule stays the catalogue's.
 */
export function withoutTotal(definition: ColumnDefinition): ColumnDefinition {
  return { ...definition, total: NONE };
}

/** A popup or comparison value (part 2 §2.12, §2.10) of a table's column: labelled and formatted as it. */
export function columnValue(definition: ColumnDefinition, value: string | number | null): LabelledValue {
  return { key: definition.key, label: definition.label, value, ...cellFormatOf(definition) };
}

/** A popup or comparison value of a field, as the catalogue declares it (or the variant named). */
export function labelledValue<F extends Field>(
  field: F,
  value: string | number | null,
  variant?: VariantOf<F>,
): LabelledValue {
  return columnValue(column(field, variant === undefined ? {} : { variant }), value);
}

/** The columns of `keys` in a table's definitions, in that order; a key the table lacks fails at start. */
export function pickColumns(
  definitions: readonly ColumnDefinition[],
  keys: readonly string[],
  where: string,
): ColumnDefinition[] {
  return keys.map((key) => {
    const definition = definitions.find((candidate) => candidate.key === key);
    if (definition === undefined) throw new Error(`${where}: ${key} has no column definition`);
    return definition;
  });
}

/** A profile chart's columns (part 2 §3 `header`, with `keys` and `formats` beside it), from its table's columns. */
export function chartColumns(definitions: readonly ColumnDefinition[]): {
  header: string[];
  keys: string[];
  formats: CellFormat[];
} {
  return {
    header: definitions.map((definition) => definition.label),
    keys: definitions.map((definition) => definition.key),
    formats: definitions.map(cellFormatOf),
  };
}
