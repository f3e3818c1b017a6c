import type { SessionUser } from '../../../shared/schemas/auth.js';
import type { MarketingConsent } from '../../../shared/schemas/marketing.js';
import type { ShippingAddress } from '../../../shared/schemas/orders.js';
import { ACCOUNT_EXPORT_FORMAT, type Account, type AccountExport } from '../../../shared/schemas/privacy.js';
import type { Executor } from '../../db/database.js';
import { AppError, conflict } from '../../http/errors.js';
import {
  type AuthService,
  accountAccess,
  accountProfile,
  eraseAccount,
  replaceRole,
  unknownPasswordHash,
} from '../auth/index.js';
import { clearCart } from '../cart/index.js';
import { emailsTo, forgetEmailsTo } from '../email/index.js';
import { accountConsent, consentsOf, eraseConsentsOf, setAccountConsent } from '../marketing/index.js';
import { accountOrders, accountOrdersInProgress, eraseAccountCustomer } from '../orders/index.js';
import { accountReviews, eraseReviewAuthor } from '../reviews/index.js';

/** The orders an account may not be deleted with, in words. */
function inProgressWords(orderNumbers: string[]): string {
  const list = orderNumbers.join(', ');
  return orderNumbers.length === 1
    ? `Your order ${list} is still under way: we need your details to deliver it. You can delete your account once it is delivered or cancelled.`
    : `Your orders ${list} are still under way: we need your details to deliver them. You can delete your account once they are delivered or cancelled.`;
}

/** Each address as stored on the orders, once, with the orders that used it. */
function addressesOf(orders: AccountExport['orders']): AccountExport['addresses'] {
  const byAddress = new Map<string, ShippingAddress & { orderNumbers: string[] }>();
  for (const order of [...orders].reverse()) {
    const { street, suburb, city, province, postalCode } = order.shippingAddress;
    const key = JSON.stringify([street, suburb, city, province, postalCode]);
    const entry = byAddress.get(key) ?? { street, suburb, city, province, postalCode, orderNumbers: [] };
    entry.orderNumbers.push(order.orderNumber);
    byAddress.set(key, entry);
  }
  return [...byAddress.values()];
}

/**
 * A signed-in shopper's rights under POPIA (docs/decisions/0021-privacy.md): to see their account
 * and what the shop holds about them (access), to object to marketing, and to have the account
 * deleted. Each module erases and reads its own tables; this composes them.
 */
export function createPrivacyService({
  db,
  auth,
  now,
}: {
  db: Executor;
  auth: AuthService;
  now: () => Date;
}) {
  async function profileOf(user: SessionUser) {
    const profile = await accountProfile(db, user.id);
    if (!profile) throw new AppError(401, 'unauthenticated', 'Sign in to see your account.');
    return profile;
  }

  return {
    /** The account page: name, email and marketing consent. */
    async account(user: SessionUser): Promise<Account> {
      const profile = await profileOf(user);
      return {
        fullName: profile.fullName,
        email: profile.email,
        createdAt: profile.createdAt,
        marketing: await accountConsent(db, profile.email),
      };
    },

    /** The account page's switch. */
    setMarketing(user: SessionUser, subscribed: boolean): Promise<MarketingConsent> {
      return setAccountConsent(db, { userId: user.id, email: user.email }, subscribed, now());
    },

    /** Everything the shop holds about the account (its shape: src/shared/schemas/privacy.ts). */
    async exportOf(user: SessionUser): Promise<AccountExport> {
      const at = now();
      const profile = await profileOf(user);
      const orders = await accountOrders(db, user.id);
      const emails = await emailsTo(db, { address: profile.email, orderIds: orders.map((o) => o.id) });
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: at.toISOString(),
        profile: {
          id: profile.id,
          fullName: profile.fullName,
          email: profile.email,
          createdAt: profile.createdAt,
          roles: profile.roles,
        },
        addresses: addressesOf(orders),
        orders,
        marketingConsents: await consentsOf(db, { userId: user.id, email: profile.email }),
        emails: emails.map((email) => ({
          to: email.to_address,
          subject: email.subject,
          queuedAt: email.created_at,
          sentAt: email.sent_at,
        })),
        ...(await accountAccess(db, user.id, at)),
        reviews: await accountReviews(db, user.id),
      };
    },

    /**
     * Deletes the account, its password given again, in one transaction: its details, sessions,
     * trusted browsers, reset links, consents and emails go, and this browser's cart; its reviews stay,
     * unnamed; its orders stay, with their lines and money, without the customer. Refused while an order is under way
     * (its delivery needs the address) or when it is the shop's last administrator.
     */
    async deleteAccount(user: SessionUser, password: string, cartSession: string | undefined): Promise<void> {
      await auth.confirmPassword(user, password);
      const passwordHash = await unknownPasswordHash();
      const at = now();
      // The account gives up any admin role as a role change does: serializable on PostgreSQL, so two
      // administrators deleting their accounts at once cannot leave the shop with none.
      const outcome = await replaceRole(db, user.id, 'customer', async (trx) => {
        const inProgress = await accountOrdersInProgress(trx, user.id);
        if (inProgress.length > 0) throw conflict('orders_in_progress', inProgressWords(inProgress));
        const orderIds = await eraseAccountCustomer(trx, user.id, at);
        await forgetEmailsTo(trx, { address: user.email, orderIds });
        await eraseConsentsOf(trx, { userId: user.id, email: user.email });
        await eraseReviewAuthor(trx, user.id);
        if (cartSession) await clearCart(trx, cartSession);
        await eraseAccount(trx, user, passwordHash);
      });
      if (outcome === 'last_admin') {
        throw conflict(
          'last_admin',
          'The shop needs an administrator: make another user an admin before you delete your account.',
        );
      }
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
