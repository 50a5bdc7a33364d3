import { addDays, isoDate } from './calendar';
import type { SaleMortgage, SalePurchaser, SaleVendor } from './json-columns';
import { brandedCompanyName, companyName, lenderName, personName } from './names';
import type { Random } from './random';

/** Who sold and bought, the mortgages registered with the sale, and its registry numbers. */
export interface SaleParties {
  vendors: SaleVendor[];
  purchasers: SalePurchaser[];
  mortgageAmounts: number[];
  mortgageDueDates: string[];
  mortgages: SaleMortgage[];
  pins: string[];
  arns: string[];
  instrument: string;
  fileNumber: string | null;
}

export function saleParties(r: Random, id: number, saleDate: Date, price: number): SaleParties {
  const vendors: SaleVendor[] = Array.from({ length: r.chance(0.2) ? 2 : 1 }, () => {
    const company = r.chance(0.6) ? brandedCompanyName(r) : companyName(r);
    return {
      vendor_registered_name: company,
      vendor_company_name: company,
      vendor_office_name: personName(r),
      vendor_note: r.chance(0.3) ? 'Vendor retained a leaseback of part of the premises.' : '',
    };
  });
  const purchasers: SalePurchaser[] = Array.from({ length: r.chance(0.15) ? 2 : 1 }, () => {
    const company = r.chance(0.5) ? brandedCompanyName(r) : companyName(r);
    return {
      purchaser_registered_name: company,
      purchaser_company_name: company,
      purchaser_office_name: personName(r),
      purchaser_note: r.chance(0.25) ? 'Purchaser plans to redevelop the site.' : '',
    };
  });
  const mortgageCount = r.weighted([
    [0, 0.45],
    [1, 0.45],
    [2, 0.1],
  ] as const);
  const mortgageAmounts = Array.from(
    { length: mortgageCount },
    () => Math.round((price * r.real(0.3, 0.75)) / mortgageCount / 1000) * 1000,
  );
  const mortgageDueDates = mortgageAmounts.map(() => isoDate(addDays(saleDate, r.int(1, 10) * 365)));
  const mortgages: SaleMortgage[] = mortgageAmounts.map(() => {
    const lender = lenderName(r);
    return {
      provider_name: lender,
      provider_str: `${lender}, Toronto`,
      type: r.pick(['First', 'Second', 'Vendor take-back', 'Construction']),
      notes: r.chance(0.4) ? `<p>Interest at ${r.real(3, 8).toFixed(2)}% per annum.</p>` : '',
    };
  });
  const pins = Array.from({ length: r.int(1, 3) }, () => pin(r));
  const arns = Array.from({ length: r.int(1, 2) }, () => arn(r));
  const instrument = `AT${r.int(1000000, 9999999)}`;
  const fileNumber = r.chance(0.98) ? `${saleDate.getUTCFullYear()}-${String(id).padStart(6, '0')}` : null;
  return { vendors, purchasers, mortgageAmounts, mortgageDueDates, mortgages, pins, arns, instrument, fileNumber };
}

/** An Ontario assessment roll number. */
function arn(r: Random): string {
  return `19${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(10000, 99999)} 0000`;
}

/** An Ontario land-registry property identifier. */
function pin(r: Random): string {
  return `${r.int(10000, 79999)}-${String(r.int(1, 9999)).padStart(4, '0')} (LT)`;
}
