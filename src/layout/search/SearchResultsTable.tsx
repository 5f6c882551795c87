import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { recordPath } from './recordPath';
import type { SearchResult, SearchType } from './SearchResult';

interface Props {
  type: SearchType;
  results: SearchResult[];
  onOpen: () => void;
}

/** The rows of the 'Multiple search results' dialog, each with a link to its record. */
export function SearchResultsTable({ type, results, onOpen }: Props) {
  const translate = useTranslate();
  return (
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
          <TableRow key={result.id}>
            <TableCell>{result.id}</TableCell>
            <TableCell>{result.username}</TableCell>
            <TableCell>{result.email}</TableCell>
            <TableCell>{result.whitelabelWebsite}</TableCell>
            <TableCell>{result.familyWebsite}</TableCell>
            <TableCell>
              <IconButton
                component={Link}
                to={recordPath(type, result.id)}
                onClick={onOpen}
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
  );
}
