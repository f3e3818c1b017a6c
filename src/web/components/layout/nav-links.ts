import { CATEGORIES, CATEGORY_NAV_LABELS } from '@shared/constants';
import { categoryPath } from '@shared/routes';

/** The navigation's links (SPEC.md §2): Home, then each category. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  ...CATEGORIES.map((c) => ({ to: categoryPath(c), label: CATEGORY_NAV_LABELS[c] })),
];
