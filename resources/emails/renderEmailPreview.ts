import { EMAIL_SAMPLE_VALUES } from './emailSampleValues';

/**
 * A template's text with its `{placeholders}` filled from `values`; an unknown placeholder stays as written,
 * so a typo shows in the preview. Plain text in, plain text out: the dashboard shows it as text, never as
 * markup, so a template cannot run script there.
 *
 * @example
 * renderEmailPreview('Hi {username}'); // 'Hi lola_sunshine'
 */
export function renderEmailPreview(
  template: string,
  values: Readonly<Record<string, string>> = EMAIL_SAMPLE_VALUES,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? placeholder) : placeholder,
  );
}
