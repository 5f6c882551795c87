import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CachedOutlined from '@mui/icons-material/CachedOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import QueueOutlined from '@mui/icons-material/QueueOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpeakerNotesOffOutlined from '@mui/icons-material/SpeakerNotesOffOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import StreamOutlined from '@mui/icons-material/StreamOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons definitions and menu entries name, imported one by one so the bundle holds only these; a name not
 * listed here shows the generic one, so a new resource still works from its folder alone.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AccountBalanceWalletOutlined,
  BlockOutlined,
  CachedOutlined,
  CampaignOutlined,
  CardGiftcardOutlined,
  ChatOutlined,
  CloudOutlined,
  DashboardOutlined,
  DnsOutlined,
  EmailOutlined,
  ErrorOutlineOutlined,
  FaceRetouchingNaturalOutlined,
  FactCheckOutlined,
  ForumOutlined,
  GroupsOutlined,
  HandshakeOutlined,
  HelpOutlineOutlined,
  HistoryOutlined,
  HubOutlined,
  InsightsOutlined,
  LanguageOutlined,
  LeaderboardOutlined,
  LocalOfferOutlined,
  LockClockOutlined,
  ManageAccountsOutlined,
  NewspaperOutlined,
  PaymentsOutlined,
  PeopleAltOutlined,
  PermMediaOutlined,
  PersonSearchOutlined,
  PhoneInTalkOutlined,
  QueueOutlined,
  ReceiptLongOutlined,
  ReportOutlined,
  RequestQuoteOutlined,
  RocketLaunchOutlined,
  SavingsOutlined,
  SellOutlined,
  SettingsOutlined,
  SpeakerNotesOffOutlined,
  StickyNote2Outlined,
  StorageOutlined,
  StorefrontOutlined,
  StreamOutlined,
  TerminalOutlined,
  TimelineOutlined,
  TravelExploreOutlined,
  VideocamOutlined,
  WebOutlined,
  WebhookOutlined,
};

/** The MUI icon for an icon name of a definition or menu entry; the generic page icon for an unknown name. */
export function namedIcon(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || ArticleOutlined;
}
