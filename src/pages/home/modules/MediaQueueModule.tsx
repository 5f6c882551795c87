import { Link } from '@mui/material';
import { Link as RouterLink } from '../../../routing/Link';
import { mediaQueueResponse } from '../../../../contract/dashboard/dashboardModuleData';
import { formatDateTime } from '../../../lib/formatDateTime';
import { formatNumber } from '../../../lib/formatNumber';
import { Figure, ModuleState } from './ModuleState';
import { useModuleData } from './useModuleData';

/** The media moderation queue: how much waits, how much a moderator holds now, and since when the oldest waits. */
export function MediaQueueModule() {
  const queue = useModuleData('media-queue', mediaQueueResponse);
  return (
    <ModuleState
      what="The media queue"
      query={queue}
      isEmpty={(data) => data.pending === 0}
      empty="Nothing waits for moderation."
    >
      {(data) => (
        <>
          <Figure
            value={formatNumber(data.pending, 0)}
            caption={`waiting · ${formatNumber(data.claimed, 0)} being reviewed${data.oldestAt ? ` · oldest since ${formatDateTime(data.oldestAt)}` : ''}`}
          />
          <Link component={RouterLink} to="/support/media" variant="body2">
            Moderate media
          </Link>
        </>
      )}
    </ModuleState>
  );
}
