import { useQuery } from '@tanstack/react-query';
import { ImageIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { CATEGORIES, PRODUCT_STATUSES } from '@shared/constants';
import {
  type AdminProductRow,
  adminProductsQuerySchema,
  productSortDirection,
} from '@shared/schemas/admin-products';
import { imageAt } from '@shared/media';
import { Button } from '@web/components/ui/button';
import { capitalise } from '@web/lib/utils';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { AdminPageHeader, DeleteButton, EditButton } from '@web/admin-kit/admin-page';
import { ExportCsvLink } from '@web/admin-kit/csv-files';
import {
  AdminList,
  type Column,
  ListFilter,
  ListSearch,
  ListToolbar,
  useListQuery,
} from '@web/admin-kit/admin-list';
import { adminProductsQuery, useDeleteProduct } from './api';
import { ImportProductsDialog } from './import-dialog';
import { ProductDialog } from './product-dialog';

function ProductThumbnail({ product }: { product: AdminProductRow }) {
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

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: capitalise(value) }));
const FEATURED_OPTIONS = [
  { value: 'yes', label: 'Featured' },
  { value: 'no', label: 'Not featured' },
];
const STOCK_OPTIONS = [0, 5, 10, 25].map((units) => ({
  value: String(units),
  label: units === 0 ? 'Out of stock' : `${units} or fewer`,
}));
/** Each sort with its direction, as one choice; the first is the list's default. */
const SORT_CHOICES = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'title:asc', label: 'Title A–Z' },
  { value: 'title:desc', label: 'Title Z–A' },
  { value: 'price:asc', label: 'Price, low to high' },
  { value: 'price:desc', label: 'Price, high to low' },
  { value: 'stock:asc', label: 'Stock, low to high' },
  { value: 'stock:desc', label: 'Stock, high to low' },
] as const;

/**
 * /admin/products: 'Products Management' (docs/specification.md §2), paged, searched and filtered on the
 * server.
 */
export function Component() {
  const { query, update, search, goTo, filtered } = useListQuery(adminProductsQuerySchema);
  const products = useQuery(adminProductsQuery(query));
  const remove = useDeleteProduct();
  const money = useAdminMoney();
  const [dialog, setDialog] = useState<{ open: boolean; product?: AdminProductRow }>({ open: false });
  const [importing, setImporting] = useState(false);
  const sort = `${query.sort ?? 'created'}:${productSortDirection(query)}`;

  const columns: Column<AdminProductRow>[] = [
    { label: 'Image', cell: (product) => <ProductThumbnail product={product} /> },
    { label: 'SKU', className: 'font-mono text-xs', cell: (product) => product.sku },
    { label: 'Title', className: 'font-medium', cell: (product) => product.title },
    { label: 'Category', cell: (product) => capitalise(product.category) },
    {
      label: 'Price',
      // The cheapest variant's, as a listing's card shows it.
      cell: (product) =>
        product.pricesVary ? `From ${money(product.priceCents)}` : money(product.priceCents),
    },
    { label: 'Inventory', cell: (product) => product.inventoryQuantity },
    { label: 'Featured', cell: (product) => (product.featured ? 'Yes' : 'No') },
    {
      label: 'Actions',
      cell: (product) => (
        <div className="flex gap-1">
          <EditButton label={`Edit ${product.title}`} onClick={() => setDialog({ open: true, product })} />
          <DeleteButton
            label={`Delete ${product.title}`}
            confirmation="Are you sure you want to delete this product?"
            onConfirm={() => remove.mutate(product.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Products Management"
        action={{ label: 'Add Product', onClick: () => setDialog({ open: true }) }}
      >
        <ExportCsvLink endpoint="exportProducts" query={query} />
        <Button variant="outline" onClick={() => setImporting(true)}>
          <UploadIcon />
          Import CSV
        </Button>
      </AdminPageHeader>
      <ListToolbar>
        <ListSearch label="Search by SKU or title" value={query.q} onSearch={search} />
        <ListFilter
          label="Category"
          any="All categories"
          value={query.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => update({ category })}
        />
        <ListFilter
          label="Status"
          any="All statuses"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <ListFilter
          label="Featured"
          any="Featured or not"
          value={query.featured}
          options={FEATURED_OPTIONS}
          onChange={(featured) => update({ featured })}
        />
        <ListFilter
          label="Stock"
          any="Any stock"
          value={query.stockAtMost === undefined ? undefined : String(query.stockAtMost)}
          options={STOCK_OPTIONS}
          onChange={(stockAtMost) => update({ stockAtMost })}
        />
        <ListFilter
          label="Sort"
          any={SORT_CHOICES[0].label}
          value={sort === SORT_CHOICES[0].value ? undefined : sort}
          options={SORT_CHOICES.slice(1)}
          onChange={(choice) => {
            const [by, dir] = choice?.split(':') ?? [];
            update({ sort: by, dir });
          }}
        />
      </ListToolbar>
      <AdminList
        rows={products.data?.products}
        columns={columns}
        status={products}
        noun="products"
        one="product"
        filtered={filtered}
        page={products.data}
        onPage={goTo}
      />
      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ImportProductsDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
