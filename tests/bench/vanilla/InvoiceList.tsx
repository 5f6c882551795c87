import { DataTable, List, NumberField } from 'react-admin';

/** The stock counterpart of the payouts page's invoices (issue 28): a List of a batch's invoices, 25 a page. */
export function InvoiceList() {
  return (
    <List perPage={25} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="holderName" />
        <DataTable.Col source="kind" />
        <DataTable.Col source="paymentType" />
        <DataTable.Col source="earnings">
          <NumberField source="earnings" />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <NumberField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="iban" />
        <DataTable.Col source="sepaLeftOut" />
      </DataTable>
    </List>
  );
}
