import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { CodeReady } from '../../lib/CodeReady';
import { lazyInputsOf } from '../fieldLayout';
import { lazyInputCode } from './lazyInputCode';

/**
 * Suspends until the code of every lazily drawn input these fields may show is in (CodeReady): beside them, the
 * fields are drawn together with their inputs, where an input arriving a moment after its section would move
 * everything below it.
 *
 * @example
 * <RenderedLater><InputCodeReady fields={section.fields} /><Section /></RenderedLater>
 */
export function InputCodeReady({ fields }: { fields: readonly FieldDefinition[] }) {
  return lazyInputsOf(fields).map((input) => <CodeReady key={input} of={lazyInputCode[input]} />);
}
