import type { FastifyPluginAsync } from 'fastify';
import { withQuery } from '../../../shared/api/endpoints.js';
import { PATHS } from '../../../shared/routes.js';
import { serve } from '../../http/endpoint-routes.js';
import type { UnsubscribeLinks } from './consents.js';

/**
 * The unsubscribe link's page and its button (docs/decisions/0021-privacy.md). A GET never
 * withdraws anything: mail scanners and link previews open links; only the page's POST does, or a
 * mail app's one-click POST (RFC 8058) to the same address, whatever its body.
 */
export const marketingRoutes: FastifyPluginAsync<{ links: UnsubscribeLinks }> = async (app, { links }) => {
  // RFC 8058's own example posts the one-click body as multipart/form-data; the body says nothing
  // the address does not, so it is taken unread, as a form post's is (src/server/http/endpoint-routes.ts).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, body),
  );
  serve(app, 'getUnsubscribe', ({ query }) => links.status(query.token));

  serve(app, 'unsubscribeForm', async ({ query }) => {
    await links.unsubscribe(query.token);
    // A new address for the answer: the link's own page may be kept a moment for visitors without
    // cookies (src/server/ssr/pages.ts), and it still shows the button.
    return withQuery(PATHS.unsubscribe, { token: query.token, done: 1 });
  });
};
