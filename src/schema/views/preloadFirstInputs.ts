import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { firstDrawnFields, lazyInputsOf, type FormMode } from '../fieldLayout';
import { lazyInputCode } from './lazyInputCode';

/**
 * Fetches the code of the lazily drawn inputs among the fields a record's form draws first, while its record is on
 * its way; settles once they are in. A failure is left to the form, which asks again (InputCodeReady).
 *
 * @example
 * preloadFirstInputs(performers, 'edit'); // the reference input's code: the performer's studio is among them
 */
export function preloadFirstInputs(definition: ResourceDefinition, mode: FormMode): Promise<unknown> {
  return Promise.all(
    lazyInputsOf(firstDrawnFields(definition, mode)).map((input) =>
      lazyInputCode[input].preload().catch(() => undefined),
    ),
  );
}
