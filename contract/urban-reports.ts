/** A section of a quarterly report (part 2 §3). Attachments are references for the attachment call. */
export interface ReportSection {
  label: string;
  body: string;
  attachment: string;
  xls_attachment: string;
}

export interface QuarterlyReport {
  id: number;
  year: number;
  quarter: number;
  /** 1 for the current report (part 2 §2.13). */
  is_current: 0 | 1;
  body: string;
  attachment: string;
  sections: ReportSection[];
}

/** GET /api/v1/urban/quarterly/reports */
export interface QuarterlyReportsResponse {
  current_report: QuarterlyReport | null;
  active_reports: QuarterlyReport[];
}

export interface UrbanActionEntry {
  label: string;
  link: string | null;
  sales_date: string;
}

/** GET /api/v1/urban/quarterly/urbanactions: year -> entries. */
export interface UrbanActionsResponse {
  urbanactions: Record<string, UrbanActionEntry[]>;
}

/** GET /api/v1/urban/attachment/{reference} */
export interface AttachmentResponse {
  /** Base64 of the file. */
  data: string;
  fileName: string;
}
