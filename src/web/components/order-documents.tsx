import { FileTextIcon } from 'lucide-react';
import type { OrderDocument } from '@shared/schemas/invoices';
import { shopFormat } from '@shared/shop-time';

/**
 * An order's invoice and credit notes, each a plain link that saves its PDF (docs/decisions/0020-invoices.md);
 * `hrefOf` says where each one downloads from (the shopper's link carries the guest's key).
 */
export function OrderDocuments({
  documents,
  hrefOf,
  format,
}: {
  documents: readonly OrderDocument[];
  hrefOf: (document: OrderDocument) => string;
  format: (cents: number) => string;
}) {
  return (
    <ul className="divide-y rounded-md border text-sm">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
        >
          <a
            href={hrefOf(document)}
            download
            className="inline-flex items-center gap-2 font-medium underline"
          >
            <FileTextIcon aria-hidden className="size-4" />
            {document.title} {document.number} (PDF)
          </a>
          <span className="text-muted-foreground">
            {shopFormat(document.issuedAt, { dateStyle: 'medium' })} · {format(document.totalCents)}
          </span>
        </li>
      ))}
    </ul>
  );
}
