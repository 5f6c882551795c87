import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { getConfig } from '../../config/config';

interface PublicCardProps {
  heading: string;
  /** Submitting the form (Enter in any field or the submit button) calls this; the default is prevented. */
  onSubmit?: () => void;
  children: ReactNode;
}

/** The frame of the public pages (/login, /forgot-password, /qr): a centred card, no sidebar. */
export function PublicCard({ heading, onSubmit, children }: PublicCardProps) {
  const { title, banner } = getConfig();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
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
