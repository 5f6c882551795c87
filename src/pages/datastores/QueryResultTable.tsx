import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { QUERY_CELL_CUT, QUERY_ROW_CAP, type QueryAnswer } from '../../../contract/tech/datastoresApi';

const cellText = (value: QueryAnswer['rows'][number][number]) => (value === null ? 'NULL' : String(value));

/** A statement's rows, saying when they were capped or cells cut. */
export function QueryResultTable({ answer }: { answer: QueryAnswer }) {
  const count = answer.rows.length;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }} role="status">
        {answer.capped
          ? `The first ${QUERY_ROW_CAP} rows; more matched (the console shows at most ${QUERY_ROW_CAP}).`
          : `${count} ${count === 1 ? 'row' : 'rows'}.`}{' '}
        {answer.cutCells > 0 &&
          `${answer.cutCells} ${answer.cutCells === 1 ? 'cell was' : 'cells were'} cut at ${QUERY_CELL_CUT.toLocaleString('en')} characters. `}
        Ran in {answer.ms} ms.
      </Typography>
      {answer.columns.length > 0 && (
        <TableContainer sx={{ mt: 1, maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="Query result">
            <TableHead>
              <TableRow>
                {answer.columns.map((column, index) => (
                  <TableCell key={index}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.rows.map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.map((value, index) => (
                    <TableCell
                      key={index}
                      sx={{ fontFamily: 'monospace', color: value === null ? 'text.secondary' : undefined }}
                    >
                      {cellText(value)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
