import { Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { imageAt } from '@shared/media';
import type { ProductInput } from '@shared/schemas/admin-products';
import { FormField, FormProblem, TextField } from '@web/components/form/form-field';
import { AmountField, CountField, TWO_DECIMALS } from '@web/components/form/number-fields';
import { SwitchField } from '@web/components/form/switch-field';
import { wholeNumber } from '@web/components/form/text-codecs';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import type { useOptionsEditing } from './product-options-field';

/** A variant's image: none, or one of the product's images (a new upload is chosen after saving). */
function VariantImageField({ name, label, images }: { name: string; label: string; images: string[] }) {
  return (
    <FormField name={name} label={label} hideLabel>
      {({ value, onChange, ref, ...control }) => (
        <div className="flex items-center gap-2">
          {value ? (
            <img src={imageAt(value as string, 200)} alt="" className="size-9 rounded border object-cover" />
          ) : null}
          <NativeSelect
            {...control}
            ref={ref}
            value={(value as string | null) ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
            className="w-28!"
          >
            <option value="">No image</option>
            {images.map((image, i) => (
              <option key={image} value={image}>
                Image {i + 1}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </FormField>
  );
}

/** A value typed once and written into one column of every variant. */
function ApplyToAll({
  field,
  codec,
  onApply,
  inputMode,
}: {
  field: 'Price' | 'Stock';
  codec: typeof TWO_DECIMALS;
  onApply: (value: number) => void;
  inputMode: 'decimal' | 'numeric';
}) {
  const [text, setText] = useState('');
  const id = useId();
  const value = codec.parse(text);
  return (
    <div className="flex items-end gap-2">
      <div className="space-y-2">
        <Label htmlFor={id}>{field} for all variants</Label>
        <Input
          id={id}
          type="number"
          min="0"
          inputMode={inputMode}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-28!"
        />
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={value === null || !Number.isInteger(value) || value < 0}
        onClick={() => value !== null && onApply(value)}
        aria-label={`Apply this ${field.toLowerCase()} to all variants`}
      >
        Apply to all
      </Button>
    </div>
  );
}

/**
 * The variants made from the options: each combination's SKU, price, sale price, stock, image and
 * switch, with 'apply to all' for price and stock. A row removed is a combination not sold.
 */
export function ProductVariantsTable({ editing }: { editing: ReturnType<typeof useOptionsEditing> }) {
  const images = useWatch<ProductInput, 'images'>({ name: 'images' });
  const { errors } = useFormState<ProductInput>({ name: 'variants' });
  const { variants } = editing.state;
  // A problem with the list as a whole ('needs at least one variant'); a row's show in its cells.
  const problem = errors.variants?.root?.message ?? errors.variants?.message;
  const applyAll = (field: 'priceCents' | 'inventoryQuantity', value: number) =>
    editing.set({
      ...editing.state,
      variants: variants.map((variant) => ({ ...variant, [field]: value })),
    });
  return (
    <section aria-labelledby="product-variants" className="space-y-3">
      <h3 id="product-variants" className="text-sm font-medium">
        Variants ({variants.length})
      </h3>
      <div className="flex flex-wrap gap-4">
        <ApplyToAll
          field="Price"
          codec={TWO_DECIMALS}
          inputMode="decimal"
          onApply={(cents) => applyAll('priceCents', cents)}
        />
        <ApplyToAll
          field="Stock"
          codec={wholeNumber}
          inputMode="numeric"
          onApply={(count) => applyAll('inventoryQuantity', count)}
        />
      </div>
      <Table cards aria-labelledby="product-variants">
        <TableHeader>
          <TableRow>
            <TableHead>Variant</TableHead>
            <TableHead>SKU</TableHead>
            <TableHead>Price</TableHead>
            <TableHead>Sale price</TableHead>
            <TableHead>Stock</TableHead>
            <TableHead>Image</TableHead>
            <TableHead>Active</TableHead>
            <TableHead>
              <span className="sr-only">Remove</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {variants.map((variant, i) => {
            const name = variant.optionValues.join(' / ');
            const at = `variants.${i}` as const;
            return (
              <TableRow key={i}>
                <TableCell className="font-medium whitespace-nowrap">{name}</TableCell>
                <TableCell label="SKU">
                  <TextField name={`${at}.sku`} label={`SKU of ${name}`} hideLabel className="w-44!" />
                </TableCell>
                <TableCell label="Price">
                  <AmountField
                    name={`${at}.priceCents`}
                    label={`Price of ${name}`}
                    hideLabel
                    className="w-28!"
                  />
                </TableCell>
                <TableCell label="Sale price">
                  <AmountField
                    name={`${at}.salePriceCents`}
                    label={`Sale price of ${name}`}
                    hideLabel
                    placeholder="No sale"
                    className="w-28!"
                  />
                </TableCell>
                <TableCell label="Stock">
                  <CountField
                    name={`${at}.inventoryQuantity`}
                    label={`Stock of ${name}`}
                    hideLabel
                    className="w-24!"
                  />
                </TableCell>
                <TableCell label="Image">
                  <VariantImageField name={`${at}.image`} label={`Image of ${name}`} images={images} />
                </TableCell>
                <TableCell label="Active">
                  <SwitchField name={`${at}.isActive`} label={`${name} on sale`} hideLabel />
                </TableCell>
                <TableCell>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      editing.set({ ...editing.state, variants: variants.filter((_, k) => k !== i) })
                    }
                  >
                    <Trash2Icon />
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormProblem problem={problem} />
    </section>
  );
}
