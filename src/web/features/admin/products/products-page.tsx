import { useQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Product } from '@shared/schemas/catalog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { imageAt } from '@shared/media';
import { capitalise } from '@web/lib/utils';
import { toastAdminError, useAdminMoney } from '../lib/admin-api';
import { AdminCard, AdminPageHeader, DeleteButton, EditButton } from '../lib/admin-page';
import { adminProductsQuery, useDeleteProduct } from './api';
import { ProductDialog } from './product-dialog';

function ProductThumbnail({ product }: { product: Product }) {
  const [first] = product.images;
  if (!first) {
    return (
      <span className="flex size-12 items-center justify-center rounded-md bg-muted" aria-label="No image">
        <ImageIcon aria-hidden className="size-5 text-muted-foreground" />
      </span>
    );
  }
  return <img src={imageAt(first, 200)} alt="" className="size-12 rounded-md object-cover" />;
}

/** /admin/products: 'Products Management' (SPEC.md §2). */
export function ProductsPage() {
  const products = useQuery(adminProductsQuery);
  const remove = useDeleteProduct();
  const money = useAdminMoney();
  const [dialog, setDialog] = useState<{ open: boolean; product?: Product }>({ open: false });
  useEffect(() => {
    if (products.isError) toastAdminError(products.error);
  }, [products.isError, products.error]);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Products Management"
        action={{ label: 'Add Product', onClick: () => setDialog({ open: true }) }}
      />
      <AdminCard pending={products.isPending}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Image</TableHead>
              <TableHead>SKU</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Price</TableHead>
              <TableHead>Inventory</TableHead>
              <TableHead>Featured</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(products.data ?? []).map((product) => (
              <TableRow key={product.id}>
                <TableCell>
                  <ProductThumbnail product={product} />
                </TableCell>
                <TableCell className="font-mono text-xs">{product.sku}</TableCell>
                <TableCell className="font-medium">{product.title}</TableCell>
                <TableCell>{capitalise(product.category)}</TableCell>
                <TableCell>{money(product.priceCents)}</TableCell>
                <TableCell>{product.inventoryQuantity}</TableCell>
                <TableCell>{product.featured ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <EditButton
                      label={`Edit ${product.title}`}
                      onClick={() => setDialog({ open: true, product })}
                    />
                    <DeleteButton
                      label={`Delete ${product.title}`}
                      confirmation="Are you sure you want to delete this product?"
                      onConfirm={() => remove.mutate(product.id)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AdminCard>
      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
