import { IMAGE_LIMITS } from '../../contract/imageLimits';

/**
 * Checks a chosen picture against the 1024x768 limit; the browser must decode it to know, so this is
 * asynchronous and runs beside the zod checks. PDFs and unreadable files are left to the other checks.
 */
export async function imageDimensionsError(label: string, file: unknown): Promise<string | undefined> {
  if (typeof File === 'undefined' || !(file instanceof File) || !file.type.startsWith('image/'))
    return undefined;
  const size = await new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    const url = URL.createObjectURL(file);
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
  if (!size) return undefined;
  const { maxWidth, maxHeight } = IMAGE_LIMITS;
  return size.width > maxWidth || size.height > maxHeight
    ? `${label} must be at most ${maxWidth}x${maxHeight} pixels`
    : undefined;
}
