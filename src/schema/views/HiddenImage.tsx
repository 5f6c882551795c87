import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Typography } from '@mui/material';

/** A neutral stand-in for a masked picture: nothing of it is loaded until it is revealed. */
export function HiddenImage({ label, small }: { label: string; small?: boolean }) {
  return (
    <Box
      role="img"
      aria-label={`${label}: hidden`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: small ? 0.5 : 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <LockIcon fontSize="small" />
      <Typography variant="body2">Hidden: reveal to view</Typography>
    </Box>
  );
}
