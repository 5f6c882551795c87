import { z } from 'zod';
import { bankChangeValuesSchema } from '../../../contract/banking/bankChangeValuesSchema';
import { secondFactorCode } from '../../../contract/banking/bankChangeApi';
import { intField } from '../../http/queryParams';
import type { ServedResource } from '../../resources/ServedResource';

/**
 * POST /bank-changes: which record (`resource` and `id`), its new payout account (the resource's four-eyes fields,
 * nested as the record holds them, checked as bank details) and the requester's authenticator code.
 *
 * @example
 * requestBankChangeBody(servedWithFourEyes).parse({ resource: 'studios', id: 3, values: { details: { iban } }, code });
 */
export function requestBankChangeBody(resources: readonly ServedResource[]) {
  const options = resources.map((served) =>
    z
      .object({
        resource: z.literal(served.definition.name),
        id: intField(),
        values: bankChangeValuesSchema(served.definition.fields),
        code: secondFactorCode,
      })
      .strict(),
  );
  const [first, ...rest] = options;
  if (!first) throw new Error('No resource declares fields that change under four eyes');
  return z.discriminatedUnion('resource', [first, ...rest]);
}
