import { isNotNull } from 'drizzle-orm';
import { chatSessions } from '../../db/schema/platformMoney';
import type { ResourceHooks } from '../../resources/ServedResource';

/** Invalid chats are the chats the platform flagged; every other chat stays out of this list. */
export const invalidChatHooks: ResourceHooks = {
  hidden: () => isNotNull(chatSessions.invalidReason),
};
