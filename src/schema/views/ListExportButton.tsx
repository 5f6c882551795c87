import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import {
  downloadCSV,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { HttpCall } from '../../../contract/ApiCall';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { call } from '../../transport/call';

/** The most rows one export asks for, as react-admin's export button. */
const MAX_ROWS = 1000;

/**
 * Downloads every row the list's filter holds, through the list's exporter (react-admin's export button's
 * behaviour, every page asked for); disabled on an empty list. Ours so that on a phone, where it is an icon, its
 * tooltip comes a render after it (DeferredTooltip) and not in the first page's commit. With `serverCall` (a
 * definition's `list.exportCall`) the server writes the CSV of the same filter and sort, saved as `fileName`.
 */
export function ListExportButton({ serverCall, fileName }: { serverCall?: HttpCall; fileName?: string }) {
  const { filter, filterValues, resource, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = translate('ra.action.export');
  const disabled = total === 0;
  const filters = filter ? { ...filterValues, ...filter } : filterValues;
  const fromServer = (exportCall: HttpCall) =>
    call<string>(exportCall.method, exportCall.path, {
      filter: filters,
      ...(sort?.field ? { sort: sort.field, order: sort.order } : {}),
    }).then((csv) => downloadCSV(csv, fileName ?? resource));
  const exportRows = () =>
    (serverCall
      ? fromServer(serverCall)
      : dataProvider
          .getList(resource, {
            sort,
            filter: filters,
            pagination: { page: 1, perPage: MAX_ROWS },
            meta: { allPages: true },
          })
          .then(
            ({ data }) =>
              exporter && exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource),
          )
    ).catch((error: unknown) => {
      console.error(error);
      notify('ra.notification.http_error', { type: 'error' });
    });
  if (!phone)
    return (
      <Button
        size="small"
        aria-label={label}
        disabled={disabled}
        startIcon={<DownloadIcon />}
        onClick={exportRows}
        sx={{ lineHeight: 1.5 }}
      >
        {label}
      </Button>
    );
  const icon = (
    <IconButton color="primary" size="large" aria-label={label} disabled={disabled} onClick={exportRows}>
      <DownloadIcon />
    </IconButton>
  );
  return disabled ? icon : <DeferredTooltip title={label}>{icon}</DeferredTooltip>;
}
