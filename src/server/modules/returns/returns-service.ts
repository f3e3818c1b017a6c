import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type {
  AdminReturn,
  AdminReturnPage,
  AdminReturnsQuery,
  OrderReturns,
  ReturnRequestBody,
  ShopperReturn,
} from '../../../shared/schemas/returns.js';
import { RETURN_REASON_LABELS } from '../../../shared/schemas/returns.js';
import type { ReturnWindows as WindowSettings } from '../../../shared/schemas/settings.js';
import type { Executor } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { type Actor, recordChange } from '../audit/index.js';
import type { Invoicing } from '../invoices/index.js';
import { type OrderMail, type ShopperOrders, holdOrder, orderRefunds } from '../orders/index.js';
import type { Realtime } from '../realtime/index.js';
import { completedRefunds, refundedByReturn } from './refund-reads.js';
import * as returnRepository from './return-repository.js';
import { returnWindows, withinWindow } from './return-windows.js';

type Access = { key: string | undefined; userId: string | undefined };

export interface ReturnsServiceOptions {
  db: Executor;
  orders: ShopperOrders;
  mail: OrderMail;
  invoicing: Invoicing;
  realtime: Realtime;
  /** The return windows now (the shop's settings). */
  windows: () => WindowSettings;
  now: () => Date;
}

const toLine = (line: returnRepository.ReturnLineRow) => ({
  lineId: line.order_item_id,
  title: line.title,
  variantOptions: line.variant_options,
  sku: line.sku,
  unitPriceCents: Number(line.unit_price_cents),
  quantity: line.quantity,
  restocked: line.restocked === null ? null : line.restocked === 1,
});

/**
 * Returns (docs/decisions/0022-returns-and-refunds.md): a shopper asks to return lines of a delivered
 * order within its windows; the admin authorises or declines it (the shopper is emailed the
 * message) and marks the items received, each back into stock or not. Each step moves the return
 * from the status it was read with, and is recorded on the order's audit trail.
 */
