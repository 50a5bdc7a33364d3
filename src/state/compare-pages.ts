/**
 * Where the two compare pages live (part 1 §4, part 2 §2.12): 'View Compare List' links go
 * there, and adding or removing on a profile moves the user there (part 2 §2.8, §4).
 */
export const PROJECT_COMPARE_PATH = '/project/compare';
export const RENTAL_COMPARE_PATH = '/rental/compare';
