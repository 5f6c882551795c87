import type { RoleNeed } from '../../contract/canAccess';
import { ApiError } from './ApiError';

/**
 * 403 saying which role something needs: `${what} needs the role A or B.`; a need that names no role (nothing may)
 * says it is not possible.
 *
 * @example
 * throw needsRole('Revealing IBAN', 'REVENUE_PLATFORM'); // 'Revealing IBAN needs the role REVENUE_PLATFORM.'
 */
export function needsRole(what: string, need: RoleNeed | undefined): ApiError {
  const roles = need === undefined ? [] : [need].flat();
  return new ApiError(
    403,
    'FORBIDDEN',
    roles.length > 0
      ? `${what} needs the role ${roles.join(' or ')}.`
      : `${what} is not possible: it is never shown in clear.`,
  );
}
