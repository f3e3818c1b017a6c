import type { DefaultValues, FieldErrors, FieldValues } from 'react-hook-form';
import type { Promotion, PromotionInput } from '@shared/schemas/promotions';

/** The promotion dialog starts applying to all products, active (docs/specification.md §4). */
export const EMPTY_PROMOTION: DefaultValues<PromotionInput> = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  appliesToAll: true,
  category: null,
  isActive: true,
};

/** A promotion as its dialog edits it: the fields the server takes back. */
export const promotionToInput = (promotion: Promotion): PromotionInput => ({
  name: promotion.name,
  description: promotion.description,
  discountBps: promotion.discountBps,
  startDate: promotion.startDate,
  endDate: promotion.endDate,
  appliesToAll: promotion.appliesToAll,
  category: promotion.category,
  isActive: promotion.isActive,
});

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * What the promotion form's 'Validation Error' notice says (docs/specification.md §5): a required field
 * left blank, else the first problem the shared schema found, as a sentence.
 */
export function validationProblem(errors: FieldErrors, values: FieldValues): string {
  if (Object.keys(errors).some((field) => isBlank(values[field])))
    return 'Please fill in all required fields.';
  const message = String(Object.values(errors)[0]?.message ?? '');
  return message.endsWith('.') ? message : `${message}.`;
}
