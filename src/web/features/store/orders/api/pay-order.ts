import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/constants';
import { httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { goToPayment } from '@web/lib/payment-redirect';

/** 'Pay again' (to PayFast) or 'Pay by EFT instead' (the page then shows the bank details). */
export function usePayOrder(orderId: string, key: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) =>
      httpTransport('payOrder', { params: { id: orderId }, body: { method, key } }),
    onSuccess: async (start) => {
      if (start.method === 'payfast') return goToPayment(start);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    },
  });
}
