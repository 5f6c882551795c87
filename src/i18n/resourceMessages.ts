import type { ResourceDefinition } from '../../contract/ResourceDefinition';

/**
 * react-admin's per-resource messages from the definitions: names and the notifications of a save or delete say
 * which resource they are about ('Account created', '2 groups deleted') instead of 'Element created'.
 *
 * @example
 * resourceMessages([accounts]).resources.accounts.notifications.deleted; // 'Account deleted |||| %{smart_count} accounts deleted'
 */
export function resourceMessages(definitions: readonly Pick<ResourceDefinition, 'name' | 'label'>[]) {
  return {
    resources: Object.fromEntries(
      definitions.map(({ name, label }) => {
        const many = label.many.toLowerCase();
        return [
          name,
          {
            name: `${label.one} |||| ${label.many}`,
            notifications: {
              created: `${label.one} created`,
              updated: `${label.one} saved |||| %{smart_count} ${many} saved`,
              deleted: `${label.one} deleted |||| %{smart_count} ${many} deleted`,
            },
          },
        ];
      }),
    ),
  };
}
