import { memo } from 'react';
import { Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { LandingFilterCategory } from '@contract/urban-landing';
import {
  isCategorySelected,
  isOptionSelected,
  toggleCategory,
  toggleOption,
  type CategorySelection,
} from '@contract/landing-categories';

interface CategoryChecklistProps {
  categories: readonly LandingFilterCategory[];
  selection: CategorySelection;
  onChange: (selection: CategorySelection) => void;
  /** Columns of the option grid (the sales category has dozens of sub-types). */
  optionColumns?: number;
}

/** Category checkboxes with their options (part 1 §2, §4). */
/**
 * Memoized: the page re-renders whenever a tab's view changes, and the checklist's props do
 * not change then (the sales options alone are dozens of checkboxes).
 */
export const CategoryChecklist = memo(function CategoryChecklist({
  categories,
  selection,
  onChange,
  optionColumns = 1,
}: CategoryChecklistProps) {
  return (
    <Stack gap="sm">
      {categories.map((category) => {
        const selected = isCategorySelected(selection, category.id);
        const enabledOptions = category.options.filter((option) => !option.disabled);
        const allOptions =
          selected && enabledOptions.every((option) => isOptionSelected(selection, category.id, option.id));
        return (
          <Fieldset
            key={category.id}
            variant="unstyled"
            legend={
              <Checkbox
                label={category.name}
                checked={selected}
                indeterminate={selected && !allOptions}
                disabled={category.disabled}
                onChange={() => onChange(toggleCategory(selection, category))}
                fw={600}
              />
            }
          >
            <SimpleGrid
              cols={optionColumns}
              spacing="xs"
              verticalSpacing={4}
              pl="lg"
              role="group"
              aria-label={`${category.name} options`}
            >
              {category.options.map((option) => (
                <Checkbox
                  key={option.id}
                  size="xs"
                  label={option.name}
                  checked={isOptionSelected(selection, category.id, option.id)}
                  disabled={category.disabled || option.disabled}
                  onChange={() => onChange(toggleOption(selection, category, option.id))}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
});
