import { z } from 'zod';

/** A page open on an order asks for that order's events too. */
export const eventsQuerySchema = z.strictObject({ order: z.uuid().optional() });
