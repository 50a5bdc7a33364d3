import type { SaleTable } from '../../db/domain-tables';
import type { SaleColumnGroup } from '@contract/product-facts';

/**
 * The figures of the sales market data (part 2 §2.5, MEASURES.md "Sales market data"), pure so
 * that both the market rows' SQL and the market filters' definitions read them.
 */

export type SaleFigure = {
  [K in keyof SaleTable]: SaleTable[K] extends number | null ? K : never;
}[keyof SaleTable];

/**
 * One figure of the market data: `total` sums the figure, `salesValue` sums the prices of the
 * sales that have it, and the averages are ratios of those sums (MEASURES.md "Sales market
 * data"). Area figures also count their sales, for the average area.
 */
export interface MarketFigure {
  figure: SaleFigure;
  /** The per-unit price of one sale (price / figure). */
  priceColumn: SaleFigure;
  /** The column group whose sub-types have this figure. */
  group: SaleColumnGroup;
  total: string;
  salesValue: string;
  averagePrice: string;
  salesCount?: string;
  averageSize?: string;
}

export const SALES_MARKET_FIGURES: readonly MarketFigure[] = [
  {
    figure: 'suites',
    group: 'suites',
    priceColumn: 'suites_price',
    total: 'totalSuites',
    salesValue: 'suitesSalesValue',
    averagePrice: 'avgPricePerSuite',
  },
  {
    figure: 'townhouses',
    group: 'townhouses',
    priceColumn: 'townhouses_price',
    total: 'totalTownhouses',
    salesValue: 'townhousesSalesValue',
    averagePrice: 'avgPricePerTownhouse',
  },
  {
    figure: 'sf_building_area',
    group: 'buildingArea',
    priceColumn: 'sf_building_area_price',
    total: 'totalBuildingArea',
    salesValue: 'buildingAreaSalesValue',
    averagePrice: 'avgBuildingAreaPrice',
    salesCount: 'buildingAreaSales',
    averageSize: 'avgBuildingArea',
  },
  {
    figure: 'sf_land_area',
    group: 'landAreaSqFt',
    priceColumn: 'sf_land_area_price',
    total: 'totalLandAreaSqFt',
    salesValue: 'landAreaSqFtSalesValue',
    averagePrice: 'avgLandAreaPriceSqFt',
    salesCount: 'landAreaSqFtSales',
    averageSize: 'avgLandAreaSqFt',
  },
  {
    figure: 'lot_size_acres',
    group: 'landAreaAcres',
    priceColumn: 'lot_size_acres_price',
    total: 'totalLandAreaAcres',
    salesValue: 'landAreaAcresSalesValue',
    averagePrice: 'avgLandAreaPriceAcres',
    salesCount: 'landAreaAcresSales',
    averageSize: 'avgLandAreaAcres',
  },
  {
    figure: 'lots_total',
    group: 'lots',
    priceColumn: 'lots_price',
    total: 'totalLots',
    salesValue: 'lotsSalesValue',
    averagePrice: 'avgPricePerLot',
  },
  {
    figure: 'lots_unknown',
    group: 'lots',
    priceColumn: 'lots_unknown_price',
    total: 'totalLotsUnknown',
    salesValue: 'lotsUnknownSalesValue',
    averagePrice: 'avgPricePerUnknownLot',
  },
  {
    figure: 'lots_detached',
    group: 'lots',
    priceColumn: 'lots_detached_price',
    total: 'totalLotsDetached',
    salesValue: 'lotsDetachedSalesValue',
    averagePrice: 'avgPricePerDetachedLot',
  },
  {
    figure: 'lots_semi_detached',
    group: 'lots',
    priceColumn: 'lots_semi_detached_price',
    total: 'totalLotsSemiDetached',
    salesValue: 'lotsSemiDetachedSalesValue',
    averagePrice: 'avgPricePerSemiDetachedLot',
  },
  {
    figure: 'lots_townhouse',
    group: 'lots',
    priceColumn: 'lots_townhouse_price',
    total: 'totalLotsTownhouse',
    salesValue: 'lotsTownhouseSalesValue',
    averagePrice: 'avgPricePerTownhouseLot',
  },
  {
    figure: 'rooms',
    group: 'rooms',
    priceColumn: 'rooms_price',
    total: 'totalRooms',
    salesValue: 'roomsSalesValue',
    averagePrice: 'avgPricePerRoom',
  },
  {
    figure: 'sf_floor_area',
    group: 'floorArea',
    priceColumn: 'sf_floor_area_price',
    total: 'totalFloorArea',
    salesValue: 'floorAreaSalesValue',
    averagePrice: 'avgFloorAreaPricePerSf',
    salesCount: 'floorAreaSales',
    averageSize: 'avgFloorArea',
  },
  {
    figure: 'beds',
    group: 'beds',
    priceColumn: 'beds_price',
    total: 'totalBeds',
    salesValue: 'bedsSalesValue',
    averagePrice: 'avgPricePerBed',
  },
];
