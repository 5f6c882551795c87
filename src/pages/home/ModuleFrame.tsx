import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import { Box, IconButton, Menu, MenuItem, Paper, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { DashboardModule } from '../../../contract/dashboard/dashboardModules';
import { NUDGES, type Nudge } from './gridLayouts';
import { ModuleBody } from './modules/ModuleBody';

/** The class of a module's title bar, by which it is dragged. */
export const DRAG_HANDLE = 'home-module-handle';

/**
 * A module's resize button and its menu. Its own component: opening the menu draws the button and the menu again,
 * not the module's body (a chart, a list).
 */
function ResizeMenu({ title, onResize }: { title: string; onResize: (nudge: Nudge) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={`Resize ${title}`}>
        <IconButton
          size="small"
          aria-label={`Resize ${title}`}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AspectRatioIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(NUDGES) as Nudge[]).map((nudge) => (
          <MenuItem key={nudge} onClick={() => onResize(nudge)}>
            {NUDGES[nudge].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * One module on the grid: a titled region, moved by its title bar, with a menu to resize it from the keyboard and
 * a button to remove it.
 */
export function ModuleFrame({
  module,
  onRemove,
  onResize,
}: {
  module: DashboardModule;
  onRemove: () => void;
  onResize: (nudge: Nudge) => void;
}) {
  const titleId = `home-module-${module.key}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        className={DRAG_HANDLE}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          cursor: 'move',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ flex: 1 }} noWrap>
          {module.title}
        </Typography>
        <ResizeMenu title={module.title} onResize={onResize} />
        <Tooltip title={`Remove ${module.title}`}>
          <IconButton size="small" aria-label={`Remove ${module.title}`} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {/* A module smaller than its content scrolls: focusable, so the keyboard can scroll it too. */}
      <Box tabIndex={0} sx={{ p: 1.5, flex: 1, overflow: 'auto' }}>
        <ModuleBody module={module} />
      </Box>
    </Paper>
  );
}