export function createReturnsService({
  db,
  orders,
  mail,
  invoicing,
  realtime,
  windows,
  now,
}: ReturnsServiceOptions) {
  async function shopperReturns(orderId: string): Promise<ShopperReturn[]> {
    const rows = await returnRepository.ofOrder(db, orderId);
    const lines = await returnRepository.linesOf(
      db,
      rows.map((row) => row.id),
    );
    const refunded = refundedByReturn(await completedRefunds(db, invoicing, orderId));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      reason: row.reason,
      details: row.details,
      message: row.message,
      lines: lines.filter((line) => line.return_id === row.id).map(toLine),
      requestedAt: new Date(row.requested_at).toISOString(),
      refundedCents: refunded.get(row.id) ?? 0,
    }));
  }

  /** What of the order may still be returned, and until when; null unless it was delivered and is paid. */
  async function returnable(db: Executor, orderId: string) {
    const order = await orderRefunds.refundable(db, orderId);
    if (!order?.delivered_at || order.status !== 'delivered') return null;
    if (order.payment_status !== 'paid' && order.payment_status !== 'partially_refunded') return null;
    const deliveredAt = new Date(order.delivered_at).toISOString();
    const asked = await returnRepository.askedBack(db, orderId);
    const lines = (await orderRefunds.returnableLines(db, orderId)).map((line) => ({
      lineId: line.id,
      title: line.title,
      variantOptions: line.variant_options,
      quantity: line.quantity - (asked.get(line.id) ?? 0),
    }));
    return { order, deliveredAt, windows: returnWindows(deliveredAt, windows()), lines };
  }

  async function adminReturn(id: string): Promise<AdminReturn> {
    const row = await returnRepository.listedOne(db, id);
    if (!row) throw notFound('Return not found');
    const [lines, refunds] = await Promise.all([
      returnRepository.linesOf(db, [id]),
      completedRefunds(db, invoicing, row.order_id),
    ]);
    return {
      ...listed(row),
      lines: lines.map(toLine),
      refundedCents: refundedByReturn(refunds).get(id) ?? 0,
      refunds: refunds
        .filter((refund) => refund.returnId === id)
        .map(({ returnId: _return, ...refund }) => refund),
    };
  }

  const listed = (row: returnRepository.ListedReturn) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    reason: row.reason,
    details: row.details,
    message: row.message,
    requestedAt: new Date(row.requested_at).toISOString(),
    refundedCents: 0,
    orderId: row.order_id,
    orderNumber: row.order_number,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    paymentMethod: row.payment_method,
    refundableCents: Number(row.total_amount_cents) - Number(row.refunded_cents),
  });

  /** Moves a return on, or says why not: gone, or moved on meanwhile by someone else. */
  const movedOrRefused = (moved: boolean) => {
    if (!moved) throw conflict('return_changed', 'The return changed meanwhile. Reload it and try again.');
  };

  return {
    /** The order page's part on returns, for whoever may open the order. */
    async forShopper(orderId: string, access: Access): Promise<OrderReturns> {
      await orders.open(orderId, access);
      const found = await returnable(db, orderId);
      return {
        returnable: found && {
          deliveredAt: found.deliveredAt,
          until: found.windows.until.toISOString(),
          defectUntil: found.windows.defectUntil.toISOString(),
          coolingOffUntil: found.windows.coolingOffUntil.toISOString(),
          lines: found.lines,
        },
        returns: await shopperReturns(orderId),
      };
    },

    /** A shopper's request to return some of a delivered order's lines. */
    async request(
      orderId: string,
      access: Access,
      body: ReturnRequestBody & { reason: ShopperReturn['reason'] },
      origin: string,
    ) {
      await orders.open(orderId, access);
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        await holdOrder(trx, orderId);
        const found = await returnable(trx, orderId);
        if (!found) {
          throw conflict('not_returnable', 'Only a delivered, paid order can be returned.');
        }
        if (!withinWindow(found.windows, body.reason, at)) {
          const { returnDays, defectMonths } = windows();
          throw conflict(
            'return_window_closed',
            `Returns close ${returnDays} days after delivery, or ${defectMonths} months for a defective item. Please contact us.`,
          );
        }
        const fields: Record<string, string> = {};
        body.lines.forEach((line, index) => {
          const left = found.lines.find((l) => l.lineId === line.lineId);
          if (!left) fields[`lines.${index}.lineId`] = 'This item is not part of the order';
          else if (line.quantity > left.quantity) {
            fields[`lines.${index}.quantity`] =
              left.quantity === 0
                ? `${left.title} is already being returned`
                : `At most ${left.quantity} of ${left.title} can be returned`;
          }
        });
        if (Object.keys(fields).length > 0) {
          throw new AppError(409, 'not_returnable', Object.values(fields)[0]!, fields);
        }
        const id = randomUUID();
        const number = `${found.order.order_number}-R${(await returnRepository.countFor(trx, orderId)) + 1}`;
        await returnRepository.insert(
          trx,
          {
            id,
            number,
            order_id: orderId,
            status: 'requested',
            reason: body.reason,
            details: body.details ?? null,
            message: null,
            requested_at: at.toISOString(),
            updated_at: at.toISOString(),
          },
          body.lines.map((line) => ({
            order_item_id: line.lineId,
            quantity: line.quantity,
            restocked: null,
          })),
        );
        await mail.queueAbout(trx, orderId, at, origin, (common) => ({
          kind: 'return_requested',
          data: {
            ...common,
            returnNumber: number,
            items: body.lines.map(({ lineId, quantity }) => {
              const line = found.lines.find((l) => l.lineId === lineId)!;
              return `${line.title}${line.variantOptions ? ` (${line.variantOptions})` : ''} × ${quantity}`;
            }),
          },
        }));
        await recordChange(
          trx,
          // The shopper, named by their account (if any), never by their email: an account deleted later
          // leaves no personal detail in the trail (docs/decisions/0021-privacy.md).
          { id: access.userId ?? null, email: 'customer' },
          {
            entity: 'order',
            entityId: orderId,
            action: 'updated',
            changes: [
              {
                field: `return ${number}`,
                from: null,
                to: `requested: ${RETURN_REASON_LABELS[body.reason]}`,
              },
            ],
          },
          at,
        );
        return id;
      });
      realtime.orderChanged(orderId);
      return (await shopperReturns(orderId)).find((row) => row.id === created)!;
    },

    async list(query: AdminReturnsQuery): Promise<AdminReturnPage> {
      const { rows, total, counts, page } = await returnRepository.list(db, query);
      return { returns: rows.map(listed), total, counts, page, pageSize: ADMIN_PAGE_SIZE };
    },

    get: adminReturn,

    /** Authorises or declines a requested return; the shopper is emailed the message. */
    async decide(
      id: string,
      decision: 'authorise' | 'decline',
      message: string,
      actor: Actor,
      origin: string,
    ) {
      const found = await returnRepository.find(db, id);
      if (!found) throw notFound('Return not found');
      const to = decision === 'authorise' ? 'authorised' : 'declined';
      const at = now();
      await db.transaction().execute(async (trx) => {
        movedOrRefused(
          found.status === 'requested' &&
            (await returnRepository.move(trx, id, 'requested', to, at, message)),
        );
        await mail.queueAbout(trx, found.order_id, at, origin, (common) => ({
          kind: 'return_decided',
          data: { ...common, returnNumber: found.number, decision: to, message },
        }));
        await recordChange(
          trx,
          actor,
          {
            entity: 'order',
            entityId: found.order_id,
            action: 'updated',
            changes: [{ field: `return ${found.number}`, from: 'requested', to }],
          },
          at,
        );
      });
      realtime.orderChanged(found.order_id);
      return adminReturn(id);
    },

    /** The authorised return's items arrived: each line back into stock, or not. */
    async receive(id: string, lines: ReadonlyArray<{ lineId: string; restock: boolean }>, actor: Actor) {
      const found = await returnRepository.find(db, id);
      if (!found) throw notFound('Return not found');
      const returned = await returnRepository.linesOf(db, [id]);
      const named = new Map(lines.map((line) => [line.lineId, line.restock]));
      if (returned.length !== named.size || returned.some((line) => !named.has(line.order_item_id))) {
        throw new AppError(
          400,
          'validation_error',
          'Say for each item of the return whether it goes back into stock.',
        );
      }
      const at = now();
      let restocked = false;
      await db.transaction().execute(async (trx) => {
        movedOrRefused(
          found.status === 'authorised' &&
            (await returnRepository.move(trx, id, 'authorised', 'received', at)),
        );
        for (const line of returned) {
          const back =
            named.get(line.order_item_id) === true &&
            (await orderRefunds.restockReturned(trx, line.order_item_id, line.quantity));
          await returnRepository.setRestocked(trx, id, line.order_item_id, back);
          restocked ||= back;
        }
        await recordChange(
          trx,
          actor,
          {
            entity: 'order',
            entityId: found.order_id,
            action: 'updated',
            changes: [
              { field: `return ${found.number}`, from: 'authorised', to: 'received' },
              ...returned.map((line) => ({
                field: `return ${found.number}: ${line.title}`,
                from: null,
                to: named.get(line.order_item_id)
                  ? `${line.quantity} back into stock`
                  : `${line.quantity} not restocked`,
              })),
            ],
          },
          at,
        );
      });
      if (restocked) realtime.productsChanged();
      realtime.orderChanged(found.order_id);
      return adminReturn(id);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
