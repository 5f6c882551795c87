import type { Role } from './roles';

export interface RoleInfo {
  /** What staff call it, shown beside the code. */
  label: string;
  /** One line: what holding it lets someone do. */
  description: string;
}

/** Every role of the catalogue in words, for pickers, filters, record pages and the lock page. */
export const ROLE_INFO: Readonly<Record<Role, RoleInfo>> = {
  DONATE_CREDITS: { label: 'Donate credits', description: 'Give a member credits, with a reason.' },
  REDUCE_CREDITS: { label: 'Reduce credits', description: 'Take credits from a member, with a reason.' },
  SEARCH_MEMBER: {
    label: 'Search members',
    description: 'Find and list members, and open the members list.',
  },
  VIEW_MEMBER_PAYMENTS: { label: 'Member payments', description: 'See the payments a member made.' },
  VIEW_MEMBER_CHAT_HISTORY: { label: 'Member chat history', description: 'See the chats a member had.' },
  LOGIN_AS_MEMBER: {
    label: 'Sign in as member',
    description: 'Make a one-time link that signs in as a member.',
  },
  MEMBER_AFFILIATE_CODE: {
    label: 'Member affiliate code',
    description: 'Change the affiliate code of a member.',
  },
  SEARCH_MIGRATED_ACCOUNTS: {
    label: 'Migrated members',
    description: 'See members migrated from the old platform (without a family id).',
  },
  VIEW_PHX_AFFILIATES: { label: 'View affiliates', description: 'See affiliate postbacks.' },
  EDIT_PHX_AFFILIATES: { label: 'Edit affiliates', description: 'Change affiliate postbacks.' },
  CREATE_PHX_AFFILIATES: { label: 'Create affiliates', description: 'Add affiliate postbacks.' },
  REMOVE_PHX_AFFILIATES: { label: 'Remove affiliates', description: 'Delete affiliate postbacks.' },
  EDIT_PHX_WLB_DEPLOYMENT: {
    label: 'Deploy whitelabels',
    description: 'Build, deploy and roll back whitelabel sites.',
  },
  EDIT_PHX_WLB_CONF: {
    label: 'Configure whitelabels',
    description: 'Change the settings of whitelabel sites.',
  },
  VIEW_MINUTES: { label: 'Partner minutes', description: 'See the chat minutes partners brought.' },
  VIEW_WSE_PARTNERS: { label: 'View partners', description: 'See partners, their sites and blacklabels.' },
  EDIT_WSE_PARTNERS: { label: 'Edit partners', description: 'Change partners and their blacklabels.' },
  CREATE_WSE_PARTNERS: { label: 'Create partners', description: 'Add partners and blacklabels.' },
  REMOVE_WSE_PARTNERS: { label: 'Remove partners', description: 'Delete partners and blacklabels.' },
  VIEW_ACCOUNTS: {
    label: 'View staff accounts',
    description: 'See the staff accounts and open the Accounts list.',
  },
  EDIT_ACCOUNTS: {
    label: 'Edit staff accounts',
    description: 'Change staff accounts and send them a password reset.',
  },
  CREATE_ACCOUNTS: { label: 'Create staff accounts', description: 'Add staff accounts.' },
  UPDATE_ACCOUNTS: { label: 'Update staff accounts', description: 'Change the details of staff accounts.' },
  REMOVE_ACCOUNTS: { label: 'Remove staff accounts', description: 'Delete staff accounts.' },
  SEND_ACCOUNT_QR: {
    label: 'Re-send two-factor QR',
    description: 'Send an account a new two-factor QR link.',
  },
  VIEW_ROLES: { label: 'View roles', description: 'See the roles of accounts and groups.' },
  EDIT_ROLES: {
    label: 'Edit roles',
    description: 'Grant and take back roles (only roles one holds oneself).',
  },
  VIEW_GROUPS: { label: 'View groups', description: 'See the staff groups and open the Groups list.' },
  CREATE_GROUPS: { label: 'Create groups', description: 'Add staff groups.' },
  UPDATE_GROUPS: { label: 'Update groups', description: 'Change staff groups.' },
  REMOVE_GROUPS: { label: 'Remove groups', description: 'Delete staff groups.' },
  ASSIGN_GROUPS: { label: 'Assign groups', description: 'Put other accounts into groups and take them out.' },
  ASSIGN_GROUPS_SELF: { label: 'Assign own groups', description: 'Join groups or leave them oneself.' },
  ASSIGN_GROUPS_BATCH: {
    label: 'Assign groups in bulk',
    description: 'Put many accounts into a group at once.',
  },
  MODERATE_SNAPSHOTS: {
    label: 'Moderate media',
    description: 'Approve or reject snapshots and album media in the Media queue.',
  },
  VIEW_INVALID_CHATS: {
    label: 'Invalid chats',
    description: 'Review flagged chats: mark them valid or refund their credits.',
  },
  VIEW_ABUSE_LOG: { label: 'Abuse reports', description: 'Read the abuse reports and resolve them.' },
  VIEW_KICK_LOG: { label: 'Kick log', description: 'Read who was kicked from which room, and why.' },
  VIEW_NEW_PERFORMERS: {
    label: 'Review performers',
    description: 'List performers and approve or deny new ones.',
  },
  VIEW_STUDIOS: { label: 'Studios', description: 'List and open studios.' },
  VIEW_LIVE_CAMS: { label: 'Live cams', description: 'Watch the live wall, end shows and kick members.' },
  MODEL_BONUS: { label: 'Performer bonuses', description: 'Grant bonuses that enter the next payout.' },
  VIEW_REDIS_KEYS: { label: 'Redis keys', description: 'Browse and delete keys in the Redis tool.' },
  VIEW_ACTIVITY: {
    label: 'System activity',
    description: 'Read error and system logs, and query datastores.',
  },
  VIEW_STREAMS: { label: 'Streams', description: 'See live streams and stop one.' },
  VIEW_PAGE_POSTBACKS: { label: 'Postbacks page', description: 'Open the Postbacks page.' },
  VIEW_BULL_MANAGER: { label: 'Job queues', description: 'See the job queues and retry or remove jobs.' },
  VIEW_PAGE_PARTNER_STATISTICS: {
    label: 'Statistics pages',
    description: 'Open the Platform, Members and Models statistics.',
  },
  VIEW_ANALYTICS_ALL: { label: 'All analytics', description: 'See analytics across all partners and sites.' },
  MEMBER_BASE: { label: 'Member figures', description: 'See member counts in reports.' },
  MEMBER_EMAIL: { label: 'Member emails', description: 'See member email addresses in reports.' },
  MEMBER_IP: { label: 'Member IP addresses', description: 'See member IP addresses in reports.' },
  MEMBER_GEO: { label: 'Member locations', description: 'See where members are, in reports.' },
  MEMBER_DETAIL: { label: 'Member details', description: 'See member-level detail in reports.' },
  REVENUE_BASIC: { label: 'Revenue totals', description: 'See revenue totals in reports.' },
  REVENUE_PLATFORM: {
    label: 'Platform revenue',
    description: 'See platform revenue, and run payouts (calculate, validate, finalise, SEPA file).',
  },
  REVENUE_NETWORK: { label: 'Network revenue', description: 'See revenue per network in reports.' },
  REVENUE_AFFILIATE: { label: 'Affiliate revenue', description: 'See revenue per affiliate in reports.' },
  REVENUE_DETAIL: {
    label: 'Revenue details',
    description: 'See revenue down to single payments in reports.',
  },
  ADD_TARIFF_GROUP: { label: 'Add tariff groups', description: 'Add tariff groups.' },
  EDIT_TARIFF: { label: 'Edit tariffs', description: 'Change tariffs.' },
};

/**
 * A role as staff read it: its label with the code beside it; an unknown code as it is.
 *
 * @example
 * roleLabel('SEARCH_MEMBER'); // 'Search members (SEARCH_MEMBER)'
 */
export function roleLabel(role: string): string {
  const info = (ROLE_INFO as Readonly<Record<string, RoleInfo>>)[role];
  return info ? `${info.label} (${role})` : role;
}
