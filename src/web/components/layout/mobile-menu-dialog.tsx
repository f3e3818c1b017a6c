import { NavLink } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import type { DeferredDialogProps } from '@web/components/ui/deferred-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { AuthLink } from './auth-link';
import { navLinkClass, NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';

/** The phone's menu: search, the navigation and the account link (loaded when first opened). */
export function MobileMenuDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" className="content-start" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{STORE_NAME}</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <SearchBox onSearch={close} />
        <nav aria-label="Mobile" className="flex flex-col gap-4">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <AuthLink onNavigate={close} className="justify-start! px-0!" />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
