import { POSTBACK_EVENTS } from '../../../contract/postbacks/postbackMacros';

/**
 * A postback event as the form names it ('First payment'), the code itself when unknown.
 *
 * @example
 * eventLabel('first_payment'); // 'First payment'
 */
export const eventLabel = (event: string | null): string =>
  POSTBACK_EVENTS.find((choice) => choice.id === event)?.name ?? event ?? '';
