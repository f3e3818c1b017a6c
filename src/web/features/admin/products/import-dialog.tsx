import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CSV_LIST_SEPARATOR,
  IMPORT_ERRORS_LISTED,
  type ImportAction,
  type ImportReport,
  PRODUCT_CSV_COLUMNS,
  productFileSchema,
} from '@shared/schemas/admin-csv';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/form/form';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { useImportProducts, usePreviewImport } from './api';

const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
};

function Preview({ report }: { report: ImportReport }) {
  const money = useAdminMoney();
  return (
    <div className="space-y-4" data-testid="import-preview">
      <p className="text-sm" role="status">
        {report.rows} rows: {report.created} new, {report.updated} to update, {report.unchanged} unchanged,{' '}
        {report.failed} with errors.
      </p>
      {report.errors.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold text-destructive">Rows with errors (skipped)</h3>
          {report.failed > IMPORT_ERRORS_LISTED && (
            <p className="text-sm text-muted-foreground">
              The first {IMPORT_ERRORS_LISTED} problems are listed.
            </p>
          )}
          <Table cards aria-label="Rows with errors">
            <TableHeader>
              <TableRow>
                <TableHead>Row</TableHead>
                <TableHead>SKU</TableHead>
                <TableHead>Column</TableHead>
                <TableHead>Problem</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.errors.map((error, i) => (
                <TableRow key={i}>
                  <TableCell label="Row">{error.row}</TableCell>
                  <TableCell label="SKU" className="font-mono text-xs">
                    {error.sku}
                  </TableCell>
                  <TableCell label="Column">{error.column ?? '—'}</TableCell>
                  <TableCell label="Problem">{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
      {report.sample.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold">First rows</h3>
          <Table cards aria-label="First rows">
            <TableHeader>
              <TableRow>
                <TableHead>Row</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>SKU</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Price</TableHead>
                <TableHead>Inventory</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.sample.map((row) => (
                <TableRow key={row.row}>
                  <TableCell label="Row">{row.row}</TableCell>
                  <TableCell label="Action">{ACTION_LABELS[row.action]}</TableCell>
                  <TableCell label="SKU" className="font-mono text-xs">
                    {row.sku}
                  </TableCell>
                  <TableCell label="Title">{row.title}</TableCell>
                  <TableCell label="Price">{money(row.priceCents)}</TableCell>
                  <TableCell label="Inventory">{row.inventoryQuantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
    </div>
  );
}

function ImportBody({ onDone }: { onDone: () => void }) {
  const preview = usePreviewImport();
  const run = useImportProducts();
  // Checked as soon as it is chosen: a file too large says so at once.
  const form = useForm({ resolver: zodResolver(productFileSchema), mode: 'onChange' });
  const report = preview.data;
  const writable = report ? report.created + report.updated : 0;
  // One upload at a time: a new file waits for the one being checked or imported.
  const busy = preview.isPending || run.isPending;

  return (
    <div className="grid gap-4">
      <Form form={form} onSubmit={({ file }) => preview.mutate(file)} className="grid gap-4">
        <FormField name="file" label="CSV File" required>
          {({ value: _chosen, onChange, ...control }) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              // Choosing the same file again (edited since) is a change too.
              onClick={(event) => {
                event.currentTarget.value = '';
              }}
              onChange={(event) => {
                preview.reset();
                onChange(event.currentTarget.files?.[0]);
              }}
            />
          )}
        </FormField>
        <p className="text-sm text-muted-foreground">
          Rows are matched to products by SKU: a known SKU updates its product with the columns the file has,
          a new one creates a product. Columns: {PRODUCT_CSV_COLUMNS.join(', ')}. Tags and images are
          separated by {CSV_LIST_SEPARATOR}. A product with options has a row per variant, one after another:
          sku is the variant's, product_sku the product's, and the option columns name its values; the
          variants its rows leave out are removed. An export is a ready template: with its exported_inventory
          column, stock moves by the change you make, so sales since the export are kept.
        </p>
        {!report && (
          <Button type="submit" disabled={preview.isPending}>
            {preview.isPending ? 'Checking…' : 'Check File'}
          </Button>
        )}
      </Form>
      {report && <Preview report={report} />}
      {report && (
        <Button
          disabled={writable === 0 || run.isPending}
          onClick={() => run.mutate(form.getValues('file'), { onSuccess: onDone })}
        >
          {run.isPending ? 'Importing…' : `Import ${writable} ${writable === 1 ? 'Product' : 'Products'}`}
        </Button>
      )}
    </div>
  );
}

/**
 * The product CSV import (docs/decisions/0016-csv-import-and-export.md): a file, its preview with each bad
 * row's problems, then the import.
 */
export function ImportProductsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Products"
      description="Create and update products from a CSV file. Nothing is written until you import."
      showDescription
    >
      {open && <ImportBody onDone={() => onOpenChange(false)} />}
    </AdminFormDialog>
  );
}
