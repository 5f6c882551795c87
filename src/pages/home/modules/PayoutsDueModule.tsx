import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../routing/Link';
import { payoutsDueResponse } from '../../../../contract/dashboard/dashboardModuleData';
import { formatMoney } from '../../../lib/formatMoney';
import { formatNumber } from '../../../lib/formatNumber';
import { ModuleState } from './ModuleState';
import { useModuleData } from './useModuleData';

/** Payouts calculated and not finalised: each batch's period, invoices and sum, and the total due. */
export function PayoutsDueModule() {
  const due = useModuleData('payouts-due', payoutsDueResponse);
  return (
    <ModuleState
      what="Payouts due"
      query={due}
      isEmpty={(data) => data.data.length === 0}
      empty="No payouts wait to be finalised."
    >
      {(data) => (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {formatMoney(data.total)}
          </Typography>
          <List dense disablePadding aria-label="Payouts not finalised">
            {data.data.map((batch) => (
              <ListItem key={batch.id} disableGutters>
                <ListItemText
                  primary={`${batch.interval} ${batch.periodStart} – ${batch.periodEnd}: ${formatMoney(batch.amount)}`}
                  secondary={`${formatNumber(batch.invoices, 0)} invoices · ${batch.validated ? 'validated' : 'not validated'}`}
                />
              </ListItem>
            ))}
          </List>
          <Link component={RouterLink} to="/financial/payouts" variant="body2">
            Open payouts
          </Link>
        </>
      )}
    </ModuleState>
  );
}
