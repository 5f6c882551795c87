import { DataTable, DateField, List } from 'react-admin';

/** The stock list a react-admin tutorial starts with, at the dashboard's page size (25) for a fair first row. */
export function AccountList() {
  return (
    <List sort={{ field: 'username', order: 'ASC' }} perPage={25}>
      <DataTable>
        <DataTable.Col source="username" />
        <DataTable.Col source="email" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
