/** @jsxRuntime automatic */
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { formatRand } from '../../../../shared/money.js';
import { shopMoment } from '../../../../shared/shop-time.js';
import type { BankDetails, OrderPlacedData, OrderPlacedPayment } from '../types.js';
import {
  ActionButton,
  EmailLayout,
  Greeting,
  OrderLink,
  Panel,
  Paragraph,
  Subtitle,
  Title,
  palette,
} from './layout.js';

/** An amount taken off the price: '−R50.00'. */
export const minusRand = (cents: number) => `−${formatRand(cents)}`;

const cell: CSSProperties = { color: palette.text, fontSize: '14px', padding: '8px 0', verticalAlign: 'top' };
const amountCell: CSSProperties = { ...cell, paddingLeft: '12px', textAlign: 'right', whiteSpace: 'nowrap' };
const headCell: CSSProperties = {
  ...cell,
  borderBottom: `1px solid ${palette.border}`,
  color: palette.muted,
  fontSize: '12px',
  fontWeight: 600,
  textAlign: 'left',
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%' };

/**
 * A plain table marked for react-email's plain-text conversion as a data table, so the text version
 * keeps each label beside its amount.
 */
function DataTable({ children }: { children: ReactNode }) {
  return (
    <table data-text-format="dataTable" role="presentation" width="100%" style={table}>
      <tbody>{children}</tbody>
    </table>
  );
}

function Lines({ lines }: Pick<OrderPlacedData, 'lines'>) {
  return (
    <DataTable>
      <tr>
        <th style={headCell}>Item</th>
        <th style={{ ...headCell, textAlign: 'right' }}>Qty</th>
        <th style={{ ...headCell, textAlign: 'right' }}>Price</th>
        <th style={{ ...headCell, textAlign: 'right' }}>Total</th>
      </tr>
      {lines.map((line, index) => (
        <tr key={index}>
          <td style={cell}>
            {line.title}
            {line.variantOptions && (
              <>
                <br />
                <span style={{ color: '#6b7280', fontSize: '12px' }}>{line.variantOptions}</span>
              </>
            )}
          </td>
          <td style={amountCell}>{line.quantity}</td>
          <td style={amountCell}>{formatRand(line.unitPriceCents)}</td>
          <td style={amountCell}>{formatRand(line.lineTotalCents)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function MoneyRow({ label, amount, total = false }: { label: string; amount: string; total?: boolean }) {
  const weight: CSSProperties = total
    ? { borderTop: `1px solid ${palette.border}`, fontSize: '16px', fontWeight: 700 }
    : {};
  return (
    <tr>
      <td style={{ ...cell, ...weight }}>{label}</td>
      <td style={{ ...amountCell, ...weight }}>{amount}</td>
    </tr>
  );
}

/** Items − savings − coupon + delivery = total, one line each, so the reader can add it up. */
function Summary({ breakdown }: Pick<OrderPlacedData, 'breakdown'>) {
  return (
    <DataTable>
      <MoneyRow label="Items" amount={formatRand(breakdown.itemsCents)} />
      {breakdown.savingsCents > 0 && <MoneyRow label="Savings" amount={minusRand(breakdown.savingsCents)} />}
      {breakdown.discountCents > 0 && (
        <MoneyRow
          label={breakdown.couponCode ? `Coupon (${breakdown.couponCode})` : 'Coupon'}
          amount={minusRand(breakdown.discountCents)}
        />
      )}
      <MoneyRow
        label={breakdown.deliveryLabel}
        amount={breakdown.shippingCents === 0 ? 'Free' : formatRand(breakdown.shippingCents)}
      />
      <MoneyRow
        label={breakdown.vatIncluded ? 'Total (incl. VAT)' : 'Total'}
        amount={formatRand(breakdown.totalCents)}
        total
      />
    </DataTable>
  );
}

function BankTable({ bank, reference }: { bank: BankDetails; reference: string }) {
  const rows: Array<[string, string]> = [
    ['Bank', bank.bankName],
    ['Account holder', bank.accountHolder],
    ['Account number', bank.accountNumber],
    ['Branch code', bank.branchCode],
    ['Reference', reference],
  ];
  return (
    <DataTable>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <td style={{ ...cell, color: palette.muted }}>{label}</td>
          <td style={{ ...cell, fontWeight: 600, paddingLeft: '12px' }}>{value}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function Payment({ payment, totalCents }: { payment: OrderPlacedPayment; totalCents: number }) {
  if (payment.method === 'eft') {
    return (
      <>
        <Subtitle>Pay by EFT</Subtitle>
        {payment.bank ? (
          <>
            <Paragraph>Please pay {formatRand(totalCents)} into this account:</Paragraph>
            <Panel>
              <BankTable bank={payment.bank} reference={payment.reference} />
            </Panel>
          </>
        ) : (
          // Never an empty bank block (docs/decisions/0019-shop-settings.md).
          <Paragraph>
            Our bank account details are being updated. Please contact us for them before you pay{' '}
            {formatRand(totalCents)}.
          </Paragraph>
        )}
        <Paragraph>
          <strong>Use {payment.reference} as the payment reference</strong>, so that we can match your payment
          to your order.
        </Paragraph>
        <Paragraph>
          Please pay by <strong>{shopMoment(payment.holdUntil)}</strong>. We keep your items for you until
          then; if your payment has not reached us by that time, the order is cancelled and its items are
          released.
        </Paragraph>
      </>
    );
  }
  return (
    <>
      <Subtitle>Payment</Subtitle>
      {payment.status === 'paid' && <Paragraph>Your payment with PayFast was received. Thank you!</Paragraph>}
      {payment.status === 'pending' && (
        <>
          <Paragraph>
            Your payment with PayFast is not complete yet. If you left PayFast before paying, you can pay from
            your order page.
          </Paragraph>
          <ActionButton href={payment.payUrl}>Pay now</ActionButton>
        </>
      )}
      {payment.status === 'failed' && (
        <>
          <Paragraph>
            Your payment with PayFast did not go through. You can try again from your order page.
          </Paragraph>
          <ActionButton href={payment.payUrl}>Try again</ActionButton>
        </>
      )}
    </>
  );
}

export function OrderPlacedEmail(data: OrderPlacedData) {
  const { breakdown, shippingAddress: address } = data;
  return (
    <EmailLayout preview={`Order ${data.orderNumber}: ${formatRand(breakdown.totalCents)}`}>
      <Title>Thank you for your order</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        We have your order <strong>{data.orderNumber}</strong>. Here is what you ordered.
      </Paragraph>
      <Section>
        <Lines lines={data.lines} />
      </Section>
      <Section style={{ marginTop: '8px' }}>
        <Summary breakdown={breakdown} />
      </Section>
      <Payment payment={data.payment} totalCents={breakdown.totalCents} />
      <Subtitle>Delivery address</Subtitle>
      <Text style={{ color: palette.text, fontSize: '15px', lineHeight: '22px', margin: '8px 0' }}>
        {address.street}
        <br />
        {address.suburb}
        <br />
        {address.city}
        <br />
        {address.province}
        <br />
        {address.postalCode}
      </Text>
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
