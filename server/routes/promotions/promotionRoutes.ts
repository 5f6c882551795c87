import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import promotions from '../../../resources/promotions';
import { PROMOTION_RULES } from '../../../resources/promotions/promotionRules';

const choice = z.object({ id: z.string(), name: z.string() });
const placement = choice.extend({ config: z.string(), kind: z.string() });

/** The placements a promotion can fill, read from its definition: name, label, and the one config field's kind. */
function placementCatalogue() {
  const group = promotions.fields.find((field) => field.source === 'placements');
  const places = group?.kind === 'group' ? group.fields : [];
  return places.flatMap((place) => {
    const [config]: readonly FieldDefinition[] = place.kind === 'group' ? place.fields : [];
    return config ? [{ id: place.source, name: place.label, config: config.source, kind: config.kind }] : [];
  });
}

/**
 * The promotion calls that are no record (docs/API.md#promotions): the placements a promotion can fill and the
 * rules it can hold to. The promotions themselves, and a promotion's details by id, are the resource's calls.
 */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = placementCatalogue();
  typed.get(
    '/promotions/placements',
    {
      schema: { response: { 200: z.object({ data: z.array(placement) }) } },
      config: { access: 'signed-in' },
    },
    async () => ({ data: catalogue }),
  );
  typed.get(
    '/promotions/rules',
    { schema: { response: { 200: z.object({ data: z.array(choice) }) } }, config: { access: 'signed-in' } },
    async () => ({ data: PROMOTION_RULES.map(({ id, name }) => ({ id, name })) }),
  );
}
