import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useNotify } from 'ra-core';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { firstContentShown, holdFirstContent } from '../lib/firstContent';
import { DashboardNotification } from './DashboardNotification';

function NotifiesOnMount() {
  const notify = useNotify();
  useEffect(() => notify('The studio was saved', { type: 'success' }), [notify]);
  return null;
}

describe('DashboardNotification', () => {
  it('shows a notification raised before its snackbar’s code was in, once it is', async () => {
    holdFirstContent();
    render(
      <CoreAdminContext>
        <NotifiesOnMount />
        <DashboardNotification />
      </CoreAdminContext>,
    );
    // Nothing shows it while the first page's content is not yet shown: the snackbar's code waits for that.
    await Promise.resolve();
    expect(screen.queryByText('The studio was saved')).not.toBeInTheDocument();

    firstContentShown();
    expect(await screen.findByRole('alert')).toHaveTextContent('The studio was saved');
  });
});
