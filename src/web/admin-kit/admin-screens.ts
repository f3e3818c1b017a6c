import type { LucideIcon } from 'lucide-react';
import {
  LayoutDashboardIcon,
  MailIcon,
  PackageIcon,
  PercentIcon,
  SettingsIcon,
  ShoppingBagIcon,
  TicketIcon,
  Undo2Icon,
} from 'lucide-react';
import { PATHS } from '@shared/routes';

export interface AdminScreen {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
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
