import type { ResourceDefinition } from '../contract/ResourceDefinition';
import abuseReports from './abuseReports';
import accounts from './accounts';
import audit from './audit';
import blacklabels from './blacklabels';
import bonuses from './bonuses';
import emails from './emails';
import families from './families';
import groups from './groups';
import invalidChats from './invalidChats';
import ivrNumbers from './ivrNumbers';
import kicks from './kicks';
import memberChats from './memberChats';
import memberCredits from './memberCredits';
import memberPayments from './memberPayments';
import members from './members';
import news from './news';
import partnerOffers from './partnerOffers';
import partners from './partners';
import performers from './performers';
import postbackLog from './postbackLog';
import postbacks from './postbacks';
import promotionGroups from './promotionGroups';
import promotions from './promotions';
import reservations from './reservations';
import seoCategories from './seoCategories';
import studios from './studios';
import tariffGroups from './tariffGroups';
import unlistedPartnerCodes from './unlistedPartnerCodes';
import wallets from './wallets';
import whitelabels from './whitelabels';

/** Every resource the dashboard knows; adding one is a folder plus one line here. */
export const registry: readonly ResourceDefinition[] = [
  accounts, //
  groups,
  audit,
  members,
  memberCredits,
  memberPayments,
  memberChats,
  performers,
  studios,
  blacklabels,
  whitelabels,
  families,
  partners,
  partnerOffers,
  unlistedPartnerCodes,
  wallets,
  tariffGroups,
  ivrNumbers,
  reservations,
  promotions,
  promotionGroups,
  bonuses,
  seoCategories,
  invalidChats,
  abuseReports,
  kicks,
  emails,
  news,
  postbacks,
  postbackLog,
];
