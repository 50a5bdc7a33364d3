import type { Kysely } from 'kysely';

/**
 * Market-data schema (see ../domain-tables.ts for what each table holds). Only types both
 * SQLite and PostgreSQL understand: integer, double precision, text. Booleans are 0/1 integers,
 * dates 'YYYY-MM-DD' text, JSON as text. Money is double precision so PostgreSQL's SUM returns a
 * number rather than a bigint string.
 */

type ColumnKind = 'int' | 'real' | 'text';
/** `?` suffix = nullable. */
type ColumnSpec = `${ColumnKind}` | `${ColumnKind}?`;

interface TableSpec {
  columns: Record<string, ColumnSpec>;
  primaryKey: string[];
  indexes?: string[][];
}

const SQL_TYPE = { int: 'integer', real: 'double precision', text: 'text' } as const;

const GEO_UNIT: Record<string, ColumnSpec> = {
  id: 'int',
  name: 'text',
  weight: 'int',
  latitude: 'real',
  longitude: 'real',
  boundaries: 'text',
  inner_boundaries: 'text',
};

const TABLES: Record<string, TableSpec> = {
  super_regions: { columns: { id: 'int', name: 'text', weight: 'int', status: 'int' }, primaryKey: ['id'] },
  regions: {
    columns: {
      ...GEO_UNIT,
      super_region_id: 'int',
      disable_maps: 'text',
      rentsync_region_ids: 'text',
    },
    primaryKey: ['id'],
  },
  municipalities: {
    columns: { ...GEO_UNIT, region_id: 'int' },
    primaryKey: ['id'],
    indexes: [['region_id']],
  },
  submarkets: {
    columns: { ...GEO_UNIT, municipality_id: 'int', region_id: 'int' },
    primaryKey: ['id'],
    indexes: [['municipality_id'], ['region_id']],
  },
  projects: {
    columns: {
      id: 'int',
      name: 'text',
      project_type: 'text',
      standing: 'text',
      region_id: 'int',
      municipality_id: 'int',
      submarket_id: 'int?',
      street_address: 'text',
      full_address: 'text',
      latitude: 'real',
      longitude: 'real',
      developers: 'text',
      developer: 'text',
      suite_count: 'int',
      number_of_floors: 'int',
      year_built: 'int?',
      first_year: 'int',
      first_quarter: 'int',
      opening_date: 'text?',
      occupancy_date: 'text?',
      full_occupancy_date: 'text?',
      register_date: 'text?',
      construction_date: 'text?',
      proposed_opening: 'text?',
      construct_status_id: 'int',
      construct_status_label: 'text',
      project_status: 'text',
      project_status_label: 'text',
      is_cancelled: 'int',
      is_onholdoffmarket: 'int',
      is_soldout: 'int',
      is_initialleaseup: 'int',
      urbanaction: 'int',
      urbanaction_link: 'text?',
      urbanaction_publication_date: 'text?',
      map_icon: 'text',
      thumbnail_url: 'text',
      opening_psf: 'real?',
      avg_suite_size: 'real',
      months_to_70_sold: 'real?',
      proposed_developer_owner: 'text?',
      total_buildings: 'int',
      proposed_gfa: 'real?',
      residential_gfa_sf: 'real?',
      total_gfa: 'real?',
      nsa_nla: 'real?',
      parking_total: 'int?',
      structure_description: 'text',
      comments: 'text?',
      property_managers: 'text',
      parking_availability: 'text?',
      parking_cost: 'real?',
      parking_cost_min: 'real?',
      parking_cost_max: 'real?',
      website: 'text?',
      rental_website: 'text?',
      land_sale_id: 'int?',
      profile: 'text',
    },
    primaryKey: ['id'],
    indexes: [['project_type', 'standing'], ['region_id'], ['municipality_id'], ['submarket_id']],
  },
  project_quarters: {
    columns: {
      project_id: 'int',
      year: 'int',
      quarter: 'int',
      standing: 'text',
      suite_count: 'int',
      quarter_sales: 'int?',
      quarter_sales_last_year: 'int?',
      four_qtr_sales: 'int?',
      four_qtr_sales_last_year: 'int?',
      total_sales: 'int?',
      total_sales_last_year: 'int?',
      unsold_units: 'int?',
      unsold_inventory_last_year: 'int?',
      sold_psf: 'real?',
      sold_psf_last_year: 'real?',
      unsold_psf: 'real?',
      unsold_psf_last_year: 'real?',
      total_listings: 'int?',
      total_active_listings: 'int?',
      average_suite_size: 'real?',
      average_sale_price: 'real?',
      average_psf: 'real?',
      avg_psf_last_year: 'real?',
      avg_psf_annual_change_percentage: 'real?',
      maintenance_fee_psf: 'real?',
      average_dom: 'real?',
      sum_size: 'real?',
      sum_size_last_year: 'real?',
      surveyed_units: 'int?',
      surveyed_units_annual: 'int?',
      available_units: 'int?',
      vacant_units: 'int?',
      availability_rate: 'real?',
      availability_rate_annual: 'real?',
      vacancy_rate: 'real?',
      vacancy_rate_annual: 'real?',
      avg_unit_size: 'real?',
      avg_unit_size_annual: 'real?',
      avg_monthly_rent: 'real?',
      avg_monthly_rent_annual: 'real?',
      avg_monthly_psf: 'real?',
      avg_monthly_psf_annual: 'real?',
      rental_unit_monthly_total: 'real?',
    },
    primaryKey: ['project_id', 'year', 'quarter', 'standing'],
    indexes: [['year', 'quarter', 'standing']],
  },
  project_versions: {
    columns: {
      project_id: 'int',
      version: 'int',
      standing: 'text',
      updated_on: 'text',
      status: 'text',
      compare: 'text',
    },
    primaryKey: ['project_id', 'version'],
  },
  rental_properties: {
    columns: {
      id: 'int',
      project_id: 'int',
      name: 'text',
      property_manager: 'text',
      address: 'text',
      year_built: 'int',
      storeys: 'int',
      suite_count: 'int',
      region_id: 'int',
      municipality_id: 'int',
      submarket_id: 'int?',
      latitude: 'real',
      longitude: 'real',
      thumbnail_url: 'text',
      profile: 'text',
    },
    primaryKey: ['id'],
    indexes: [['project_id'], ['region_id'], ['municipality_id'], ['submarket_id']],
  },
  rental_activity: {
    columns: {
      property_id: 'int',
      month: 'text',
      unittype_name: 'text',
      unit_type: 'text',
      beds: 'int',
      baths: 'int',
      size_sqft: 'real',
      units_surveyed_actual: 'int',
      available: 'int',
      avg_rate: 'real',
      min_rate: 'real',
      max_rate: 'real',
      min_psf: 'real',
      max_psf: 'real',
      days_active_total: 'int',
      dom_unit_count: 'int',
    },
    primaryKey: ['property_id', 'month', 'unit_type'],
    indexes: [['month']],
  },
  property_types: { columns: { id: 'int', name: 'text', weight: 'int' }, primaryKey: ['id'] },
  sale_sub_types: {
    columns: {
      id: 'int',
      property_type_id: 'int',
      name: 'text',
      label: 'text',
      icon: 'text',
      weight: 'int',
      unit_groups: 'text',
    },
    primaryKey: ['id'],
  },
  sales: {
    columns: {
      id: 'int',
      file_number: 'text?',
      property_type_id: 'int',
      subproperty_type_id: 'int',
      price: 'real',
      sale_date: 'text',
      region_id: 'int',
      municipality_id: 'int',
      submarket_id: 'int?',
      latitude: 'real',
      longitude: 'real',
      property_name: 'text',
      address: 'text',
      city: 'text',
      vendor: 'text',
      purchaser: 'text',
      vendors: 'text',
      purchasers: 'text',
      mortgages: 'text',
      arn: 'text',
      instrument_number: 'text',
      pin: 'text',
      mortgage_payment_amount: 'real?',
      mortgage_due_date: 'text?',
      lot_size_acres: 'real?',
      lot_size_acres_price: 'real?',
      sf_land_area: 'real?',
      sf_land_area_price: 'real?',
      sf_building_area: 'real?',
      sf_building_area_price: 'real?',
      sf_floor_area: 'real?',
      sf_floor_area_price: 'real?',
      proposed_gfa: 'real?',
      proposed_gfa_price: 'real?',
      approved_gfa: 'real?',
      approved_gfa_price: 'real?',
      suites: 'int?',
      suites_price: 'real?',
      townhouses: 'int?',
      townhouses_price: 'real?',
      rooms: 'int?',
      rooms_price: 'real?',
      beds: 'int?',
      beds_price: 'real?',
      lots_total: 'int?',
      lots_price: 'real?',
      lots_unknown: 'int?',
      lots_unknown_price: 'real?',
      lots_detached: 'int?',
      lots_detached_price: 'real?',
      lots_semi_detached: 'int?',
      lots_semi_detached_price: 'real?',
      lots_townhouse: 'int?',
      lots_townhouse_price: 'real?',
      search_text: 'text',
      detail: 'text',
    },
    primaryKey: ['id'],
    indexes: [['sale_date'], ['subproperty_type_id', 'sale_date'], ['region_id'], ['municipality_id']],
  },
  sale_addresses: {
    columns: {
      sale_id: 'int',
      position: 'int',
      property_name: 'text',
      property_address_1: 'text',
      property_city: 'text',
      property_latitude: 'real',
      property_longitude: 'real',
      region_id: 'int',
      municipality_id: 'int',
      submarket_id: 'int?',
    },
    primaryKey: ['sale_id', 'position'],
  },
  sale_related_projects: {
    columns: { sale_id: 'int', project_id: 'int' },
    primaryKey: ['sale_id', 'project_id'],
    indexes: [['project_id']],
  },
  quarterly_reports: {
    columns: {
      id: 'int',
      year: 'int',
      quarter: 'int',
      is_current: 'int',
      title: 'text',
      body: 'text',
      attachment: 'text',
    },
    primaryKey: ['id'],
    indexes: [['year', 'quarter']],
  },
  quarterly_report_sections: {
    columns: {
      id: 'int',
      report_id: 'int',
      position: 'int',
      label: 'text',
      body: 'text',
      attachment: 'text',
      xls_attachment: 'text',
    },
    primaryKey: ['id'],
    indexes: [['report_id']],
  },
  transaction_actions: {
    columns: { id: 'int', year: 'int', label: 'text', link: 'text?', sales_date: 'text' },
    primaryKey: ['id'],
    indexes: [['year']],
  },
  howto_items: { columns: { id: 'text', title: 'text', body: 'text' }, primaryKey: ['id'] },
  app_config: { columns: { key: 'text', value: 'text' }, primaryKey: ['key'] },
};

/** Table names in creation order; `down` drops them in reverse. */
export const DOMAIN_TABLE_NAMES = Object.keys(TABLES);

// Kysely<any>: migrations must not depend on the current Database type (Kysely's own advice),
// because the type describes the latest schema, not the one this migration starts from.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, spec] of Object.entries(TABLES)) {
    let builder = db.schema.createTable(table);
    for (const [column, columnSpec] of Object.entries(spec.columns)) {
      const nullable = columnSpec.endsWith('?');
      const kind = columnSpec.replace('?', '') as ColumnKind;
      builder = builder.addColumn(column, SQL_TYPE[kind], (col) => (nullable ? col : col.notNull()));
    }
    builder = builder.addPrimaryKeyConstraint(`${table}_pk`, spec.primaryKey as never);
    await builder.execute();
    for (const columns of spec.indexes ?? []) {
      await db.schema
        .createIndex(`${table}_${columns.join('_')}_idx`)
        .on(table)
        .columns(columns)
        .execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...DOMAIN_TABLE_NAMES].reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
