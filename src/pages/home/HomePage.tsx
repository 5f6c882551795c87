import AddIcon from '@mui/icons-material/Add';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, LinearProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { HomeGrid } from './HomeGrid';
import { useHomeController } from './useHomeController';

/** The home page (/): the person's own grid of modules, to move, resize, add and remove; it follows them. */
export default function HomePage() {
  const home = useHomeController();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title="Dashboard" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Dashboard
        </Typography>
        <Button
          startIcon={<AddIcon />}
          id="home-add-module"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? 'home-add-module-menu' : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          disabled={!home.layout || home.addable.length === 0}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Add module
        </Button>
        <Button startIcon={<RestartAltIcon />} disabled={!home.layout} onClick={home.reset}>
          Reset layout
        </Button>
      </Stack>
      <Menu
        id="home-add-module-menu"
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'home-add-module' } }}
      >
        {home.addable.map((module) => (
          <MenuItem
            key={module.key}
            onClick={() => {
              home.add(module.key);
              setMenuAnchor(null);
            }}
          >
            {module.title}
          </MenuItem>
        ))}
      </Menu>
      {home.preferences.error && !home.layout ? (
        <LoadError
          what="Your layout"
          error={home.preferences.error}
          onRetry={() => void home.preferences.refetch()}
          retrying={home.preferences.isRefetching}
        />
      ) : !home.layout ? (
        <LinearProgress aria-label="Loading your layout" />
      ) : home.placed.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 4 }}>
          No modules on your dashboard. Add one with Add module, or Reset layout for the default set.
        </Typography>
      ) : (
        <HomeGrid
          layout={home.layout}
          placed={home.placed}
          onChange={home.onGridChange}
          onRemove={home.remove}
          onResize={home.resize}
        />
      )}
    </Box>
  );
}
