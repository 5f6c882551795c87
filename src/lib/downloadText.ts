/**
 * Saves text the app already holds as a file, through a temporary link (the browser's own download).
 *
 * @example
 * downloadText(xml, 'sepa-monthly-2026-10-01.xml', 'application/xml');
 */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
