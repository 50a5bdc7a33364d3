import type {
  ProjectQuarterTable,
  ProjectTable,
  QuarterlyReportSectionTable,
  QuarterlyReportTable,
  SaleTable,
  TransactionActionTable,
} from '../db/domain-tables';
import { fromQuarterIndex, quarterIndex, quarterOf } from './calendar';
import type { Random } from './random';

/** Reports run from this year's Q1 to the last completed quarter before asOf. */
export const FIRST_REPORT_YEAR = 2019;
/** Years of transaction actions, ending with asOf's year. */
export const TRANSACTION_ACTION_YEARS = 7;

export interface ReportInput {
  asOf: Date;
  projects: readonly ProjectTable[];
  quarters: readonly ProjectQuarterTable[];
  sales: readonly SaleTable[];
}

export interface SeededReports {
  reports: QuarterlyReportTable[];
  sections: QuarterlyReportSectionTable[];
  actions: TransactionActionTable[];
}

const GROUPED = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const money = (value: number): string => `$${GROUPED.format(Math.round(value))}`;

interface QuarterFacts {
  condoSales: number;
  condoSoldPsf: number | null;
  rent: number | null;
  availability: number | null;
  landSales: number;
  landValue: number;
}

/** Headline figures of one quarter, computed from the seeded rows so reports agree with searches. */
function quarterFacts(
  input: ReportInput,
  year: number,
  quarter: number,
  landSubTypes: ReadonlySet<number>,
): QuarterFacts {
  let condoSales = 0;
  let psfWeighted = 0;
  let rentWeighted = 0;
  let availabilityWeighted = 0;
  let surveyed = 0;
  for (const row of input.quarters) {
    if (row.year !== year || row.quarter !== quarter) continue;
    if (row.standing === 'active' && row.quarter_sales) {
      condoSales += row.quarter_sales;
      psfWeighted += (row.sold_psf ?? 0) * row.quarter_sales;
    }
    if (row.standing === 'completed' && row.surveyed_units) {
      surveyed += row.surveyed_units;
      rentWeighted += (row.avg_monthly_rent ?? 0) * row.surveyed_units;
      availabilityWeighted += (row.availability_rate ?? 0) * row.surveyed_units;
    }
  }
  let landSales = 0;
  let landValue = 0;
  for (const sale of input.sales) {
    const q = quarterOf(new Date(`${sale.sale_date}T00:00:00Z`));
    if (q.year === year && q.quarter === quarter && landSubTypes.has(sale.subproperty_type_id)) {
      landSales += 1;
      landValue += sale.price;
    }
  }
  return {
    condoSales,
    condoSoldPsf: condoSales > 0 ? psfWeighted / condoSales : null,
    rent: surveyed > 0 ? rentWeighted / surveyed : null,
    availability: surveyed > 0 ? availabilityWeighted / surveyed : null,
    landSales,
    landValue,
  };
}

export function seedReports(random: Random, input: ReportInput, landSubTypeIds: readonly number[]): SeededReports {
  const landSubTypes = new Set(landSubTypeIds);
  const last = quarterIndex(quarterOf(input.asOf)) - 1;
  const first = quarterIndex({ year: FIRST_REPORT_YEAR, quarter: 1 });
  const reports: QuarterlyReportTable[] = [];
  const sections: QuarterlyReportSectionTable[] = [];
  for (let q = first; q <= last; q++) {
    const { year, quarter } = fromQuarterIndex(q);
    const facts = quarterFacts(input, year, quarter, landSubTypes);
    const id = reports.length + 1;
    const reference = `report-${year}-q${quarter}`;
    reports.push({
      id,
      year,
      quarter,
      is_current: q === last ? 1 : 0,
      title: `GTA Market Report, Q${quarter} ${year}`,
      body:
        `<p>In Q${quarter} ${year} new condominium projects across the GTA recorded ${GROUPED.format(facts.condoSales)} sales` +
        (facts.condoSoldPsf !== null ? ` at an average of ${money(facts.condoSoldPsf)} per square foot.` : '.') +
        `</p><p>${facts.landSales} land transactions closed for a combined ${money(facts.landValue)}.</p>`,
      attachment: `${reference}.pdf`,
    });
    const sectionTexts = [
      ['New Condominium Market', `<p>Quarterly new condo sales: ${GROUPED.format(facts.condoSales)}.</p>`],
      [
        'Purpose-Built Rentals',
        facts.rent !== null
          ? `<p>Average monthly rent in newer purpose-built rentals: ${money(facts.rent)}; availability ${(facts.availability ?? 0).toFixed(1)}%.</p>`
          : '<p>No newer purpose-built rentals were surveyed this quarter.</p>',
      ],
      ['Land Sales', `<p>${facts.landSales} land sales totalling ${money(facts.landValue)}.</p>`],
      ['Outlook', `<p>${random.pick(OUTLOOKS)}</p>`],
    ] as const;
    sectionTexts.forEach(([label, body], position) => {
      sections.push({
        id: sections.length + 1,
        report_id: id,
        position: position + 1,
        label,
        body,
        attachment: `${reference}-section-${position + 1}.pdf`,
        xls_attachment: `${reference}-section-${position + 1}.xlsx`,
      });
    });
  }
  return { reports, sections, actions: transactionActions(random, input) };
}

const OUTLOOKS = [
  'Launch activity is expected to stay selective while inventory from earlier phases is absorbed.',
  'Rental demand remains firm; new supply is concentrated along transit corridors.',
  'Land values are holding in core markets while suburban sites see longer marketing periods.',
  'Financing costs continue to shape the timing of new launches and land acquisitions.',
];

/** UrbanAction publications of projects and notable land sales, by year. */
function transactionActions(random: Random, input: ReportInput): TransactionActionTable[] {
  const lastYear = input.asOf.getUTCFullYear();
  const firstYear = lastYear - TRANSACTION_ACTION_YEARS + 1;
  const actions: TransactionActionTable[] = [];
  for (const project of input.projects) {
    if (!project.urbanaction || !project.urbanaction_publication_date) continue;
    const year = Number(project.urbanaction_publication_date.slice(0, 4));
    if (year < firstYear) continue;
    actions.push({
      id: 0,
      year,
      label: `${project.name}: ${project.suite_count} suites (${project.project_type}, ${project.standing})`,
      link: project.urbanaction_link,
      sales_date: project.urbanaction_publication_date,
    });
  }
  const notableSales = input.sales.filter((s) => s.price >= 40_000_000 && Number(s.sale_date.slice(0, 4)) >= firstYear);
  for (const sale of notableSales) {
    if (!random.chance(0.5)) continue;
    actions.push({
      id: 0,
      year: Number(sale.sale_date.slice(0, 4)),
      label: `${sale.property_name}, ${sale.city}: sold for ${money(sale.price)}`,
      link: `/sale/${sale.id}`,
      sales_date: sale.sale_date,
    });
  }
  actions.sort((a, b) =>
    a.sales_date < b.sales_date ? -1 : a.sales_date > b.sales_date ? 1 : a.label.localeCompare(b.label),
  );
  return actions.map((action, i) => ({ ...action, id: i + 1 }));
}
