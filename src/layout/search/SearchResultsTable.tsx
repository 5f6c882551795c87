import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { MouseEvent } from 'react';
import { Link } from '../../routing/Link';
import { useNavigate } from '../../routing/useNavigate';
import { recordPath } from './recordPath';
import type { SearchResult, SearchType } from './SearchResult';

interface Props {
  type: SearchType;
  results: SearchResult[];
  /** The server left out hits past the first 50. */
  more: boolean;
  onOpen: () => void;
}

/**
 * The rows of the 'Multiple search results' dialog: a click on a row or Enter on its username opens the record;
 * says so when the list stops at the first 50.
 */
export function SearchResultsTable({ type, results, more, onOpen }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const open = (id: number) => {
    onOpen();
    navigate(recordPath(type, id));
  };
  // A link navigates by itself; the row's own click must not open the record a second time.
  const followLink = (event: MouseEvent) => {
    event.stopPropagation();
    onOpen();
  };
  return (
    <>
      {more && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('dash.search.more', { count: results.length })}
        </Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            {['number', 'username', 'email', 'whitelabel', 'family', 'edit'].map((column) => (
              <TableCell key={column}>{translate(`dash.search.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result) => (
            <TableRow key={result.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(result.id)}>
              <TableCell>{result.id}</TableCell>
              <TableCell>
                <MuiLink component={Link} to={recordPath(type, result.id)} onClick={followLink}>
                  {result.username}
                </MuiLink>
              </TableCell>
              <TableCell>{result.email}</TableCell>
              <TableCell>{result.whitelabelWebsite}</TableCell>
              <TableCell>{result.familyWebsite}</TableCell>
              <TableCell>
                <IconButton
                  component={Link}
                  to={recordPath(type, result.id)}
                  onClick={followLink}
                  aria-label={`${translate('dash.search.edit')} ${result.username}`}
                  size="small"
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
