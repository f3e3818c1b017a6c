import type { OrderDetail } from '../../../shared/schemas/checkout.js';
import type { ShopperOrder } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import type { Invoicing } from '../invoices/index.js';
import { notFound } from '../../http/errors.js';
import { accessHash } from './checkout-service.js';
import { forShopper, orderDetail } from './order-reads.js';
import * as orderRepository from './order-repository.js';
import { toOrder } from './order-rows.js';

/** A shopper's own orders (docs/design.md §5: nobody sees another's). */
export function createShopperOrders({ db, invoicing }: { db: Executor; invoicing: Invoicing }) {
  /**
   * One order, for its owner or whoever holds its access key (the guest's link). Anyone else, or
   * an unknown id, gets the same 404: an order's existence is not given away.
   */
  async function open(
    id: string,
    access: { key: string | undefined; userId: string | undefined },
  ): Promise<OrderDetail> {
    const found = await orderDetail(db, id);
    const byKey =
      found !== undefined && access.key !== undefined && found.accessHash === accessHash(access.key);
    const byOwner = found?.userId != null && found.userId === access.userId;
    if (!found || !(byKey || byOwner)) throw notFound('Order not found');
    return found.order;
  }

  return {
    open,

    /** The order as its page shows it: with its invoice and credit notes. */
    async page(id: string, access: { key: string | undefined; userId: string | undefined }) {
      const order = await open(id, access);
      return { ...forShopper(order), documents: await invoicing.documents(db, id) };
    },

    /** One of the order's documents as a PDF, for whoever may open the order. */
    async document(
      id: string,
      documentId: string,
      access: { key: string | undefined; userId: string | undefined },
    ) {
      await open(id, access);
      const file = await invoicing.pdf(db, id, documentId);
      if (!file) throw notFound('Document not found');
      return file;
    },

    /** A signed-in shopper's orders, newest first. */
    async ofUser(userId: string): Promise<ShopperOrder[]> {
      return (await orderRepository.ofUser(db, userId)).map((row) => forShopper(toOrder(row)));
    },
  };
}

export type ShopperOrders = ReturnType<typeof createShopperOrders>;
