import { recordPagePath } from '@contract/app-paths';
import type { SaleDisplayPayload } from '@contract/sales-display';
import type { ProjectPopupResponse } from '@contract/urban-project';
import { apiGet } from '../../http/api-client';
import { PROJECT_COMPARE_PATH, RENTAL_COMPARE_PATH } from '../../state/compare-pages';
import { formatIsoDay } from '@contract/dates';
import { formatCell } from '@contract/format';
import type { PinKind } from './pin-kind';

export interface PinLink {
  label: string;
  /** App path (without the /database base). */
  path: string;
}

/** What a pin's popup shows: a title, a few facts and links that open in a new tab. */
export interface PinDetails {
  title: string;
  lines: string[];
  links: PinLink[];
}

/** GET /api/v1/rental/property/{id}/popup: the rental compare entry (part 1 §3). */
interface RentalPopupResponse {
  name?: { value: string | number | null };
  values?: Array<{ label: string; value: string | number | null }>;
}

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** Links of part 1 §2 "Map popups link (new tab) to ...". */
export function pinLinks(kind: PinKind, id: number): PinLink[] {
  if (kind === 'projects') {
    return [
      { label: 'View Project', path: recordPagePath('project', id) },
      { label: 'View Compare List', path: PROJECT_COMPARE_PATH },
    ];
  }
  if (kind === 'rentals') {
    return [
      { label: 'View Rental', path: recordPagePath('rental', id) },
      { label: 'View Compare List', path: RENTAL_COMPARE_PATH },
    ];
  }
  return [{ label: 'View Sale', path: recordPagePath('sale', id) }];
}

/**
 * Loads a popup's content from the popup endpoints the compare lists use (projects, rentals)
 * and the sale display (sales). An empty answer still gives the links.
 */
export async function loadPinDetails(kind: PinKind, id: number, signal: AbortSignal): Promise<PinDetails> {
  const links = pinLinks(kind, id);
  if (kind === 'projects') {
    const popup = await apiGet<Partial<ProjectPopupResponse>>(`/urban/project/${id}/popup`, signal);
    const developer = text(popup.developer?.value);
    return {
      title: text(popup.name?.value) ?? `Project ${id}`,
      lines: developer ? [developer] : [],
      links,
    };
  }
  if (kind === 'rentals') {
    const popup = await apiGet<RentalPopupResponse>(`/rental/property/${id}/popup`, signal);
    return { title: text(popup.name?.value) ?? `Rental ${id}`, lines: [], links };
  }
  const sale = await apiGet<Partial<SaleDisplayPayload>>(`/sales/sale/${id}/display`, signal);
  const firstProperty = Object.values(sale.properties ?? {})[0];
  const lines = [
    text(firstProperty?.full_address),
    text(sale.subproperty_type_name),
    sale.price === undefined ? null : formatCell({ format: 'currency' }, sale.price),
    formatIsoDay(sale.sale_date),
  ].filter((line): line is string => line !== null);
  return { title: text(firstProperty?.name) ?? `Sale ${id}`, lines, links };
}
