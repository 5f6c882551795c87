import { Box } from '@mui/material';
import { ImageField, ImageInput } from 'react-admin';
import { IMAGE_LIMITS } from '../../../contract/imageLimits';
import { imageDimensionsError } from '../imageDimensionsError';
import { StoredImage } from './StoredImage';

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] };

export interface ImageKindInputProps {
  source: string;
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string | false;
}

/** An image field's input: the stored picture (hidden until shown) and a drop zone for a new one, checked in size. */
export function ImageKindInput({ source, label, ...common }: ImageKindInputProps) {
  return (
    <Box>
      <StoredImage source={source} label={label} />
      <ImageInput
        source={source}
        label={label}
        {...common}
        accept={ACCEPT}
        maxSize={IMAGE_LIMITS.maxBytes}
        validate={(value: { rawFile?: unknown } | undefined) => imageDimensionsError(label, value?.rawFile)}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
}
