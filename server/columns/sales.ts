import type { ColumnDefinition } from '@contract/columns';
import { SALE_COLUMN_GROUP_LABELS, type SaleColumnGroup } from '@contract/product-facts';
import { NONE, ratioOf, SUM, weightedBy } from './total-rules';

/**
 * Column definitions of the sales table and the sales market data table (part 2 §2.5, §3),
 * with totals per shared/design/MEASURES.md "Sales market data". A unit-type group is hidden by
 * default unless one of the chosen sub-types has data for it ("Extra sale columns appear only
 * when the chosen property types include the relevant unit type").
 */

// A per-unit price of one sale is price / count, so its group total is weighted by the count.

type GroupedColumn = Omit<ColumnDefinition, 'group' | 'hiddenByDefault'>;

const SALE_GROUP_COLUMNS: ReadonlyArray<[SaleColumnGroup, GroupedColumn[]]> = [
  [
    'suites',
    [
      { key: 'suitesTotal', label: 'Suites', format: 'integer', total: SUM },
      { key: 'pricePerSuite', label: 'Price per Suite', format: 'currency', total: weightedBy('suitesTotal') },
    ],
  ],
  [
    'townhouses',
    [
      { key: 'townhouses', label: 'Townhouses', format: 'integer', total: SUM },
      { key: 'pricePerTownhouse', label: 'Price per Townhouse', format: 'currency', total: weightedBy('townhouses') },
    ],
  ],
  [
    'buildingArea',
    [
      { key: 'buildingArea', label: 'Building Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'buildingAreaPrice',
        label: 'Price per sq ft',
        format: 'currencyWithCents',
        total: weightedBy('buildingArea'),
      },
    ],
  ],
  [
    'landAreaSqFt',
    [
      { key: 'landareaSqFt', label: 'Land Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'landareaPriceSqFt',
        label: 'Price per sq ft',
        format: 'currencyWithCents',
        total: weightedBy('landareaSqFt'),
      },
      {
        key: 'proposedGFAPrice',
        label: 'Price per sq ft Proposed GFA',
        format: 'currencyWithCents',
        total: weightedBy('proposed_gfa'),
      },
      {
        key: 'approvedGFAPrice',
        label: 'Price per sq ft Approved GFA',
        format: 'currencyWithCents',
        total: weightedBy('approved_gfa'),
      },
    ],
  ],
  [
    'landAreaAcres',
    [
      { key: 'landareaAcres', label: 'Land Area (acres)', format: 'acres', total: SUM },
      { key: 'landareaPriceAcres', label: 'Price per Acre', format: 'currency', total: weightedBy('landareaAcres') },
    ],
  ],
  [
    'lots',
    [
      { key: 'totalLots', label: 'Total Lots', format: 'integer', total: SUM },
      { key: 'totalPricePerLot', label: 'Price per Lot', format: 'currency', total: weightedBy('totalLots') },
      { key: 'lots', label: 'Lots (type unknown)', format: 'integer', total: SUM },
      { key: 'pricePerLot', label: 'Price per Lot (type unknown)', format: 'currency', total: weightedBy('lots') },
      { key: 'lotsDetached', label: 'Detached Lots', format: 'integer', total: SUM },
      {
        key: 'pricePerDetachedLot',
        label: 'Price per Detached Lot',
        format: 'currency',
        total: weightedBy('lotsDetached'),
      },
      { key: 'lotsSemiDetached', label: 'Semi-Detached Lots', format: 'integer', total: SUM },
      {
        key: 'pricePerSemiDetachedLot',
        label: 'Price per Semi-Detached Lot',
        format: 'currency',
        total: weightedBy('lotsSemiDetached'),
      },
      { key: 'lotsTownhouse', label: 'Townhouse Lots', format: 'integer', total: SUM },
      {
        key: 'pricePerTownhouseLot',
        label: 'Price per Townhouse Lot',
        format: 'currency',
        total: weightedBy('lotsTownhouse'),
      },
    ],
  ],
  [
    'rooms',
    [
      { key: 'totalRooms', label: 'Rooms', format: 'integer', total: SUM },
      { key: 'pricePerRoom', label: 'Price per Room', format: 'currency', total: weightedBy('totalRooms') },
    ],
  ],
  [
    'floorArea',
    [
      { key: 'floorArea', label: 'Floor Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'floorAreaPricePerSf',
        label: 'Price per sq ft',
        format: 'currencyWithCents',
        total: weightedBy('floorArea'),
      },
    ],
  ],
  [
    'beds',
    [
      { key: 'beds', label: 'Beds', format: 'integer', total: SUM },
      { key: 'pricePerBed', label: 'Price per Bed', format: 'currency', total: weightedBy('beds') },
    ],
  ],
];

