import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PaymentMethod } from '@shared/constants';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { AmountField } from '@web/components/form/number-fields';
import { Button } from '@web/components/ui/button';
import { errorMessage, hasErrorCode } from '@web/lib/error-message';
import { useAdminMoney } from './admin-api';
import {
  type EnteredRefund,
  type RefundFormValues,
  refundBody,
  refundFieldProblems,
  refundFormSchema,
} from './refund-rules';
import { useRefundOrder } from './refunds-api';

const BANK_REFERENCE_HINTS: Record<PaymentMethod, string> = {
  eft: 'The reference of your bank transfer to the customer: an EFT payment is paid back by the shop.',
  payfast:
    'Leave blank to refund through PayFast. If you paid the customer back by bank transfer, enter its reference.',
};

/**
 * Refunds an order (docs/decisions/0022-returns-and-refunds.md): an amount in rand, held as cents,
 * a reason and the bank reference when the shop paid it back itself. With `returnId` it refunds
 * that return; `cancellable` adds Refund and cancel, which gives back all that is left and cancels
 * the order.
 */
export function RefundForm({
  orderId,
  paymentMethod,
  leftCents,
  defaults,
  returnId,
  cancellable = false,
}: {
  orderId: string;
  paymentMethod: PaymentMethod;
  /** What the order's payment can still give back. */
  leftCents: number;
  defaults?: { amountCents?: number; reason?: string };
  returnId?: string;
  cancellable?: boolean;
}) {
  const refund = useRefundOrder();
  const money = useAdminMoney();
  // One key for each refund asked for: a double click, or a retry after a lost answer, refunds once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<RefundFormValues, unknown, EnteredRefund>({
    resolver: zodResolver(refundFormSchema(paymentMethod)),
    defaultValues: { amountCents: defaults?.amountCents, reason: defaults?.reason ?? '', bankReference: '' },
  });

  const submit = (entered: EnteredRefund, cancel = false) =>
    refund.mutate(
      { orderId, body: refundBody(entered, { idempotencyKey, returnId, cancel }) },
      {
        onSuccess: () => {
          form.reset();
          setIdempotencyKey(crypto.randomUUID());
        },
        onError: (error) => {
          for (const [name, problem] of refundFieldProblems(error)) {
            form.setError(name, { type: 'server', message: problem });
          }
          // PayFast cannot give this payment back: the shop pays it back and says so with its reference.
          if (hasErrorCode(error, 'manual_refund_needed')) {
            form.setError(
              'bankReference',
              { type: 'server', message: errorMessage(error) },
              { shouldFocus: true },
            );
          }
        },
      },
    );

  const refundAndCancel = () => {
    form.setValue('amountCents', leftCents);
    void form.handleSubmit((entered) => submit(entered, true))();
  };

  return (
    <Form form={form} onSubmit={(entered) => submit(entered)} className="grid gap-4 sm:grid-cols-2">
      <AmountField name="amountCents" label="Amount in rand" min="0.01" required />
      <TextField name="reason" label="Reason" maxLength={255} required />
      <div className="sm:col-span-2">
        <TextField
          name="bankReference"
          label="Bank reference"
          hint={BANK_REFERENCE_HINTS[paymentMethod]}
          maxLength={100}
          autoComplete="off"
          required={paymentMethod === 'eft'}
        />
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2">
        {money(leftCents)} is left to refund on this order.
        {cancellable &&
          ' Refund and cancel gives all of it back and cancels the order; its stock goes back on sale.'}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={refund.isPending}>
          Refund
        </Button>
        {cancellable && (
          <Button type="button" variant="destructive" disabled={refund.isPending} onClick={refundAndCancel}>
            Refund and cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
