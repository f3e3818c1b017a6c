import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/constants';
import { httpTransport } from '@web/lib/api-client';
import { paymentMethodsChanged } from '@web/lib/payment-methods';
import { queryKeys } from '@web/lib/query-keys';
import { goToPayment } from '@web/lib/payment-redirect';

/** 'Pay again' (to PayFast) or 'Pay by EFT instead' (the page then shows the bank details). */
export function usePayOrder(orderId: string, key: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) =>
      httpTransport('payOrder', { params: { id: orderId }, body: { method, key } }),
    onError: (error) => {
      // The ways to pay changed since the page was loaded: read them again, so it offers the rest.
      if (paymentMethodsChanged(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.config });
    },
    onSuccess: async (start) => {
      if (start.method === 'payfast') return goToPayment(start);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    },
  });
}
