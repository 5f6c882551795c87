/** Image input defaults (docs/product.md#validation, docs/product.md#constants). */
export const IMAGE_LIMITS = {
  maxWidth: 1024,
  maxHeight: 768,
  maxBytes: 5_242_880,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
