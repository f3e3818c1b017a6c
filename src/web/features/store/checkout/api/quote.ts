import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '@shared/constants';
import type { Quote } from '@shared/schemas/checkout';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The checkout's review, priced by the server, with the coupon's outcome. */
export const useQuote = (couponCode: string | undefined, deliveryMethod: DeliveryMethod) =>
  useQuery({
    queryKey: queryKeys.quote(couponCode, deliveryMethod),
    queryFn: () => api<Quote>('POST', '/api/checkout/quote', { couponCode, deliveryMethod }),
    placeholderData: keepPreviousData,
  });
