import type { ColumnDefinition } from '@contract/columns';
import { SALE_COLUMN_GROUP_LABELS, type SaleColumnGroup } from '@contract/product-facts';
import { column, columns, type Field } from './measures';

/**
 * Column lists of the sales table and the sales market data table (part 2 §2.5, §3), measures and
 * totals from the catalogue (./measures.ts, MEASURES.md "Sales market data"). A unit-type group is
 * hidden by default unless one of the chosen sub-types has data for it ("Extra sale columns appear
 * only when the chosen property types include the relevant unit type").
 */

type GroupedFields = ReadonlyArray<readonly [SaleColumnGroup, readonly Field[]]>;

const SALE_GROUP_FIELDS: GroupedFields = [
  ['suites', ['suitesTotal', 'pricePerSuite']],
  ['townhouses', ['townhouses', 'pricePerTownhouse']],
  ['buildingArea', ['buildingArea', 'buildingAreaPrice']],
  ['landAreaSqFt', ['landareaSqFt', 'landareaPriceSqFt', 'proposedGFAPrice', 'approvedGFAPrice']],
  ['landAreaAcres', ['landareaAcres', 'landareaPriceAcres']],
  [
    'lots',
    [
      'totalLots',
      'totalPricePerLot',
      'lots',
      'pricePerLot',
      'lotsDetached',
      'pricePerDetachedLot',
      'lotsSemiDetached',
      'pricePerSemiDetachedLot',
      'lotsTownhouse',
      'pricePerTownhouseLot',
    ],
  ],
  ['rooms', ['totalRooms', 'pricePerRoom']],
  ['floorArea', ['floorArea', 'floorAreaPricePerSf']],
  ['beds', ['beds', 'pricePerBed']],
];

/**
 * Market data groups: counts and areas sum; each average is the matching sum over the matching
 * count (`*Sales` counts the sales that have the figure, `*SalesValue` sums their prices).
 */
const MARKET_GROUP_FIELDS: GroupedFields = [
  ['suites', ['totalSuites', 'avgPricePerSuite']],
  ['townhouses', ['totalTownhouses', 'avgPricePerTownhouse']],
  ['buildingArea', ['totalBuildingArea', 'avgBuildingArea', 'avgBuildingAreaPrice']],
  ['landAreaSqFt', ['totalLandAreaSqFt', 'avgLandAreaSqFt', 'avgLandAreaPriceSqFt']],
  ['landAreaAcres', ['totalLandAreaAcres', 'avgLandAreaAcres', 'avgLandAreaPriceAcres']],
  [
    'lots',
    [
      'totalLots',
      'avgPricePerLot',
      'totalLotsUnknown',
      'avgPricePerUnknownLot',
      'totalLotsDetached',
      'avgPricePerDetachedLot',
      'totalLotsSemiDetached',
      'avgPricePerSemiDetachedLot',
      'totalLotsTownhouse',
      'avgPricePerTownhouseLot',
    ],
  ],
  ['rooms', ['totalRooms', 'avgPricePerRoom']],
  ['floorArea', ['totalFloorArea', 'avgFloorArea', 'avgFloorAreaPricePerSf']],
  ['beds', ['totalBeds', 'avgPricePerBed']],
];

function groupedColumns(groups: GroupedFields, shownGroups: ReadonlySet<SaleColumnGroup>): ColumnDefinition[] {
  return groups.flatMap(([group, fields]) =>
    fields.map((field) =>
      column(field, {
        group: SALE_COLUMN_GROUP_LABELS[group],
        ...(shownGroups.has(group) ? {} : { hiddenByDefault: true }),
      }),
    ),
  );
}

/** Columns of GET /sales/sales; `shownGroups` are the groups of the chosen sub-types. */
export function saleColumns(shownGroups: ReadonlySet<SaleColumnGroup>): ColumnDefinition[] {
  return [
    column('fileNum', { link: 'sale', alwaysVisible: true }),
    ...columns('subPropertyType', 'address', 'saleDate', 'vendor', 'purchaser', 'price'),
    ...groupedColumns(SALE_GROUP_FIELDS, shownGroups),
  ];
}

/** Columns of GET /sales/marketdata. */
export function salesMarketColumns(shownGroups: ReadonlySet<SaleColumnGroup>): ColumnDefinition[] {
  return [
    column('name', { variant: 'salesMarket', alwaysVisible: true }),
    ...columns('totalSales', 'totalSalesValue', 'avgSalePrice'),
    ...groupedColumns(MARKET_GROUP_FIELDS, shownGroups),
  ];
}
