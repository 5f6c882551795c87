import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import type { LogsFilter } from '../../../contract/tech/logsFilter';
import { SYS_LOG_LEVELS } from '../../../contract/tech/logsLine';

/** Level, source and message text; applied on Enter or Filter, so a half-typed word asks nothing. */
export function LogFilterBar({
  filter,
  levels,
  onChange,
}: {
  filter: LogsFilter;
  levels: readonly string[];
  onChange: (filter: LogsFilter) => void;
}) {
  const [source, setSource] = useState(filter.source ?? '');
  const [q, setQ] = useState(filter.q ?? '');
  useEffect(() => {
    setSource(filter.source ?? '');
    setQ(filter.q ?? '');
  }, [filter.source, filter.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, source, q });
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
      sx={{ mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="Level"
        value={filter.level ?? ''}
        onChange={(event) => {
          const level = SYS_LOG_LEVELS.find(
            (known) => known === event.target.value && levels.includes(known),
          );
          onChange({ source, q, ...(level ? { level } : {}) });
        }}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">All</MenuItem>
        {levels.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Source"
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <TextField
        size="small"
        label="Search messages"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined">
        Filter
      </Button>
    </Stack>
  );
}
