import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { z } from 'zod';
import {
  PHX_TEMPLATES,
  WHITELABEL_LOCALES,
  WHITELABEL_THEMES,
  whitelabelConfigFields,
  type WhitelabelConfig,
  type WhitelabelConfigInput,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { logoDataUrl } from './logoDataUrl';

const configSchema = z.object(whitelabelConfigFields);

/** A new site's starting point. */
const NEW_SITE: WhitelabelConfigInput = {
  name: '',
  domain: '',
  theme: 'classic',
  logo: null,
  locales: ['en'],
  productGroup: '',
  templates: PHX_TEMPLATES.map((template) => template.id),
};

function inputOf(config: WhitelabelConfig | undefined): WhitelabelConfigInput {
  if (!config) return NEW_SITE;
  const { name, domain, theme, logo, locales, productGroup, templates } = config;
  return { name, domain, theme, logo, locales, productGroup, templates } as WhitelabelConfigInput;
}

function problemsOf(values: WhitelabelConfigInput): Record<string, string> {
  const parsed = configSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    problems[field] ??= issue.message;
  }
  return problems;
}

interface ChoiceListProps {
  label: string;
  field: 'locales' | 'templates';
  choices: readonly { id: string; name: string }[];
  values: readonly string[];
  problem: string | undefined;
  disabled: boolean;
  onChange: (values: string[]) => void;
}

function ChoiceList({ label, field, choices, values, problem, disabled, onChange }: ChoiceListProps) {
  return (
    <FormControl component="fieldset" error={Boolean(problem)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            label={choice.name}
            control={
              <Checkbox
                name={field}
                checked={values.includes(choice.id)}
                onChange={(_, checked) =>
                  onChange(checked ? [...values, choice.id] : values.filter((value) => value !== choice.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {problem ? <FormHelperText>{problem}</FormHelperText> : null}
    </FormControl>
  );
}

export interface WhitelabelConfigFormProps {
  /** The stored configuration; none for a new site. */
  config?: WhitelabelConfig;
  /** What the server said about each field of the last save. */
  serverProblems: Record<string, string>;
  saving: boolean;
  canConfigure: boolean;
  onSave: (input: WhitelabelConfigInput) => void;
  onCancel?: () => void;
}

/**
 * A site's configuration: name, domain, theme, logo (within the image limits), locales, product group
 * (tt_productGroup) and the /phx templates; checked as the server checks it before it is sent, each problem
 * shown at its field. Read-only without EDIT_PHX_WLB_CONF.
 */
export function WhitelabelConfigForm({
  config,
  serverProblems,
  saving,
  canConfigure,
  onSave,
  onCancel,
}: WhitelabelConfigFormProps) {
  const [values, setValues] = useState<WhitelabelConfigInput>(() => inputOf(config));
  const [logoUrl, setLogoUrl] = useState<string | null>(config?.logoUrl ?? null);
  const [logoProblem, setLogoProblem] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(values) : {};
  const problemAt = (field: keyof WhitelabelConfigInput) =>
    field === 'logo'
      ? (logoProblem ?? problems.logo ?? serverProblems.logo)
      : (problems[field] ?? serverProblems[field]);
  const set = <K extends keyof WhitelabelConfigInput>(field: K, value: WhitelabelConfigInput[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const readOnly = !canConfigure || saving;

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { url, error } = await logoDataUrl(file);
    setLogoProblem(error);
    if (url) {
      set('logo', url);
      setLogoUrl(url);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemsOf(values)).length === 0 && !logoProblem) onSave(values);
  };
  const text = (field: 'name' | 'domain' | 'productGroup', label: string, helper: string) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(problemAt(field))}
      helperText={problemAt(field) ?? helper}
      disabled={readOnly}
      required
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Site configuration">
      <Stack spacing={2}>
        {text('name', 'Site name', 'As members see it')}
        {text('domain', 'Domain', 'The host name, such as cams.example.com')}
        <TextField
          select
          label="Theme"
          value={values.theme}
          onChange={(event) => set('theme', event.target.value as WhitelabelConfigInput['theme'])}
          error={Boolean(problemAt('theme'))}
          helperText={problemAt('theme')}
          disabled={readOnly}
        >
          {WHITELABEL_THEMES.map((theme) => (
            <MenuItem key={theme.id} value={theme.id}>
              {theme.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl error={Boolean(problemAt('logo'))}>
          <FormLabel>Logo</FormLabel>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
            {logoUrl && !logoUrl.startsWith('data:application/pdf') ? (
              <Box component="img" src={logoUrl} alt="Logo" sx={{ maxHeight: 48, maxWidth: 160 }} />
            ) : (
              <Typography color="text.secondary">{values.logo ? 'A PDF logo' : 'No logo'}</Typography>
            )}
            <Button component="label" variant="outlined" size="small" disabled={readOnly}>
              Choose logo
              <input
                hidden
                type="file"
                accept=".jpg,.jpeg,.png,.pdf"
                onChange={(event) => void chooseLogo(event)}
              />
            </Button>
            {values.logo ? (
              <Button
                size="small"
                disabled={readOnly}
                onClick={() => {
                  set('logo', null);
                  setLogoUrl(null);
                  setLogoProblem(undefined);
                }}
              >
                Remove logo
              </Button>
            ) : null}
          </Stack>
          <FormHelperText>
            {problemAt('logo') ?? 'jpg, jpeg, png or pdf; at most 1024x768 pixels and 5 MB'}
          </FormHelperText>
        </FormControl>
        <ChoiceList
          label="Locales"
          field="locales"
          choices={WHITELABEL_LOCALES}
          values={values.locales}
          problem={problemAt('locales')}
          disabled={readOnly}
          onChange={(locales) => set('locales', locales as WhitelabelConfigInput['locales'])}
        />
        {text('productGroup', 'Product group', 'tt_productGroup, such as wl-velvet-nl')}
        <ChoiceList
          label="Templates"
          field="templates"
          choices={PHX_TEMPLATES}
          values={values.templates}
          problem={problemAt('templates')}
          disabled={readOnly}
          onChange={(templates) => set('templates', templates as WhitelabelConfigInput['templates'])}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={readOnly}>
            {config ? 'Save configuration' : 'Create site'}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
