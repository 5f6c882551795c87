import type { RecordAction } from '../../contract/ResourceDefinition';

/**
 * What an action says it will do before it runs, from the record and the form's values so far.
 *
 * @example
 * actionConfirmText(donate, { username: 'anna12', credits: 40 }, { amount: 25 }); // 'Give anna12 25 credits: …'
 */
export function actionConfirmText(
  action: Pick<RecordAction, 'confirm'>,
  record: Record<string, unknown>,
  values: Record<string, unknown>,
): string | undefined {
  return typeof action.confirm === 'function' ? action.confirm(record, values) : action.confirm;
}
