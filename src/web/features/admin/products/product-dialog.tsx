import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES, PRODUCT_STATUSES } from '@shared/constants';
import { type ProductInput, productInputSchema } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { AuditTimeline } from '@web/admin-kit/audit-timeline';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { SelectField } from '@web/components/form/select-field';
import { SwitchField } from '@web/components/form/switch-field';
import { AmountField, CountField } from '@web/components/form/number-fields';
import { commaList } from '@web/components/form/text-codecs';
import { TypedTextField } from '@web/components/form/typed-text-field';
import { Button } from '@web/components/ui/button';
import { capitalise } from '@web/lib/utils';
import { useCreateProduct, useUpdateProduct, useUploadImages } from './api';
import { EMPTY_PRODUCT, productToInput, simpleVariantOf } from './product-form';
import { ProductImagesField } from './product-images-field';
import { ProductOptionsField, useOptionsEditing } from './product-options-field';
import { ProductVariantsTable } from './product-variants-table';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: capitalise(value) }));

function ProductForm({ product, onSaved }: { product: Product | undefined; onSaved: () => void }) {
  const upload = useUploadImages();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  // Chosen image files, uploaded on save; the kept images are the form's `images`.
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<ProductInput, unknown, z.output<typeof productInputSchema>>({
    resolver: zodResolver(productInputSchema),
    defaultValues: product ? productToInput(product) : EMPTY_PRODUCT,
  });

  const save = async (input: z.output<typeof productInputSchema>) => {
    try {
      const uploaded = await upload.mutateAsync(files);
      const images = [...input.images, ...uploaded];
      // The stock shown when the form opened: units sold meanwhile are not overwritten. (A product
      // with options moves each variant's stock the same way; one that gains or loses options
      // has its stock set as shown.)
      if (product) {
        const stayedSimple = product.options.length === 0 && input.options.length === 0;
        await update.mutateAsync({
          id: product.id,
          input: {
            ...input,
            images,
            ...(stayedSimple && { loadedInventoryQuantity: product.inventoryQuantity }),
          },
        });
      } else await create.mutateAsync({ ...input, images });
      onSaved();
    } catch {
      // The failed call has shown its notice; the dialog stays open to fix and retry.
    }
  };

  return (
    <Form form={form} onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="sku" label="SKU" required />
        <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </div>
      <TextField name="title" label="Product Title" required />
      <TextField name="description" label="Description" rows={3} required />
      <TextField name="shortDescription" label="Short Description" />
      <TypedTextField name="tags" label="Tags" codec={commaList} placeholder="kitchen, gift" />
      <ProductImagesField files={files} onFilesChange={setFiles} />
      <PricesAndVariants product={product} />
      <SwitchField name="featured" label="Featured Product" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Uploading...' : product ? 'Update Product' : 'Create Product'}
      </Button>
    </Form>
  );
}

/**
 * A simple product's price, sale price and stock; or, once it has options, the table of its
 * variants, each with its own (docs/decisions/0018-product-variants.md).
 */
function PricesAndVariants({ product }: { product: Product | undefined }) {
  const { getValues } = useFormContext<ProductInput>();
  const editing = useOptionsEditing(() =>
    simpleVariantOf(product, {
      sku: getValues('sku'),
      priceCents: getValues('priceCents'),
      salePriceCents: getValues('salePriceCents'),
      inventoryQuantity: getValues('inventoryQuantity'),
    }),
  );
  const simple = editing.state.options.length === 0;
  return (
    <>
      {simple && (
        <div className="grid gap-4 sm:grid-cols-3">
          <AmountField name="priceCents" label="Price" required />
          <AmountField name="salePriceCents" label="Sale Price" placeholder="No sale" />
          <CountField name="inventoryQuantity" label="Inventory" required />
        </div>
      )}
      <ProductOptionsField editing={editing} />
      {!simple && <ProductVariantsTable editing={editing} />}
    </>
  );
}

/** 'Add New Product' / 'Edit Product' with 'Update product details' (docs/specification.md §2). */
export function ProductDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: Product | undefined;
}) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add New Product'}
      description={product ? 'Update product details' : 'Fill in the new product'}
      showDescription={product !== undefined}
      wide
    >
      <ProductForm key={product?.id ?? 'new'} product={product} onSaved={() => onOpenChange(false)} />
      {product && <AuditTimeline entity="product" id={product.id} title="History" />}
    </AdminFormDialog>
  );
}
