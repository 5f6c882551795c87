import { render, screen } from '@testing-library/react';
import { CoreAdminContext, type AuthProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { useAccess, useAccessResources } from './useAccess';

const base: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ resource }) => resource === 'redis',
};

function Answers() {
  const one = useAccess({ resource: 'redis', action: 'list' });
  const many = useAccessResources({ action: 'page', resources: ['redis', 'accounts'] });
  const text = (value: unknown) => (value === undefined ? 'pending' : String(value));
  return (
    <p>
      redis {text(one.canAccess)}, pages {text(many.canAccess?.redis)}/{text(many.canAccess?.accounts)}
    </p>
  );
}

const renderWith = (authProvider: AuthProvider) =>
  render(
    <CoreAdminContext authProvider={authProvider}>
      <Answers />
    </CoreAdminContext>,
  );

describe('useAccess', () => {
  it('answers on the first render when the auth provider answers at once', () => {
    renderWith({ ...base, canAccessNow: ({ resource }: { resource: string }) => resource === 'redis' });
    expect(screen.getByText('redis true, pages true/false')).toBeInTheDocument();
  });

  it('waits for the asynchronous answer from any other auth provider', async () => {
    renderWith(base);
    expect(screen.getByText('redis pending, pages pending/pending')).toBeInTheDocument();
    expect(await screen.findByText('redis true, pages true/false')).toBeInTheDocument();
  });
});
