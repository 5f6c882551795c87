import { namedIcon } from '../../lib/namedIcon';

/** A menu entry's own icon, so entries of one group stay apart when the sidebar is collapsed. */
export function MenuEntryIcon({ name }: { name: string | undefined }) {
  const Icon = namedIcon(name);
  return <Icon />;
}
