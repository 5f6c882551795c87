import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { ChatLine } from '../../../contract/chat/chatRoom';
import { ChatLog } from './ChatLog';

// Each line formats its time as it is drawn: the count of formats is the count of lines drawn.
const formatted = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/formatDateTime', () => ({
  formatDateTime: (value: string) => {
    formatted.count += 1;
    return value.slice(0, 16).replace('T', ' ');
  },
}));

const lineOf = (id: number, message: string): ChatLine => ({
  id,
  room: 'lobby',
  username: 'admin',
  message,
  createdAt: `2026-12-06T10:0${id}:00Z`,
  clientId: null,
});

it("shows each line with its time and sender, and draws only a new line when one comes or one's own waits", () => {
  const lines = [lineOf(1, 'hello'), lineOf(2, 'how are things')];
  const log = (shown: ChatLine[], outbox: { clientId: string; message: string }[] = []) => (
    <ChatLog lines={shown} outbox={outbox} sending onRetry={() => undefined} onDiscard={() => undefined} />
  );
  const { rerender } = render(log(lines));
  const messages = screen.getByRole('log', { name: 'Messages' });
  expect(messages).toHaveTextContent('2026-12-06 10:01 admin: hello');
  expect(messages).toHaveTextContent('2026-12-06 10:02 admin: how are things');
  expect(formatted.count).toBe(2);
  rerender(log(lines, [{ clientId: 'c1', message: 'on its way' }]));
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  expect(formatted.count).toBe(2);
  rerender(log([...lines, lineOf(3, 'on its way')]));
  expect(messages).toHaveTextContent('2026-12-06 10:03 admin: on its way');
  expect(formatted.count).toBe(3);
});
