import { MessageCircleIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Button } from '@web/components/ui/button';
import { useDeferredDialog } from '@web/components/ui/deferred-dialog';
import { usePublicConfig } from '@web/api/config';

const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

const FLOATING = 'fixed right-6 bottom-6 z-40 size-14! rounded-full! shadow-lg';

/**
 * The floating chat button: WhatsApp by QR code or link, the number from the server's config. The
 * dialog needs JavaScript; without it the button is the link itself
 * (docs/decisions/0011-server-rendering.md).
 */
export function ChatButton() {
  const number = usePublicConfig()?.whatsappNumber;
  const chat = useDeferredDialog();
  if (!number) return null;
  const link = `https://wa.me/${number}`;
  return (
    <>
      <Button size="icon" className={`js-only ${FLOATING}`} aria-label="Chat with us" {...chat.triggerProps}>
        <MessageCircleIcon className="size-6!" />
      </Button>
      <noscript>
        <Button asChild size="icon" className={FLOATING}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us on WhatsApp (opens in a new tab)"
          >
            <MessageCircleIcon className="size-6!" />
          </a>
        </Button>
      </noscript>
      {chat.requested && (
        <Suspense fallback={null}>
          <ChatDialog link={link} {...chat.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
