import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RedisText, RedisValue } from '../../../contract/tech/redisApi';
import { bytesText } from '../../lib/bytesText';

/** Text as read, saying so when it was cut. */
function Shown({ text }: { text: RedisText }) {
  return (
    <>
      <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text.text}</span>
      {text.cut && (
        <Typography component="span" variant="caption" color="text.secondary">
          {' '}
          … (cut; {bytesText(text.bytes)} in all)
        </Typography>
      )}
    </>
  );
}

function Rows({ head, rows }: { head: string[]; rows: { key: string; cells: (RedisText | string)[] }[] }) {
  return (
    <Table size="small" aria-label="Value">
      <TableHead>
        <TableRow>
          {head.map((name) => (
            <TableCell key={name}>{name}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index} sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>
                {typeof cell === 'string' ? cell : <Shown text={cell} />}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One page of a key's value, laid out by its type. */
export function RedisValueTable({ value }: { value: RedisValue }) {
  switch (value.type) {
    case 'string':
      return (
        <Typography
          component="pre"
          sx={{ fontFamily: 'monospace', m: 0, whiteSpace: 'pre-wrap' }}
          aria-label="Value"
        >
          <Shown text={value.value} />
        </Typography>
      );
    case 'hash':
      return (
        <Rows
          head={['Field', 'Value']}
          rows={value.fields.map((field, index) => ({ key: `${index}`, cells: [field.field, field.value] }))}
        />
      );
    case 'list':
      return (
        <Rows
          head={['Index', 'Value']}
          rows={value.items.map((item) => ({
            key: `${item.index}`,
            cells: [String(item.index), item.value],
          }))}
        />
      );
    case 'set':
      return (
        <Rows
          head={['Member']}
          rows={value.members.map((member, index) => ({ key: `${index}`, cells: [member] }))}
        />
      );
    case 'zset':
      return (
        <Rows
          head={['Member', 'Score']}
          rows={value.members.map((member, index) => ({
            key: `${index}`,
            cells: [member.member, String(member.score)],
          }))}
        />
      );
    case 'stream':
      return (
        <Rows
          head={['Id', 'Fields']}
          rows={value.entries.map((entry) => ({
            key: entry.id,
            cells: [entry.id, entry.fields.map((field) => `${field.field}=${field.value.text}`).join('  ')],
          }))}
        />
      );
    default:
      return (
        <Typography color="text.secondary">
          This key is a {value.name}, which the browser does not show.
        </Typography>
      );
  }
}
