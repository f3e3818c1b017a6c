import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ImportAction } from '../../../../shared/schemas/admin-csv.js';
import type { Trx } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { type StockCount, stockAfter, stockRepository } from '../../inventory/index.js';
import {
  type ProductChange,
  auditProductChanges,
  productFieldChanges,
  saveProduct,
  stockCountOf,
  toProductWrite,
  toVariantsWrite,
} from '../admin/product-write.js';
import { toVariant } from '../product-mapping.js';
import type { NewProduct, ProductDetails, ProductRow } from '../product-repository.js';
import { type VariantsWrite, insertProducts, matchVariants, updateProducts } from '../product-writes.js';
import type { VariantRow } from '../variant-repository.js';
import type { Checked } from './import-checks.js';
import type { FileRow } from './product-rows.js';

/**
 * What a batch of checked products does (docs/decisions/0016-csv-import-and-export.md): row by row,
 * created, updated or unchanged; and, for an import, its writes through the catalogue's own, audited
 * as the admin's form is.
 */

/** What a row does (or would): the report's counts and sample. */
export interface RowOutcome {
  row: number;
  sku: string;
  action: ImportAction;
  title: string;
  priceCents: number;
  inventoryQuantity: number;
}

export interface BatchWrites {
  inserts: NewProduct[];
  created: ProductChange[];
  /** Products without options, written together: their details, then their one variant's stock. */
  updates: Array<{
    rows: readonly FileRow[];
    variantId: string | undefined;
    details: ProductDetails;
    stock: StockCount;
    change: ProductChange;
  }>;
  /** Products with options, each written with its variants as the admin's save writes them. */
  withOptions: Array<{
    rows: readonly FileRow[];
    id: string;
    before: ProductRow | undefined;
    details: ProductDetails;
    variants: VariantsWrite;
    variantsBefore: readonly VariantRow[];
  }>;
}

const counted = (stock: number, count: StockCount) =>
  'set' in count ? count.set : stockAfter(stock, count.change);

/** Each row's outcome, and the writes that make them. */
export function planWrites(checked: readonly Checked[], at: Date) {
  const outcomes: RowOutcome[] = [];
  const writes: BatchWrites = { inserts: [], created: [], updates: [], withOptions: [] };
  for (const product of checked) {
    if (product.options) planWithOptions(product, at, outcomes, writes);
    else planWithoutOptions(product, at, outcomes, writes);
  }
  return { outcomes, writes };
}

function planWithoutOptions(
  { rows: [read], before, variantId, input }: Checked & { options: false },
  at: Date,
  outcomes: RowOutcome[],
  writes: BatchWrites,
) {
  const write = toProductWrite(input, input.images);
  const id = before?.id ?? randomUUID();
  // From the stock the file started from, the stock moves by the file's difference, as the form's
  // edit does: units sold since the export are not written back.
  const stock = stockCountOf(input);
  const after: ProductRow = before
    ? {
        ...before,
        ...write,
        options: before.options,
        inventory_quantity: counted(before.inventory_quantity, stock),
      }
    : {
        ...write,
        id,
        options: '[]',
        prices_vary: 0,
        rating: 0,
        review_count: 0,
        created_at: at.toISOString(),
      };
  const action: ImportAction = !before
    ? 'create'
    : productFieldChanges(before, after).length > 0
      ? 'update'
      : 'unchanged';
  outcomes.push({
    row: read.row,
    sku: read.sku,
    action,
    title: input.title,
    priceCents: input.priceCents,
    inventoryQuantity: after.inventory_quantity,
  });
  if (action === 'create') {
    writes.inserts.push({ ...write, id, created_at: after.created_at });
    writes.created.push({ id, action: 'created', before: undefined, after });
  } else if (action === 'update') {
    const { inventory_quantity: _counted, ...details } = write;
    writes.updates.push({
      rows: [read],
      variantId,
      details,
      stock,
      change: { id, action: 'updated', before, after },
    });
  }
}

const sameVariant = (a: VariantRow, b: VariantRow) =>
  a.position === b.position && isDeepStrictEqual(toVariant(a), toVariant(b));

/**
 * A product with options: a row is a new variant, or one whose fields or product changed, or one
 * unchanged. A variant the file no longer lists is removed, which changes its product's every row.
 */
function planWithOptions(
  { rows, before, variants: variantsBefore, input }: Checked & { options: true },
  at: Date,
  outcomes: RowOutcome[],
  writes: BatchWrites,
) {
  const write = toProductWrite(input, input.images);
  const id = before?.id ?? randomUUID();
  const listed = toVariantsWrite(input, (image) => image);
  if (!('variants' in listed)) throw new Error(`Product ${input.sku}'s rows name no options`);
  const { variants } = listed;
  const matched = matchVariants(variantsBefore, variants);
  const productChanged =
    !before ||
    variantsBefore.some((variant) => !matched.includes(variant)) ||
    productFieldChanges(before, { ...before, ...write }).length > 0;
  let changed = false;
  rows.forEach((read, i) => {
    const variant = variants[i]!;
    const was = matched[i];
    const stock = was ? counted(was.inventory_quantity, variant.stock) : variant.initialStock;
    const after = was && { ...was, ...variant.details, position: i, inventory_quantity: stock };
    const action: ImportAction = !was
      ? 'create'
      : productChanged || !sameVariant(was, after!)
        ? 'update'
        : 'unchanged';
    changed ||= action !== 'unchanged';
    outcomes.push({
      row: read.row,
      sku: variant.details.sku,
      action,
      title: input.title,
      priceCents: variant.details.price_cents,
      inventoryQuantity: stock,
    });
  });
  if (!changed) return;
  if (!before) writes.inserts.push({ ...write, id, created_at: at.toISOString() });
  const { inventory_quantity: _summarised, ...details } = write;
  writes.withOptions.push({ rows, id, before, details, variants: listed, variantsBefore });
}

/**
 * Writes a batch in the import's transaction, with its audit records. Answers the rows of the
 * products it could not update, deleted since the batch was read: nothing of theirs is written.
 */
export async function writeBatch(
  { trx, actor, at }: { trx: Trx; actor: Actor; at: Date },
  writes: BatchWrites,
): Promise<Set<number>> {
  const updatedAt = at.toISOString();
  const gone = new Set<number>();
  const lost = (rows: readonly FileRow[]) => rows.forEach((read) => gone.add(read.row));
  await insertProducts(trx, writes.inserts);
  const found = await updateProducts(
    trx,
    writes.updates.map(({ details, change }) => ({ id: change.id, details })),
    updatedAt,
  );
  const updates = writes.updates.filter((update) => found.has(update.change.id));
  writes.updates.filter((update) => !found.has(update.change.id)).forEach((update) => lost(update.rows));
  await stockRepository.countMany(
    trx,
    updates.flatMap(({ variantId, stock }) => (variantId ? [{ variantId, stock }] : [])),
  );
  const withOptions: ProductChange[] = [];
  for (const { rows, ...product } of writes.withOptions) {
    const saved = await saveProduct(trx, product, updatedAt);
    if (saved) withOptions.push(saved);
    else lost(rows);
  }
  await auditProductChanges(
    trx,
    actor,
    [...writes.created, ...updates.map((update) => update.change), ...withOptions],
    at,
  );
  return gone;
}