/**
 * Market data groups: counts and areas sum; each average is the matching sum over the matching
 * count (`*Sales` counts the sales that have the figure, `*SalesValue` sums their prices).
 */
const MARKET_GROUP_COLUMNS: ReadonlyArray<[SaleColumnGroup, GroupedColumn[]]> = [
  [
    'suites',
    [
      { key: 'totalSuites', label: 'Total Suites', format: 'integer', total: SUM },
      {
        key: 'avgPricePerSuite',
        label: 'Avg. Price per Suite',
        format: 'currency',
        total: ratioOf('suitesSalesValue', 'totalSuites'),
      },
    ],
  ],
  [
    'townhouses',
    [
      { key: 'totalTownhouses', label: 'Total Townhouses', format: 'integer', total: SUM },
      {
        key: 'avgPricePerTownhouse',
        label: 'Avg. Price per Townhouse',
        format: 'currency',
        total: ratioOf('townhousesSalesValue', 'totalTownhouses'),
      },
    ],
  ],
  [
    'buildingArea',
    [
      { key: 'totalBuildingArea', label: 'Total Building Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'avgBuildingArea',
        label: 'Avg. Building Area (sq ft)',
        format: 'integer',
        total: ratioOf('totalBuildingArea', 'buildingAreaSales'),
      },
      {
        key: 'avgBuildingAreaPrice',
        label: 'Avg. Price per sq ft',
        format: 'currencyWithCents',
        total: ratioOf('buildingAreaSalesValue', 'totalBuildingArea'),
      },
    ],
  ],
  [
    'landAreaSqFt',
    [
      { key: 'totalLandAreaSqFt', label: 'Total Land Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'avgLandAreaSqFt',
        label: 'Avg. Land Area (sq ft)',
        format: 'integer',
        total: ratioOf('totalLandAreaSqFt', 'landAreaSqFtSales'),
      },
      {
        key: 'avgLandAreaPriceSqFt',
        label: 'Avg. Price per sq ft',
        format: 'currencyWithCents',
        total: ratioOf('landAreaSqFtSalesValue', 'totalLandAreaSqFt'),
      },
    ],
  ],
  [
    'landAreaAcres',
    [
      { key: 'totalLandAreaAcres', label: 'Total Land Area (acres)', format: 'acres', total: SUM },
      {
        key: 'avgLandAreaAcres',
        label: 'Avg. Land Area (acres)',
        format: 'acres',
        total: ratioOf('totalLandAreaAcres', 'landAreaAcresSales'),
      },
      {
        key: 'avgLandAreaPriceAcres',
        label: 'Avg. Price per Acre',
        format: 'currency',
        total: ratioOf('landAreaAcresSalesValue', 'totalLandAreaAcres'),
      },
    ],
  ],
  [
    'lots',
    [
      { key: 'totalLots', label: 'Total Lots', format: 'integer', total: SUM },
      {
        key: 'avgPricePerLot',
        label: 'Avg. Price per Lot',
        format: 'currency',
        total: ratioOf('lotsSalesValue', 'totalLots'),
      },
      { key: 'totalLotsUnknown', label: 'Lots (type unknown)', format: 'integer', total: SUM },
      {
        key: 'avgPricePerUnknownLot',
        label: 'Avg. Price per Lot (type unknown)',
        format: 'currency',
        total: ratioOf('lotsUnknownSalesValue', 'totalLotsUnknown'),
      },
      { key: 'totalLotsDetached', label: 'Detached Lots', format: 'integer', total: SUM },
      {
        key: 'avgPricePerDetachedLot',
        label: 'Avg. Price per Detached Lot',
        format: 'currency',
        total: ratioOf('lotsDetachedSalesValue', 'totalLotsDetached'),
      },
      { key: 'totalLotsSemiDetached', label: 'Semi-Detached Lots', format: 'integer', total: SUM },
      {
        key: 'avgPricePerSemiDetachedLot',
        label: 'Avg. Price per Semi-Detached Lot',
        format: 'currency',
        total: ratioOf('lotsSemiDetachedSalesValue', 'totalLotsSemiDetached'),
      },
      { key: 'totalLotsTownhouse', label: 'Townhouse Lots', format: 'integer', total: SUM },
      {
        key: 'avgPricePerTownhouseLot',
        label: 'Avg. Price per Townhouse Lot',
        format: 'currency',
        total: ratioOf('lotsTownhouseSalesValue', 'totalLotsTownhouse'),
      },
    ],
  ],
  [
    'rooms',
    [
      { key: 'totalRooms', label: 'Total Rooms', format: 'integer', total: SUM },
      {
        key: 'avgPricePerRoom',
        label: 'Avg. Price per Room',
        format: 'currency',
        total: ratioOf('roomsSalesValue', 'totalRooms'),
      },
    ],
  ],
  [
    'floorArea',
    [
      { key: 'totalFloorArea', label: 'Total Floor Area (sq ft)', format: 'integer', total: SUM },
      {
        key: 'avgFloorArea',
        label: 'Avg. Floor Area (sq ft)',
        format: 'integer',
        total: ratioOf('totalFloorArea', 'floorAreaSales'),
      },
      {
        key: 'avgFloorAreaPricePerSf',
        label: 'Avg. Price per sq ft',
        format: 'currencyWithCents',
        total: ratioOf('floorAreaSalesValue', 'totalFloorArea'),
      },
    ],
  ],
  [
    'beds',
    [
      { key: 'totalBeds', label: 'Total Beds', format: 'integer', total: SUM },
      {
        key: 'avgPricePerBed',
        label: 'Avg. Price per Bed',
        format: 'currency',
        total: ratioOf('bedsSalesValue', 'totalBeds'),
      },
    ],
  ],
];

