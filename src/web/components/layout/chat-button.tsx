import { MessageCircleIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Button } from '@web/components/ui/button';
import { useDeferredDialog } from '@web/components/ui/deferred-dialog';
import { usePublicConfig } from '@web/api/config';

const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

/** The floating chat button: WhatsApp by QR code or link, the number from the server's config. */
export function ChatButton() {
  const number = usePublicConfig()?.whatsappNumber;
  const chat = useDeferredDialog();
  if (!number) return null;
  return (
    <>
      <Button
        size="icon"
        className="fixed right-6 bottom-6 z-40 size-14! rounded-full! shadow-lg"
        aria-label="Chat with us"
        {...chat.triggerProps}
      >
        <MessageCircleIcon className="size-6!" />
      </Button>
      {chat.requested && (
        <Suspense fallback={null}>
          <ChatDialog link={`https://wa.me/${number}`} {...chat.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
