import type { RoleNeed } from '../canAccess';

/** The modules a home grid may hold, in the order a new layout shows them. */
export const DASHBOARD_MODULE_KEYS = [
  'live-cams',
  'signups-today',
  'revenue-today',
  'media-queue',
  'payouts-due',
  'audit-events',
] as const;

export type DashboardModuleKey = (typeof DASHBOARD_MODULE_KEYS)[number];

/** One module of the home grid: its title, its size in grid cells (wide breakpoint) and the role its data needs. */
export interface DashboardModule {
  key: DashboardModuleKey;
  title: string;
  description: string;
  /** Width and height in cells of the widest breakpoint (12 columns); narrower ones clamp to their columns. */
  w: number;
  h: number;
  minW: number;
  minH: number;
  maxW: number;
  maxH: number;
  /** The role (any one of several) the module's data needs; the server's route asks the same. */
  role: RoleNeed;
  /** The call that answers the module's data, one per module. */
  call: string;
}

/**
 * The one catalogue of home modules: the grid places them, /tech/dashboard-components lists them and the server
 * checks a saved layout against them.
 */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  {
    key: 'live-cams',
    title: 'Live cams now',
    description: 'Performers in a show now (live, VIP or free), kept current over the socket.',
    w: 3,
    h: 2,
    minW: 2,
    minH: 2,
    maxW: 6,
    maxH: 4,
    role: 'VIEW_LIVE_CAMS',
    call: 'GET /wse/live',
  },
  {
    key: 'signups-today',
    title: 'Signups today',
    description: 'Members who signed up today (the Europe/Amsterdam day).',
    w: 3,
    h: 2,
    minW: 2,
    minH: 2,
    maxW: 6,
    maxH: 4,
    role: 'MEMBER_BASE',
    call: 'GET /dashboard/signups-today',
  },
  {
    key: 'revenue-today',
    title: 'Revenue today',
    description: 'Member payments today so far against the same weekday last week, up to the same time.',
    w: 3,
    h: 2,
    minW: 2,
    minH: 2,
    maxW: 6,
    maxH: 4,
    role: 'REVENUE_BASIC',
    call: 'GET /dashboard/revenue-today',
  },
  {
    key: 'media-queue',
    title: 'Media queue',
    description: 'Snapshots and album media waiting for moderation.',
    w: 3,
    h: 2,
    minW: 2,
    minH: 2,
    maxW: 6,
    maxH: 4,
    role: 'MODERATE_SNAPSHOTS',
    call: 'GET /dashboard/media-queue',
  },
  {
    key: 'payouts-due',
    title: 'Payouts due',
    description: 'Payouts calculated but not finalised yet: their invoices and total amount.',
    w: 4,
    h: 3,
    minW: 3,
    minH: 2,
    maxW: 12,
    maxH: 6,
    role: 'REVENUE_PLATFORM',
    call: 'GET /dashboard/payouts-due',
  },
  {
    key: 'audit-events',
    title: 'Recent audit events',
    description: 'The latest changes anyone made: who, what and when.',
    w: 8,
    h: 4,
    minW: 4,
    minH: 3,
    maxW: 12,
    maxH: 10,
    role: 'VIEW_ACTIVITY',
    call: 'GET /dashboard/audit-events',
  },
];

/**
 * The catalogue entry of a module key, or undefined for a key the catalogue does not know.
 *
 * @example
 * dashboardModule('media-queue')?.role; // 'MODERATE_SNAPSHOTS'
 */
export function dashboardModule(key: string): DashboardModule | undefined {
  return DASHBOARD_MODULES.find((module) => module.key === key);
}

/** The grid's breakpoints (minimum container width in px) and their columns; on a phone (xs) one column. */
export const HOME_BREAKPOINTS = { lg: 1200, md: 996, sm: 600, xs: 0 } as const;
export const HOME_COLUMNS = { lg: 12, md: 10, sm: 6, xs: 1 } as const;
export type HomeBreakpoint = keyof typeof HOME_BREAKPOINTS;
export const HOME_BREAKPOINT_KEYS = Object.keys(HOME_BREAKPOINTS) as HomeBreakpoint[];
/** The lowest row a layout may place a module at. */
export const HOME_MAX_ROW = 200;
