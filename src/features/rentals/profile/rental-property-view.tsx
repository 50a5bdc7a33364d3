import { useRef } from 'react';
import { Stack } from '@mantine/core';
import { useSnapshot } from 'valtio';
import type { RentalPropertyDisplayResponse } from '@contract/rental-display';
import { RENTAL_PROFILE_PDF } from '../../../components/pdf-export/pdf-constants';
import { SaveAsPdfButton } from '../../../components/pdf-export/save-as-pdf-button';
import { RentalHistoricalTable } from '../../../components/rental-historical-table/rental-historical-table';
import { configurationStore } from '../../../state/configuration';
import { ChartTable } from '../../../components/profile/chart-table';
import { profileDataAsOf } from '../../../components/profile/shown-text';
import { DetailSections } from '../../../components/profile/detail-sections';
import { PROJECT_DETAILS_TITLE, RESIDENTIAL_BREAKDOWN_TITLE } from '../../../components/profile/profile-constants';
import { ProfileDetails } from '../../../components/profile/profile-details';
import { ProfileGallery } from '../../../components/profile/profile-gallery';
import { ProfileImages } from '../../../components/profile/profile-images';
import { ProfileInformation } from '../../../components/profile/profile-information';
import { RentalCompareButtons } from './rental-compare-buttons';
import { rentalChartTable } from './rental-chart-table';
import { PROPERTY_INFORMATION_TITLE } from './rental-profile-constants';
import { SelectMonthPicker } from './select-month-picker';
import { useMonthActivity } from './use-month-activity';

/**
 * The 'View Property' tab (part 2 §2.8), in the order the spec lists its content: Save as PDF
 * (scale 3, part 2 §9), the profile detail blocks, the main picture and the map, Property
 * Information, the project details tables, the residential breakdown, the chart tables with the
 * Select Month picker that replaces the first one's data, the gallery and the historical table.
 */
export function RentalPropertyView({ display }: { display: RentalPropertyDisplayResponse }) {
  const printable = useRef<HTMLDivElement>(null);
  const { rentalBasic } = useSnapshot(configurationStore);
  const bounds = display.chart_config.oldstock;
  const activity = useMonthActivity(display.id, display.charts, display.charts[0]?.data_as_of ?? display.dates.max);

  return (
    <Stack gap="lg">
      <RentalCompareButtons propertyId={display.id} />
      <Stack gap="lg" ref={printable}>
        <SaveAsPdfButton
          target={printable}
          pageOptions={RENTAL_PROFILE_PDF}
          title={display.name}
          dataAsOf={profileDataAsOf(display.charts)}
        />
        <ProfileDetails groups={display.profile_details} />
        <ProfileImages display={display} />
        <ProfileInformation title={PROPERTY_INFORMATION_TITLE} amenities={display.amenities} />
        <DetailSections title={PROJECT_DETAILS_TITLE} sections={display.project_details} />
        <DetailSections title={RESIDENTIAL_BREAKDOWN_TITLE} sections={display.project_residential_breakdown} />
        {display.charts.length > 0 && (
          <SelectMonthPicker bounds={bounds} month={activity.month} onPick={activity.pickMonth} />
        )}
        {activity.charts.map((chart, index) => (
          // By position: the first chart keeps its place when a month's activity replaces it.
          <ChartTable key={index} chart={rentalChartTable(chart)} expandable />
        ))}
        <ProfileGallery name={display.name} gallery={display.gallery} />
        <RentalHistoricalTable
          source={{ kind: 'property', propertyId: display.id }}
          bounds={bounds}
          timeRangeOptions={rentalBasic?.timePeriodOptions ?? []}
        />
      </Stack>
    </Stack>
  );
}
