import { CATEGORIES, CATEGORY_NAV_LABELS } from '@shared/constants';
import { categoryPath } from '@shared/routes';
import { cn } from '@web/lib/utils';

/** The navigation's links (docs/specification.md §2): Home, then each category. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  ...CATEGORIES.map((c) => ({ to: categoryPath(c), label: CATEGORY_NAV_LABELS[c] })),
];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'text-sm font-medium transition-colors hover:text-primary',
    isActive ? 'text-primary' : 'text-foreground',
  );
