/** A file just chosen in react-admin's ImageInput/FileInput: `{ rawFile, src, title }`. */
interface ChosenFile {
  rawFile: File;
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function convert(value: unknown): Promise<unknown> {
  if (isChosenFile(value)) return readAsDataUrl(value.rawFile);
  if (Array.isArray(value)) return Promise.all(value.map(convert));
  if (!isPlainObject(value)) return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [key, await convert(item)]),
  );
  return Object.fromEntries(entries);
}

/**
 * The values to send with each newly chosen file, at any depth (groups, lists), turned into its `data:` URL
 * string, as react-admin's "handling file uploads" recipe does; everything else is left as it is.
 *
 * @example
 * await imagesAsDataUrls({ identity: { photoFrontData: { rawFile: file, src: 'blob:…', title: 'a.png' } } });
 * // { identity: { photoFrontData: 'data:image/png;base64,…' } }
 */
export async function imagesAsDataUrls(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  return (await convert(values)) as Record<string, unknown>;
}
