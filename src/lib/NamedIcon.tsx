import type { SvgIconProps } from '@mui/material';
import { namedIcon } from './namedIcon';

/** The icon of a definition or menu entry, by name (see namedIcon); a module of its own so it can come lazily. */
export function NamedIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  const Icon = namedIcon(name);
  return <Icon {...props} />;
}