function groupedColumns(
  groups: ReadonlyArray<[SaleColumnGroup, GroupedColumn[]]>,
  shownGroups: ReadonlySet<SaleColumnGroup>,
): ColumnDefinition[] {
  return groups.flatMap(([group, columns]) =>
    columns.map((column) => ({
      ...column,
      group: SALE_COLUMN_GROUP_LABELS[group],
      ...(shownGroups.has(group) ? {} : { hiddenByDefault: true }),
    })),
  );
}

/** Columns of GET /sales/sales; `shownGroups` are the groups of the chosen sub-types. */
export function saleColumns(shownGroups: ReadonlySet<SaleColumnGroup>): ColumnDefinition[] {
  return [
    { key: 'fileNum', label: 'File #', format: 'text', total: NONE, link: 'sale', alwaysVisible: true },
    { key: 'subPropertyType', label: 'Property Type', format: 'text', total: NONE },
    { key: 'address', label: 'Address', format: 'text', total: NONE },
    { key: 'saleDate', label: 'Sale Date', format: 'date', total: NONE },
    { key: 'vendor', label: 'Vendor', format: 'text', total: NONE },
    { key: 'purchaser', label: 'Purchaser', format: 'text', total: NONE },
    { key: 'price', label: 'Price', format: 'currency', total: SUM },
    ...groupedColumns(SALE_GROUP_COLUMNS, shownGroups),
  ];
}

/** Columns of GET /sales/marketdata. */
export function salesMarketColumns(shownGroups: ReadonlySet<SaleColumnGroup>): ColumnDefinition[] {
  return [
    { key: 'name', label: 'Name', format: 'text', total: NONE, alwaysVisible: true },
    { key: 'totalSales', label: 'Total Sales', format: 'integer', total: SUM },
    { key: 'totalSalesValue', label: 'Total Sales Value', format: 'currency', total: SUM },
    {
      key: 'avgSalePrice',
      label: 'Avg. Sale Price',
      format: 'currency',
      total: ratioOf('totalSalesValue', 'totalSales'),
    },
    ...groupedColumns(MARKET_GROUP_COLUMNS, shownGroups),
  ];
}
