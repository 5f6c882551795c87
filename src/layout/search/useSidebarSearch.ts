import { useNotify, useTranslate } from 'ra-core';
import { useAccess } from '../../auth/useAccess';
import { createElement, useState } from 'react';
import { useNavigate } from '../../routing/useNavigate';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { useStoredState } from '../../lib/useStoredState';
import { call } from '../../transport/call';
import { useDialogs } from '../dialogs/useDialogs';
import { recordPath } from './recordPath';
import type { SearchResult, SearchType } from './SearchResult';
import { SearchResultsTable } from './SearchResultsTable';

const SEARCH_PATHS: Record<SearchType, string> = { member: '/members/search', model: '/wse/search' };
const SNACKBAR = { type: 'error', autoHideDuration: 6000 } as const;

/**
 * The sidebar search (docs/product.md#screens-and-routes, docs/product.md#validation): a remembered
 * Member/Model choice and a text; `run` reports an empty text or no hit in an error snackbar, opens the one
 * hit, or lists several in the 'Multiple search results' dialog.
 *
 * @example
 * const { type, setType, value, setValue, run, running } = useSidebarSearch();
 */
export function useSidebarSearch() {
  const [type, setType] = useStoredState<SearchType>(STORAGE_KEYS.searchType, 'member');
  const [value, setValue] = useState('');
  const [running, setRunning] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { openDialog, closeDialog } = useDialogs();
  const { canAccess: seesMigrated } = useAccess({ resource: 'members.migrated', action: 'search' });

  const run = async () => {
    const search = value.trim();
    if (!search) return notify('dash.search.empty', SNACKBAR);
    setRunning(true);
    try {
      const { data, more } = await call<{ data: SearchResult[]; more?: boolean }>(
        'POST',
        SEARCH_PATHS[type],
        {
          search,
        },
      );
      const hits = type === 'member' && !seesMigrated ? data.filter((hit) => hit.familyId != null) : data;
      const [first] = hits;
      if (!first) {
        notify(type === 'model' ? 'dash.search.noPerformer' : 'dash.search.noMember', {
          ...SNACKBAR,
          messageArgs: { value: search },
        });
      } else if (hits.length === 1) {
        navigate(recordPath(type, first.id));
      } else {
        openDialog({
          id: 'search-results',
          title: translate('dash.search.multiple'),
          width: '80%',
          content: createElement(SearchResultsTable, {
            type,
            results: hits,
            more: more === true,
            onOpen: () => closeDialog('search-results'),
          }),
        });
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), SNACKBAR);
    } finally {
      setRunning(false);
    }
  };

  return { type, setType, value, setValue, run, running };
}
