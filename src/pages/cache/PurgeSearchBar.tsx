import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';

export interface PurgeSearchBarProps {
  /** The field's label and example: 'Key prefix', 'analytics:report:'. */
  label: string;
  placeholder: string;
  helperText?: string;
  maxLength: number;
  /** What is shown now (from the address), the field's first value. */
  shown: string;
  onShow: (typed: string) => void;
  purgeLabel: string;
  /** Absent while nothing can be purged. */
  onPurge: (() => void) | undefined;
  purgeAsking: boolean;
}

/** The Cache and CDN pages' bar: what to show (a prefix, a pattern), and the purge of what is shown. */
export function PurgeSearchBar(props: PurgeSearchBarProps) {
  const [typed, setTyped] = useState(props.shown);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        props.onShow(typed.trim());
      }}
    >
      <TextField
        size="small"
        label={props.label}
        placeholder={props.placeholder}
        helperText={props.helperText}
        value={typed}
        onChange={(change) => setTyped(change.target.value)}
        slotProps={{ htmlInput: { maxLength: props.maxLength } }}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="outlined">
        Show
      </Button>
      <Button
        color="error"
        startIcon={<DeleteSweepOutlinedIcon />}
        onClick={props.onPurge}
        disabled={!props.onPurge || props.purgeAsking}
      >
        {props.purgeLabel}
      </Button>
    </Stack>
  );
}
