import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { withQuery } from '@shared/api/endpoints';
import { ERASED_CUSTOMER, ERASED_DETAIL, isCustomerErased } from '@shared/privacy';
import { PATHS } from '@shared/routes';
import { type AdminReturn, type AdminReturnPage, RETURN_REASON_LABELS } from '@shared/schemas/returns';
import { LineTitle } from '@web/components/line-title';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatAdminMoment, useAdminMoney } from '@web/admin-kit/admin-api';
import { RefundForm } from '@web/admin-kit/refund-form';
import { RefundList } from '@web/admin-kit/refund-list';
import { adminReturnQuery } from './api';
import { DecisionForm } from './decision-form';
import { ReceiveForm } from './receive-form';
import { returnRefundDefaults } from './return-rules';
import { ReturnStatusBadge } from './return-status-badge';

/** A return as the Returns screen lists it. */
export type ListedReturn = AdminReturnPage['returns'][number];

function ReadOnly({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** A part of the dialog under its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The returned items: each one's price, and once received whether it went back into stock. */
function ReturnLines({ found }: { found: AdminReturn }) {
  const money = useAdminMoney();
  return (
    <ul className="divide-y rounded-md border text-sm">
      {found.lines.map((line) => (
        <li key={line.lineId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span>
            <LineTitle line={line} />
            <span className="block text-muted-foreground">
              {line.sku} · Quantity {line.quantity}
            </span>
          </span>
          <span className="sm:text-right">
            <span className="block whitespace-nowrap">{money(line.unitPriceCents)} each</span>
            {line.restocked !== null && (
              <span className="text-muted-foreground">
                {line.restocked ? 'Put back into stock' : 'Not put back into stock'}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the admin does next, for the return's status; nothing once refunded or declined. */
function NextStep({ found }: { found: AdminReturn }) {
  switch (found.status) {
    case 'requested':
      return (
        <Part title="Authorise or decline">
          <DecisionForm returnId={found.id} />
        </Part>
      );
    case 'authorised':
      return (
        <Part title="When the items arrive">
          <ReceiveForm found={found} />
        </Part>
      );
    case 'received':
      return (
        <Part title="Refund the customer">
          {found.refundableCents > 0 ? (
            <RefundForm
              orderId={found.orderId}
              paymentMethod={found.paymentMethod}
              leftCents={found.refundableCents}
              defaults={returnRefundDefaults(found)}
              returnId={found.id}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing is left to refund on this order.</p>
          )}
        </Part>
      );
    default:
      return null;
  }
}

function ReturnDetails({ found }: { found: AdminReturn }) {
  const erased = isCustomerErased(found);
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <ReadOnly label="Order">
          {/* The order in its list, searched by its number: its details are one click on. */}
          <Link to={withQuery(PATHS.adminOrders, { q: found.orderNumber })} className="font-mono underline">
            {found.orderNumber}
          </Link>{' '}
          · {found.paymentMethod === 'payfast' ? 'PayFast' : 'EFT'}
        </ReadOnly>
        <ReadOnly label="Customer">
          {erased ? ERASED_CUSTOMER : found.customerName}
          <span className="block text-muted-foreground">{erased ? ERASED_DETAIL : found.customerEmail}</span>
        </ReadOnly>
        <ReadOnly label="Requested">{formatAdminMoment(found.requestedAt)}</ReadOnly>
        <ReadOnly label="Status">
          <ReturnStatusBadge status={found.status} />
        </ReadOnly>
        <ReadOnly label="Reason">{RETURN_REASON_LABELS[found.reason]}</ReadOnly>
        {found.details && (
          <ReadOnly label="The customer's details" className="sm:col-span-2">
            <span className="whitespace-pre-line">{found.details}</span>
          </ReadOnly>
        )}
        {found.message && (
          <ReadOnly label="The shop's message" className="sm:col-span-2">
            <span className="whitespace-pre-line">{found.message}</span>
          </ReadOnly>
        )}
      </dl>
      <Part title="Items">
        <ReturnLines found={found} />
      </Part>
      {found.refunds.length > 0 && (
        <Part title="Refunds">
          <RefundList refunds={found.refunds} />
        </Part>
      )}
      <NextStep found={found} />
    </div>
  );
}

/** The return as the server has it now: each step shows at once. */
function CurrentReturn({ id }: { id: string }) {
  const found = useQuery(adminReturnQuery(id));
  if (found.data) return <ReturnDetails found={found.data} />;
  if (found.isError) return <p className="text-sm text-muted-foreground">The return could not be loaded.</p>;
  return <Spinner className="py-8!" />;
}

export function ReturnDetailsDialog({
  listed,
  onClose,
}: {
  listed: ListedReturn | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={listed !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {listed && (
          <>
            <DialogHeader>
              <DialogTitle>Return {listed.number}</DialogTitle>
              <DialogDescription className="sr-only">
                The returned items, the customer's reason, the refunds and the next step
              </DialogDescription>
            </DialogHeader>
            <CurrentReturn key={listed.id} id={listed.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
