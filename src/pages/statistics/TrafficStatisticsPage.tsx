import { StatisticsPage } from './StatisticsPage';

/** /statistics/traffic ('Platform'). */
export default function TrafficStatisticsPage() {
  return <StatisticsPage kind="traffic" menuLabel="Platform" />;
}
