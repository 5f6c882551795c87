import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { z } from 'zod';
import { loggerLevel, logsLevels, type LoggerName, type LogLevel } from '../../../contract/tech/logsLevels';
import { call } from '../../transport/call';

const KEY = ['log-levels'];

/**
 * The server's loggers and their levels (GET /log/level), and setting one (PUT /log/level/:logger), which the
 * server applies at once and keeps across a restart.
 *
 * @example
 * const { levels, setLevel } = useLogLevelsController(true);
 * setLevel.mutate({ logger: 'jobs', level: 'debug' });
 */
export function useLogLevelsController(enabled: boolean) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const levels = useQuery({
    queryKey: KEY,
    enabled,
    queryFn: async () => logsLevels.parse(await call('GET', '/log/level')).data,
  });
  const setLevel = useMutation({
    mutationFn: async ({ logger, level }: { logger: LoggerName; level: LogLevel }) =>
      z.object({ data: loggerLevel }).parse(await call('PUT', '/log/level/:logger', { logger, level })).data,
    onSuccess: (changed) => {
      queryClient.setQueryData<z.infer<typeof loggerLevel>[]>(KEY, (current) =>
        current?.map((entry) => (entry.logger === changed.logger ? changed : entry)),
      );
      notify(`The ${changed.logger} logger now writes ${changed.level}`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return { levels, setLevel } as const;
}
