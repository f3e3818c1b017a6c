import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orderPath } from '@shared/routes';
import type { OpenedOrder, PlaceOrderBody } from '@shared/schemas/checkout';
import { cartChanged } from '@web/api/cart';
import { httpTransport } from '@web/lib/api-client';
import { paymentMethodsChanged } from '@web/lib/payment-methods';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';
import { rememberOrderKey } from '@web/lib/order-keys';
import { goToPayment } from '@web/lib/payment-redirect';

/**
 * Place Order: on success the cart is empty and the shopper lands on the order's page, or, paying
 * with PayFast, on PayFast's payment page (which sends them back to the order's page).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => httpTransport('placeOrder', { body }),
    meta: {
      failure: titledFailure('Could not place your order', {
        wording: {
          eft_unavailable: 'The shop no longer takes EFT payments. Please choose another way to pay.',
          payments_unavailable: 'The shop cannot take payments yet. Please try again later.',
        },
      }),
    },
    onError: (error) => {
      // The ways to pay changed since the page was loaded: read them again, so it offers the rest.
      if (paymentMethodsChanged(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.config });
    },
    onSuccess: async ({ order, accessKey, payment }) => {
      // An order just placed has no invoice yet: its page opens with what Place Order answered.
      queryClient.setQueryData(queryKeys.orders.detail(order.id), {
        ...order,
        documents: [],
      } satisfies OpenedOrder);
      rememberOrderKey(order.id, accessKey);
      if (payment.method === 'payfast') return goToPayment(payment);
      await navigate(orderPath(order.id, accessKey), { state: { placed: true } });
      cartChanged(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // Stock changed: product pages show it on their next load.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
