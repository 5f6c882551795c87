import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

export interface PageTitleProps {
  /** A translation key or text (translated, or shown as is), or an element shown as it is. */
  title?: string | ReactElement;
  /** Shown when there is no title. */
  defaultTitle?: ReactNode;
}

const titleContainer = () =>
  typeof document === 'undefined' ? null : document.getElementById('react-admin-title');

/**
 * The page's title in react-admin's title container (`#react-admin-title`, where a layout has one), rendered as
 * react-admin's Title renders it without its preference editor. Ours because Title always imports that editor
 * (a TextField in a Popover, with Select, Menu and Modal), which the first pages would download for nothing.
 *
 * @example
 * <PageTitle title="dash.notFound" />
 * <PageTitle title={definition.label.many} defaultTitle={defaultTitle} />
 */
export function PageTitle({ title, defaultTitle }: PageTitleProps) {
  const translate = useTranslate();
  const [container, setContainer] = useState(titleContainer);
  // The container may come with the layout, after this page's first render.
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : titleContainer()));
  }, []);
  if (!container) return null;
  return createPortal(
    <span>
      {!title ? (
        <span>{defaultTitle}</span>
      ) : typeof title === 'string' ? (
        <span>{translate(title, { _: title })}</span>
      ) : (
        title
      )}
    </span>,
    container,
  );
}
