import type { ShippingAddress } from '@shared/schemas/orders';

/** A South African delivery address, as a label would show it. */
export function Address({ address }: { address: ShippingAddress }) {
  const { street, suburb, city, province, postalCode } = address;
  return (
    <address className="not-italic">
      {street}
      <br />
      {suburb}, {city}
      <br />
      {province}, {postalCode}
    </address>
  );
}
