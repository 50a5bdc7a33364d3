import { Anchor, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { safeHref } from '@contract/project-display';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { websiteHref } from '../../lib/website-href';
import { shownText } from './shown-text';
import {
  AMENITIES_COLUMNS,
  PROJECT_INFORMATION_TITLE,
  RENTAL_WEBSITE_LABEL,
  WEBSITE_LABEL,
} from './project-profile-constants';

function Website({ label, value }: { label: string; value: string | null }) {
  const href = websiteHref(value);
  return (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>
        {href === null ? (
          shownText(value)
        ) : (
          <Anchor href={href} target="_blank" rel="noopener noreferrer">
            {value}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Project Information (part 2 §2.9): the building features in 3 columns (part 2 §9), the
 * organisations, and 'Website' / 'Rental Website' as links with https:// prepended when the
 * stored address has no scheme (part 2 §5).
 */
export function ProjectInformation({ display }: { display: ProjectDisplayResponse }) {
  const features = display.amenities['building-features'];
  return (
    <Stack gap="sm">
      <Title order={2}>{PROJECT_INFORMATION_TITLE}</Title>
      {features.length > 0 && (
        <Stack gap={4}>
          <Title order={3}>Amenities</Title>
          <SimpleGrid cols={AMENITIES_COLUMNS} spacing="xs" component="ul" aria-label="Amenities" p={0} m={0}>
            {features.map((feature) => (
              <li key={feature} style={{ listStyle: 'none' }}>
                {feature}
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Table variant="vertical" withTableBorder aria-label={PROJECT_INFORMATION_TITLE}>
        <Table.Tbody>
          {display.amenities.organizations.map((organization) => {
            const href = safeHref(organization.url);
            return (
              <Table.Tr key={`${organization.role}-${organization.name}`}>
                <Table.Th w="40%">{organization.role}</Table.Th>
                <Table.Td>
                  {href === null ? organization.name : <Anchor href={href}>{organization.name}</Anchor>}
                </Table.Td>
              </Table.Tr>
            );
          })}
          <Website label={WEBSITE_LABEL} value={display.website} />
          <Website label={RENTAL_WEBSITE_LABEL} value={display.rental_website} />
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
