import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { getConfig } from '../../config/config';

interface PublicCardProps {
  heading: string;
  /** Submitting the form (Enter in any field or the submit button) calls this; the default is prevented. */
  onSubmit?: () => void;
  children: ReactNode;
}

/**
 * The frame of the public pages (/login, /forgot-password, /qr): a card in the upper middle, no sidebar. Its top
 * stays where the server's frame (index.html, .public-shell) drew it, however tall the page's form is.
 */
export function PublicCard({ heading, onSubmit, children }: PublicCardProps) {
  const { title, banner } = getConfig();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'start center',
        bgcolor: 'grey.100',
        p: 2,
        pt: 'max(16px, 12vh)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="overline" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          {children}
          {banner && (
            <Alert severity="warning" variant="outlined" role="note" sx={{ fontSize: 'small' }}>
              {banner}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
