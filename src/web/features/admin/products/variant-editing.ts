import {
  MAX_OPTIONS,
  MAX_OPTION_VALUES,
  MAX_VARIANTS,
  type VariantInput,
} from '@shared/schemas/admin-products';
import type { ProductOption } from '@shared/schemas/catalog';

/**
 * The product form's options and the variants made from them (docs/decisions/0018-product-variants.md),
 * edited together: each edit of the options keeps the variants the owner has, with their prices,
 * stock and ids, and makes or drops only the combinations the edit adds or removes. A variant's SKU
 * is made from its product's and its values, and follows them until the owner types another.
 */

export type FormVariant = VariantInput;
export interface OptionsState {
  options: ProductOption[];
  variants: FormVariant[];
}
/** An edit's result: the new options and variants, or why the edit cannot be made. */
export type Edited = OptionsState | { problem: string };

/** What a new variant starts from: the product's SKU and what it sells for now. */
export interface VariantSeed {
  sku: string;
  priceCents: number | null | undefined;
  salePriceCents: number | null | undefined;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A variant's SKU from its product's and its values: GLOVE-01 in M and Tan is GLOVE-01-M-TAN. */
export function variantSku(productSku: string, values: readonly string[]): string {
  const words = values.map((value) => value.trim().toUpperCase().replace(/\s+/g, ''));
  return [productSku.trim(), ...words]
    .filter((part) => part !== '')
    .join('-')
    .slice(0, 64);
}

/** The variant with new option values; a SKU made from its old values is made again from the new. */
function revalued(variant: FormVariant, optionValues: string[], productSku: string): FormVariant {
  const made = variant.sku === variantSku(productSku, variant.optionValues);
  return { ...variant, optionValues, sku: made ? variantSku(productSku, optionValues) : variant.sku };
}

/** A new combination, priced as `like` is (or as the product is), with no stock yet. */
function newVariant(seed: VariantSeed, optionValues: string[], like?: FormVariant): FormVariant {
  return {
    sku: variantSku(seed.sku, optionValues),
    optionValues,
    // Blank when the product has no price yet: the table asks for one.
    priceCents: (like?.priceCents ?? seed.priceCents) as number,
    salePriceCents: like?.salePriceCents ?? seed.salePriceCents ?? null,
    inventoryQuantity: 0,
    image: null,
    isActive: true,
  };
}

/** Variants in the order of their options' values, the first option's first. */
function ordered(options: ProductOption[], variants: FormVariant[]): FormVariant[] {
  const rank = (variant: FormVariant) =>
    variant.optionValues.map((value, i) => options[i]?.values.indexOf(value) ?? -1);
  return [...variants].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return 0;
  });
}

function checked(options: ProductOption[], variants: FormVariant[]): Edited {
  if (variants.length > MAX_VARIANTS)
    return {
      problem: `A product can have at most ${MAX_VARIANTS} variants: this would make ${variants.length}`,
    };
  return { options, variants: ordered(options, variants) };
}

function valueProblem(option: ProductOption, value: string, except?: string): string | undefined {
  if (value.trim() === '') return 'Type a value';
  if (option.values.some((v) => v !== except && same(v, value.trim())))
    return `${option.name} has ${value.trim()} already`;
  return undefined;
}

/**
 * A new option with its values. The first option turns the product's own price and stock into its
 * first variant (`simple`, the product's one variant, keeps its id and stock); a later one gives each
 * variant its first value and copies it for the others, with no stock.
 */
export function addOption(
  state: OptionsState,
  option: ProductOption,
  seed: VariantSeed,
  simple: FormVariant,
): Edited {
  const name = option.name.trim();
  // Each value once (the first spelling of it), blanks left out.
  const values = option.values
    .map((v) => v.trim())
    .filter((v, i, all) => v !== '' && all.findIndex((w) => same(w, v)) === i);
  if (state.options.length >= MAX_OPTIONS)
    return { problem: `A product can have at most ${MAX_OPTIONS} options` };
  if (name === '') return { problem: 'Name the option' };
  if (state.options.some((o) => same(o.name, name)))
    return { problem: `The product has an option ${name} already` };
  if (values.length === 0) return { problem: 'Give the option at least one value' };
  if (values.length > MAX_OPTION_VALUES)
    return { problem: `An option can have at most ${MAX_OPTION_VALUES} values` };
  const options = [...state.options, { name, values }];
  // The product's own SKU becomes its first variant's made from the values.
  const existing =
    state.options.length === 0
      ? [{ ...simple, sku: variantSku(seed.sku, []), optionValues: [] }]
      : state.variants;
  const variants = existing.flatMap((variant) =>
    values.map((value, j) => {
      const optionValues = [...variant.optionValues, value];
      return j === 0 ? revalued(variant, optionValues, seed.sku) : newVariant(seed, optionValues, variant);
    }),
  );
  return checked(options, variants);
}

