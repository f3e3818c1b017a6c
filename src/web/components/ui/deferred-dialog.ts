import { useRef, useState } from 'react';

/** What a lazily loaded dialog takes from its button (use-deferred-dialog below). */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the button that opened it (Radix does this only for its own trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A button whose dialog's code loads on first use, keeping Radix's dialog out of the first page's
 * JavaScript: render the dialog (lazy) once `requested`, with `dialogProps`.
 */
export function useDeferredDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    requested,
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setRequested(true);
        setOpen(true);
      },
    },
    dialogProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        trigger.current?.focus();
      },
    } satisfies DeferredDialogProps,
  };
}
