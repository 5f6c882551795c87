/**
 * A report's period resolved: the Amsterdam calendar days it covers (`to` inclusive) and its moments (`end`
 * exclusive, ms). A clock grouping's `start` is on a whole bucket.
 */
export interface ReportPeriod {
  from: string;
  to: string;
  start: number;
  end: number;
}
