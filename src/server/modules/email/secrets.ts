/**
 * A password reset link's token (docs/decisions/0009): only its recipient may read it. The outbox
 * must keep it until the email is sent; the admin's preview never shows it, and once sent it is gone.
 */
const RESET_TOKEN = /#token=[A-Za-z0-9_-]+/g;

export const withoutSecrets = (body: string): string => body.replace(RESET_TOKEN, '#token=[removed]');
