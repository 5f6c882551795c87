import { isNotNull } from 'drizzle-orm';
import { chatSessions } from '../../db/schema/platformMoney';
import { invalidChatActions } from './invalidChatActions';
import type { ResourceHooks } from '../../resources/ServedResource';

/** Invalid chats are the chats the platform flagged; every other chat stays out of this list. */
export const invalidChatHooks: ResourceHooks<typeof chatSessions.$inferSelect> = {
  hidden: () => isNotNull(chatSessions.invalidReason),
  actions: invalidChatActions,
};
