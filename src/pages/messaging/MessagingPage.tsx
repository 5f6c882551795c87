import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { Form } from 'react-admin';
import { PageTitle } from '../../lib/PageTitle';
import { messageForm } from './messageForm';
import { MessageComposer } from './MessageComposer';
import { MessageJobPanel } from './MessageJobPanel';
import { RecentSends } from './RecentSends';
import { SendConfirmDialog } from './SendConfirmDialog';
import { useMessagingController } from './useMessagingController';

const RESOLVER = zodResolver(messageForm);

/**
 * /support/messaging: a message to the members or performers an audience filter reaches, the count shown before
 * anything is sent and named in the confirmation; the send runs as a job whose progress comes over the socket,
 * found again after a reload, with each recipient's outcome once it ends.
 */
export default function MessagingPage() {
  const { kinds, jobId, openJob, closeJob, pending, ask, dismiss, confirm, sending, sendError } =
    useMessagingController();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <PageTitle title="Messaging" />
      <Typography variant="h5" component="h1" gutterBottom>
        Messaging
      </Typography>
      {jobId !== null && <MessageJobPanel key={jobId} id={jobId} onClose={closeJob} />}
      {kinds.length === 0 ? (
        <Alert severity="info">
          Messaging members needs the role SEARCH_MEMBER, messaging performers VIEW_NEW_PERFORMERS; this
          account has neither.
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Form
            resolver={RESOLVER}
            defaultValues={{ recipients: kinds[0] }}
            noValidate
            disableInvalidFormNotification
          >
            <MessageComposer kinds={kinds} onSend={ask} />
          </Form>
        </Paper>
      )}
      {pending && (
        <SendConfirmDialog
          pending={pending}
          sending={sending}
          error={sendError}
          onConfirm={confirm}
          onClose={dismiss}
        />
      )}
      {kinds.length > 0 && <RecentSends open={jobId} onOpen={openJob} />}
    </Box>
  );
}
