import { useSnapshot } from 'valtio';
import type { OldstockChartConfig } from '@contract/urban-project';
import { RentalHistoricalTable } from '../../components/rental-historical-table/rental-historical-table';
import { configurationStore } from '../../state/configuration';

/**
 * The rental historical table of an old-stock project's profile (part 2 §2.9: "When old-stock
 * chart config exists, a rental historical table is embedded"; §2.11). It asks for the history by
 * the project's id (market_history_oldstock, part 2 §7); the time range options are the project
 * section's configuration (the rental section's may not be loaded for this account).
 */
export function ProjectRentalHistory({ projectId, config }: { projectId: number; config: OldstockChartConfig }) {
  const { searchFilters } = useSnapshot(configurationStore);
  return (
    <RentalHistoricalTable
      source={{ kind: 'project', projectId }}
      bounds={config}
      timeRangeOptions={searchFilters?.componentConfiguration.timeRangeOptions ?? []}
    />
  );
}
