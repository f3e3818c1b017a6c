import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES, PRODUCT_STATUSES } from '@shared/constants';
import { type AdminProductRow, type ProductInput, productInputSchema } from '@shared/schemas/admin-products';
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
import { Spinner } from '@web/components/ui/spinner';
import { capitalise } from '@web/lib/utils';
import { adminProductQuery, useCreateProduct, useUpdateProduct, useUploadImages } from './api';
import { EMPTY_PRODUCT, productToInput, simpleVariantOf } from './product-form';
import { ProductImagesField } from './product-images-field';
import { ProductOptionsField, useOptionsEditing } from './product-options-field';
import { ProductVariantsTable } from './product-variants-table';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: capitalise(value) }));

function ProductForm({ product: loaded, onSaved }: { product: Product | undefined; onSaved: () => void }) {
  // The product as the form loaded it: a refetch while the dialog is open (a failed save refreshes
  // it) changes neither what the form shows nor the stock its save counts from.
  const [product] = useState(loaded);
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

/**
 * The form for a product of the list, once its options and variants have arrived (the list's row has
 * none): the product as the server has it when the dialog opens.
 */
function EditProductForm({ id, onSaved }: { id: string; onSaved: () => void }) {
  const detail = useQuery(adminProductQuery(id));
  // A failed read has shown its notice (the query's meta).
  if (detail.isError)
    return <p className="text-sm text-muted-foreground">The product could not be loaded.</p>;
  if (!detail.data) return <Spinner className="py-8!" label="Loading the product..." />;
  return <ProductForm product={detail.data} onSaved={onSaved} />;
}

/** 'Add New Product' / 'Edit Product' with 'Update product details' (docs/specification.md §2). */
export function ProductDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's row of the product to edit; none to add one. */
  product: AdminProductRow | undefined;
}) {
  const close = () => onOpenChange(false);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add New Product'}
      description={product ? 'Update product details' : 'Fill in the new product'}
      showDescription={product !== undefined}
      wide
    >
      {product ? (
        <>
          <EditProductForm key={product.id} id={product.id} onSaved={close} />
          <AuditTimeline entity="product" id={product.id} title="History" />
        </>
      ) : (
        <ProductForm product={undefined} onSaved={close} />
      )}
    </AdminFormDialog>
  );
}
