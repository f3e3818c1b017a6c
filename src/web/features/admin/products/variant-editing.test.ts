import { describe, expect, it } from 'vitest';
import {
  type Edited,
  type FormVariant,
  type OptionsState,
  addOption,
  addValue,
  moveOption,
  moveValue,
  removeOption,
  removeValue,
  renameValue,
  resku,
  variantSku,
} from './variant-editing';

const seed = { sku: 'GLOVE', priceCents: 29_900, salePriceCents: null };
const simple: FormVariant = {
  id: '00000000-0000-4000-8000-000000000009',
  sku: 'GLOVE',
  optionValues: [],
  priceCents: 29_900,
  salePriceCents: null,
  inventoryQuantity: 7,
  loadedInventoryQuantity: 7,
  image: null,
  isActive: true,
};
const empty: OptionsState = { options: [], variants: [] };

function made(edited: Edited): OptionsState {
  if ('problem' in edited) throw new Error(edited.problem);
  return edited;
}
const rows = (state: OptionsState) =>
  state.variants.map((v) => [v.optionValues.join('/'), v.sku, v.priceCents, v.inventoryQuantity]);

/** Gloves in S, M and Black, Tan: the simple product's variant became S/Black. */
const gloves = () =>
  made(
    addOption(
      made(addOption(empty, { name: 'Size', values: ['S', 'M'] }, seed, simple)),
      { name: 'Colour', values: ['Black', 'Tan'] },
      seed,
      simple,
    ),
  );

