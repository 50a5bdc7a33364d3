import { Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { NO_PROPERTIES_MESSAGE } from '@contract/messages';
import { ProfilePageState } from '../../../components/profile/profile-page-state';
import { usePageTitle } from '../../../components/shell/use-page-title';
import { RENTAL_PROFILE_TITLE, VIEW_PROPERTY_TAB } from './rental-profile-constants';
import { RentalPropertyView } from './rental-property-view';
import { useRentalProfile } from './use-rental-profile';
import { ChangesPanel } from '../../../components/whats-new/changes-panel';
import { useTrackedVisit } from '../../../components/whats-new/use-tracked-visit';

const route = getRouteApi('/rental/profile/$propertyId');

/**
 * /rental/profile/{id} (part 2 §2.8): a header with the property's name and the 'View Property'
 * tab. When the id yields no data or the load fails, the no-properties message shows (part 2 §8).
 */
export function RentalProfilePage() {
  const { propertyId } = route.useParams();
  const state = useRentalProfile(propertyId);
  // Beyond the spec: a rental of the compare list records its visit and lists its watched fields
  // that changed since the last one.
  const visit = useTrackedVisit('rental', state.status === 'loaded' ? propertyId : null);
  usePageTitle(state.status === 'loaded' ? state.display.name : RENTAL_PROFILE_TITLE);

  if (state.status === 'loading') return <ProfilePageState title={RENTAL_PROFILE_TITLE} />;
  if (state.status === 'failed')
    return <ProfilePageState title={RENTAL_PROFILE_TITLE} message={NO_PROPERTIES_MESSAGE} />;
  return (
    <Stack gap="md">
      <Title order={1}>{state.display.name}</Title>
      {visit !== null && <ChangesPanel diff={visit} />}
      <Tabs defaultValue="property" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="property">{VIEW_PROPERTY_TAB}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="property" pt="md">
          <RentalPropertyView display={state.display} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
