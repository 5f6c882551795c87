import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '../../../contract/valueAt';

/**
 * A yes/no value as a tick or a cross, named for assistive technology and on hover (the icon's own title).
 * Lighter than react-admin's BooleanField, which wraps every cell's icon in a MUI Tooltip: a long list draws many.
 */
export function BooleanValue({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record ? valueAt(record, source) : undefined;
  if (typeof value !== 'boolean') return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const Icon = value ? DoneIcon : ClearIcon;
  return <Icon fontSize="small" titleAccess={label} aria-label={label} style={{ verticalAlign: 'middle' }} />;
}
