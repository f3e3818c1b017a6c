import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Promotion, promotionInputSchema } from '../../../shared/schemas/promotions.js';
import type { AdminCrudService } from '../../http/admin-crud-routes.js';
import { notFound } from '../../http/errors.js';
import type { PromotionWrite, PromotionsAdminRepository } from './admin-repository.js';

type PromotionInput = z.output<typeof promotionInputSchema>;

export function toPromotion(row: PromotionWrite & { id: string; created_at: string }): Promotion {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discountBps: row.discount_bps,
    startDate: row.start_date,
    endDate: row.end_date,
    appliesToAll: row.applies_to_all === 1,
    category: row.category,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

function toWrite(input: PromotionInput): PromotionWrite {
  return {
    name: input.name,
    description: input.description,
    discount_bps: input.discountBps,
    start_date: input.startDate,
    end_date: input.endDate,
    applies_to_all: input.appliesToAll ? 1 : 0,
    category: input.category,
    is_active: input.isActive ? 1 : 0,
  };
}

/**
 * Promotions change the prices shoppers see, so every change is told on like a product change
 * (storefront caches cleared, open pages reloaded).
 */
export function createPromotionsAdminService(
  repository: PromotionsAdminRepository,
  onPricesChanged: () => void,
): AdminCrudService<PromotionInput, Promotion> {
  async function change(id: string, changes: Partial<PromotionWrite>): Promise<Promotion> {
    const row = (await repository.update(id, changes)) ? await repository.find(id) : undefined;
    if (!row) throw notFound('Promotion not found');
    onPricesChanged();
    return toPromotion(row);
  }

  return {
    list: async () => (await repository.listAll()).map(toPromotion),

    async create(input) {
      const id = randomUUID();
      await repository.insert({ ...toWrite(input), id, created_at: new Date().toISOString() });
      onPricesChanged();
      return toPromotion((await repository.find(id))!);
    },

    update: (id, input) => change(id, toWrite(input)),
    setActive: (id, isActive) => change(id, { is_active: isActive ? 1 : 0 }),

    async remove(id) {
      if (!(await repository.delete(id))) throw notFound('Promotion not found');
      onPricesChanged();
    },
  };
}
