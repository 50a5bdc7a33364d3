import type { RentalChart } from '@contract/rental-display';
import type { ChartTable } from '@contract/urban-project';

/**
 * A rental chart (part 2 §3: name, data_as_of, header, rows, with their keys and formats) in the shape the
 * profiles' chart table shows: no history link, notes or footer.
 */
export function rentalChartTable(chart: RentalChart): ChartTable {
  return {
    name: chart.name,
    data_as_of: chart.data_as_of,
    all_uri: null,
    tableNote: null,
    tableNoteFooter: null,
    data: { header: chart.header, keys: chart.keys, formats: chart.formats, rows: chart.rows, footer: null },
    ...(chart.gated === undefined ? {} : { gated: chart.gated }),
  };
}
