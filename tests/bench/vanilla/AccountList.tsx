import { DataTable, DateField, List } from 'react-admin';

/** The stock list a react-admin tutorial starts with: the accounts the reference API lists. */
export function AccountList() {
  return (
    <List sort={{ field: 'username', order: 'ASC' }}>
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
