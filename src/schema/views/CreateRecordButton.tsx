import AddIcon from '@mui/icons-material/Add';
import { Button, Fab, styled, useMediaQuery, type Theme } from '@mui/material';
import { LinkBase, useCreatePath, useGetResourceLabel, useResourceTranslation } from 'react-admin';

// A new record's page opens at its top, as react-admin's CreateButton asks.
const linkState = { _scrollToTop: true };

const LabelledButton = styled(Button)({
  // react-admin's Button: its icon lines up with the label in a small button
  '&.MuiButton-sizeSmall': { lineHeight: 1.5 },
}) as typeof Button; // styled() drops the `component` prop's typing

const FloatingButton = styled(Fab)(({ theme }) => ({
  color: (theme.vars ?? theme).palette.primary.contrastText,
  margin: 0,
  top: 'auto',
  right: 20,
  bottom: 60,
  left: 'auto',
  position: 'fixed',
  zIndex: 1000,
})) as typeof Fab;

/**
 * A link to a resource's create page, as react-admin's CreateButton draws it: a small labelled button, or below the
 * `md` breakpoint a floating round one named by the label. react-admin's goes through its Button, which imports
 * MUI's tooltip (and Popper) for an icon-only form it never draws for a create button. Access is the caller's to
 * check (AccessGate).
 *
 * @example
 * <CreateRecordButton resource="promotionGroups" label="New promotion group" />
 */
export function CreateRecordButton({ resource, label: labelProp }: { resource: string; label?: string }) {
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const label = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.action.create`,
    baseI18nKey: 'ra.action.create',
    options: { name: getResourceLabel(resource, 1) },
    userText: labelProp,
  });
  const floating = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const to = createPath({ resource, type: 'create' });
  const name = typeof label === 'string' ? label : undefined;
  return floating ? (
    <FloatingButton
      component={LinkBase}
      to={to}
      state={linkState}
      color="primary"
      className="RaCreateButton-floating"
      aria-label={name}
    >
      <AddIcon />
    </FloatingButton>
  ) : (
    <LabelledButton
      component={LinkBase}
      to={to}
      state={linkState}
      color="primary"
      size="small"
      className="RaCreateButton-root"
      aria-label={name}
      startIcon={<AddIcon />}
    >
      {label}
    </LabelledButton>
  );
}
