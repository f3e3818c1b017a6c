import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { commaList, hundredths, wholeNumber } from '@web/components/form/text-codecs';
import { TypedTextField } from '@web/components/form/typed-text-field';
import { Button } from '@web/components/ui/button';
import { capitalise } from '@web/lib/utils';
import { useCreateProduct, useUpdateProduct, useUploadImages } from './api';
import { EMPTY_PRODUCT, productToInput } from './product-form';
import { ProductImagesField } from './product-images-field';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: capitalise(value) }));
const RAND = hundredths('two decimals');

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
      // The stock shown when the form opened: units sold meanwhile are not overwritten.
      if (product) {
        await update.mutateAsync({
          id: product.id,
          input: { ...input, images, loadedInventoryQuantity: product.inventoryQuantity },
        });
      } else await create.mutateAsync({ ...input, images });
      onSaved();
    } catch {
      // The failed call has shown its notice; the dialog stays open to fix and retry.
    }
  };

  return (
    <Form form={form} onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="sku" label="SKU" required />
        <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
      </div>
      <TextField name="title" label="Product Title" required />
      <TextField name="description" label="Description" rows={3} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TypedTextField
          name="priceCents"
          label="Price"
          codec={RAND}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          required
        />
        <TypedTextField
          name="inventoryQuantity"
          label="Inventory"
          codec={wholeNumber}
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TypedTextField
          name="salePriceCents"
          label="Sale Price"
          codec={RAND}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          placeholder="No sale"
        />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </div>
      <TextField name="shortDescription" label="Short Description" />
      <TypedTextField name="tags" label="Tags" codec={commaList} placeholder="kitchen, gift" />
      <ProductImagesField files={files} onFilesChange={setFiles} />
      <SwitchField name="featured" label="Featured Product" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Uploading...' : product ? 'Update Product' : 'Create Product'}
      </Button>
    </Form>
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
    >
      <ProductForm key={product?.id ?? 'new'} product={product} onSaved={() => onOpenChange(false)} />
      {product && <AuditTimeline entity="product" id={product.id} title="History" />}
    </AdminFormDialog>
  );
}
