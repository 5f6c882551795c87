import type { FastifyInstance } from 'fastify';
import { sendMessageBody } from '../../../contract/messaging/messagingApi';
import { MESSAGING_ROLES } from '../../../contract/messaging/messagingRoles';
import { parsedBy, type ForwardedCall } from '../../resources/forwardedCalls';
import { MESSAGING_SAMPLE } from './messagingSample';
import { sendMassMessage } from './sendMassMessage';

/**
 * The mass message's forwarded form, `POST /forwarding/messaging` with route `/messaging/send`: mass messaging
 * goes through forwarding (docs/product.md#calls), and the dashboard sends this way; same payload, roles and
 * answer as POST /messaging/send.
 */
export function messagingForwardedCalls(app: FastifyInstance): ForwardedCall[] {
  return [
    {
      method: 'POST',
      api: 'messaging',
      route: '/messaging/send',
      access: Object.values(MESSAGING_ROLES),
      handle: parsedBy(sendMessageBody, (payload, _id, actor) => sendMassMessage(app, actor, payload)),
      sample: () => ({ body: { route: '/messaging/send', payload: MESSAGING_SAMPLE.send } }),
    },
  ];
}