describe('editing options and variants together', () => {
  it('names a variant after its product and values', () => {
    expect(variantSku('GLOVE-01', ['M', 'Dark tan'])).toBe('GLOVE-01-M-DARKTAN');
    expect(variantSku('', ['8 kg'])).toBe('8KG');
    expect(variantSku('X'.repeat(70), ['S'])).toHaveLength(64);
  });

  it("turns the product's own variant into the first option's first value, keeping its id and stock", () => {
    const sized = made(addOption(empty, { name: 'Size', values: ['S', ' M ', 's'] }, seed, simple));
    expect(sized.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(rows(sized)).toEqual([
      ['S', 'GLOVE-S', 29_900, 7],
      ['M', 'GLOVE-M', 29_900, 0],
    ]);
    expect(sized.variants[0]!.id).toBe(simple.id);
    expect(sized.variants[1]!.id).toBeUndefined();
  });

  it('crosses a second option with the variants there are, each new one priced as the one it copies', () => {
    const sized = made(addOption(empty, { name: 'Size', values: ['S', 'M'] }, seed, simple));
    sized.variants[1]!.priceCents = 31_900;
    const state = made(addOption(sized, { name: 'Colour', values: ['Black', 'Tan'] }, seed, simple));
    expect(rows(state)).toEqual([
      ['S/Black', 'GLOVE-S-BLACK', 29_900, 7],
      ['S/Tan', 'GLOVE-S-TAN', 29_900, 0],
      ['M/Black', 'GLOVE-M-BLACK', 31_900, 0],
      ['M/Tan', 'GLOVE-M-TAN', 31_900, 0],
    ]);
  });

  it('refuses an option without a name or values, a name twice, a fourth option and more than 100 variants', () => {
    const problem = (edited: Edited) => ('problem' in edited ? edited.problem : undefined);
    expect(problem(addOption(empty, { name: ' ', values: ['S'] }, seed, simple))).toBe('Name the option');
    expect(problem(addOption(empty, { name: 'Size', values: [' '] }, seed, simple))).toBe(
      'Give the option at least one value',
    );
    expect(problem(addOption(gloves(), { name: 'size', values: ['XL'] }, seed, simple))).toBe(
      'The product has an option size already',
    );
    const three = made(addOption(gloves(), { name: 'Fit', values: ['Slim'] }, seed, simple));
    expect(problem(addOption(three, { name: 'Cut', values: ['A'] }, seed, simple))).toBe(
      'A product can have at most 3 options',
    );
    const many = Array.from({ length: 26 }, (_, i) => `V${i}`);
    expect(problem(addOption(gloves(), { name: 'Fit', values: many }, seed, simple))).toBe(
      'A product can have at most 100 variants: this would make 104',
    );
  });

  it('adds a value with a variant for each combination of the other options kept', () => {
    const state = gloves();
    // The owner does not sell M in Tan.
    state.variants = state.variants.filter((v) => v.optionValues.join('/') !== 'M/Tan');
    const large = made(addValue(state, 0, 'L', seed));
    expect(rows(large).map(([values]) => values)).toEqual([
      'S/Black',
      'S/Tan',
      'M/Black',
      'L/Black',
      'L/Tan',
    ]);
    expect(large.options[0]!.values).toEqual(['S', 'M', 'L']);
    expect('problem' in addValue(state, 0, ' m ', seed) && addValue(state, 0, ' m ', seed)).toEqual({
      problem: 'Size has m already',
    });
  });

  it('removes a value with its variants, but not an option’s last value', () => {
    const state = made(removeValue(gloves(), 1, 'Tan'));
    expect(state.options[1]).toEqual({ name: 'Colour', values: ['Black'] });
    expect(rows(state).map(([values]) => values)).toEqual(['S/Black', 'M/Black']);
    expect(removeValue(state, 1, 'Black')).toEqual({
      problem: 'Colour needs a value: remove the option instead',
    });
  });

  it('renames a value in every variant, a SKU made from it too but not one typed; refuses blank or taken names', () => {
    const before = gloves();
    before.variants[3]!.sku = 'TYPED-BY-HAND';
    const state = made(renameValue(before, 1, 'Tan', 'Dark tan', 'GLOVE'));
    expect(state.options[1]!.values).toEqual(['Black', 'Dark tan']);
    expect(rows(state).map(([values, sku]) => `${values} ${sku}`)).toEqual([
      'S/Black GLOVE-S-BLACK',
      'S/Dark tan GLOVE-S-DARKTAN',
      'M/Black GLOVE-M-BLACK',
      'M/Dark tan TYPED-BY-HAND',
    ]);
    expect(renameValue(gloves(), 1, 'Tan', ' black', 'GLOVE')).toEqual({
      problem: 'Colour has black already',
    });
    expect(renameValue(gloves(), 1, 'Tan', '', 'GLOVE')).toEqual({ problem: 'Type a value' });
    expect('options' in renameValue(gloves(), 1, 'Tan', 'TAN', 'GLOVE')).toBe(true);
  });

  it('reorders values and options, the variants following', () => {
    const tanFirst = moveValue(gloves(), 1, 'Tan', -1);
    expect(rows(tanFirst).map(([values]) => values)).toEqual(['S/Tan', 'S/Black', 'M/Tan', 'M/Black']);
    const colourFirst = moveOption(gloves(), 1, -1, 'GLOVE');
    expect(colourFirst.options.map((o) => o.name)).toEqual(['Colour', 'Size']);
    expect(rows(colourFirst).map(([values, sku]) => `${values} ${sku}`)).toEqual([
      'Black/S GLOVE-BLACK-S',
      'Black/M GLOVE-BLACK-M',
      'Tan/S GLOVE-TAN-S',
      'Tan/M GLOVE-TAN-M',
    ]);
    expect(moveOption(gloves(), 0, -1, 'GLOVE')).toEqual(gloves());
  });

  it('removes an option: variants left alike become the first of them; the last option leaves none', () => {
    const state = removeOption(gloves(), 1, 'GLOVE');
    expect(state.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(rows(state)).toEqual([
      ['S', 'GLOVE-S', 29_900, 7],
      ['M', 'GLOVE-M', 29_900, 0],
    ]);
    expect(removeOption(state, 0, 'GLOVE')).toEqual({ options: [], variants: [] });
  });

  it("follows the product's SKU where a variant's SKU was made from it", () => {
    const state = gloves();
    state.variants[1]!.sku = 'TYPED';
    expect(resku(state, 'GLOVE', 'GLOVE-2').variants.map((v) => v.sku)).toEqual([
      'GLOVE-2-S-BLACK',
      'TYPED',
      'GLOVE-2-M-BLACK',
      'GLOVE-2-M-TAN',
    ]);
  });
});
