/**
 * The props of a multiline MUI text field (TextField, or react-admin's TextInput) that opens `fromLines` tall and
 * grows with what is typed by CSS (`field-sizing`) up to `toLines`, then scrolls; where the browser cannot size
 * fields by their content, it opens as tall and can be dragged taller. MUI's own growing textarea measures a hidden
 * copy of itself after every render, a layout of the whole page with each key pressed: ~75 ms of a member record's
 * load at 4× CPU, ~8 ms of the ~43 a chat line's send took. A field passing `slotProps` of its own spreads these
 * `slotProps` in them.
 *
 * @example
 * <TextField label="SQL" {...growingTextarea(3, 20)} />
 */
export function growingTextarea(fromLines: number, toLines: number) {
  return {
    multiline: true,
    rows: fromLines,
    slotProps: { input: { inputComponent: 'textarea' } },
    sx: {
      '& textarea': {
        fieldSizing: 'content',
        minHeight: `${fromLines}lh`,
        maxHeight: `${toLines}lh`,
        resize: 'vertical',
      },
    },
  } as const;
}
