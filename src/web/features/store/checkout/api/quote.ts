import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '@shared/constants';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The checkout's review, priced by the server, with the coupon's outcome. */
export const quoteQuery = (couponCode: string | undefined, deliveryMethod: DeliveryMethod) =>
  queryOptions({
    queryKey: queryKeys.quote(couponCode, deliveryMethod),
    queryFn: endpointQueryFn('quoteCheckout', { body: { couponCode, deliveryMethod } }),
  });

export const useQuote = (couponCode: string | undefined, deliveryMethod: DeliveryMethod) =>
  useQuery({ ...quoteQuery(couponCode, deliveryMethod), placeholderData: keepPreviousData });
