/**
 * An order whose customer deleted their account keeps its lines and money but not its customer
 * (docs/decisions/0021-privacy.md): their name, email, phone and address are stored empty.
 */
export const isCustomerErased = (order: { customerEmail: string }) => order.customerEmail === '';

/** What the admin's screens show in place of an erased customer, and of their details. */
export const ERASED_CUSTOMER = 'Deleted customer';
export const ERASED_DETAIL = 'Erased at their request';
