import abuseReports from '../../resources/abuseReports';
import accounts from '../../resources/accounts';
import blacklabels from '../../resources/blacklabels';
import bonuses from '../../resources/bonuses';
import emails from '../../resources/emails';
import families from '../../resources/families';
import groups from '../../resources/groups';
import invalidChats from '../../resources/invalidChats';
import ivrNumbers from '../../resources/ivrNumbers';
import kicks from '../../resources/kicks';
import memberChats from '../../resources/memberChats';
import memberCredits from '../../resources/memberCredits';
import memberPayments from '../../resources/memberPayments';
import members from '../../resources/members';
import news from '../../resources/news';
import partners from '../../resources/partners';
import partnerOffers from '../../resources/partnerOffers';
import promotionGroups from '../../resources/promotionGroups';
import promotions from '../../resources/promotions';
import performers from '../../resources/performers';
import postbackLog from '../../resources/postbackLog';
import postbacks from '../../resources/postbacks';
import reservations from '../../resources/reservations';
import seoCategories from '../../resources/seoCategories';
import studios from '../../resources/studios';
import tariffGroups from '../../resources/tariffGroups';
import wallets from '../../resources/wallets';
import whitelabels from '../../resources/whitelabels';
import {
  blacklabels as blacklabelTable,
  familySites,
  partners as partnerTable,
  studios as studioTable,
  whitelabelSites,
} from '../db/schema/platform';
import { chatSessions, creditLedger, payments } from '../db/schema/platformMoney';
import { members as memberTable, performers as performerTable } from '../db/schema/platformUsers';
import { abuseReports as abuseTable, kicks as kickTable } from '../db/schema/moderation';
import { accounts as accountTable, groups as groupTable } from '../db/schema/staff';
import {
  promotionGroups as promotionGroupTable,
  promotions as promotionTable,
} from '../db/schema/promotions';
import { reservations as reservationTable } from '../db/schema/reservations';
import { emailTemplates, news as newsTable } from '../db/schema/communications';
import { bonuses as bonusTable } from '../db/schema/bonuses';
import { seoCategories as seoCategoryTable } from '../db/schema/seo';
import { wallets as walletTable } from '../db/schema/wallets';
import { ivrNumbers as ivrNumberTable } from '../db/schema/ivr';
import { tariffGroups as tariffGroupTable } from '../db/schema/tariffs';
import { partnerOffers as partnerOfferTable } from '../db/schema/partnerOffers';
import { partnerOfferHooks } from '../routes/partners/partnerOfferHooks';
import { tariffGroupHooks } from '../routes/tariffs/tariffGroupHooks';
import { accountHooks } from '../routes/accounts/accountHooks';
import { reservationHooks } from '../routes/finance/reservationHooks';
import { emailHooks } from '../routes/communications/emailHooks';
import { newsHooks } from '../routes/communications/newsHooks';
import { bonusHooks } from '../routes/bonuses/bonusHooks';
import { seoCategoryHooks } from '../routes/seo/seoCategoryHooks';
import { groupHooks } from '../routes/groups/groupHooks';
import { memberHooks } from '../routes/members/memberHooks';
import { abuseReportHooks } from '../routes/moderation/abuseReportHooks';
import { invalidChatHooks } from '../routes/moderation/invalidChatHooks';
import { performerHooks } from '../routes/performers/performerHooks';
import { promotionHooks } from '../routes/promotions/promotionHooks';
import { studioHooks } from '../routes/studios/studioHooks';
import { postbackLog as postbackLogTable, postbacks as postbackTable } from '../db/schema/postbacks';
import { postbackHooks } from '../routes/postbacks/postbackHooks';
import { postbackLogHooks } from '../routes/postbacks/postbackLogHooks';
import { partnerHooks } from '../routes/partners/partnerHooks';
import { serve, type ServedResource } from './ServedResource';

/** The server's half of the registry: each definition with the table that stores it (and its hooks, if any). */
export const SERVED_RESOURCES: readonly ServedResource[] = [
  serve(accounts, accountTable, accountHooks),
  serve(groups, groupTable, groupHooks),
  serve(members, memberTable, memberHooks),
  serve(memberCredits, creditLedger),
  serve(memberPayments, payments),
  serve(memberChats, chatSessions),
  serve(performers, performerTable, performerHooks),
  serve(studios, studioTable, studioHooks),
  serve(blacklabels, blacklabelTable),
  serve(whitelabels, whitelabelSites),
  serve(families, familySites),
  serve(partners, partnerTable, partnerHooks),
  serve(partnerOffers, partnerOfferTable, partnerOfferHooks),
  serve(wallets, walletTable),
  serve(tariffGroups, tariffGroupTable, tariffGroupHooks),
  serve(ivrNumbers, ivrNumberTable),
  serve(reservations, reservationTable, reservationHooks),
  serve(promotions, promotionTable, promotionHooks),
  serve(promotionGroups, promotionGroupTable),
  serve(bonuses, bonusTable, bonusHooks),
  serve(seoCategories, seoCategoryTable, seoCategoryHooks),
  serve(invalidChats, chatSessions, invalidChatHooks),
  serve(abuseReports, abuseTable, abuseReportHooks),
  serve(kicks, kickTable),
  serve(emails, emailTemplates, emailHooks),
  serve(news, newsTable, newsHooks),
  serve(postbacks, postbackTable, postbackHooks),
  serve(postbackLog, postbackLogTable, postbackLogHooks),
];
