import { signupsTodayResponse } from '../../../../contract/dashboard/dashboardModuleData';
import { formatNumber } from '../../../lib/formatNumber';
import { Figure, ModuleState } from './ModuleState';
import { useModuleData } from './useModuleData';

/** Signups today: members created since midnight in Amsterdam. */
export function SignupsTodayModule() {
  const signups = useModuleData('signups-today', signupsTodayResponse);
  return (
    <ModuleState
      what="Signups today"
      query={signups}
      isEmpty={(data) => data.count === 0}
      empty="No signups yet today."
    >
      {(data) => <Figure value={formatNumber(data.count, 0)} caption={`members signed up on ${data.day}`} />}
    </ModuleState>
  );
}
