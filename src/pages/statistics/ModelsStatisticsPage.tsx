import { StatisticsPage } from './StatisticsPage';

/** /statistics/models ('Models'). */
export default function ModelsStatisticsPage() {
  return <StatisticsPage kind="models" menuLabel="Models" />;
}
