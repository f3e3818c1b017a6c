import type { ShopperOrderDetail } from '../../../shared/schemas/checkout.js';
import type { Executor, Trx } from '../../db/database.js';
import { forShopper, orderDetail } from './order-reads.js';
import * as orderRepository from './order-repository.js';

/**
 * An account's orders as its owner's privacy rights read and erase them
 * (docs/decisions/0021-privacy.md). Only the orders placed signed in to the account: a guest order
 * with the same email may be someone else's (sign-up does not prove the address).
 */

/** The account's orders with their lines and money, newest first, as their shopper sees them. */
export async function accountOrders(db: Executor, userId: string): Promise<ShopperOrderDetail[]> {
  const orders: ShopperOrderDetail[] = [];
  for (const row of await orderRepository.ofUser(db, userId)) {
    const found = await orderDetail(db, row.id);
    if (found) orders.push(forShopper(found.order));
  }
  return orders;
}

/** The numbers of the account's orders still under way (their delivery needs the address). */
export const accountOrdersInProgress = (db: Executor, userId: string) =>
  orderRepository.inProgressOf(db, userId);

/**
 * Erases the customer from the account's orders in the caller's transaction, keeping the orders,
 * their lines and their money for the five years tax law asks. Answers the orders' ids.
 */
export const eraseAccountCustomer = (trx: Trx, userId: string, at: Date) =>
  orderRepository.eraseCustomerOf(trx, userId, at.toISOString());
