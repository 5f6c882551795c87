import type { LazyInput } from '../fieldLayout';
import { LazyChoicePicker } from './LazyChoicePicker';
import { LazyDateKindInput } from './LazyDateKindInput';
import { LazyImageKindInput } from './LazyImageKindInput';
import { LazyListItemsInput } from './LazyListItemsInput';
import { LazyReferenceFieldInput } from './LazyReferenceFieldInput';

/** The component of each input KindInput draws lazily, whose `preload()` fetches its code. */
export const lazyInputCode: Record<LazyInput, { preload: () => Promise<unknown>; loaded: () => boolean }> = {
  picture: LazyImageKindInput,
  reference: LazyReferenceFieldInput,
  picker: LazyChoicePicker,
  items: LazyListItemsInput,
  date: LazyDateKindInput,
};
