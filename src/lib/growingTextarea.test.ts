import { expect, it } from 'vitest';
import { growingTextarea } from './growingTextarea';

it('opens a plain textarea as tall as asked, growing by CSS to the most lines asked', () => {
  const props = growingTextarea(3, 12);
  expect(props).toMatchObject({
    multiline: true,
    rows: 3,
    slotProps: { input: { inputComponent: 'textarea' } },
  });
  expect(props.sx['& textarea']).toEqual({
    fieldSizing: 'content',
    minHeight: '3lh',
    maxHeight: '12lh',
    resize: 'vertical',
  });
});
