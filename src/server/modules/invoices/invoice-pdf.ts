import { formatRand } from '../../../shared/money.js';
import type { InvoiceDocument } from '../../../shared/schemas/invoices.js';
import { shopDateTime } from '../../../shared/shop-time.js';

/**
 * An invoice or credit note as a PDF (A4), drawn with PDFKit's own Helvetica so the file carries no
 * font: its text is what a reader copies, searches or extracts.
 */

/** Helvetica's encoding (Windows-1252) beyond ASCII and Latin-1: anything else is shown as '?'. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (text: string) =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      return WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');

export const vatRateWords = (basisPoints: number) => `${basisPoints / 100} %`;

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
/** The table's columns: description, quantity, unit price, VAT, amount (x and width). */
const COLUMNS = {
  description: { x: MARGIN, width: 235 },
  quantity: { x: MARGIN + 240, width: 30 },
  unit: { x: MARGIN + 275, width: 75 },
  vat: { x: MARGIN + 355, width: 60 },
  amount: { x: MARGIN + 420, width: CONTENT - 420 },
};

export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  // PDFKit and its fonts' tables are loaded with the first invoice asked for, not at start: a server
  // that draws none does not hold them (docs/decisions/0033).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.seller.name,
      CreationDate: new Date(document.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(printable(value), x, y, options);
  const showsVat = document.vatRateBasisPoints !== null;
  const { seller } = document;

  pdf.font('Helvetica-Bold').fontSize(20);
  text(document.title, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(10);

  const sellerLines = [
    seller.name,
    seller.legalName,
    seller.address,
    seller.registrationNumber && `Registration number: ${seller.registrationNumber}`,
    seller.vatNumber && `VAT number: ${seller.vatNumber}`,
    seller.phone && `Phone: ${seller.phone}`,
    seller.email && `Email: ${seller.email}`,
  ].filter((line): line is string => Boolean(line));
  pdf.font('Helvetica-Bold');
  text(sellerLines[0] ?? '', MARGIN, MARGIN + 36, { width: 260 });
  pdf.font('Helvetica');
  text(sellerLines.slice(1).join('\n'), MARGIN, pdf.y, { width: 260 });
  const sellerBottom = pdf.y;

  const facts = [
    [document.series === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    ['Date', shopDateTime(document.issuedAt).slice(0, 10)],
    ['Order number', document.orderNumber],
    ...(document.credits ? [['Credits invoice', document.credits.invoiceNumber]] : []),
  ];
  let factY = MARGIN + 36;
  for (const [label = '', value = ''] of facts) {
    pdf.font('Helvetica-Bold');
    text(label, MARGIN + 300, factY, { width: 100 });
    pdf.font('Helvetica');
    text(value, MARGIN + 400, factY, { width: CONTENT - 400 });
    factY = pdf.y + 2;
  }

  let y = Math.max(sellerBottom, factY) + 20;
  if (document.buyer) {
    pdf.font('Helvetica-Bold');
    text('Bill to', MARGIN, y);
    pdf.font('Helvetica');
    text(`${document.buyer.name}\n${document.buyer.address}`, MARGIN, pdf.y, { width: 300 });
    y = pdf.y + 16;
  }
  if (document.credits) {
    pdf.font('Helvetica-Bold');
    text('Reason', MARGIN, y);
    pdf.font('Helvetica');
    text(document.credits.reason, MARGIN, pdf.y, { width: CONTENT });
    y = pdf.y + 16;
  }

  const row = (cells: Record<keyof typeof COLUMNS, string>, bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    for (const [column, value] of Object.entries(cells) as Array<[keyof typeof COLUMNS, string]>) {
      const { x, width } = COLUMNS[column];
      text(value, x, y, { width, align: column === 'description' ? 'left' : 'right' });
      bottom = Math.max(bottom, pdf.y);
    }
    y = bottom + 6;
    if (y > 760) {
      pdf.addPage();
      y = MARGIN;
    }
  };
  row(
    {
      description: 'Description',
      quantity: 'Qty',
      unit: 'Unit price',
      vat: showsVat ? 'VAT' : '',
      amount: 'Amount',
    },
    true,
  );
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + CONTENT, y - 3)
    .lineWidth(0.5)
    .stroke();
  for (const line of document.lines) {
    row(
      {
        description: line.description,
        quantity: String(line.quantity),
        unit: formatRand(line.unitPriceCents),
        vat: line.vatCents === null ? '' : formatRand(line.vatCents),
        amount: formatRand(line.totalCents),
      },
      false,
    );
  }
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + CONTENT, y - 3)
    .stroke();
  y += 4;

  const total = (label: string, value: string, bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    text(label, MARGIN + 240, y, { width: 175, align: 'right' });
    text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    y = pdf.y + 4;
  };
  const credit = document.series === 'credit_note';
  total(
    showsVat ? `${credit ? 'Total credited' : 'Total'} (incl. VAT)` : credit ? 'Total credited' : 'Total',
    formatRand(document.totalCents),
    true,
  );
  if (showsVat && document.vatRateBasisPoints !== null && document.vatCents !== null) {
    total(
      `VAT at ${vatRateWords(document.vatRateBasisPoints)} included`,
      formatRand(document.vatCents),
      false,
    );
    y += 8;
    pdf.font('Helvetica').fontSize(9);
    text(
      `Prices include VAT at ${vatRateWords(document.vatRateBasisPoints)}. VAT shown is ${document.vatRateBasisPoints / 100}/${100 + document.vatRateBasisPoints / 100} of each amount.`,
      MARGIN,
      y,
      { width: CONTENT },
    );
  }
  pdf.end();
  return done;
}
