import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { RecordHeader } from './RecordHeader';

const definition: ResourceDefinition = {
  name: 'firms',
  label: { one: 'Firm', many: 'Firms' },
  recordRepresentation: 'name',
  icon: 'BusinessOutlined',
  routes: { edit: '/firm/:id?', back: '/firms/overview' },
  api: { rest: '/firms' },
  fields: [{ source: 'name', label: 'Name', kind: 'text' }],
  pages: [{ label: 'Builder', path: '/firm/:id/builder' }],
};

describe('RecordHeader', () => {
  it('names the record, goes back to the page that lists it and links the record’s own pages', () => {
    render(
      <AdminContext>
        <RecordContextProvider value={{ id: 7, name: 'Acme' }}>
          <RecordHeader definition={definition} />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: /Firm/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Firms' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/firms\/overview$/),
    );
    expect(screen.getByRole('link', { name: 'Builder' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/firm\/7\/builder$/),
    );
  });
});
