import type { MouseEvent } from 'react';
import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import type { SaleDisplayPayload } from '@contract/sales-display';
import { AppAnchor } from '../../../components/links/app-anchor';
import { Pairs } from './sale-section';
import { headerAddresses, saleDateText, salePriceText, saleProperties, splitAtSign } from './sale-display-text';

export const FULL_PROPERTY_LIST_ID = 'full-property-list';

/** Moves to the Full Property List section and gives its heading focus, as an in-page link should. */
function goToFullList(event: MouseEvent<HTMLAnchorElement>): void {
  const section = document.getElementById(FULL_PROPERTY_LIST_ID);
  if (section === null) return;
  event.preventDefault();
  section.scrollIntoView({ block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/**
 * The sale page's header (part 2 §2.6): the first property's name, up to 3 addresses (a link to
 * the full list when there are more), price, sub-type, sale date as day MONTH year, land-area
 * summary lines split at '@', and the profile picture.
 */
export function SaleHeader({ sale }: { sale: SaleDisplayPayload }) {
  const properties = saleProperties(sale);
  const name = properties[0]?.name ?? '';
  const { shown, more } = headerAddresses(properties);
  return (
    <Grid gap="lg" data-pdf-keep>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap={6}>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Stack gap={0} aria-label="Addresses" role="list">
            {shown.map((address) => (
              <Text key={address} role="listitem">
                {address}
              </Text>
            ))}
          </Stack>
          {more && (
            <Anchor component={AppAnchor} url={`#${FULL_PROPERTY_LIST_ID}`} onClick={goToFullList}>
              {`See all ${properties.length} properties`}
            </Anchor>
          )}
          <Pairs
            pairs={[
              { label: 'Price', value: salePriceText(sale.price) },
              { label: 'Property Type', value: sale.subproperty_type_name },
              { label: 'Sale Date', value: saleDateText(sale.sale_date) ?? sale.sale_date },
            ]}
          />
          {sale.landarea_data_summary.map((line) => (
            <Stack key={line} gap={0} data-testid="land-area-summary">
              {splitAtSign(line).map((piece) => (
                <Text key={piece} size="sm">
                  {piece}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        {sale.profile_picture.url !== '' && (
          <img className="sale-profile-picture" src={sale.profile_picture.url} alt={`Profile picture of ${name}`} />
        )}
      </Grid.Col>
    </Grid>
  );
}
