/**
 * How the PostgreSQL schemas of test databases begin: `test_<run>_` within a server test run (its global setup
 * names the run in WSE_TEST_RUN and drops the run's schemas after it), `test_` elsewhere (benchmarks).
 *
 * @example
 * const schema = `${testSchemaPrefix()}${randomBytes(6).toString('hex')}`;
 */
export function testSchemaPrefix(run = process.env.WSE_TEST_RUN): string {
  return run ? `test_${run}_` : 'test_';
}
