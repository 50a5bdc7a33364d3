/**
 * The sale sub-type icons drawn in public/icons/sales/ (one per sub-type of part 1 §3, named by
 * the sub-type's icon key: its name in kebab case), plus `unknown` for anything else.
 */
export const SALE_ICON_KEYS: ReadonlySet<string> = new Set([
  'apartment-site',
  'commercial-land',
  'industrial-land',
  'residential-land',
  'subdivision-lots',
  'farm-land',
  'development-land',
  'institutional-land',
  'house',
  'townhouse-block',
  'apartment-building',
  'condominium-units',
  'seniors-residence',
  'student-residence',
  'rooming-house',
  'retail-plaza',
  'shopping-centre',
  'street-retail',
  'restaurant',
  'automotive',
  'gas-station',
  'mixed-use',
  'office-building',
  'medical-office',
  'office-condo',
  'industrial-building',
  'warehouse',
  'industrial-condo',
  'self-storage',
  'hotel',
  'motel',
  'resort',
  'banquet-hall',
  'church',
  'school',
  'parking-lot',
  'golf-course',
  'nursing-home',
]);

/** A sub-type's icon may arrive as its key or as a path to its file; both give the key. */
export function saleIconKey(iconOrPath: string): string {
  const fileName = iconOrPath.slice(iconOrPath.lastIndexOf('/') + 1);
  return fileName.endsWith('.svg') ? fileName.slice(0, -'.svg'.length) : fileName;
}
