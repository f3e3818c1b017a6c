import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@web/components/ui/button';
import type { DeferredDialogProps } from '@web/components/ui/deferred-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

/** WhatsApp by QR code or link (loaded when first opened, with the QR encoder). */
export function ChatDialog({
  link,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { link: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm!" onCloseAutoFocus={onCloseAutoFocus}>
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
