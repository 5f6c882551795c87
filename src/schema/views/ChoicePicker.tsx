import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, AutocompleteInput, useRecordContext } from 'react-admin';
import type { Choice } from '../../../contract/FieldDefinition';

export interface ChoicePickerProps {
  source: string;
  label: string;
  choices: readonly Choice[];
  multiple?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string | false;
  /** Wide enough to read a long option (a role's label and code) in a filter bar. */
  wide?: boolean;
  /** The ids that may be picked; the other options show disabled. */
  offered?: readonly string[] | undefined;
}

const groupOf = (choice: Choice) => choice.group ?? '';
const nameOf = (choice: Choice) => choice.name;
const matches = (filter: string, choice: Choice) => {
  const wanted = filter.toLowerCase();
  return `${choice.name} ${choice.description ?? ''}`.toLowerCase().includes(wanted);
};

/** An option with its one-line description under its name. */
function DescribedOption() {
  const choice = useRecordContext<Choice & { id: string }>();
  if (!choice) return null;
  return (
    <Box>
      <Typography variant="body2">{choice.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {choice.description}
      </Typography>
    </Box>
  );
}

/**
 * The picker of a long or grouped option list (the role catalogue): searchable, under group headings, each
 * option with its description when it has one; the chosen ones read by name. Options not `offered` show disabled.
 */
export function ChoicePicker({ choices, multiple, wide, offered, ...common }: ChoicePickerProps) {
  const described = choices.some((choice) => choice.description);
  const shown = described
    ? { optionText: <DescribedOption />, inputText: nameOf, matchSuggestion: matches }
    : {};
  const sx = wide ? { minWidth: 320 } : undefined;
  const getOptionDisabled = offered ? (choice: Choice) => !offered.includes(choice.id) : undefined;
  const props = { ...common, ...shown, choices: [...choices], groupBy: groupOf, getOptionDisabled, sx };
  return multiple ? <AutocompleteArrayInput {...props} /> : <AutocompleteInput {...props} />;
}
