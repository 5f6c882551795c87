import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The home page; its resizable grid of dashboard items comes with a later issue. */
export default function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: 4 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography>{translate('dash.home', { name: identity?.fullName ?? '' })}</Typography>
    </Box>
  );
}