/** Without the option: each variant loses its value, and variants left alike become one (the first). */
export function removeOption(state: OptionsState, index: number, productSku: string): OptionsState {
  const options = state.options.filter((_, i) => i !== index);
  if (options.length === 0) return { options, variants: [] };
  const kept = new Map<string, FormVariant>();
  for (const variant of state.variants) {
    const optionValues = variant.optionValues.filter((_, i) => i !== index);
    const key = JSON.stringify(optionValues);
    if (!kept.has(key)) kept.set(key, revalued(variant, optionValues, productSku));
  }
  return { options, variants: ordered(options, [...kept.values()]) };
}

const swapped = <T>(list: readonly T[], i: number, j: number): T[] => {
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
};

/** The option moved one place (-1 up, +1 down), each variant's values with it. */
export function moveOption(state: OptionsState, index: number, by: -1 | 1, productSku: string): OptionsState {
  const to = index + by;
  if (to < 0 || to >= state.options.length) return state;
  const options = swapped(state.options, index, to);
  const variants = state.variants.map((v) => revalued(v, swapped(v.optionValues, index, to), productSku));
  return { options, variants: ordered(options, variants) };
}

/** A new value of an option: a variant for it with each combination of the other options' values kept. */
export function addValue(state: OptionsState, index: number, value: string, seed: VariantSeed): Edited {
  const option = state.options[index]!;
  const problem = valueProblem(option, value);
  if (problem) return { problem };
  if (option.values.length >= MAX_OPTION_VALUES)
    return { problem: `An option can have at most ${MAX_OPTION_VALUES} values` };
  const added = value.trim();
  const options = state.options.map((o, i) => (i === index ? { ...o, values: [...o.values, added] } : o));
  const others = new Map<string, FormVariant>();
  for (const variant of state.variants) {
    const key = JSON.stringify(variant.optionValues.filter((_, i) => i !== index));
    if (!others.has(key)) others.set(key, variant);
  }
  const made = [...others.values()].map((like) =>
    newVariant(
      seed,
      like.optionValues.map((v, i) => (i === index ? added : v)),
      like,
    ),
  );
  return checked(options, [...state.variants, ...made]);
}

/** Without the value, and without the variants that have it; an option keeps at least one value. */
export function removeValue(state: OptionsState, index: number, value: string): Edited {
  const option = state.options[index]!;
  if (option.values.length === 1)
    return { problem: `${option.name} needs a value: remove the option instead` };
  const options = state.options.map((o, i) =>
    i === index ? { ...o, values: o.values.filter((v) => v !== value) } : o,
  );
  return { options, variants: state.variants.filter((v) => v.optionValues[index] !== value) };
}

/** The value renamed, in the option and in every variant that has it. */
export function renameValue(
  state: OptionsState,
  index: number,
  from: string,
  to: string,
  productSku: string,
): Edited {
  const option = state.options[index]!;
  const problem = valueProblem(option, to, from);
  if (problem) return { problem };
  const name = to.trim();
  const rename = (value: string) => (value === from ? name : value);
  return {
    options: state.options.map((o, i) => (i === index ? { ...o, values: o.values.map(rename) } : o)),
    variants: state.variants.map((v) =>
      revalued(
        v,
        v.optionValues.map((value, i) => (i === index ? rename(value) : value)),
        productSku,
      ),
    ),
  };
}

/** The value moved one place in its option (-1 earlier, +1 later), the variants in the new order. */
export function moveValue(state: OptionsState, index: number, value: string, by: -1 | 1): OptionsState {
  const values = state.options[index]!.values;
  const at = values.indexOf(value);
  const to = at + by;
  if (at < 0 || to < 0 || to >= values.length) return state;
  const options = state.options.map((o, i) => (i === index ? { ...o, values: swapped(values, at, to) } : o));
  return { options, variants: ordered(options, state.variants) };
}

/** The product's SKU changed: each variant's SKU made from the old one is made from the new. */
export function resku(state: OptionsState, from: string, to: string): OptionsState {
  const variants = state.variants.map((v) =>
    v.sku === variantSku(from, v.optionValues) ? { ...v, sku: variantSku(to, v.optionValues) } : v,
  );
  return { ...state, variants };
}
