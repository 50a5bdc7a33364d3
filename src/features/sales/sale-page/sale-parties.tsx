import { Stack } from '@mantine/core';
import type { SalePurchaserInfo, SaleVendorInfo } from '@contract/sales-display';
import { Pairs } from './sale-section';

/** One party's fields (part 2 §2.6 Purchaser: registered name, company, address and city, officer, officer notes, note). */
export interface PartyFields {
  registeredName: string;
  companyName: string;
  address: string;
  city: string;
  officer: string;
  officerNotes: string;
  note: string;
}

export function vendorFields(vendor: SaleVendorInfo): PartyFields {
  return {
    registeredName: vendor.vendor_registered_name,
    companyName: vendor.vendor_company_name,
    address: vendor.vendor_address_1,
    city: vendor.vendor_city,
    officer: vendor.vendor_officer_name,
    officerNotes: vendor.vendor_officer_notes,
    note: vendor.vendor_note,
  };
}

export function purchaserFields(purchaser: SalePurchaserInfo): PartyFields {
  return {
    registeredName: purchaser.purchaser_registered_name,
    companyName: purchaser.purchaser_company_name,
    address: purchaser.purchaser_address_1,
    city: purchaser.purchaser_city,
    officer: purchaser.purchaser_officer_name,
    officerNotes: purchaser.purchaser_officer_notes,
    note: purchaser.purchaser_note,
  };
}

/** Vendors or purchasers, one block each, empty fields left out. */
export function SaleParties({ parties }: { parties: readonly PartyFields[] }) {
  return (
    <Stack gap="sm">
      {parties.map((party, index) => (
        <Pairs
          key={index}
          pairs={[
            { label: 'Registered Name', value: party.registeredName },
            { label: 'Company', value: party.companyName },
            { label: 'Address', value: [party.address, party.city].filter((part) => part?.trim()).join(', ') },
            { label: 'Officer', value: party.officer },
            { label: 'Officer Notes', value: party.officerNotes },
            { label: 'Note', value: party.note },
          ]}
        />
      ))}
    </Stack>
  );
}
