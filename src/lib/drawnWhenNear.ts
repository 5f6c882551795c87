import type { SystemStyleObject } from '@mui/system';

/**
 * For a section that is usually below the fold (a record form's later sections, useDrawnWhenNearOnceDrawn): the browser skips its
 * style, layout and paint while it is off screen, so typing in the form above does not repaint it with every
 * key. Its last drawn height is kept (`auto`), so the page's height and the scroll bar do not jump.
 */
export const drawnWhenNear = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
} as const satisfies SystemStyleObject;
