import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BuildIcon from '@mui/icons-material/Build';
import EuroIcon from '@mui/icons-material/Euro';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WebIcon from '@mui/icons-material/Web';
import type { ReactElement } from 'react';
import type { MenuGroupKey } from '../../../contract/menuGroups';

/** One icon per menu group, on the heading that opens and closes it. */
export const GROUP_ICONS: Record<MenuGroupKey, ReactElement> = {
  admin: <AdminPanelSettingsIcon />,
  finance: <EuroIcon />,
  statistics: <BarChartIcon />,
  platform: <WebIcon />,
  support: <SupportAgentIcon />,
  partners: <HandshakeIcon />,
  tech: <BuildIcon />,
};
