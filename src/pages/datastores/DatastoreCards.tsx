import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { DatastoresView } from '../../../contract/tech/datastoresApi';
import { bytesText } from '../../lib/bytesText';

type Health = DatastoresView['database']['health'];

function HealthLine({ health }: { health: Health }) {
  return (
    <Typography color={health.ok ? 'success.main' : 'error.main'} sx={{ fontWeight: 500 }}>
      {health.ok ? `Healthy: answered in ${health.ms} ms` : `Not answering: ${health.error ?? 'no answer'}`}
    </Typography>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '8px 0 0' }}
    >
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>
            <Typography variant="body2" color="text.secondary">
              {name}
            </Typography>
          </dt>
          <dd style={{ margin: 0 }}>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const unknown = (value: number | null, show: (value: number) => string) =>
  value === null ? 'unknown' : show(value);

/** The database and Redis the server uses, each with its health and figures as read just now. */
export function DatastoreCards({ view }: { view: DatastoresView }) {
  const { database, redis } = view;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Card variant="outlined" sx={{ flex: 1 }} component="section" aria-label="Database">
        <CardContent>
          <Typography variant="h6" component="h2">
            Database: {database.kind}
          </Typography>
          <HealthLine health={database.health} />
          <Facts
            rows={[
              ['Version', database.version],
              ['Database', `${database.name} (schema ${database.schema})`],
              ['Size', unknown(database.sizeBytes, bytesText)],
              ['Connections', unknown(database.connections, String)],
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ flex: 1 }} component="section" aria-label="Redis">
        <CardContent>
          <Typography variant="h6" component="h2">
            Redis
          </Typography>
          {redis ? (
            <>
              <HealthLine health={redis.health} />
              <Facts
                rows={[
                  ['Version', redis.version ?? 'unknown'],
                  ['Used memory', unknown(redis.usedMemoryBytes, bytesText)],
                  ['Clients', unknown(redis.clients, String)],
                  ['Keys', unknown(redis.keys, (keys) => keys.toLocaleString('en'))],
                ]}
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              None configured: without REDIS_URL the server keeps its jobs, rate limits and socket fan-out in
              the database and this instance.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
