import type { Ready } from './pageWatchers';

/** One of the two apps the bench compares, as served by its running reference server. */
export interface BenchApp {
  name: string;
  origin: string;
  /** The build's folder, for the gzip size of the scripts a page fetched. */
  dist: string | undefined;
  /** Where the app keeps its sign-in token in localStorage. */
  tokenKey: string;
  loginPath: string;
  listPath: string;
  /** Where opening a row leads, for apps whose list opens its rows (the vanilla app has no edit view). */
  rowOpens?: RegExp;
  /** The members list (25 rows a page), whose page size the bench then sets to 1,000. */
  membersPath: string;
  /** Matches once the list's 1,000 rows are rendered (all of them, or for a windowed table the count it declares). */
  thousandRows: Ready;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must name a running reference server, e.g. http://127.0.0.1:8195`);
  return value;
}

/** The dashboard and the vanilla react-admin app, at the servers BENCH_OURS and BENCH_VANILLA name. */
export function benchApps(): [BenchApp, BenchApp] {
  return [
    {
      name: 'wse-dashboard',
      origin: required('BENCH_OURS'),
      dist: process.env.BENCH_OURS_DIST,
      tokenKey: 'dash:login',
      loginPath: '/login',
      listPath: '/admin/accounts',
      rowOpens: /\/admin\/account\/\d+$/,
      membersPath: '/support/members',
      thousandRows: { selector: 'table[aria-rowcount="1001"] tbody tr.RaDataTable-row', text: '@' },
    },
    {
      name: 'vanilla react-admin',
      origin: required('BENCH_VANILLA'),
      dist: process.env.BENCH_VANILLA_DIST,
      tokenKey: 'vanilla:token',
      loginPath: '/#/login',
      listPath: '/#/accounts',
      membersPath: '/#/members',
      thousandRows: { selector: 'tbody tr.RaDataTable-row:nth-child(1000)', text: '@' },
    },
  ];
}
