/**
 * GET /api/v1/sales/sale/{id}/display: the "Sale display payload" of part 2 §3. The seed stores
 * this payload per sale (sales.detail), so the server returns it as stored.
 */

export interface SaleDisplayProperty {
  name: string;
  full_address: string;
  latitude: number;
  longitude: number;
}

export interface SaleVendorInfo {
  vendor_note: string;
  vendor_registered_name: string;
  vendor_company_name: string;
  vendor_address_1: string;
  vendor_city: string;
  vendor_officer_name: string;
  vendor_officer_notes: string;
}

export interface SalePurchaserInfo {
  purchaser_note: string;
  purchaser_registered_name: string;
  purchaser_company_name: string;
  purchaser_address_1: string;
  purchaser_city: string;
  purchaser_officer_name: string;
  purchaser_officer_notes: string;
}

export interface SaleFeature {
  type: string;
  value: string;
  notes: string;
}

export interface SaleDisplayPayload {
  sale_id: number;
  file_number: string | null;
  /** Keyed by property id, in the sale's property order; the first is the header's name. */
  properties: Record<string, SaleDisplayProperty>;
  profile_picture: { url: string };
  /** Dollars; the page formats it. */
  price: number;
  subproperty_type_name: string;
  /** yyyy-mm-dd; the page shows it as day MONTH year. */
  sale_date: string;
  /** One entry per line, e.g. 'Land Area: 2.10 acres @ $1,234,567 per acre': split at '@'. */
  landarea_data_summary: string[];
  landarea_data: {
    /** Text rows; the page shows "m2" as the square-metre sign. */
    'row-data': Array<{ text: string }>;
    'aggregate-type-table': { header: string[]; rows: Array<Record<string, string>> };
  };
  vendor_info: SaleVendorInfo[];
  purchaser_info: SalePurchaserInfo[];
  registry_details: { file_number: string | null; pins: string[]; arns: string[]; instrument_number: string };
  /** The Sale Price table; with several rows the page adds a Total row. */
  saleparts: { rows: Array<{ price: number; vehicle: string; notes: string }> };
  property_notes: {
    property_features: { data: SaleFeature[] };
    property_lots: { header: string[]; rows: string[][] };
    property_parking_features: { data: SaleFeature[] };
    /** Free notes by heading. */
    property_notes: Array<{ text: string; value: string }>;
  };
  /** One list of label/value pairs per mortgage; notes may hold tags the page strips. */
  mortgage_info: Array<Array<{ label: string; value: string }>>;
  slideshow: Array<{ url: string; caption: string }>;
  related_projects: Array<{ project_id: number; name: string; suite_count: number }>;
  saleUnitData: Record<string, number | null>;
}
