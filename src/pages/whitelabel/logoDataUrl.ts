import { IMAGE_LIMITS } from '../../../contract/imageLimits';
import { imageDimensionsError } from '../../schema/imageDimensionsError';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * A chosen logo file as a `data:` URL, once it meets the image limits of docs/product.md#validation (jpg, jpeg,
 * png or pdf; at most 5,242,880 bytes and 1024x768 pixels); otherwise what is wrong with it, in words.
 *
 * @example
 * const { url, error } = await logoDataUrl(input.files[0]);
 */
export async function logoDataUrl(file: File): Promise<{ url?: string; error?: string }> {
  if (!(IMAGE_LIMITS.extensions as readonly string[]).includes(extensionOf(file.name)))
    return { error: `Logo must be a ${IMAGE_LIMITS.extensions.join(', ')} file` };
  if (file.size > IMAGE_LIMITS.maxBytes)
    return { error: `Logo must be at most ${IMAGE_LIMITS.maxBytes} bytes (5 MB)` };
  const tooLarge = await imageDimensionsError('Logo', file);
  if (tooLarge) return { error: tooLarge };
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return { url };
}
