import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { deliveryWords } from '@web/lib/delivery-words';
import { queryKeys } from '@web/lib/query-keys';

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: endpointQueryFn('getConfig', {}),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(configQuery).data;

/**
 * Whether the shop is registered for VAT (a VAT number in its settings): only then do its pages say
 * prices include VAT (docs/decisions/0020-invoices.md).
 */
export const useVatIncluded = () => Boolean(usePublicConfig()?.business?.vatNumber);

/**
 * The delivery fees of the shop's settings as its pages word them; the site's loader reads the config,
 * so a server-rendered page has them.
 */
export const useDeliveryWords = () => deliveryWords(usePublicConfig()?.delivery);
