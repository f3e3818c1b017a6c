import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_OPTIONS, type ProductInput } from '@shared/schemas/admin-products';
import type { ProductOption } from '@shared/schemas/catalog';
import { FormProblem, TextField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { commaList } from '@web/components/form/text-codecs';
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
} from './variant-editing';

/** A button showing only its icon: its label is for screen readers (and tests). */
function IconAction({
  label,
  icon: Icon,
  small = false,
  disabled,
  onClick,
}: {
  label: string;
  icon: ComponentType;
  small?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant={small ? 'ghost' : 'outline'}
      size="icon"
      className={small ? 'size-7!' : undefined}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon />
    </Button>
  );
}

/** Enter in a field of the options commits it, not the product form around it. */
const onEnter = (commit: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  commit();
};

/**
 * The form's options and variants, edited as one: an edit sets both. Without options, the product's
 * own price, sale price and stock are its one variant's; the last option removed gives them back
 * from the first variant.
 */
export function useOptionsEditing(simple: () => FormVariant) {
  const form = useFormContext<ProductInput>();
  const [options = [], variants = []] = useWatch<ProductInput, ['options', 'variants']>({
    name: ['options', 'variants'],
  });
  const seed = () => {
    const [sku, priceCents, salePriceCents] = form.getValues(['sku', 'priceCents', 'salePriceCents']);
    return { sku, priceCents, salePriceCents };
  };
  const set = (next: OptionsState) => {
    const settings = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (next.options.length === 0 && options.length > 0) {
      const first = variants[0];
      if (first) {
        form.setValue('priceCents', first.priceCents, settings);
        form.setValue('salePriceCents', first.salePriceCents ?? null, settings);
        form.setValue('inventoryQuantity', first.inventoryQuantity, settings);
      }
    }
    if (next.options.length > 0) {
      // The product's own price and stock are its variants' summary, which the server writes: they
      // only need to be values the schema takes.
      if (typeof form.getValues('priceCents') !== 'number') form.setValue('priceCents', 0);
      if (typeof form.getValues('inventoryQuantity') !== 'number') form.setValue('inventoryQuantity', 0);
      form.setValue('salePriceCents', null);
    }
    form.setValue('options', next.options, settings);
    form.setValue('variants', next.variants, settings);
  };
  /** Applies an edit; its problem, if it has one. */
  const edit = (edited: Edited): string | undefined => {
    if ('problem' in edited) return edited.problem;
    set(edited);
    return undefined;
  };
  const state: OptionsState = { options, variants };
  // Variants' SKUs made from the product's follow it as it is typed (react-hook-form's way to
  // react to one field: a subscription, not a render).
  const sku = useRef(form.getValues('sku'));
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'sku' || values.sku === undefined) return;
      const now = { options: form.getValues('options') ?? [], variants: form.getValues('variants') ?? [] };
      form.setValue('variants', resku(now, sku.current, values.sku).variants);
      sku.current = values.sku;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return { state, set, edit, seed, simple };
}

type Editing = ReturnType<typeof useOptionsEditing>;

