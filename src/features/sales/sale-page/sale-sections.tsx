import { SimpleGrid, Stack, Text } from '@mantine/core';
import { AppAnchor } from '../../../components/links/app-anchor';
import { formatCell } from '@contract/format';
import { stripHtmlTags } from '@contract/project-display';
import type { SaleDisplayPayload, SaleDisplayProperty, SaleFeature } from '@contract/sales-display';
import { mortgagePairs, salePriceText, salePriceTotal, withSquareMetres } from './sale-display-text';
import { FULL_PROPERTY_LIST_COLUMNS, SALE_SECTIONS } from './sale-page-constants';
import { Pairs, SaleSection } from './sale-section';
import { SimpleTable } from './simple-table';

/** Land Area: text rows with m2 as m², and the aggregate table (part 2 §2.6). */
export function LandAreaSection({ landArea }: { landArea: SaleDisplayPayload['landarea_data'] }) {
  const table = landArea['aggregate-type-table'];
  if (landArea['row-data'].length === 0 && table.rows.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.landArea}>
      {landArea['row-data'].map((row) => (
        <Text key={row.text}>{withSquareMetres(row.text)}</Text>
      ))}
      {table.rows.length > 0 && (
        <SimpleTable
          label="Land area figures"
          header={table.header}
          rows={table.rows.map((row) => table.header.map((key) => withSquareMetres(row[key] ?? '')))}
        />
      )}
    </SaleSection>
  );
}

/** Registry Details: file number, PIN list, ARN list. */
export function RegistrySection({ registry }: { registry: SaleDisplayPayload['registry_details'] }) {
  return (
    <SaleSection title={SALE_SECTIONS.registry}>
      <Pairs
        pairs={[
          { label: 'File Number', value: registry.file_number ?? 'N/A' },
          { label: 'PINs', value: registry.pins.join(', ') },
          { label: 'ARNs', value: registry.arns.join(', ') },
        ]}
      />
    </SaleSection>
  );
}

/** Sale Price: price, vehicle, notes; a Total row summing the price cells when there are several. */
export function SalePriceSection({ rows }: { rows: SaleDisplayPayload['saleparts']['rows'] }) {
  if (rows.length === 0) return null;
  const total = salePriceTotal(rows.map((row) => row.price));
  return (
    <SaleSection title={SALE_SECTIONS.salePrice}>
      <SimpleTable
        label="Sale price"
        header={['Price', 'Vehicle', 'Notes']}
        rows={rows.map((row) => [salePriceText(row.price), row.vehicle, stripHtmlTags(row.notes)])}
        footer={total === null ? undefined : [`Total ${salePriceText(total)}`, '', '']}
      />
    </SaleSection>
  );
}

/** Mortgage: each mortgage's non-empty label/value pairs, notes with tags stripped. */
export function MortgageSection({ mortgages }: { mortgages: SaleDisplayPayload['mortgage_info'] }) {
  const shown = mortgages.map(mortgagePairs).filter((pairs) => pairs.length > 0);
  if (shown.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.mortgage}>
      {shown.map((pairs, index) => (
        <Pairs key={index} pairs={pairs} />
      ))}
    </SaleSection>
  );
}

/** Related Projects: the name links to /project/{project_id}, with the suite count. */
export function RelatedProjectsSection({ projects }: { projects: SaleDisplayPayload['related_projects'] }) {
  if (projects.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.relatedProjects}>
      <SimpleTable
        label="Related projects"
        header={['Name', 'Suites']}
        rows={projects.map((project) => [
          <AppAnchor key="name" url={`/project/${project.project_id}`}>
            {project.name}
          </AppAnchor>,
          formatCell({ format: 'integer' }, project.suite_count),
        ])}
      />
    </SaleSection>
  );
}

/** Full Property List, in 4 columns. */
export function FullPropertyListSection({
  id,
  properties,
}: {
  id: string;
  properties: readonly SaleDisplayProperty[];
}) {
  return (
    <SaleSection title={SALE_SECTIONS.fullPropertyList} id={id}>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: FULL_PROPERTY_LIST_COLUMNS }}
        spacing="sm"
        role="list"
        aria-label="Properties"
      >
        {properties.map((property, index) => (
          <Stack key={index} gap={0} role="listitem" data-pdf-keep>
            <Text fw={600}>{property.name}</Text>
            <Text size="sm">{property.full_address}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SaleSection>
  );
}

/** Features and Parking Features: type, value, notes. */
export function FeatureSection({ title, features }: { title: string; features: readonly SaleFeature[] }) {
  if (features.length === 0) return null;
  return (
    <SaleSection title={title}>
      <SimpleTable
        label={title}
        header={['Type', 'Value', 'Notes']}
        rows={features.map((feature) => [feature.type, feature.value, stripHtmlTags(feature.notes)])}
      />
    </SaleSection>
  );
}

/** Property Lots: the payload's own header and rows. */
export function PropertyLotsSection({ lots }: { lots: SaleDisplayPayload['property_notes']['property_lots'] }) {
  if (lots.rows.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.propertyLots}>
      <SimpleTable label={SALE_SECTIONS.propertyLots} header={lots.header} rows={lots.rows} />
    </SaleSection>
  );
}

/** Free notes, one section per heading; the text is shown with any tags stripped. */
export function FreeNotesSections({ notes }: { notes: SaleDisplayPayload['property_notes']['property_notes'] }) {
  return notes
    .filter((note) => note.text.trim() !== '' && stripHtmlTags(note.value) !== '')
    .map((note) => (
      <SaleSection key={note.text} title={note.text}>
        <Text>{stripHtmlTags(note.value)}</Text>
      </SaleSection>
    ));
}
