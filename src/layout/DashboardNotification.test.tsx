import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, useNotify } from 'ra-core';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { holdFirstContent } from '../lib/firstContent';
import { DashboardNotification } from './DashboardNotification';

function NotifiesOnMount() {
  const notify = useNotify();
  useEffect(() => notify('Your password has been changed', { type: 'success' }), [notify]);
  return null;
}

function NotifiesOnClick() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Saved again')}>
      Save
    </button>
  );
}

describe('DashboardNotification', () => {
  it('shows a notification raised before its snackbar’s code was in, first content shown or not', async () => {
    // As on a public page: nothing marks its content shown, the snackbar's code is fetched for the notification.
    holdFirstContent();
    render(
      <CoreAdminContext>
        <NotifiesOnMount />
        <NotifiesOnClick />
        <DashboardNotification />
      </CoreAdminContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been changed');

    // Once it has shown one, it stays to show the next.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved again')).toBeInTheDocument();
  });
});
