import { TextField } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { dashboardTheme } from '../layout/dashboardTheme';
import { PlainTextField } from './PlainTextField';

const html = (element: ReactElement) => {
  const { container, unmount } = render(
    <ThemeProvider theme={createTheme(dashboardTheme)}>{element}</ThemeProvider>,
  );
  // TextField's root is FormControl restyled with nothing: its own class name, the same rules.
  const markup = container.innerHTML
    .replace(' MuiTextField-root', '')
    .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'css-root');
  unmount();
  return markup;
};

describe('PlainTextField', () => {
  it('renders what TextField renders with the dashboard theme, label, hint and error alike', () => {
    const props = {
      id: 'name',
      label: 'Username',
      value: 'ada',
      onChange: () => undefined,
      helperText: 'Unknown user',
      error: true,
      autoComplete: 'username',
    };
    const textField = html(<TextField {...props} />);
    expect(html(<PlainTextField {...props} />)).toBe(textField);
  });

  it('renders what TextField renders disabled and styled at its root', () => {
    const props = { id: 'country', label: 'Country', disabled: true, sx: { mt: 1 } };
    const textField = html(<TextField {...props} variant="filled" size="small" />);
    expect(html(<PlainTextField {...props} />)).toBe(textField);
  });

  it('styles its root with sx, as TextField does', () => {
    render(<PlainTextField label="Country" sx={{ mt: 3 }} />);
    expect(screen.getByRole('textbox', { name: 'Country' }).closest('.MuiFormControl-root')).toHaveStyle({
      marginTop: '24px',
    });
  });

  it('names its input by its label and describes it by its hint', () => {
    render(<PlainTextField label="Password" helperText="The one you sign in with" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('The one you sign in with');
    expect(input).toHaveAttribute('type', 'password');
  });
});
