/** One row of geo/gta-places.csv: a submarket with its parents and approximate centre. */
export interface PlaceRow {
  superRegion: string;
  region: string;
  municipality: string;
  submarket: string;
  latitude: number;
  longitude: number;
}

/** The file has no quoted fields (names use '&', never commas), so a plain split is exact. */
export function parsePlacesCsv(text: string): PlaceRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header !== 'super_region,region,municipality,submarket,latitude,longitude') {
    throw new Error(`Unexpected gta-places.csv header: ${header}`);
  }
  return lines.map((line) => {
    const [superRegion, region, municipality, submarket, latitude, longitude] = line.split(',');
    if (!superRegion || !region || !municipality || !submarket || !latitude || !longitude) {
      throw new Error(`Malformed gta-places.csv row: ${line}`);
    }
    return { superRegion, region, municipality, submarket, latitude: Number(latitude), longitude: Number(longitude) };
  });
}
