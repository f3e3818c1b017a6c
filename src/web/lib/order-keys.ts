/**
 * A guest's order keys, kept in this browser: PayFast sends the shopper back to the order's page
 * without the key in its address (the key never leaves the shop; docs/decisions/0009).
 */
const storageKey = (orderId: string) => `lekker-order-key:${orderId}`;

export function rememberOrderKey(orderId: string, key: string): void {
  try {
    localStorage.setItem(storageKey(orderId), key);
  } catch {
    // Storage may be full or blocked: the page's address still carries the key.
  }
}

/** The key in the page's address, else the one this browser kept for the order. */
export function orderKey(orderId: string, fromAddress: string | null): string | undefined {
  if (fromAddress) return fromAddress;
  try {
    return localStorage.getItem(storageKey(orderId)) ?? undefined;
  } catch {
    return undefined;
  }
}
