import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryContent } from './QueryContent';

const query = (over: Partial<Parameters<typeof QueryContent<string[]>>[0]['query']>) => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

describe('QueryContent', () => {
  it('shows a labelled progress while nothing has come', () => {
    render(
      <QueryContent query={query({ isFetching: true })} what="The Redis keys">
        {() => 'rows'}
      </QueryContent>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the Redis keys' })).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });

  it('says why a load failed and asks again on Try again', async () => {
    const failed = query({ error: { message: 'Redis did not answer' } });
    render(
      <QueryContent query={failed} what="The Redis keys">
        {() => 'rows'}
      </QueryContent>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Redis keys could not be loaded: Redis did not answer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the content made from the data, an empty list too', () => {
    render(
      <QueryContent query={query({ data: [] })} what="The Redis keys">
        {(keys) => `${keys.length} keys`}
      </QueryContent>,
    );
    expect(screen.getByText('0 keys')).toBeInTheDocument();
  });
});
