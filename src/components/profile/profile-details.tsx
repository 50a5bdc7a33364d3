import { Anchor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { recordPagePath } from '@contract/app-paths';
import type { ProfileDetailGroup, ProfileDetailItem } from '@contract/urban-project';
import { detailItemHref } from '../../lib/website-href';
import { AppAnchor } from '../links/app-anchor';
import { LAND_SALE_LABEL, PROFILE_DETAILS_COLUMNS } from './profile-constants';
import { detailValueText } from './shown-text';

/**
 * An item's value written by its format (part 2 §9). An item with a url is a link: a path of
 * ours as it is, any other address a website, with https:// prepended when it has no scheme (part
 * 2 §5); a website opens in a new tab.
 */
function ItemValue({ item }: { item: ProfileDetailItem }) {
  const text = detailValueText(item);
  const link = detailItemHref(item.url);
  if (link === null) return <>{text}</>;
  return (
    <Anchor component={AppAnchor} url={link.href} newTab={link.website}>
      {text}
    </Anchor>
  );
}

function DetailGroup({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2}>{name}</Title>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * Profile detail sections in two columns (part 2 §2.8, §2.9, §9); a project's adds a 'Land Sale'
 * field linking each related sale to its page, /sale/{sale_id} (a rental property has none).
 */
export function ProfileDetails({
  groups,
  relatedSales = [],
}: {
  groups: readonly ProfileDetailGroup[];
  relatedSales?: ReadonlyArray<{ sale_id: number }>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: PROFILE_DETAILS_COLUMNS }} spacing="lg">
      {groups.map((group) => (
        <DetailGroup key={group.name} name={group.name}>
          {group.data.map((item) => (
            <Table.Tr key={item.text}>
              <Table.Th w="40%">{item.text}</Table.Th>
              <Table.Td>
                <ItemValue item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DetailGroup>
      ))}
      {relatedSales.length > 0 && (
        <DetailGroup name="Sales">
          <Table.Tr>
            <Table.Th w="40%">{LAND_SALE_LABEL}</Table.Th>
            <Table.Td>
              {relatedSales.map((sale, index) => (
                <Text span key={sale.sale_id}>
                  {index > 0 && ', '}
                  <Anchor component={AppAnchor} url={recordPagePath('sale', sale.sale_id)}>
                    Sale {sale.sale_id}
                  </Anchor>
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        </DetailGroup>
      )}
    </SimpleGrid>
  );
}
