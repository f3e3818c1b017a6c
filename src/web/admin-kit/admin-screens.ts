import type { LucideIcon } from 'lucide-react';
import {
  LayoutDashboardIcon,
  MailIcon,
  PackageIcon,
  PercentIcon,
  SettingsIcon,
  ShoppingBagIcon,
  StarIcon,
  TicketIcon,
  Undo2Icon,
} from 'lucide-react';
import type { Role } from '@shared/constants';
import { PATHS } from '@shared/routes';

export interface AdminScreen {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** A moderator may open it too (the server lets them call only its API); else administrators only. */
  moderators?: true;
}

/** The admin screens, for the admin navigation and the dashboard's links. */
export const ADMIN_SCREENS: AdminScreen[] = [
  { to: PATHS.admin, label: 'Dashboard', description: 'Figures and users', icon: LayoutDashboardIcon },
  {
    to: PATHS.adminProducts,
    label: 'Products',
    description: 'Add, edit and remove products',
    icon: PackageIcon,
  },
  {
    to: PATHS.adminOrders,
    label: 'Orders',
    description: 'Statuses, payments and tracking',
    icon: ShoppingBagIcon,
  },
  {
    to: PATHS.adminReturns,
    label: 'Returns',
    description: 'Authorise, receive and refund returns',
    icon: Undo2Icon,
  },
  {
    to: PATHS.adminReviews,
    label: 'Reviews',
    description: 'Publish, reject and reply to reviews',
    icon: StarIcon,
    moderators: true,
  },
  { to: PATHS.adminCoupons, label: 'Coupons', description: 'Discount codes for checkout', icon: TicketIcon },
  {
    to: PATHS.adminPromotions,
    label: 'Promotions',
    description: 'Sales by category or store-wide',
    icon: PercentIcon,
  },
  { to: PATHS.adminEmails, label: 'Emails', description: 'What the shop sent, or will send', icon: MailIcon },
  {
    to: PATHS.adminSettings,
    label: 'Settings',
    description: 'Bank account, fees and hold times',
    icon: SettingsIcon,
  },
];

/**
 * The screens a user may open: every one for an administrator, those marked for moderators for a
 * moderator, none for anyone else (docs/decisions/0023-reviews.md).
 */
export function screensFor(roles: readonly Role[] | undefined): AdminScreen[] {
  if (roles?.includes('admin')) return ADMIN_SCREENS;
  if (roles?.includes('moderator')) return ADMIN_SCREENS.filter((screen) => screen.moderators);
  return [];
}

/** The screen an address is on: the dashboard's exactly, another's with anything under it. */
const isOn = (screen: AdminScreen, pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screen.to === PATHS.admin
    ? path === PATHS.admin
    : path === screen.to || path.startsWith(`${screen.to}/`);
};

/** What the admin gate does with a user at an address of the panel. */
export type AdminAccess =
  /** Let in. */
  | { kind: 'open' }
  /** A moderator at the dashboard or an administrator's screen: sent to a screen they may open. */
  | { kind: 'elsewhere'; to: string }
  /** Nobody signed in, or no role the panel lets in. */
  | { kind: 'refused' };

export function adminAccess(roles: readonly Role[] | undefined, pathname: string): AdminAccess {
  // An administrator may open every address of the panel (one no screen has is the panel's 404).
  if (roles?.includes('admin')) return { kind: 'open' };
  const screens = screensFor(roles);
  const [home] = screens;
  if (!home) return { kind: 'refused' };
  return screens.some((screen) => isOn(screen, pathname))
    ? { kind: 'open' }
    : { kind: 'elsewhere', to: home.to };
}

/** Where the panel's title leads: the dashboard, or a moderator's only screen. */
export const adminHome = (roles: readonly Role[] | undefined): string =>
  screensFor(roles)[0]?.to ?? PATHS.admin;
