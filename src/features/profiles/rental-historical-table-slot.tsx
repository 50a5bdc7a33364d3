import type { OldstockChartConfig } from '@contract/urban-project';

/**
 * Where the rental historical table goes on an old-stock project's profile (part 2 §2.9, §2.11:
 * "When old-stock chart config exists, a rental historical table is embedded"). The table is a
 * shared component built for the rental pages as well; until it lands this slot marks its place
 * and shows nothing, so the profile does not show a half-built copy of it.
 */
export function RentalHistoricalTableSlot({ config }: { config: OldstockChartConfig }) {
  return <div data-slot="rental-historical-table" data-property-id={config.property_id} />;
}
