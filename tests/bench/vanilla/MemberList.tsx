import { DataTable, DateField, List } from 'react-admin';

/** The stock list of members, for the 1,000-row page of the bench (?perPage=1000). */
export function MemberList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="username" />
        <DataTable.Col source="email" />
        <DataTable.Col source="country" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
