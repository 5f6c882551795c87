import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WhitelabelConfig } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WhitelabelConfigForm } from './WhitelabelConfigForm';

const config: WhitelabelConfig = {
  id: 3,
  partner: 4,
  partnerName: 'Dutch Dates BV',
  name: 'Dutch Dates Cams',
  domain: 'cams.dutchdates.nl',
  theme: 'velvet',
  logo: null,
  logoUrl: null,
  locales: ['en', 'nl'],
  productGroup: 'wl-dutch-dates-cams',
  templates: ['phx/home', 'phx/signup'],
  version: 2,
  updatedBy: 'admin',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

describe('WhitelabelConfigForm', () => {
  it('names what is wrong at each field and sends nothing until it is right', () => {
    const onSave = vi.fn();
    render(
      <WhitelabelConfigForm
        config={config}
        serverProblems={{}}
        saving={false}
        canConfigure
        onSave={onSave}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Domain/), { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dutch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(screen.getByText('Domain must be a host name such as cams.example.com')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one locale')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Domain/), { target: { value: 'cams.dutchdates.example' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ domain: 'cams.dutchdates.example', locales: ['de'], theme: 'velvet' }),
    );
  });

  it('shows what the server said about a field', () => {
    render(
      <WhitelabelConfigForm
        config={config}
        serverProblems={{ domain: 'cams.velvetlive.nl is the domain of Velvet Live NL already' }}
        saving={false}
        canConfigure
        onSave={vi.fn()}
      />,
    );
    expect(
      screen.getByText('cams.velvetlive.nl is the domain of Velvet Live NL already'),
    ).toBeInTheDocument();
  });

  it('is read-only without EDIT_PHX_WLB_CONF', () => {
    render(
      <WhitelabelConfigForm
        config={config}
        serverProblems={{}}
        saving={false}
        canConfigure={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Site name/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save configuration' })).toBeDisabled();
  });
});
