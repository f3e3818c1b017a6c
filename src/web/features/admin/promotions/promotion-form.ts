import type { Category } from '@shared/constants';
import { parseAmountToCents } from '@shared/money';
import type { Promotion, PromotionInput } from '@shared/schemas/promotions';

/** The promotion dialog's fields as typed. */
export interface PromotionForm {
  name: string;
  description: string;
  percentage: string;
  /** datetime-local values: local time, YYYY-MM-DDTHH:mm. */
  start: string;
  end: string;
  appliesToAll: boolean;
  category: Category | undefined;
  isActive: boolean;
}

/** docs/specification.md §4: a closed dialog resets to apply to all products, active. */
export const EMPTY_PROMOTION_FORM: PromotionForm = {
  name: '',
  description: '',
  percentage: '',
  start: '',
  end: '',
  appliesToAll: true,
  category: undefined,
  isActive: true,
};

/** An instant as a datetime-local value in the browser's time zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function promotionToForm(p: Promotion): PromotionForm {
  return {
    name: p.name,
    description: p.description ?? '',
    percentage: (p.discountBps / 100).toString(),
    start: toLocalInput(p.startDate),
    end: toLocalInput(p.endDate),
    appliesToAll: p.appliesToAll,
    category: p.category ?? undefined,
    isActive: p.isActive,
  };
}

/**
 * docs/specification.md §5: the promotion form's checks, shown as a 'Validation Error' notice. Returns the
 * message, or the input to save.
 */
export function checkPromotionForm(form: PromotionForm): { error: string } | { input: PromotionInput } {
  if (!form.name.trim() || !form.percentage.trim() || !form.start || !form.end) {
    return { error: 'Please fill in all required fields.' };
  }
  const bps = parseAmountToCents(form.percentage);
  if (bps === undefined || bps <= 0 || bps > 10_000) {
    return { error: 'Discount percentage must be between 0 and 100.' };
  }
  const startDate = new Date(form.start).toISOString();
  const endDate = new Date(form.end).toISOString();
  if (endDate <= startDate) return { error: 'The end must come after the start.' };
  return {
    input: {
      name: form.name,
      description: form.description.trim() === '' ? null : form.description,
      discountBps: bps,
      startDate,
      endDate,
      appliesToAll: form.appliesToAll,
      category: form.appliesToAll ? null : (form.category ?? null),
      isActive: form.isActive,
    },
  };
}
