import { StatisticsPage } from './StatisticsPage';

/** /statistics/members ('Members'). */
export default function MembersStatisticsPage() {
  return <StatisticsPage kind="members" menuLabel="Members" />;
}
