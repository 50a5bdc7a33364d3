import type { LandingFilterCategory } from './urban-landing';

/**
 * The category rules of the landing page (part 1 §4 "Landing page"). A selected category always
 * has at least one selected option: removing its last option removes the category.
 */
export type CategorySelection = Readonly<Record<string, readonly string[]>>;

function enabledOptionIds(category: LandingFilterCategory): string[] {
  return category.options.filter((option) => !option.disabled).map((option) => option.id);
}

function withCategory(
  selection: CategorySelection,
  categoryId: string,
  optionIds: readonly string[],
): CategorySelection {
  const next: Record<string, readonly string[]> = { ...selection };
  if (optionIds.length === 0) delete next[categoryId];
  else next[categoryId] = optionIds;
  return next;
}

/** Options that are enabled and checked (of enabled categories) become the initial selection. */
export function initialCategorySelection(categories: readonly LandingFilterCategory[]): CategorySelection {
  let selection: CategorySelection = {};
  for (const category of categories) {
    if (category.disabled) continue;
    const checked = category.options.filter((option) => !option.disabled && option.checked).map((option) => option.id);
    selection = withCategory(selection, category.id, checked);
  }
  return selection;
}

export function isCategorySelected(selection: CategorySelection, categoryId: string): boolean {
  return selection[categoryId] !== undefined;
}

export function isOptionSelected(selection: CategorySelection, categoryId: string, optionId: string): boolean {
  return selection[categoryId]?.includes(optionId) ?? false;
}

/** Selecting a category selects all its enabled options; deselecting removes it. */
export function toggleCategory(selection: CategorySelection, category: LandingFilterCategory): CategorySelection {
  if (isCategorySelected(selection, category.id)) return withCategory(selection, category.id, []);
  return withCategory(selection, category.id, enabledOptionIds(category));
}

/**
 * Toggling an option of an unselected category selects only that option; removing the last
 * option removes the category.
 */
export function toggleOption(
  selection: CategorySelection,
  category: LandingFilterCategory,
  optionId: string,
): CategorySelection {
  const current = selection[category.id];
  if (current === undefined) return withCategory(selection, category.id, [optionId]);
  const chosen = new Set(current);
  if (chosen.has(optionId)) chosen.delete(optionId);
  else chosen.add(optionId);
  return withCategory(
    selection,
    category.id,
    category.options.filter((option) => chosen.has(option.id)).map((option) => option.id),
  );
}
