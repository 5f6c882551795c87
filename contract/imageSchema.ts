import { z } from 'zod';
import { IMAGE_LIMITS } from './imageLimits';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * An image value is either the stored URL or a freshly chosen file (react-admin's `{ rawFile, src, title }`);
 * a new file must be a jpg, jpeg, png or pdf of at most 5,242,880 bytes.
 */
export function imageSchema(label: string): z.ZodType {
  return z.unknown().superRefine((value, context) => {
    if (typeof value === 'string') return;
    const file = (value as { rawFile?: unknown } | null)?.rawFile;
    if (typeof File === 'undefined' || !(file instanceof File)) {
      context.addIssue({ code: 'custom', message: `${label} must be an image` });
    } else if (!(IMAGE_LIMITS.extensions as readonly string[]).includes(extensionOf(file.name))) {
      context.addIssue({
        code: 'custom',
        message: `${label} must be a ${IMAGE_LIMITS.extensions.join(', ')} file`,
      });
    } else if (file.size > IMAGE_LIMITS.maxBytes) {
      context.addIssue({
        code: 'custom',
        message: `${label} must be at most ${IMAGE_LIMITS.maxBytes} bytes (5 MB)`,
      });
    }
  });
}
