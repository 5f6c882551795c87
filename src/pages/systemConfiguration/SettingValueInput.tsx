import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';
import { typeText } from './settingText';

/** The input a setting's type needs: a number or text field, a switch, or a list of the options. */
export function SettingValueInput({ definition }: { definition: SettingsDefinition }) {
  const { control } = useFormContext<{ value: unknown }>();
  return (
    <Controller
      name="value"
      control={control}
      render={({ field, fieldState }) => {
        if (definition.type === 'boolean')
          return (
            <FormControlLabel
              label={definition.label}
              control={
                <Switch
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  inputRef={field.ref}
                />
              }
            />
          );
        const numeric = definition.type === 'integer' || definition.type === 'duration';
        return (
          <TextField
            select={definition.type === 'enum'}
            label={definition.label}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? typeText(definition)}
            autoFocus
            fullWidth
            slotProps={{
              htmlInput: numeric ? { inputMode: 'numeric' } : undefined,
              input: definition.type === 'duration' ? { endAdornment: 'ms' } : undefined,
            }}
          >
            {definition.type === 'enum' &&
              definition.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
          </TextField>
        );
      }}
    />
  );
}
