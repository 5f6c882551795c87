/**
 * Whether a click on a link is the browser's to handle (another button, or a modifier key: a new tab or window)
 * rather than a navigation in the app.
 *
 * @example
 * if (!opensElsewhere(event)) { event.preventDefault(); navigate(path); }
 */
export const opensElsewhere = (event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
