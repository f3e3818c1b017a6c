import { describe, expect, it } from 'vitest';
import { insertOrder } from '../../testing/fixtures.js';
import { twoServersForFile } from '../../testing/test-app.js';

/**
 * Invoice numbers with several app servers on PostgreSQL (docs/decisions/0020-invoices.md): payments
 * confirmed at once on two servers give every order its own number, with none skipped.
 */
const servers = twoServersForFile();

describe('invoice numbers across two app servers', () => {
  it('200 payments at once: 200 invoices numbered 1 to 200, none twice, none skipped', async () => {
    const { first, second, admin } = servers;
    const orders = await Promise.all(
      Array.from({ length: 200 }, (_, n) => insertOrder(first.db, { orderNumber: `ORD-GAPLESS-${n}` })),
    );
    const answers = await Promise.all(
      orders.map((id, n) =>
        (n % 2 === 0 ? first : second).app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${id}`,
          payload: { paymentStatus: 'paid' },
          cookies: admin.cookies,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const invoices = await first.db.kysely
      .selectFrom('invoices')
      .select(['number', 'order_id'])
      .where('series', '=', 'invoice')
      .orderBy('number')
      .execute();
    expect(invoices.map((invoice) => Number(invoice.number))).toEqual(
      Array.from({ length: 200 }, (_, n) => n + 1),
    );
    expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(orders));
  });
});
