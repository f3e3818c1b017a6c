import type { LucideIcon } from 'lucide-react';
import { LayoutDashboardIcon } from 'lucide-react';

export interface AdminScreen {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The admin screens, for the admin navigation and the dashboard's links. */
export const ADMIN_SCREENS: AdminScreen[] = [
  { to: '/admin', label: 'Dashboard', description: 'Figures and users', icon: LayoutDashboardIcon },
];
