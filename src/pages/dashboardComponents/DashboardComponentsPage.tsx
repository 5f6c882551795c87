import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { DASHBOARD_MODULES, HOME_COLUMNS } from '../../../contract/dashboard/dashboardModules';
import { roleNeedText } from '../../../contract/roleNeedText';

const size = (w: number, h: number) => `${w} × ${h}`;

/**
 * /tech/dashboard-components: the modules the home grid offers, with their default and limit sizes (columns ×
 * rows of the widest grid) and the role each one's data needs, read from the one catalogue the grid uses.
 */
export default function DashboardComponentsPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title="Dashboard components" />
      <Typography variant="h5" component="h1" gutterBottom>
        Dashboard components
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Sizes are columns × rows on the widest grid ({HOME_COLUMNS.lg} columns; {HOME_COLUMNS.md} and{' '}
        {HOME_COLUMNS.sm} on narrower screens, one column on a phone).
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Dashboard modules">
          <TableHead>
            <TableRow>
              <TableCell>Module</TableCell>
              <TableCell>What it shows</TableCell>
              <TableCell>Default size</TableCell>
              <TableCell>Smallest</TableCell>
              <TableCell>Largest</TableCell>
              <TableCell>Needs role</TableCell>
              <TableCell>Call</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {DASHBOARD_MODULES.map((module) => (
              <TableRow key={module.key}>
                <TableCell component="th" scope="row">
                  {module.title}
                </TableCell>
                <TableCell>{module.description}</TableCell>
                <TableCell>{size(module.w, module.h)}</TableCell>
                <TableCell>{size(module.minW, module.minH)}</TableCell>
                <TableCell>{size(module.maxW, module.maxH)}</TableCell>
                <TableCell>{roleNeedText(module.role)}</TableCell>
                <TableCell>
                  <code>{module.call}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
