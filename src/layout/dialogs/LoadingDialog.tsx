import { Suspense, useState } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';

// MUI's dialog is in no first page: its code comes after the first content, or when the spinner is first shown.
const ModalSpinner = lazyExport(() => import('./ModalSpinner').then((module) => module.ModalSpinner));

/** A modal spinner for work the user must wait for, such as a running search. */
export function LoadingDialog({ open }: { open: boolean }) {
  // Once shown, it stays mounted, so closing fades it out as before.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  usePreloadAfterFirstContent(ModalSpinner);
  return shown ? (
    <Suspense fallback={null}>
      <ModalSpinner open={open} />
    </Suspense>
  ) : null;
}
