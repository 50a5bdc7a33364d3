/** Texts of the sales views, word for word from part 2 §2.5 where the spec gives them (titles: contract/views.ts). */

export const PROPERTY_TYPE_LABEL = 'Property Type';
export const SALE_DATE_FROM_LABEL = 'Sale Date From';
export const SALE_DATE_TO_LABEL = 'Sale Date To';
/** Shown before the first search: a sales search needs a property type (part 2 §5). */
export const CHOOSE_PROPERTY_TYPE_HINT = 'Choose at least one property type, then Search.';
