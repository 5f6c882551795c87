/**
 * A file's text, read with FileReader (which every browser and the test DOM have).
 *
 * @example
 * const csv = await readFileText(input.files[0]);
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
