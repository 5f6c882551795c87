import { IN_SHOW, type PerformerPresence } from '../../../../contract/live/presence';
import { formatNumber } from '../../../lib/formatNumber';
import { useLiveWall } from '../../liveCams/useLiveWall';
import { Figure, ModuleState } from './ModuleState';

/** Live cams now: performers in a show, from the live wall the Live Cams page reads too (useLiveWall). */
export function LiveCamsModule() {
  const wall = useLiveWall();
  const shows = (data: PerformerPresence[]) =>
    data.filter((presence) => IN_SHOW.includes(presence.onlineStatus));
  return (
    <ModuleState
      what="Live cams"
      query={wall}
      isEmpty={(data) => shows(data).length === 0}
      empty="Nobody is in a show right now."
    >
      {(data) => (
        <Figure
          value={formatNumber(shows(data).length, 0)}
          caption={`in a show now · ${data.length} online · ${shows(data).reduce((sum, p) => sum + p.viewers, 0)} watching`}
        />
      )}
    </ModuleState>
  );
}
