import { Group, Image, ScrollArea, Stack, Text } from '@mantine/core';
import { PROJECT_LEGEND } from '../../api/map-icons';
import type { ProjectType } from '../../api/search';
import { CLUSTER_LEGEND_LABELS, LEGEND_LIST_HEIGHT } from './map-constants';
import { iconUrl, projectIconUrl, type PinKind } from './pin-icons';

/** A sales sub-type on the legend: its icon key (icons/sales/{key}.svg) and its label. */
export interface SaleLegendEntry {
  iconKey: string;
  label: string;
}

interface MapLegendProps {
  kind: PinKind;
  /** Project legends show this type's icons; both types when absent (part 1 §9). */
  projectType?: ProjectType;
  saleSubTypes?: readonly SaleLegendEntry[];
}

const CLUSTER_ART = ['under-100', '100-or-more', '750-or-more'] as const;
const PROJECT_TYPE_LABELS: Record<ProjectType, string> = { condo: 'Condo', 'purpose-built': 'Purpose-built' };

function LegendItem({ src, label }: { src: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Image src={src} alt="" w={16} h={18} fit="contain" />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

export function MapLegend({ kind, projectType, saleSubTypes = [] }: MapLegendProps) {
  const projectTypes: ProjectType[] = projectType ? [projectType] : ['condo', 'purpose-built'];
  return (
    <Group align="flex-start" gap="lg" aria-label="Map legend" role="group">
      {kind === 'sales' ? (
        <Stack gap={2}>
          <Text size="xs" fw={700}>
            Sales
          </Text>
          <ScrollArea h={LEGEND_LIST_HEIGHT} type="auto">
            <Stack gap={2}>
              {saleSubTypes.map((entry) => (
                <LegendItem key={entry.iconKey} src={iconUrl(`sales/${entry.iconKey}.svg`)} label={entry.label} />
              ))}
            </Stack>
          </ScrollArea>
        </Stack>
      ) : (
        projectTypes.map((type) => (
          <Stack key={type} gap={2}>
            <Text size="xs" fw={700}>
              {PROJECT_TYPE_LABELS[type]}
            </Text>
            <Stack gap={2} mah={LEGEND_LIST_HEIGHT}>
              {(kind === 'rentals'
                ? PROJECT_LEGEND[type].filter((e) => e.key === 'purpose-built-occupied')
                : PROJECT_LEGEND[type]
              ).map((entry) => (
                <LegendItem key={entry.key} src={projectIconUrl(entry.key)} label={entry.label} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
      <Stack gap={2}>
        <Text size="xs" fw={700}>
          Clusters
        </Text>
        {CLUSTER_LEGEND_LABELS.map((label, step) => (
          <LegendItem key={label} src={iconUrl(`clusters/${CLUSTER_ART[step]}.svg`)} label={label} />
        ))}
      </Stack>
    </Group>
  );
}
