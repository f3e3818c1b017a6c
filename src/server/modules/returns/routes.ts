import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import { type AuthService, actorOf, readSessionToken } from '../auth/index.js';
import type { RefundService } from './refund-service.js';
import type { ReturnsService } from './returns-service.js';

/** A shopper's returns: on their order's page, signed in or through the guest's link. */
export const returnRoutes: FastifyPluginAsync<{
  returns: ReturnsService;
  auth: AuthService;
  publicUrl: string | undefined;
}> = async (app, { returns, auth, publicUrl }) => {
  const userId = async (request: Parameters<typeof readSessionToken>[0]) =>
    (await auth.currentUser(readSessionToken(request)))?.id;

  serve(app, 'getOrderReturns', async ({ params, query }, request) =>
    returns.forShopper(params.id, { key: query.key, userId: await userId(request) }),
  );

  serve(app, 'requestReturn', async ({ params, body }, request) =>
    returns.request(
      params.id,
      { key: body.key, userId: await userId(request) },
      body,
      publicOrigin(publicUrl, request),
    ),
  );
};

/** The Returns screen and refunds (docs/decisions/0022-returns-and-refunds.md). Mounted under /api/admin. */
export const returnsAdminRoutes: FastifyPluginAsync<{
  returns: ReturnsService;
  refunds: RefundService;
  publicUrl: string | undefined;
}> = async (app, { returns, refunds, publicUrl }) => {
  serve(app, 'listAdminReturns', ({ query }) => returns.list(query));
  serve(app, 'getAdminReturn', ({ params }) => returns.get(params.id));
  serve(app, 'decideReturn', ({ params, body }, request) =>
    returns.decide(
      params.id,
      body.decision,
      body.message,
      actorOf(request),
      publicOrigin(publicUrl, request),
    ),
  );
  serve(app, 'receiveReturn', ({ params, body }, request) =>
    returns.receive(params.id, body.lines, actorOf(request)),
  );
  serve(app, 'listOrderRefunds', async ({ params }) => ({ refunds: await refunds.ofOrder(params.id) }));
  serve(app, 'refundOrder', async ({ params, body }, request) => {
    await refunds.refund(params.id, body, actorOf(request), publicOrigin(publicUrl, request));
    return { refunds: await refunds.ofOrder(params.id) };
  });
};
