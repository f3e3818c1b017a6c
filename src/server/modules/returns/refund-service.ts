import { randomUUID } from 'node:crypto';
import { formatRand } from '../../../shared/money.js';
import type { FieldChange } from '../../../shared/schemas/audit.js';
import type { RefundBody } from '../../../shared/schemas/returns.js';
import type { Executor, Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { type Actor, recordChange } from '../audit/index.js';
import type { Invoicing } from '../invoices/index.js';
import { type OrderMail, orderRefunds } from '../orders/index.js';
import type { PayfastRefunds, RefundOutcome } from '../payments/index.js';
import type { Realtime } from '../realtime/index.js';
import { completedRefunds } from './refund-reads.js';
import * as refundRepository from './refund-repository.js';
import * as returnRepository from './return-repository.js';

export interface RefundServiceOptions {
  db: Executor;
  /** PayFast's refund API, when PayFast is configured. */
  payfast: PayfastRefunds | undefined;
  invoicing: Invoicing;
  mail: OrderMail;
  realtime: Realtime;
  now: () => Date;
}

type Refunding = Omit<RefundBody, 'bankReference'> & { bankReference?: string | null | undefined };
type RefundableOrder = NonNullable<Awaited<ReturnType<typeof orderRefunds.refundable>>>;

const tooLarge = (leftCents: number) =>
  conflict(
    'refund_too_large',
    leftCents > 0
      ? `At most ${formatRand(leftCents)} is left to refund on this order.`
      : 'This order has nothing left to refund.',
    { amountCents: `At most ${formatRand(Math.max(leftCents, 0))}` },
  );

/** Undoes the transaction it is thrown in: another request completed or forgot the refund first. */
class NoLongerPending extends Error {}

function unlessNoLongerPending(error: unknown): void {
  if (!(error instanceof NoLongerPending)) throw error;
}

/**
 * Beyond the PayFast calls, what a refund's own request may take around them (its transactions):
 * a pending refund younger than both may still be answered by that request, so is left to it. A
 * request that could not ask PayFast within it asks nothing.
 */
export const REQUEST_MARGIN_MS = 10_000;

/** What PayFast's refusal means to the admin. */
function refusal(outcome: Exclude<RefundOutcome, { kind: 'refunded' }>): AppError {
  switch (outcome.kind) {
    case 'not_refundable_by_api':
      return conflict(
        'manual_refund_needed',
        'PayFast cannot refund this payment itself (it was paid by debit card or another way PayFast refunds by hand). Pay the customer back by bank transfer, then record the refund with its bank reference.',
      );
    case 'refused':
      return outcome.reason === 'amount_above_available'
        ? tooLarge(outcome.availableCents ?? 0)
        : conflict('not_refundable', `PayFast refused the refund: ${outcome.message}`);
    case 'unavailable':
      return conflict(
        'refund_unavailable',
        outcome.refundMayHaveBeenMade
          ? 'PayFast did not answer in time: the refund may have been made. Check it on PayFast before trying again.'
          : 'PayFast could not be reached. Nothing was refunded: try again in a moment.',
      );
  }
}

/**
 * Refunds (docs/decisions/0022-returns-and-refunds.md): never more than was paid less earlier
 * refunds, counted on the order before any money moves, so two admins refunding at once cannot both
 * give it back. A PayFast payment is refunded through PayFast's API; an EFT payment, or one PayFast
 * cannot refund itself, by the shop, recorded with the bank reference the admin enters. A refund
 * issues its credit note, emails the customer, moves its return to refunded and, when asked (an
 * order not shipped yet), cancels the order, its stock coming back. Each refund the admin's screen
 * asks for carries a key of its own: asked twice, it is made once.
 */
export function createRefundService({ db, payfast, invoicing, mail, realtime, now }: RefundServiceOptions) {
  /** The items the refund is for, as its credit note names them. */
  async function itemsOf(trx: Trx, returnId: string | undefined) {
    if (!returnId) return [];
    return (await returnRepository.linesOf(trx, [returnId])).map(
      (line) => `${line.title}${line.variant_options ? ` (${line.variant_options})` : ''} × ${line.quantity}`,
    );
  }

  /**
   * The refund made: its credit note, the email, the audit trail, and the order cancelled when asked
   * (its return was moved on when the refund was begun). After PayFast has paid, nothing here may
   * refuse it: a cancellation no longer possible is left out.
   */
  async function settle(
    trx: Trx,
    order: RefundableOrder,
    refund: { id: string; method: 'payfast' | 'manual'; returnNumber: string | null },
    body: Refunding,
    actor: Actor,
    at: Date,
    origin: string,
  ) {
    const note = await invoicing.issueCreditNote(
      trx,
      order.id,
      { amountCents: body.amountCents, reason: body.reason, items: await itemsOf(trx, body.returnId) },
      at,
    );
    if (!(await refundRepository.complete(trx, refund.id, note?.id ?? null))) throw new NoLongerPending();
    const changes: FieldChange[] = [
      {
        field: 'refunded_cents',
        from: Number(order.refunded_cents),
        to: Number(order.refunded_cents) + body.amountCents,
      },
      {
        field: 'refund',
        from: null,
        to: `${formatRand(body.amountCents)} ${refund.method === 'payfast' ? 'through PayFast' : `by bank transfer, reference ${body.bankReference}`}: ${body.reason}`,
      },
    ];
    if (refund.returnNumber)
      changes.push({ field: `return ${refund.returnNumber}`, from: 'received', to: 'refunded' });
    if (body.cancel && (await orderRefunds.cancelRefunded(trx, order.id, at))) {
      changes.push({ field: 'status', from: order.status, to: 'cancelled' });
    }
    await mail.queueAbout(trx, order.id, at, origin, (common) => ({
      kind: 'refund_issued',
      data: {
        ...common,
        amountCents: body.amountCents,
        method: refund.method,
        creditNote: note && { orderId: order.id, id: note.id, number: note.number },
      },
    }));
    await recordChange(trx, actor, { entity: 'order', entityId: order.id, action: 'updated', changes }, at);
  }

  /** Why this refund cannot be made as asked, checked before anything is counted. */
  async function refusalOf(
    order: RefundableOrder,
    body: Refunding,
    throughPayfast: boolean,
  ): Promise<AppError | null> {
    if (order.payment_status !== 'paid' && order.payment_status !== 'partially_refunded') {
      return conflict('not_refundable', 'Only a paid order can be refunded.');
    }
    const left = Number(order.total_amount_cents) - Number(order.refunded_cents);
    if (body.amountCents > left) return tooLarge(left);
    if (body.cancel) {
      // Its goods are with the customer: they come back, and into stock, as a return.
      if (order.status === 'shipped' || order.status === 'delivered') {
        return conflict(
          'not_cancellable',
          'A shipped or delivered order is not cancelled: its items come back as a return, and are refunded then.',
        );
      }
      if (order.status === 'cancelled') return conflict('order_changed', 'The order is cancelled already.');
      if (body.amountCents !== left) {
        return conflict(
          'refund_required',
          `Cancelling refunds the whole of what is left: ${formatRand(left)}.`,
          {
            amountCents: `Refund ${formatRand(left)} to cancel`,
          },
        );
      }
    }
    if (body.returnId) {
      const found = await returnRepository.find(db, body.returnId);
      if (found?.order_id !== order.id) return notFound('Return not found');
      if (found.status !== 'received') {
        return conflict('return_changed', 'Refund a return once its items are received.');
      }
    }
    if (!throughPayfast && !body.bankReference) {
      return new AppError(
        400,
        'validation_error',
        'Enter the bank reference of the transfer that refunded the customer.',
        {
          bankReference: 'Enter the bank reference of your transfer',
        },
      );
    }
    if (throughPayfast && (!payfast || !order.provider_payment_id)) {
      return conflict(
        'manual_refund_needed',
        `${payfast ? 'PayFast has no payment of this order to refund (it was marked paid by hand)' : 'PayFast is not set up on this shop'}: pay the customer back by bank transfer, then record the refund with its bank reference.`,
      );
    }
    return null;
  }

  /**
   * A refund PayFast was asked for and did not confirm (it did not answer in time): PayFast is asked
   * what it has refunded of the payment, and the refund is completed if PayFast made it, forgotten
   * if not. Until PayFast answers, the order takes no other refund through it. One still within its
   * own request's time is left to that request: PayFast may not have made it yet, and forgetting it
   * would let a second refund go out beside it.
   */
  async function resolvePending(order: RefundableOrder, actor: Actor, origin: string): Promise<void> {
    const refunds = await refundRepository.ofOrder(db, order.id);
    const pending = refunds.find((refund) => refund.status === 'pending');
    if (!pending || !payfast || !order.provider_payment_id) return;
    const age = now().getTime() - new Date(pending.created_at).getTime();
    if (age < payfast.longestRefundMs + REQUEST_MARGIN_MS) {
      throw conflict(
        'refund_unavailable',
        'A refund of this order is being made: reload the order in a moment.',
      );
    }
    const answer = await payfast.queryRefund(order.provider_payment_id);
    const query = answer.kind === 'answered' ? answer.query : undefined;
    const madeThroughPayfast = refunds
      .filter((refund) => refund.status === 'completed' && refund.method === 'payfast')
      .reduce((sum, refund) => sum + Number(refund.amount_cents), 0);
    const left = query?.originalCents === undefined ? undefined : query.originalCents - madeThroughPayfast;
    const at = now();
    const asked = {
      idempotencyKey: pending.idempotency_key,
      amountCents: Number(pending.amount_cents),
      reason: pending.reason,
      ...(pending.return_id ? { returnId: pending.return_id } : {}),
    };
    if (left !== undefined && query?.availableCents === left - asked.amountCents) {
      const returned = pending.return_id ? await returnRepository.find(db, pending.return_id) : undefined;
      // Counted when it was begun: the trail names what was refunded before it.
      const before = { ...order, refunded_cents: Number(order.refunded_cents) - asked.amountCents };
      await db
        .transaction()
        .execute((trx) =>
          settle(
            trx,
            before,
            { id: pending.id, method: 'payfast', returnNumber: returned?.number ?? null },
            asked,
            actor,
            at,
            origin,
          ),
        )
        .catch(unlessNoLongerPending);
      return;
    }
    if (left !== undefined && query?.availableCents === left) {
      await forget(pending.id, order.id, asked, at).catch(unlessNoLongerPending);
      return;
    }
    throw conflict(
      'refund_unavailable',
      'A refund through PayFast is not confirmed yet, and PayFast could not say whether it made it: check it on PayFast, then try again.',
    );
  }

  /** A pending refund PayFast did not make: removed, its amount and its return given back. */
  function forget(id: string, orderId: string, asked: Pick<Refunding, 'amountCents' | 'returnId'>, at: Date) {
    return db.transaction().execute(async (trx) => {
      if (!(await refundRepository.remove(trx, id))) throw new NoLongerPending();
      await orderRefunds.untakeRefund(trx, orderId, asked.amountCents, at);
      if (asked.returnId) await returnRepository.move(trx, asked.returnId, 'refunded', 'received', at);
    });
  }

  return {
    async refund(orderId: string, body: Refunding, actor: Actor, origin: string): Promise<void> {
      const asked = await refundRepository.byKey(db, body.idempotencyKey);
      if (asked) {
        // Asked again (a double click, a retry after a lost answer): the same refund, made once.
        if (asked.order_id !== orderId)
          throw conflict('bad_request', 'This refund key belongs to another order.');
        if (asked.status === 'pending') {
          throw conflict('refund_unavailable', 'This refund is being made: reload the order in a moment.');
        }
        return;
      }
      const found = await orderRefunds.refundable(db, orderId);
      if (!found) throw notFound('Order not found');
      await resolvePending(found, actor, origin);
      const order = (await orderRefunds.refundable(db, orderId)) ?? found;
      const throughPayfast = order.payment_method === 'payfast' && !body.bankReference;
      const refused = await refusalOf(order, body, throughPayfast);
      if (refused) throw refused;

      const at = now();
      const refund = {
        id: randomUUID(),
        method: throughPayfast ? ('payfast' as const) : ('manual' as const),
        returnNumber: null as string | null,
      };
      // Counted, and its return claimed, before any money moves: a second refund meanwhile sees both.
      await db
        .transaction()
        .execute(async (trx) => {
          if (!(await orderRefunds.takeRefund(trx, orderId, body.amountCents, at))) {
            const now = await orderRefunds.refundable(trx, orderId);
            throw tooLarge(Number(now?.total_amount_cents ?? 0) - Number(now?.refunded_cents ?? 0));
          }
          if (body.returnId) {
            const found = await returnRepository.find(trx, body.returnId);
            if (!found || !(await returnRepository.move(trx, body.returnId, 'received', 'refunded', at))) {
              throw conflict('return_changed', 'The return changed meanwhile. Reload it and try again.');
            }
            refund.returnNumber = found.number;
          }
          await refundRepository.insert(trx, {
            id: refund.id,
            order_id: orderId,
            return_id: body.returnId ?? null,
            amount_cents: body.amountCents,
            method: refund.method,
            reference: body.bankReference ?? null,
            reason: body.reason,
            status: 'pending',
            credit_note_id: null,
            idempotency_key: body.idempotencyKey,
            created_at: at.toISOString(),
          });
          if (!throughPayfast) await settle(trx, order, refund, body, actor, at, origin);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw conflict('refund_unavailable', 'This refund is being made: reload the order in a moment.');
          }
          throw error;
        });
      if (throughPayfast) {
        if (now().getTime() - at.getTime() >= REQUEST_MARGIN_MS) {
          // Past its margin another request may take it as lost: nothing is asked of PayFast.
          await forget(refund.id, orderId, body, now()).catch(unlessNoLongerPending);
          throw conflict(
            'refund_unavailable',
            'The shop was too busy to ask PayFast in time. Nothing was refunded: try again in a moment.',
          );
        }
        const outcome = await payfast!.refund({
          paymentId: order.provider_payment_id!,
          amountCents: body.amountCents,
          reason: body.reason,
        });
        if (outcome.kind !== 'refunded') {
          // Given back unless PayFast may have made it: then it stays counted, for the admin to check.
          if (!(outcome.kind === 'unavailable' && outcome.refundMayHaveBeenMade)) {
            await forget(refund.id, orderId, body, now()).catch(unlessNoLongerPending);
          }
          throw refusal(outcome);
        }
        await db
          .transaction()
          .execute((trx) => settle(trx, order, refund, body, actor, now(), origin))
          .catch(async (error: unknown) => {
            unlessNoLongerPending(error);
            // Completed by another request meanwhile: made and recorded once. Forgotten by one (PayFast
            // answered it late): the money has gone and nothing records it, which the admin must hear.
            if (!(await refundRepository.byKey(db, body.idempotencyKey))) {
              throw conflict(
                'refund_unavailable',
                'PayFast made this refund, but the shop had taken it as not made meanwhile: check the payment on PayFast, then record the refund by hand with its reference.',
              );
            }
          });
      }
      realtime.orderChanged(orderId);
      if (body.cancel) realtime.productsChanged();
    },

    /** An order's refunds, for its details. */
    ofOrder: async (orderId: string) =>
      (await completedRefunds(db, invoicing, orderId)).map(({ returnId: _return, ...refund }) => refund),
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