/** A value of an option: renamed where it is typed (when the field is left), moved or removed. */
function OptionValue({
  editing,
  index,
  option,
  value,
  onProblem,
}: {
  editing: Editing;
  index: number;
  option: ProductOption;
  value: string;
  onProblem: (problem: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  const at = option.values.indexOf(value);
  const rename = () => {
    if (text === value) return;
    const problem = editing.edit(renameValue(editing.state, index, value, text, editing.seed().sku));
    onProblem(problem);
    if (problem) setText(value);
  };
  return (
    <li className="flex items-center rounded-md border">
      <Input
        aria-label={`${option.name} value ${at + 1}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={rename}
        onKeyDown={onEnter(rename)}
        className="field-sizing-content h-8! max-w-40 min-w-12 border-0! shadow-none"
      />
      <IconAction
        label={`Move ${value} earlier`}
        icon={ArrowLeftIcon}
        small
        disabled={at === 0}
        onClick={() => editing.set(moveValue(editing.state, index, value, -1))}
      />
      <IconAction
        label={`Move ${value} later`}
        icon={ArrowRightIcon}
        small
        disabled={at === option.values.length - 1}
        onClick={() => editing.set(moveValue(editing.state, index, value, 1))}
      />
      <IconAction
        label={`Remove ${value}`}
        icon={XIcon}
        small
        onClick={() => onProblem(editing.edit(removeValue(editing.state, index, value)))}
      />
    </li>
  );
}

/** One option: its name, its values in order, a new value, and moving or removing the option. */
function OptionEditor({ editing, index }: { editing: Editing; index: number }) {
  const option = editing.state.options[index]!;
  const count = editing.state.options.length;
  const [added, setAdded] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const found = editing.edit(addValue(editing.state, index, added, editing.seed()));
    setProblem(found);
    if (!found) setAdded('');
  };
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="sr-only">Option {index + 1}</legend>
      <div className="flex items-end gap-1">
        <div className="flex-1">
          <TextField name={`options.${index}.name`} label={`Option ${index + 1} name`} />
        </div>
        <IconAction
          label={`Move ${option.name} up`}
          icon={ArrowUpIcon}
          disabled={index === 0}
          onClick={() => editing.set(moveOption(editing.state, index, -1, editing.seed().sku))}
        />
        <IconAction
          label={`Move ${option.name} down`}
          icon={ArrowDownIcon}
          disabled={index === count - 1}
          onClick={() => editing.set(moveOption(editing.state, index, 1, editing.seed().sku))}
        />
        <IconAction
          label={`Remove option ${option.name}`}
          icon={XIcon}
          onClick={() => editing.set(removeOption(editing.state, index, editing.seed().sku))}
        />
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={`${option.name} values`}>
        {option.values.map((value) => (
          <OptionValue
            key={value}
            editing={editing}
            index={index}
            option={option}
            value={value}
            onProblem={setProblem}
          />
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label={`New ${option.name} value`}
          placeholder="New value"
          value={added}
          onChange={(event) => setAdded(event.target.value)}
          onKeyDown={onEnter(add)}
          className="max-w-48"
        />
        <Button type="button" variant="outline" onClick={add}>
          Add value
        </Button>
      </div>
      <FormProblem problem={problem} />
    </fieldset>
  );
}

/** A new option: its name and its values, comma-separated ('S, M, L, XL'). */
function NewOption({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [values, setValues] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const found = editing.edit(
      addOption(editing.state, { name, values: commaList.parse(values) }, editing.seed(), editing.simple()),
    );
    setProblem(found);
    if (!found) onDone();
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-dashed p-3">
      <legend className="sr-only">New option</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Option name</Label>
          <Input
            id={`${id}-name`}
            placeholder="Size"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onEnter(add)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-values`}>Values</Label>
          <Input
            id={`${id}-values`}
            placeholder="S, M, L, XL"
            value={values}
            onChange={(event) => setValues(event.target.value)}
            onKeyDown={onEnter(add)}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="button" onClick={add}>
          Add option
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <FormProblem problem={problem} />
    </fieldset>
  );
}

/** Options: the sizes, colours or weights the product comes in (at most three). */
export function ProductOptionsField({ editing }: { editing: Editing }) {
  const [adding, setAdding] = useState(false);
  const { options } = editing.state;
  return (
    <section aria-labelledby="product-options" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="product-options" className="text-sm font-medium">
          Options
        </h3>
        {!adding && options.length < MAX_OPTIONS && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
            <PlusIcon /> Add option
          </Button>
        )}
      </div>
      {options.length === 0 && !adding && (
        <p className="text-sm text-muted-foreground">
          Sizes, colours or weights: each combination becomes a variant with its own SKU, price and stock.
        </p>
      )}
      {options.map((_, index) => (
        <OptionEditor key={index} editing={editing} index={index} />
      ))}
      {adding && <NewOption editing={editing} onDone={() => setAdding(false)} />}
    </section>
  );
}
