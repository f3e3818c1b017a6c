import type { ErrorCode } from '@shared/api/error-codes';
import type { PaymentMethod } from '@shared/constants';
import type { PublicConfig } from '@shared/schemas/config';
import { hasErrorCode } from './error-message';

/**
 * The ways to pay the shop offers now, the default first: EFT while it has a bank account
 * (docs/decisions/0019-shop-settings.md), then PayFast when it is configured. Before the config has
 * loaded, EFT, as the shop always offered it.
 */
export const offeredPaymentMethods = (
  config: Pick<PublicConfig, 'eft' | 'payfastEnabled'> | undefined,
): PaymentMethod[] => [
  ...(config?.eft !== null ? (['eft'] as const) : []),
  ...(config?.payfastEnabled ? (['payfast'] as const) : []),
];

/** The refusals that mean the ways to pay changed since the page read them. */
const METHODS_CHANGED: ErrorCode[] = [
  'eft_unavailable',
  'payments_unavailable',
  'payment_method_unavailable',
];

/** Whether a failure says the ways to pay changed: the config is then read again. */
export const paymentMethodsChanged = (failure: unknown): boolean =>
  METHODS_CHANGED.some((code) => hasErrorCode(failure, code));
