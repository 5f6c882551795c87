import { LazyNamedIcon } from '../../lib/LazyNamedIcon';

/** A menu entry's own icon, so entries of one group stay apart when the sidebar is collapsed. */
export function MenuEntryIcon({ name }: { name: string | undefined }) {
  return <LazyNamedIcon name={name} />;
}
