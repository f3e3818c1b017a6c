/**
 * The demo products that come in sizes, colours or weights (docs/decisions/0018-product-variants.md):
 * their options and the combinations kept, each with its price, sale price and stock, some sold out.
 * A colour's `accent` draws that variant its own picture.
 */
export interface DemoVariant {
  values: string[];
  priceCents: number;
  salePriceCents?: number;
  stock: number;
  accent?: string;
}

export interface DemoVariants {
  options: Array<{ name: string; values: string[] }>;
  variants: DemoVariant[];
}

const sizes = (
  values: string[],
  priceCents: number,
  stocks: number[],
  larger?: { from: number; priceCents: number },
) => ({
  options: [{ name: 'Size', values }],
  variants: values.map((value, i) => ({
    values: [value],
    priceCents: larger && i >= larger.from ? larger.priceCents : priceCents,
    stock: stocks[i] ?? 0,
  })),
});

const colours = (
  rows: Array<{ colour: string; accent: string; stock: number }>,
  priceCents: number,
  salePriceCents?: number,
): DemoVariants => ({
  options: [{ name: 'Colour', values: rows.map((row) => row.colour) }],
  variants: rows.map(({ colour, accent, stock }) => ({
    values: [colour],
    priceCents,
    ...(salePriceCents !== undefined && { salePriceCents }),
    stock,
    accent,
  })),
});

const weights = (rows: Array<{ weight: string; priceCents: number; stock: number }>): DemoVariants => ({
  options: [{ name: 'Weight', values: rows.map((row) => row.weight) }],
  variants: rows.map(({ weight, priceCents, stock }) => ({ values: [weight], priceCents, stock })),
});

/** By the product's SKU. */
export const DEMO_VARIANTS: Readonly<Record<string, DemoVariants>> = {
  'GY-001': weights([
    { weight: '2.5 kg', priceCents: 18_900, stock: 10 },
    { weight: '5 kg', priceCents: 38_900, stock: 20 },
    { weight: '7.5 kg', priceCents: 54_900, stock: 10 },
    { weight: '10 kg', priceCents: 69_900, stock: 0 },
  ]),
  // Every weight sold out: the product is out of stock.
  'GY-004': weights([
    { weight: '12 kg', priceCents: 99_000, stock: 0 },
    { weight: '16 kg', priceCents: 119_000, stock: 0 },
    { weight: '20 kg', priceCents: 139_000, stock: 0 },
  ]),
  'GY-006': colours(
    [
      { colour: 'Purple', accent: '#7d5ba6', stock: 20 },
      { colour: 'Charcoal', accent: '#3d3d3d', stock: 13 },
    ],
    49_900,
    34_900,
  ),
  'GY-011': sizes(['S', 'M', 'L', 'XL'], 34_900, [6, 9, 0, 12], { from: 3, priceCents: 36_900 }),
  'GY-012': colours(
    [
      { colour: 'Olive', accent: '#556b5d', stock: 6 },
      { colour: 'Black', accent: '#2b2b2b', stock: 5 },
      { colour: 'Sand', accent: '#c8a97e', stock: 0 },
    ],
    58_900,
  ),
  'MN-004': colours(
    [
      { colour: 'Brown', accent: '#9c6b3f', stock: 2 },
      { colour: 'Black', accent: '#222222', stock: 0 },
    ],
    45_900,
    36_900,
  ),
  'MN-009': sizes(['S', 'M', 'L', 'XL'], 27_900, [5, 8, 6, 0]),
  'MN-010': colours(
    [
      { colour: 'Olive', accent: '#5b6b4e', stock: 5 },
      { colour: 'Tan', accent: '#b5835a', stock: 3 },
    ],
    125_000,
    87_500,
  ),
  'WM-005': colours(
    [
      { colour: 'Tan', accent: '#8b5a3c', stock: 3 },
      { colour: 'Black', accent: '#1f1f1f', stock: 3 },
      { colour: 'Burgundy', accent: '#6d1f2f', stock: 0 },
    ],
    139_900,
  ),
  'WM-008': colours(
    [
      { colour: 'Charcoal', accent: '#4a4a4a', stock: 1 },
      { colour: 'Camel', accent: '#c19a6b', stock: 0 },
      { colour: 'Rust', accent: '#a0522d', stock: 0 },
    ],
    59_900,
  ),
  // Every size sold out: the product is out of stock.
  'WM-010': sizes(['S', 'M', 'L'], 21_900, [0, 0, 0]),
};
