import { useRef } from 'react';
import { Center, Group, Loader, Stack } from '@mantine/core';
import { useSnapshot } from 'valtio';
import type { SaleDisplayPayload } from '@contract/sales-display';
import { SaleHeader, FULL_PROPERTY_LIST_ID } from './sale-header';
import { SaveAsPdfButton } from '../../../components/pdf-export/save-as-pdf-button';
import { SALE_PAGE_PDF } from '../../../components/pdf-export/pdf-constants';
import { dataAsOfText } from '../../../components/profile/shown-text';
import { usePageTitle } from '../../../components/shell/use-page-title';
import { configurationStore } from '../../../state/configuration';
import { saleProperties } from './sale-display-text';
import { SaleLocationsSection } from './sale-locations';
import { SALE_PAGE_TITLE, SALE_SECTIONS } from './sale-page-constants';
import { purchaserFields, SaleParties, vendorFields } from './sale-parties';
import { SalePicturesSection } from './sale-pictures';
import { SaleSection } from './sale-section';
import {
  FeatureSection,
  FreeNotesSections,
  FullPropertyListSection,
  LandAreaSection,
  MortgageSection,
  PropertyLotsSection,
  RegistrySection,
  RelatedProjectsSection,
  SalePriceSection,
} from './sale-sections';
import { useSaleDisplay } from './use-sale-display';
import './sale-page.css';

/** The sale page /sale/{id} (part 2 §2.6): a loading state, then the sale; on a failed fetch it stays empty (§8). */
export function SalePage({ saleId }: { saleId: string }) {
  usePageTitle(SALE_PAGE_TITLE);
  const state = useSaleDisplay(saleId);
  if (state.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Loading sale" />
      </Center>
    );
  }
  if (state.status === 'failed') return null;
  return <SaleDetail sale={state.sale} />;
}

function SaleDetail({ sale }: { sale: SaleDisplayPayload }) {
  const pageRef = useRef<HTMLDivElement>(null);
  const properties = saleProperties(sale);
  const name = properties[0]?.name ?? '';
  const notes = sale.property_notes;
  // The sales data's as-of: the last sale date in the data (the sales options' `saleDateRange`),
  // written as a profile's Data as of, for the PDF's title block.
  const { salesBasic } = useSnapshot(configurationStore);
  const dataAsOf = dataAsOfText(salesBasic?.saleDateRange?.max);
  return (
    <Stack ref={pageRef} gap="lg" p="md" bg="#ffffff">
      <Group justify="flex-end">
        <SaveAsPdfButton
          target={pageRef}
          pageOptions={SALE_PAGE_PDF}
          title={`${SALE_PAGE_TITLE}: ${name}`}
          dataAsOf={dataAsOf}
        />
      </Group>
      <SaleHeader sale={sale} />
      {sale.vendor_info.length > 0 && (
        <SaleSection title={SALE_SECTIONS.vendor}>
          <SaleParties parties={sale.vendor_info.map(vendorFields)} />
        </SaleSection>
      )}
      {sale.purchaser_info.length > 0 && (
        <SaleSection title={SALE_SECTIONS.purchaser}>
          <SaleParties parties={sale.purchaser_info.map(purchaserFields)} />
        </SaleSection>
      )}
      <LandAreaSection landArea={sale.landarea_data} />
      <RegistrySection registry={sale.registry_details} />
      <SalePriceSection rows={sale.saleparts.rows} />
      <MortgageSection mortgages={sale.mortgage_info} />
      <RelatedProjectsSection projects={sale.related_projects} />
      <FullPropertyListSection id={FULL_PROPERTY_LIST_ID} properties={properties} />
      <FeatureSection title={SALE_SECTIONS.features} features={notes.property_features.data} />
      <PropertyLotsSection lots={notes.property_lots} />
      <FeatureSection title={SALE_SECTIONS.parkingFeatures} features={notes.property_parking_features.data} />
      <FreeNotesSections notes={notes.property_notes} />
      <SalePicturesSection pictures={sale.slideshow} />
      <SaleLocationsSection properties={properties} />
    </Stack>
  );
}
