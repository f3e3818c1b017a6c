import { MessageCircleIcon } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { usePublicConfig } from '@web/lib/config';

/** The floating chat button: WhatsApp by QR code or link, the number from the server's config. */
export function ChatButton() {
  const number = usePublicConfig()?.whatsappNumber;
  if (!number) return null;
  const link = `https://wa.me/${number}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="icon"
          className="fixed right-6 bottom-6 z-40 size-14 rounded-full shadow-lg"
          aria-label="Chat with us"
        >
          <MessageCircleIcon className="size-6!" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Chat with us on WhatsApp</DialogTitle>
          <DialogDescription>
            Scan the code with your phone, or open the chat on this device.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-center rounded-md bg-white p-4">
          <QRCodeSVG value={link} size={200} title="WhatsApp chat QR code" role="img" />
        </div>
        <Button asChild>
          <a href={link} target="_blank" rel="noopener noreferrer">
            Open WhatsApp
          </a>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
