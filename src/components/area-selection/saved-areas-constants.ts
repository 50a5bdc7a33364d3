/** The labels of the saved areas and the selection of areas (beyond the spec, contract/area-selection.ts). */
export const AREAS_TEXT = {
  toggle: 'Areas',
  title: 'Selection of areas',
  union: 'A row is in the selection when it is in any of the submarkets, municipalities or polygons chosen here.',
  applyOnSearch: 'Search applies the selection; the count below is what it will show.',
  submarkets: 'Submarkets',
  municipalities: 'Municipalities',
  choose: 'Choose',
  savedAreas: 'Saved areas',
  noSavedAreas: 'No saved areas yet. Draw or type a polygon on the map and save it here.',
  loadFailed: 'Saved areas could not be loaded.',
  drawnPolygon: (index: number) => `Drawn polygon ${index}`,
  removePolygon: (name: string) => `Remove ${name} from the selection`,
  deleteArea: (name: string) => `Delete saved area ${name}`,
  addDrawn: 'Add Drawn Polygon',
  areaName: 'Area name',
  saveDrawn: 'Save Drawn Polygon',
  noDrawnPolygon: 'Draw or type a polygon on the map to add or save it.',
  saved: (name: string) => `Area "${name}" saved.`,
  deleted: (name: string) => `Area "${name}" deleted.`,
  renamed: (name: string) => `Area renamed "${name}".`,
  clear: 'Clear Areas',
  liveCount: (count: number, total: number) =>
    `${count.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows in the selection`,
  noRows: 'No results yet: the count shows once the search has rows.',
  subtotals: 'Totals of the selection',
  /** Under the map, naming what its dashed outlines are (the selection the rows are narrowed to). */
  onMap: (names: string) => `Outlined on the map, the selection of areas: ${names}.`,
} as const;

/** How many of the selection's totals the panel lists (the visible columns' first totals). */
export const AREA_TOTALS_SHOWN = 6;
