import { FilledInput, FormControl, InputLabel, MenuItem } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shownValue } from './muiTextFieldSelect';

// Each test with the stand-in as a page first has it: MUI's select not fetched yet.
const freshStandIn = async () => (await import('./muiTextFieldSelect')).default;
beforeEach(() => {
  vi.resetModules();
});

const states = [
  <MenuItem key="a" value="active">
    Active
  </MenuItem>,
  <MenuItem key="b" value="blocked">
    Blocked
  </MenuItem>,
];

/** A filled State field as TextField lays it out, with the stand-in as its select. */
function renderState(TextFieldSelect: Awaited<ReturnType<typeof freshStandIn>>, value: string) {
  render(
    <FormControl variant="filled">
      <InputLabel id="state-label">State</InputLabel>
      <TextFieldSelect labelId="state-label" value={value} input={<FilledInput value={value} />}>
        {states}
      </TextFieldSelect>
    </FormControl>,
  );
}

describe('TextFieldSelect', () => {
  it("shows the chosen value under its raised label until MUI's select comes, which then opens on a click", async () => {
    renderState(await freshStandIn(), 'blocked');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeVisible();
    expect(screen.getByText('State')).toHaveAttribute('data-shrink', 'true');

    const select = await screen.findByRole('combobox', { name: 'State' });
    expect(select).toHaveTextContent('Blocked');
    await userEvent.click(select);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Blocked']);
  });

  it('fetches the select at once when the pointer comes over it, though the first content is not shown yet', async () => {
    const firstContent = await import('../firstContent');
    const TextFieldSelect = await freshStandIn();
    firstContent.holdFirstContent();
    try {
      renderState(TextFieldSelect, 'active');
      await userEvent.hover(screen.getByText('Active'));
      expect(await screen.findByRole('combobox', { name: 'State' })).toHaveTextContent('Active');
    } finally {
      firstContent.firstContentShown();
    }
  });

  it('is read as a Select by TextField and FormControl', async () => {
    expect((await freshStandIn()).muiName).toBe('Select');
  });
});

describe('shownValue', () => {
  it("gives the chosen item's label, several joined by commas, or renderValue's", () => {
    expect(shownValue({ value: 'active', children: states })).toEqual(['Active']);
    expect(shownValue({ value: ['blocked', 'active'], multiple: true, children: states })).toEqual([
      'Active',
      ', ',
      'Blocked',
    ]);
    expect(
      shownValue({ value: 'active', renderValue: (value) => `State: ${String(value)}`, children: states }),
    ).toBe('State: active');
  });

  it('gives nothing for a value no item has, or an empty one', () => {
    expect(shownValue({ value: 'gone', children: states })).toEqual([]);
    expect(shownValue({ value: '', renderValue: () => 'never', children: states })).toEqual([]);
  });
});
