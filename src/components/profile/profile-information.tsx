import { Anchor, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { websiteHref } from '../../lib/website-href';
import { AppAnchor } from '../links/app-anchor';
import { isLink } from '../links/link-target';
import { shownText } from './shown-text';
import { AMENITIES_COLUMNS, AMENITIES_TITLE } from './profile-constants';

export interface ProfileWebsite {
  label: string;
  /** As stored: the scheme may be missing. */
  value: string | null;
}

function Website({ label, value }: { label: string; value: string | null }) {
  const href = websiteHref(value);
  return (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>
        {href === null ? (
          shownText(value)
        ) : (
          <Anchor component={AppAnchor} url={href} newTab>
            {value}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Project Information (part 2 §2.9) or Property Information (part 2 §2.8): the building features
 * in 3 columns (part 2 §9), the organisations, and the websites (a project's 'Website' and 'Rental
 * Website') as links with https:// prepended when the stored address has no scheme (part 2 §5).
 */
export function ProfileInformation({
  title,
  amenities,
  websites = [],
}: {
  title: string;
  amenities: ProjectDisplayResponse['amenities'];
  websites?: readonly ProfileWebsite[];
}) {
  const features = amenities['building-features'];
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      {features.length > 0 && (
        <Stack gap={4}>
          <Title order={3}>{AMENITIES_TITLE}</Title>
          <SimpleGrid cols={AMENITIES_COLUMNS} spacing="xs" component="ul" aria-label={AMENITIES_TITLE} p={0} m={0}>
            {features.map((feature) => (
              <li key={feature} style={{ listStyle: 'none' }}>
                {feature}
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {(amenities.organizations.length > 0 || websites.length > 0) && (
        <Table variant="vertical" withTableBorder aria-label={title}>
          <Table.Tbody>
            {amenities.organizations.map((organization) => (
              <Table.Tr key={`${organization.role}-${organization.name}`}>
                <Table.Th w="40%">{organization.role}</Table.Th>
                <Table.Td>
                  {isLink(organization.url) ? (
                    <Anchor component={AppAnchor} url={organization.url}>
                      {organization.name}
                    </Anchor>
                  ) : (
                    organization.name
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {websites.map((website) => (
              <Website key={website.label} label={website.label} value={website.value} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
