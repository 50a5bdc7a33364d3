import { memo, type ReactNode } from 'react';
import { Group, Image, ScrollArea, Stack, Text } from '@mantine/core';
import { PROJECT_LEGEND, type ProjectLegendEntry } from '@contract/map-icons';
import type { SubPropertyTypeOption } from '@contract/sales-options';
import type { ProjectType } from '@contract/product-facts';
import { CLUSTER_LEGEND_LABELS, LEGEND_LIST_HEIGHT } from './map-constants';
import { iconUrl, projectIconUrl, RENTAL_ICON, saleIconUrl, type PinKind } from './pin-icons';

/** A sales sub-type on the legend, as the sales options list it (name and icon key or path). */
export type SaleLegendEntry = Pick<SubPropertyTypeOption, 'name' | 'icon'>;

interface MapLegendProps {
  /** The kinds of pins on the map; each adds its icons (the landing map shows several). */
  kinds: readonly PinKind[];
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

function LegendList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700}>
        {title}
      </Text>
      {/* The list scrolls past its height (part 1 §9), so a keyboard user must be able to reach
          it to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): the viewport takes focus. */}
      <ScrollArea.Autosize
        mah={LEGEND_LIST_HEIGHT}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'group', 'aria-label': `${title} legend` }}
      >
        <Stack gap={2}>{children}</Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/**
 * Project icons per type: the searched type's (both without one) for project pins, the occupied
 * purpose-built icon for old-stock rentals, each icon once.
 */
function projectGroups(
  kinds: readonly PinKind[],
  projectType: ProjectType | undefined,
): Array<[ProjectType, ProjectLegendEntry[]]> {
  const groups: Array<[ProjectType, ProjectLegendEntry[]]> = [];
  for (const type of ['condo', 'purpose-built'] as const) {
    const projectsShown = kinds.includes('projects') && (projectType === undefined || projectType === type);
    const entries = PROJECT_LEGEND[type].filter(
      (entry) => projectsShown || (kinds.includes('rentals') && entry.key === RENTAL_ICON),
    );
    if (entries.length > 0) groups.push([type, [...entries]]);
  }
  return groups;
}

/**
 * The legend of part 1 §9: project icons by type, the sales sub-types, and cluster steps, for the
 * kinds shown. Memoized: new clusters on the map do not render its dozens of entries again.
 */
export const MapLegend = memo(function MapLegend({ kinds, projectType, saleSubTypes = [] }: MapLegendProps) {
  return (
    <Group align="flex-start" gap="lg" role="group" aria-label="Map legend">
      {projectGroups(kinds, projectType).map(([type, entries]) => (
        <LegendList key={type} title={PROJECT_TYPE_LABELS[type]}>
          {entries.map((entry) => (
            <LegendItem key={entry.key} src={projectIconUrl(entry.key)} label={entry.label} />
          ))}
        </LegendList>
      ))}
      {kinds.includes('sales') && (
        <LegendList title="Sales">
          {saleSubTypes.map((entry) => (
            <LegendItem key={entry.name} src={saleIconUrl(entry.icon)} label={entry.name} />
          ))}
        </LegendList>
      )}
      <LegendList title="Clusters">
        {CLUSTER_LEGEND_LABELS.map((label, step) => (
          <LegendItem key={label} src={iconUrl(`clusters/${CLUSTER_ART[step]}.svg`)} label={label} />
        ))}
      </LegendList>
    </Group>
  );
});
