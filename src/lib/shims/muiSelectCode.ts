import Select from '@mui/material/Select';

/** MUI's Select, fetched by the TextField's stand-in (muiTextFieldSelect.tsx) once the first content is shown. */
export const SelectCode = Select;
