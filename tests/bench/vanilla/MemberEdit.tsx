import {
  BooleanInput,
  DataTable,
  DateField,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceManyField,
  TabbedForm,
  TextInput,
} from 'react-admin';

const related = (reference: string, sort: string, columns: string[]) => (
  <ReferenceManyField
    reference={reference}
    target="member"
    sort={{ field: sort, order: 'DESC' }}
    perPage={10}
  >
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source={sort}>
        <DateField source={sort} showTime />
      </DataTable.Col>
      {columns.map((source) => (
        <DataTable.Col key={source} source={source} />
      ))}
    </DataTable>
  </ReferenceManyField>
);

/**
 * The stock counterpart of the dashboard's member record (docs/architecture.md#performance-budgets, issue 28): an
 * Edit with a TabbedForm, the member's main fields, private part, credits ledger, payments and chats.
 */
export function MemberEdit() {
  return (
    <Edit>
      <TabbedForm>
        <TabbedForm.Tab label="Main">
          <TextInput source="id" disabled />
          <TextInput source="username" />
          <TextInput source="email" />
          <BooleanInput source="emailVerified" />
          <BooleanInput source="emailOptout" />
          <TextInput source="state" />
          <NumberInput source="credits" disabled />
          <TextInput source="affiliateCode" />
          <TextInput source="affiliateInfo" />
          <TextInput source="preferredLanguage" />
          <NumberInput source="languageBitflag" />
          <TextInput source="country" />
          <TextInput source="countryFromIP" />
          <TextInput source="pt1" />
          <TextInput source="pt2" />
          <TextInput source="pt3" />
          <DateTimeInput source="lastLogin" disabled />
          <DateTimeInput source="createdAt" disabled />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Private part">
          {['address_address', 'address_city', 'address_country', 'address_postalcode', 'phone_number'].map(
            (source) => (
              <TextInput key={source} source={`private.${source}`} />
            ),
          )}
          <TextInput source="private.account_holder" />
          <TextInput source="private.account_iban" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Credits ledger">
          {related('memberCredits', 'createdAt', ['amount', 'balance', 'reason', 'actor'])}
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Payments">
          {related('memberPayments', 'createdAt', ['type', 'amount', 'credits', 'performer'])}
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Chat history">
          {related('memberChats', 'startedAt', ['kind', 'performer', 'durationSeconds', 'credits'])}
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
