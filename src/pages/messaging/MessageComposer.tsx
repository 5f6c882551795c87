import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AUDIENCE_STATES, type RecipientKind } from '../../../contract/messaging/messagingApi';
import { growingTextarea } from '../../lib/growingTextarea';
import { LoadError } from '../../lib/LoadError';
import { audienceOf, type MessageFormValues } from './messageForm';
import { recipientsText } from './recipientsText';
import { useAudienceCount } from './useAudienceCount';
import type { MessageDraft } from './useMessagingController';

const KIND_LABELS: Record<RecipientKind, string> = { members: 'Members', performers: 'Performers' };
const STATE_CHOICES = AUDIENCE_STATES.map((state) => ({
  id: state,
  name: state[0]!.toUpperCase() + state.slice(1),
}));

export interface MessageComposerProps {
  kinds: readonly RecipientKind[];
  onSend: (draft: MessageDraft, count: number) => void;
}

/**
 * The audience filters with the count of who they reach, asked as they change, and the message; sending asks
 * the page to confirm with that count. Lives inside a form validated by messageForm (zodResolver).
 */
export function MessageComposer({ kinds, onSend }: MessageComposerProps) {
  const values = useWatch() as MessageFormValues;
  const audience = audienceOf(values);
  const { count, counting, error, retry } = useAudienceCount(audience);
  const { handleSubmit } = useFormContext();
  const reach = audience && count !== undefined ? recipientsText(count, audience.recipients) : null;
  return (
    <>
      <Typography variant="h6" component="h2">
        Audience
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 }}
      >
        <SelectInput
          source="recipients"
          label="Recipients"
          choices={kinds.map((kind) => ({ id: kind, name: KIND_LABELS[kind] }))}
          emptyText={undefined}
        />
        <ReferenceInput source="site" reference="whitelabels" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Site" optionText="name" />
        </ReferenceInput>
        <TextInput source="country" label="Country" helperText="Two letters, such as NL" />
        <SelectInput source="state" label="State" choices={STATE_CHOICES} emptyText="Any state" />
        <DateInput source="lastLoginAfter" label="Last login after" />
        <DateInput source="lastLoginBefore" label="Last login before" />
      </Box>
      {error ? (
        <LoadError what="The recipient count" error={error} onRetry={retry} />
      ) : (
        <Typography role="status" aria-live="polite" sx={{ mb: 2 }}>
          {!audience
            ? 'Correct the filters to count who they reach.'
            : counting || reach === null
              ? 'Counting recipients…'
              : `${reach} match this audience.`}
        </Typography>
      )}
      <Typography variant="h6" component="h2">
        Message
      </Typography>
      <TextInput source="subject" label="Subject" fullWidth />
      <TextInput source="body" label="Message" {...growingTextarea(4, 20)} fullWidth />
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        disabled={!count}
        onClick={(event) =>
          void handleSubmit((draft) => count && onSend(draft as MessageDraft, count))(event)
        }
      >
        {reach && count ? `Send to ${reach}` : 'Send'}
      </Button>
    </>
  );
}
