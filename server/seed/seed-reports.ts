import type {
  ProjectQuarterTable,
  ProjectTable,
  QuarterlyReportSectionTable,
  QuarterlyReportTable,
  SaleTable,
  TransactionActionTable,
} from '../db/domain-tables';
import { recordPagePath } from '@contract/app-paths';
import { quarterOf } from './calendar';
import { monthOfDay, quarterIndex, quarterOfIndex, quarterOfMonth } from '@contract/months';
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

/** Headline figures per quarter index, computed from the seeded rows so reports agree with searches. */
function factsByQuarter(input: ReportInput, landSubTypes: ReadonlySet<number>): Map<number, QuarterFacts> {
  const sums = new Map<
    number,
    {
      condoSales: number;
      psfWeighted: number;
      surveyed: number;
      rentWeighted: number;
      availabilityWeighted: number;
      landSales: number;
      landValue: number;
    }
  >();
  const at = (q: number) => {
    let entry = sums.get(q);
    if (!entry) {
      entry = {
        condoSales: 0,
        psfWeighted: 0,
        surveyed: 0,
        rentWeighted: 0,
        availabilityWeighted: 0,
        landSales: 0,
        landValue: 0,
      };
      sums.set(q, entry);
    }
    return entry;
  };
  for (const row of input.quarters) {
    if (row.standing === 'active' && row.quarter_sales) {
      const entry = at(quarterIndex(row));
      entry.condoSales += row.quarter_sales;
      entry.psfWeighted += (row.sold_psf ?? 0) * row.quarter_sales;
    }
    if (row.standing === 'completed' && row.surveyed_units) {
      const entry = at(quarterIndex(row));
      entry.surveyed += row.surveyed_units;
      entry.rentWeighted += (row.avg_monthly_rent ?? 0) * row.surveyed_units;
      entry.availabilityWeighted += (row.availability_rate ?? 0) * row.surveyed_units;
    }
  }
  for (const sale of input.sales) {
    if (!landSubTypes.has(sale.subproperty_type_id)) continue;
    const entry = at(quarterIndex(quarterOfMonth(monthOfDay(sale.sale_date))));
    entry.landSales += 1;
    entry.landValue += sale.price;
  }
  const facts = new Map<number, QuarterFacts>();
  for (const [q, s] of sums) {
    facts.set(q, {
      condoSales: s.condoSales,
      condoSoldPsf: s.condoSales > 0 ? s.psfWeighted / s.condoSales : null,
      rent: s.surveyed > 0 ? s.rentWeighted / s.surveyed : null,
      availability: s.surveyed > 0 ? s.availabilityWeighted / s.surveyed : null,
      landSales: s.landSales,
      landValue: s.landValue,
    });
  }
  return facts;
}

const NO_FACTS: QuarterFacts = {
  condoSales: 0,
  condoSoldPsf: null,
  rent: null,
  availability: null,
  landSales: 0,
  landValue: 0,
};

export function seedReports(random: Random, input: ReportInput, landSubTypeIds: readonly number[]): SeededReports {
  const landSubTypes = new Set(landSubTypeIds);
  const last = quarterIndex(quarterOf(input.asOf)) - 1;
  const first = quarterIndex({ year: FIRST_REPORT_YEAR, quarter: 1 });
  const reports: QuarterlyReportTable[] = [];
  const sections: QuarterlyReportSectionTable[] = [];
  const allFacts = factsByQuarter(input, landSubTypes);
  for (let q = first; q <= last; q++) {
    const { year, quarter } = quarterOfIndex(q);
    const facts = allFacts.get(q) ?? NO_FACTS;
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
      link: recordPagePath('sale', sale.id),
      sales_date: sale.sale_date,
    });
  }
  actions.sort((a, b) =>
    a.sales_date < b.sales_date ? -1 : a.sales_date > b.sales_date ? 1 : a.label.localeCompare(b.label),
  );
  return actions.map((action, i) => ({ ...action, id: i + 1 }));
}
