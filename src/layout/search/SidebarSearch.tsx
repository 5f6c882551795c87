import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { PlainTextField } from '../../lib/PlainTextField';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import type { SearchType } from './SearchResult';
import { SEARCH_INPUT_ID } from './searchInputId';
import { useSidebarSearch } from './useSidebarSearch';

// MUI's dialog (some 5 kB gzip with its modal, focus trap and backdrop) is in no first page: it comes after the
// first content, or with the first search.
const LoadingDialog = lazyExport(() =>
  import('../dialogs/LoadingDialog').then((module) => module.LoadingDialog),
);

/** The search box at the top of the sidebar; `autoFocus` when opened for the search (Ctrl+K). */
export function SidebarSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const { type, setType, value, setValue, run, running } = useSidebarSearch();
  const translate = useTranslate();
  usePreloadAfterFirstContent(LoadingDialog);
  return (
    <Box
      component="form"
      role="search"
      sx={{ px: 1.5, py: 1 }}
      onSubmit={(event) => (event.preventDefault(), run())}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={type}
        onChange={(_, next: SearchType | null) => next && setType(next)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="member">{translate('dash.search.member')}</ToggleButton>
        <ToggleButton value="model">{translate('dash.search.model')}</ToggleButton>
      </ToggleButtonGroup>
      <PlainTextField
        id={SEARCH_INPUT_ID}
        autoFocus={autoFocus}
        label={translate('dash.search.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" edge="end" aria-label={translate('dash.search.run')} disabled={running}>
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      {running && (
        <Suspense fallback={null}>
          <LoadingDialog />
        </Suspense>
      )}
    </Box>
  );
}
