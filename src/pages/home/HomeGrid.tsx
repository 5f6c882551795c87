import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Responsive, getBreakpointFromWidth, useContainerWidth, type EventCallback } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  HOME_BREAKPOINTS,
  HOME_COLUMNS,
  type DashboardModule,
  type DashboardModuleKey,
} from '../../../contract/dashboard/dashboardModules';
import type { HomeLayout } from '../../../contract/dashboard/homeLayout';
import { gridLayouts, type Nudge } from './gridLayouts';
import { DRAG_HANDLE, ModuleFrame } from './ModuleFrame';

/** Height of a grid row in px. */
const ROW_HEIGHT = 60;

/**
 * The home modules on a responsive grid (react-grid-layout): moved by their title bar, resized by their corner;
 * each change that stops is handed on with its breakpoint. One column on a phone.
 */
export function HomeGrid({
  layout,
  placed,
  onChange,
  onRemove,
  onResize,
}: {
  layout: HomeLayout;
  placed: readonly DashboardModule[];
  onChange: (breakpoint: string, items: Parameters<EventCallback>[0]) => void;
  onRemove: (key: DashboardModuleKey) => void;
  onResize: (breakpoint: string, key: DashboardModuleKey, nudge: Nudge) => void;
}) {
  // Drawn at its container's width from the first: at the library's assumed 1280 px the modules were laid out for a
  // wider breakpoint, then slid and grew into place (a layout shift of the whole grid).
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const layouts = useMemo(() => gridLayouts(layout), [layout]);
  const breakpoint = getBreakpointFromWidth(HOME_BREAKPOINTS, width);
  const stopped: EventCallback = (items) => onChange(breakpoint, items);
  return (
    <Box
      ref={containerRef}
      sx={{
        '& .react-grid-placeholder': { bgcolor: 'primary.main' },
        '& .react-resizable-handle::after': { borderColor: 'text.secondary' },
        '& .react-grid-item > .react-resizable-handle': { opacity: 1 },
      }}
    >
      {mounted && (
        <Responsive
          width={width}
          layouts={layouts}
          breakpoints={HOME_BREAKPOINTS}
          cols={HOME_COLUMNS}
          rowHeight={ROW_HEIGHT}
          dragConfig={{ handle: `.${DRAG_HANDLE}`, cancel: 'button' }}
          onDragStop={stopped}
          onResizeStop={stopped}
        >
          {placed.map((module) => (
            <div key={module.key} data-module={module.key}>
              <ModuleFrame
                module={module}
                onRemove={() => onRemove(module.key)}
                onResize={(nudge) => onResize(breakpoint, module.key, nudge)}
              />
            </div>
          ))}
        </Responsive>
      )}
    </Box>
  );
}
