import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveBankChangeBody,
  BANK_CHANGE_STATUSES,
  bankChangeResponse,
  bankChangesResponse,
  rejectBankChangeBody,
} from '../../../contract/banking/bankChangeApi';
import { BANK_CHANGE_ROLE } from '../../../contract/banking/bankChangeRole';
import { fourEyesFields } from '../../../contract/banking/fourEyesFields';
import { bankDetailChanges } from '../../db/schema/bankChanges';
import { principalOf } from '../../http/accessControl';
import { validationError } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { intParam } from '../../http/queryParams';
import type { ServedResource } from '../../resources/ServedResource';
import { approveBankChange } from './approveBankChange';
import { bankChangeView, type BankChangeRow } from './bankChangeView';
import { recordNames } from './recordNames';
import { rejectBankChange } from './rejectBankChange';
import { requestBankChange } from './requestBankChange';
import { requestBankChangeBody } from './requestBankChangeBody';
import { sampleBankValues } from './sampleBankValues';

/** A list of changes is short: a record has one pending at a time, the whole platform a handful. */
const LIST_LIMIT = 200;

/**
 * The four-eyes change of payout accounts (docs/API.md "Bank details changes"), for every served resource with
 * `fourEyes` fields: request a change (held as pending, the record unchanged), list changes, approve as a second
 * person, reject. Each step needs the payout role; requesting and approving need a fresh authenticator code.
 */
export async function bankChangeRoutes(
  app: FastifyInstance,
  { resources }: { resources: readonly ServedResource[] },
): Promise<void> {
  const served = resources.filter((candidate) => fourEyesFields(candidate.definition.fields).length > 0);
  const byName = new Map(served.map((candidate) => [candidate.definition.name, candidate]));
  const lookup = (name: string) => byName.get(name);
  const names = [...byName.keys()];
  const [sampleResource] = names;
  if (!sampleResource) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const views = async (rows: readonly BankChangeRow[]) => {
    const named = await recordNames(app.db, lookup, rows);
    return rows.map((row) => bankChangeView(row, named.get(`${row.resource}:${row.recordId}`) ?? null));
  };
  const one = async (row: BankChangeRow) => ({ data: (await views([row]))[0]! });

  const listQuery = z
    .object({
      resource: z.enum(names).optional(),
      record: intParam().optional(),
      status: z.enum(BANK_CHANGE_STATUSES).default('pending'),
    })
    .strict();

  api.get(
    '/bank-changes',
    {
      schema: { querystring: listQuery, response: { 200: bankChangesResponse } },
      config: { access: BANK_CHANGE_ROLE, sample: () => ({ query: { resource: sampleResource } }) },
    },
    async (request) => {
      const { resource, record, status } = request.query;
      if (record !== undefined && !resource)
        throw validationError({ resource: 'Name the record’s resource' });
      const where: (SQL | undefined)[] = [
        eq(bankDetailChanges.status, status),
        resource ? eq(bankDetailChanges.resource, resource) : undefined,
        record === undefined ? undefined : eq(bankDetailChanges.recordId, record),
      ];
      const rows = await app.db
        .select()
        .from(bankDetailChanges)
        .where(and(...where))
        .orderBy(desc(bankDetailChanges.requestedAt), desc(bankDetailChanges.id))
        .limit(LIST_LIMIT);
      return { data: await views(rows) };
    },
  );

  api.post(
    '/bank-changes',
    {
      schema: { body: requestBankChangeBody(served), response: { 200: bankChangeResponse } },
      config: {
        access: BANK_CHANGE_ROLE,
        // A record that does not exist: the sample is refused before the code is asked for.
        sample: () => ({
          body: {
            resource: sampleResource,
            id: 99_999_999,
            values: sampleBankValues(lookup(sampleResource)!.definition.fields),
            code: '000000',
          },
        }),
      },
    },
    async (request) => {
      const { resource, id, values, code } = request.body;
      const target = lookup(resource)!;
      return one(await requestBankChange(app, target, id, values, code, principalOf(request)));
    },
  );

  api.post(
    '/bank-changes/:id/approve',
    {
      schema: { params: idParams, body: approveBankChangeBody, response: { 200: bankChangeResponse } },
      config: {
        access: BANK_CHANGE_ROLE,
        sample: () => ({ url: '/api/bank-changes/1/approve', body: { code: '000000' } }),
      },
    },
    async (request) =>
      one(await approveBankChange(app, lookup, request.params.id, request.body.code, principalOf(request))),
  );

  api.post(
    '/bank-changes/:id/reject',
    {
      schema: { params: idParams, body: rejectBankChangeBody, response: { 200: bankChangeResponse } },
      config: {
        access: BANK_CHANGE_ROLE,
        sample: () => ({
          url: '/api/bank-changes/1/reject',
          body: { reason: 'Not signed by the performer' },
        }),
      },
    },
    async (request) =>
      one(await rejectBankChange(app, lookup, request.params.id, request.body.reason, principalOf(request))),
  );
}
