import { useRef } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatIsoDay } from '@contract/dates';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { AppAnchor } from '../../components/links/app-anchor';
import { isLink } from '../../components/links/link-target';
import { PROJECT_PROFILE_PDF } from '../../components/pdf-export/pdf-constants';
import { SaveAsPdfButton } from '../../components/pdf-export/save-as-pdf-button';
import { ChartTable } from '../../components/profile/chart-table';
import { profileDataAsOf } from '../../components/profile/shown-text';
import { DetailSections } from '../../components/profile/detail-sections';
import { ProfileDetails } from '../../components/profile/profile-details';
import { ProfileGallery } from '../../components/profile/profile-gallery';
import { ProfileImages } from '../../components/profile/profile-images';
import { ProfileInformation } from '../../components/profile/profile-information';
import { PROJECT_DETAILS_TITLE, RESIDENTIAL_BREAKDOWN_TITLE } from '../../components/profile/profile-constants';
import { ProjectCompareButtons } from './project-compare-buttons';
import { ProjectRentalHistory } from './project-rental-history';
import {
  PROJECT_INFORMATION_TITLE,
  RENTAL_WEBSITE_LABEL,
  URBAN_ACTION_CHIP,
  WEBSITE_LABEL,
} from './project-profile-constants';

function UrbanActionInfo({ info }: { info: NonNullable<ProjectDisplayResponse['urbanaction_info']> }) {
  if (!isLink(info.link)) return null;
  const published = formatIsoDay(info.publication_date) ?? info.publication_date;
  return (
    <Text>
      <Anchor component={AppAnchor} url={info.link} download>
        UrbanAction information
      </Anchor>{' '}
      (published {published})
    </Text>
  );
}

/** The 'View Project' tab (part 2 §2.9), in the order the spec lists its parts. */
export function ProjectView({ display }: { display: ProjectDisplayResponse }) {
  const printable = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="lg">
      <ProjectCompareButtons projectId={display.id} projectStanding={display.project_standing} />
      <Stack gap="lg" ref={printable}>
        <Group gap="sm">
          {display.project_status && (
            <Badge color="secondary" size="lg">
              {display.project_status}
            </Badge>
          )}
          {display.urbanaction && (
            <Badge color="warning" size="lg" autoContrast>
              {URBAN_ACTION_CHIP}
            </Badge>
          )}
          {/* Part 2 §9: the project profile's PDF settings; the button leaves itself out of the PDF. */}
          <SaveAsPdfButton
            target={printable}
            pageOptions={PROJECT_PROFILE_PDF}
            title={display.name}
            dataAsOf={profileDataAsOf(display.charts)}
          />
        </Group>
        <ProfileDetails groups={display.profile_details} relatedSales={display.related_sales} />
        {display.urbanaction_info && <UrbanActionInfo info={display.urbanaction_info} />}
        <ProfileImages display={display} />
        {display.charts.map((chart) => (
          <ChartTable key={chart.name} chart={chart} />
        ))}
        {display.chart_config?.oldstock && (
          <ProjectRentalHistory projectId={display.id} config={display.chart_config.oldstock} />
        )}
        <ProfileInformation
          title={PROJECT_INFORMATION_TITLE}
          amenities={display.amenities}
          websites={[
            { label: WEBSITE_LABEL, value: display.website },
            { label: RENTAL_WEBSITE_LABEL, value: display.rental_website },
          ]}
        />
        <DetailSections title={RESIDENTIAL_BREAKDOWN_TITLE} sections={display.project_residential_breakdown} />
        <DetailSections title={PROJECT_DETAILS_TITLE} sections={display.project_details} />
        <ProfileGallery name={display.name} gallery={display.gallery} />
      </Stack>
    </Stack>
  );
}
