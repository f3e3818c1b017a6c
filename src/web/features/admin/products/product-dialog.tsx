import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CATEGORIES, PRODUCT_STATUSES } from '@shared/constants';
import type { Product } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { FormField, fieldA11y } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { capitalise } from '@web/lib/utils';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { AuditTimeline } from '@web/admin-kit/audit-timeline';
import { SelectField, SwitchField } from '@web/admin-kit/form-controls';
import { useCreateProduct, useUpdateProduct, useUploadImages } from './api';
import {
  EMPTY_PRODUCT_FORM,
  type ProductForm,
  formToInput,
  productFormSchema,
  productToForm,
} from './product-form';
import { ProductImagesField } from './product-images-field';

function ProductFormBody({ product, onSaved }: { product: Product | undefined; onSaved: () => void }) {
  const upload = useUploadImages();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [existing, setExisting] = useState(product?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductForm>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToForm(product) : EMPTY_PRODUCT_FORM,
  });

  const save = async (form: ProductForm) => {
    setBusy(true);
    try {
      const uploaded = await upload.mutateAsync(files);
      const input = formToInput(form, [...existing, ...uploaded]);
      // The stock shown when the form opened: units sold meanwhile are not overwritten.
      if (product) {
        await update.mutateAsync({
          id: product.id,
          input: { ...input, loadedInventoryQuantity: product.inventoryQuantity },
        });
      } else await create.mutateAsync(input);
      onSaved();
    } catch {
      // The failed call has shown its notice; the dialog stays open to fix and retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(save)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-sku" label="SKU" error={errors.sku}>
          <Input {...fieldA11y('product-sku', errors.sku)} {...register('sku')} />
        </FormField>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <SelectField
              id="product-category"
              label="Category"
              value={field.value}
              options={CATEGORIES.map((value) => ({ value, label: capitalise(value) }))}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <FormField id="product-title" label="Product Title" error={errors.title}>
        <Input {...fieldA11y('product-title', errors.title)} {...register('title')} />
      </FormField>
      <FormField id="product-description" label="Description" error={errors.description}>
        <Textarea
          rows={3}
          {...fieldA11y('product-description', errors.description)}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-price" label="Price" error={errors.price}>
          <Input
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...fieldA11y('product-price', errors.price)}
            {...register('price')}
          />
        </FormField>
        <FormField id="product-inventory" label="Inventory" error={errors.inventory}>
          <Input
            type="number"
            step="1"
            min="0"
            inputMode="numeric"
            {...fieldA11y('product-inventory', errors.inventory)}
            {...register('inventory')}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-sale-price" label="Sale Price" error={errors.salePrice}>
          <Input
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            placeholder="No sale"
            {...fieldA11y('product-sale-price', errors.salePrice)}
            {...register('salePrice')}
          />
        </FormField>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="product-status"
              label="Status"
              value={field.value}
              options={PRODUCT_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <FormField id="product-short-description" label="Short Description" error={errors.shortDescription}>
        <Input
          {...fieldA11y('product-short-description', errors.shortDescription)}
          {...register('shortDescription')}
        />
      </FormField>
      <FormField id="product-tags" label="Tags" error={errors.tags}>
        <Input
          placeholder="kitchen, gift"
          {...fieldA11y('product-tags', errors.tags)}
          {...register('tags')}
        />
      </FormField>
      <ProductImagesField
        existing={existing}
        onRemoveExisting={(url) => setExisting((images) => images.filter((image) => image !== url))}
        files={files}
        onFilesChange={setFiles}
      />
      <Controller
        control={control}
        name="featured"
        render={({ field }) => (
          <SwitchField
            id="product-featured"
            label="Featured Product"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Uploading...' : product ? 'Update Product' : 'Create Product'}
      </Button>
    </form>
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
      <ProductFormBody key={product?.id ?? 'new'} product={product} onSaved={() => onOpenChange(false)} />
      {product && <AuditTimeline entity="product" id={product.id} title="History" />}
    </AdminFormDialog>
  );
}
