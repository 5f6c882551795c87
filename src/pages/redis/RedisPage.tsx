import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import { QueryContent } from '../../lib/QueryContent';
import { DeleteKeyDialog } from './DeleteKeyDialog';
import { RedisKeyPanel } from './RedisKeyPanel';
import { RedisKeyTable } from './RedisKeyTable';
import { useRedisController } from './useRedisController';

/**
 * /tech/redis: the keys of the server's Redis (REDIS_URL) by pattern, scanned page by page (never KEYS), each with
 * its type, time to live and memory; a key opens with its value by type, and is deleted once its name is typed.
 */
export default function RedisPage() {
  const redis = useRedisController();
  const [typed, setTyped] = useState(redis.pattern);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { keys } = redis;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Redis" />
      <Typography variant="h5" component="h1">
        Redis
      </Typography>
      {keys.data && !keys.data.configured ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          No Redis is configured for this server. Set REDIS_URL (for example redis://127.0.0.1:6379; see
          Configuration in the README) and restart it to browse its keys here.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Keys are scanned a page at a time (SCAN with MATCH). A pattern takes * and ? as wildcards; left
            empty, it is this server&apos;s own prefix.
          </Typography>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, alignItems: { sm: 'center' } }}
            onSubmit={(event) => {
              event.preventDefault();
              redis.search(typed.trim());
            }}
          >
            <TextField
              size="small"
              label="Pattern"
              placeholder={redis.defaultPattern}
              value={typed}
              onChange={(change) => setTyped(change.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000, spellCheck: false } }}
              sx={{ minWidth: 320 }}
            />
            <Button type="submit" variant="outlined">
              Search
            </Button>
          </Stack>
          <QueryContent query={keys} what="The Redis keys">
            {(page) => (
              <>
                <RedisKeyTable rows={page.data} openKey={redis.openKey} onOpen={redis.open} />
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  <Button onClick={redis.previous} disabled={!redis.previous}>
                    Previous page
                  </Button>
                  <Typography variant="body2">Page {redis.page}</Typography>
                  <Button onClick={redis.next} disabled={!redis.next}>
                    Next page
                  </Button>
                  {!redis.next && (
                    <Typography variant="body2" color="text.secondary">
                      The scan is complete.
                    </Typography>
                  )}
                </Stack>
              </>
            )}
          </QueryContent>
          {redis.openKey !== null && (
            <RedisKeyPanel
              redisKey={redis.openKey}
              view={redis.opened}
              page={redis.valuePage}
              onNext={redis.nextValue}
              onPrevious={redis.previousValue}
              onDelete={() => setDeleting(redis.openKey)}
              onClose={() => redis.open(null)}
            />
          )}
        </>
      )}
      <DeleteKeyDialog
        key={deleting ?? ''}
        redisKey={deleting}
        deleting={redis.remove.running}
        onDelete={(confirm) => deleting && redis.remove.run(deleting, confirm, () => setDeleting(null))}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
