import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  saleListText,
  type SaleAddress,
  type SaleMortgage,
  type SalePurchaser,
  type SaleRow,
  type SaleVendor,
} from '@contract/sales-search';

/** Both SQLite and PostgreSQL accept this many bound values in one statement. */
const ID_CHUNK = 5_000;

const SALE_ROW_COLUMNS = [
  'sales.id',
  'sales.file_number',
  'sales.subproperty_type_id',
  'sales.price',
  'sales.sale_date',
  'sales.region_id',
  'sales.municipality_id',
  'sales.submarket_id',
  'sales.latitude',
  'sales.longitude',
  'sales.address',
  'sales.vendor',
  'sales.purchaser',
  'sales.vendors',
  'sales.purchasers',
  'sales.mortgages',
  'sales.arn',
  'sales.instrument_number',
  'sales.pin',
  'sales.mortgage_payment_amount',
  'sales.mortgage_due_date',
  'sales.lot_size_acres',
  'sales.lot_size_acres_price',
  'sales.sf_land_area',
  'sales.sf_land_area_price',
  'sales.sf_building_area',
  'sales.sf_building_area_price',
  'sales.sf_floor_area',
  'sales.sf_floor_area_price',
  'sales.proposed_gfa',
  'sales.proposed_gfa_price',
  'sales.approved_gfa',
  'sales.approved_gfa_price',
  'sales.suites',
  'sales.suites_price',
  'sales.townhouses',
  'sales.townhouses_price',
  'sales.rooms',
  'sales.rooms_price',
  'sales.beds',
  'sales.beds_price',
  'sales.lots_total',
  'sales.lots_price',
  'sales.lots_unknown',
  'sales.lots_unknown_price',
  'sales.lots_detached',
  'sales.lots_detached_price',
  'sales.lots_semi_detached',
  'sales.lots_semi_detached_price',
  'sales.lots_townhouse',
  'sales.lots_townhouse_price',
] as const;

/**
 * The search rows of the given sales, in the order of `ids` (part 1 §3 "Sale (map/table)", part 2
 * §3 "Raw sale record"): what the seed stores as text in sale_row_texts and what a search builds
 * for any sale whose text is missing.
 */
export async function buildSaleRows(db: Kysely<Database>, ids: readonly number[]): Promise<SaleRow[]> {
  const byId = new Map<number, SaleRecord>();
  for (const chunk of chunks(ids)) {
    for (const sale of await findSaleRecords(db, chunk)) byId.set(sale.id, sale);
  }
  const kept = ids.flatMap((id) => byId.get(id) ?? []);
  const addresses = await findAddresses(db, ids);
  return kept.map((sale): SaleRow => {
    const saleAddresses = addresses.get(sale.id) ?? [];
    const mortgages = JSON.parse(sale.mortgages) as SaleMortgage[];
    const purchasers = JSON.parse(sale.purchasers) as SalePurchaser[];
    const vendors = JSON.parse(sale.vendors) as SaleVendor[];
    return {
      id: sale.id,
      fileNum: sale.file_number,
      subPropertyType: sale.sub_type_label,
      address: saleAddresses.map((address) => address.property_address_1).join('; ') || sale.address,
      saleDate: sale.sale_date,
      vendor: sale.vendor,
      purchaser: sale.purchaser,
      price: sale.price,
      suitesTotal: sale.suites,
      pricePerSuite: sale.suites_price,
      townhouses: sale.townhouses,
      pricePerTownhouse: sale.townhouses_price,
      buildingArea: sale.sf_building_area,
      buildingAreaPrice: sale.sf_building_area_price,
      landareaSqFt: sale.sf_land_area,
      landareaPriceSqFt: sale.sf_land_area_price,
      landareaAcres: sale.lot_size_acres,
      landareaPriceAcres: sale.lot_size_acres_price,
      proposedGFAPrice: sale.proposed_gfa_price,
      approvedGFAPrice: sale.approved_gfa_price,
      totalLots: sale.lots_total,
      totalPricePerLot: sale.lots_price,
      lots: sale.lots_unknown,
      pricePerLot: sale.lots_unknown_price,
      lotsDetached: sale.lots_detached,
      pricePerDetachedLot: sale.lots_detached_price,
      lotsSemiDetached: sale.lots_semi_detached,
      pricePerSemiDetachedLot: sale.lots_semi_detached_price,
      lotsTownhouse: sale.lots_townhouse,
      pricePerTownhouseLot: sale.lots_townhouse_price,
      totalRooms: sale.rooms,
      pricePerRoom: sale.rooms_price,
      floorArea: sale.sf_floor_area,
      floorAreaPricePerSf: sale.sf_floor_area_price,
      beds: sale.beds,
      pricePerBed: sale.beds_price,

      subproperty_type_id: sale.subproperty_type_id,
      subproperty_type_icon: sale.sub_type_icon,
      region_id: sale.region_id,
      region_name: sale.region_name,
      municipality_id: sale.municipality_id,
      municipality_name: sale.municipality_name,
      submarket_id: sale.submarket_id,
      submarket_name: sale.submarket_name,
      latitude: sale.latitude,
      longitude: sale.longitude,
      addresses: saleAddresses,
      arn: sale.arn,
      instrument_number: sale.instrument_number,
      pin: sale.pin,
      mortgage_payment_amount: sale.mortgage_payment_amount,
      mortgage_due_date: sale.mortgage_due_date,
      mortgage_text: saleListText(mortgages),
      purchaser_text: saleListText(purchasers),
      vendor_text: saleListText(vendors),
      proposed_gfa: sale.proposed_gfa,
      approved_gfa: sale.approved_gfa,
    };
  });
}

function chunks(ids: readonly number[]): number[][] {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) parts.push(ids.slice(start, start + ID_CHUNK));
  return parts;
}

function findSaleRecords(db: Kysely<Database>, ids: number[]) {
  return (
    db
      .selectFrom('sales')
      .innerJoin('sale_sub_types', 'sale_sub_types.id', 'sales.subproperty_type_id')
      .innerJoin('regions', 'regions.id', 'sales.region_id')
      .innerJoin('municipalities', 'municipalities.id', 'sales.municipality_id')
      .leftJoin('submarkets', 'submarkets.id', 'sales.submarket_id')
      // Not selectAll: `detail` holds the whole display payload and is only read by the sale page.
      .select(SALE_ROW_COLUMNS)
      .select([
        'sale_sub_types.label as sub_type_label',
        'sale_sub_types.icon as sub_type_icon',
        'regions.name as region_name',
        'municipalities.name as municipality_name',
        'submarkets.name as submarket_name',
      ])
      .where('sales.id', 'in', ids)
      .execute()
  );
}

type SaleRecord = Awaited<ReturnType<typeof findSaleRecords>>[number];

async function findAddresses(db: Kysely<Database>, saleIds: readonly number[]): Promise<Map<number, SaleAddress[]>> {
  const bySale = new Map<number, SaleAddress[]>();
  for (const chunk of chunks(saleIds)) {
    const rows = await db
      .selectFrom('sale_addresses')
      .select(['sale_id', 'property_address_1', 'property_city', 'property_latitude', 'property_longitude'])
      .where('sale_id', 'in', chunk)
      .orderBy('sale_id')
      .orderBy('position')
      .execute();
    for (const { sale_id, ...address } of rows) {
      const list = bySale.get(sale_id);
      if (list) list.push(address);
      else bySale.set(sale_id, [address]);
    }
  }
  return bySale;
}
