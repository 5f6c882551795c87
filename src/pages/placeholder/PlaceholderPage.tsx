import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pageForPath } from '../../navigation/pageForPath';

/** Stands in for a page a later issue builds, naming the page so nobody mistakes it for a broken route. */
export default function PlaceholderPage() {
  const translate = useTranslate();
  const label = pageForPath(useLocation().pathname)?.label ?? '';
  return (
    <Box sx={{ p: 4 }}>
      <Title title={label} />
      <Typography variant="h5" component="h1" gutterBottom>
        <ConstructionIcon sx={{ verticalAlign: 'middle', mr: 1 }} />
        {label}
      </Typography>
      <Typography>{translate('dash.placeholder')}</Typography>
    </Box>
  );
}
