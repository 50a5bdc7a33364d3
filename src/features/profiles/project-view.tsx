import { useRef } from 'react';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatIsoDay } from '@contract/dates';
import { safeHref } from '@contract/project-display';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { GalleryCarousel } from '../../components/media/gallery-carousel';
import { PROJECT_PROFILE_PDF } from '../../components/pdf-export/pdf-constants';
import { SaveAsPdfButton } from '../../components/pdf-export/save-as-pdf-button';
import { ChartTable } from './chart-table';
import { DetailSections } from './detail-sections';
import { ProfileDetails } from './profile-details';
import { ProjectCompareButtons } from './project-compare-buttons';
import { ProjectImages } from './project-images';
import { ProjectInformation } from './project-information';
import { ProjectRentalHistory } from './project-rental-history';
import { URBAN_ACTION_CHIP } from './project-profile-constants';

function UrbanActionInfo({ info }: { info: NonNullable<ProjectDisplayResponse['urbanaction_info']> }) {
  const href = safeHref(info.link);
  if (href === null) return null;
  const published = formatIsoDay(info.publication_date) ?? info.publication_date;
  return (
    <Text>
      <Anchor href={href} download>
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
            fileName={`project_${display.id}`}
            title={display.name}
          />
        </Group>
        <ProfileDetails groups={display.profile_details} relatedSales={display.related_sales} />
        {display.urbanaction_info && <UrbanActionInfo info={display.urbanaction_info} />}
        <ProjectImages display={display} />
        {display.charts.map((chart) => (
          <ChartTable key={chart.name} chart={chart} />
        ))}
        {display.chart_config?.oldstock && (
          <ProjectRentalHistory projectId={display.id} config={display.chart_config.oldstock} />
        )}
        <ProjectInformation display={display} />
        <DetailSections title="Residential Breakdown" sections={display.project_residential_breakdown} />
        <DetailSections title="Project Details" sections={display.project_details} />
        {display.gallery.length > 0 && (
          <Stack gap="sm">
            <Title order={2}>Gallery</Title>
            <GalleryCarousel
              title={`${display.name} gallery`}
              pictures={display.gallery.flatMap((picture) => {
                const src = safeHref(picture.image);
                return src === null ? [] : [{ src, caption: picture.caption }];
              })}
            />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
