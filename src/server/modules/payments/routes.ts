import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ApiTag } from '../../../shared/api/contract.js';
import { publicOrigin } from '../../http/public-origin.js';
import { PAYFAST_NOTIFY_PATH, type Payments } from './payments.js';

/** Not on the contract (PayFast posts a form, not JSON), but in the API reference all the same. */
const notifyRouteSchema = {
  operationId: 'payfastNotification',
  summary: "PayFast's payment notification (ITN), form-encoded; answered 200 once it is kept",
  tags: ['Payments'] satisfies ApiTag[],
  response: { 200: z.undefined().describe('Kept: PayFast need not send it again') },
};

/**
 * PayFast's notification (ITN): a form post from PayFast's servers, the one place the API takes a
 * form body (the parser lives in this plugin only). It is kept, then answered 200 at once, as PayFast
 * asks; the checks and the change follow, and a refused notification is logged. Should keeping it
 * fail, the error answer makes PayFast send it again.
 */
export const paymentRoutes: FastifyPluginAsync<{
  payments: Payments;
  publicUrl: string | undefined;
}> = async (app, { payments, publicUrl }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(PAYFAST_NOTIFY_PATH, { schema: notifyRouteSchema }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    await payments.notifications.accept(body, request.ip, publicOrigin(publicUrl, request));
    return reply.status(200).send();
  });
};
