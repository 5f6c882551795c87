import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { DASHBOARD_MODULES } from '../../../contract/dashboard/dashboardModules';
import { ModuleFrame } from './ModuleFrame';

// The module's body stands in as a line that counts how often it is drawn.
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./modules/ModuleBody', () => ({
  ModuleBody: () => {
    drawn.count += 1;
    return <p>Module body</p>;
  },
}));

it("opens and closes the resize menu without drawing the module's body again, and resizes by its items", () => {
  const module = DASHBOARD_MODULES[0]!;
  const onResize = vi.fn();
  render(<ModuleFrame module={module} onRemove={() => undefined} onResize={onResize} />);
  expect(screen.getByText('Module body')).toBeInTheDocument();
  const before = drawn.count;
  fireEvent.click(screen.getByRole('button', { name: `Resize ${module.title}` }));
  const items = screen.getAllByRole('menuitem');
  expect(items.length).toBeGreaterThan(0);
  fireEvent.click(items[0]!);
  expect(onResize).toHaveBeenCalledOnce();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(drawn.count).toBe(before);
});
