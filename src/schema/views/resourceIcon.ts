import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons definitions name, imported one by one so the bundle holds only these; a name not listed
 * here shows the generic one, so a new resource still works from its folder alone.
 */
const ICONS: Record<string, SvgIconComponent> = {
  GroupsOutlined,
  HistoryOutlined,
  ManageAccountsOutlined,
  StickyNote2Outlined,
};

/** The MUI icon for a definition's `icon` name. */
export function resourceIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? ArticleOutlined;
}
