import { quarterLabel } from '@contract/months';

/** Texts of the quarterly reports and transaction actions pages, word for word (part 2 §2.13, §2.14, §7). */

export const CURRENT_REPORT_TITLE = 'Current Quarterly Report';
export const AVAILABLE_REPORTS_TITLE = 'Quarterly Reports';
export const TRANSACTION_ACTIONS_TITLE = 'Transaction Actions';

/** Marks the report whose is_current is 1. */
export const CURRENT_LABEL = 'Current';
export const DOWNLOAD_PDF_LABEL = 'Download Pdf';
export const SECTION_PDF_LABEL = 'PDF';
export const SECTION_XLS_LABEL = 'XLS';
export const PAST_REPORTS_TITLE = 'Past Reports';

/** Part 2 §7: an attachment is saved under the name the response gives, else this one. */
export const DEFAULT_ATTACHMENT_NAME = 'report.pdf';

export const EXPAND_ALL_LABEL = 'Expand All';
export const CLOSE_ALL_LABEL = 'Close All';

export function reportTitle(report: { year: number; quarter: number }): string {
  return `${quarterLabel(report)} Quarterly Report`;
}
