import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Coupon, couponInputSchema } from '../../../shared/schemas/coupons.js';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.js';
import type { AdminCrudService } from '../../http/admin-crud-routes.js';
import { conflict, notFound } from '../../http/errors.js';
import type { CouponRow, CouponWrite, CouponsAdminRepository } from './admin-repository.js';

type CouponInput = z.output<typeof couponInputSchema>;

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minPurchaseCents: row.min_purchase_cents,
    maxDiscountCents: row.max_discount_cents,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

function toWrite(input: CouponInput): CouponWrite {
  return {
    code: input.code,
    description: input.description,
    discount_type: input.discountType,
    discount_value: input.discountValue,
    min_purchase_cents: input.minPurchaseCents,
    max_discount_cents: input.maxDiscountCents,
    usage_limit: input.usageLimit,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    is_active: input.isActive ? 1 : 0,
  };
}

/** A duplicate code or a limit below the uses so far is a clear 409, and nothing is written. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('duplicate_code', 'Another coupon already has this code');
    if (isCheckViolation(error)) {
      throw conflict(
        'usage_limit_below_uses',
        'The usage limit cannot be below the times the coupon was used',
      );
    }
    throw error;
  }
}

export function createCouponsAdminService(
  repository: CouponsAdminRepository,
): AdminCrudService<CouponInput, Coupon> {
  async function change(id: string, changes: Partial<CouponWrite>): Promise<Coupon> {
    const found = await guarded(() => repository.update(id, changes));
    const row = found ? await repository.find(id) : undefined;
    if (!row) throw notFound('Coupon not found');
    return toCoupon(row);
  }

  return {
    list: async () => (await repository.listAll()).map(toCoupon),

    async create(input) {
      const id = randomUUID();
      await guarded(() =>
        repository.insert({ ...toWrite(input), id, times_used: 0, created_at: new Date().toISOString() }),
      );
      return toCoupon((await repository.find(id))!);
    },

    update: (id, input) => change(id, toWrite(input)),
    setActive: (id, isActive) => change(id, { is_active: isActive ? 1 : 0 }),

    async remove(id) {
      if (!(await repository.delete(id))) throw notFound('Coupon not found');
    },
  };
}
