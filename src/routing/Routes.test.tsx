import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { MemoryRouter } from './MemoryRouter';
import { Navigate } from './Navigate';
import { Route } from './Route';
import { Routes } from './Routes';
import { useBlocker } from './useBlocker';
import { useLocation } from './useLocation';
import { useParams } from './useParams';
import { useSearchParams } from './useSearchParams';

function Member() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Member {id}</h1>
      <p>Tab {params.get('tab') ?? 'none'}</p>
      <button onClick={() => setParams({ tab: 'notes' })}>Notes</button>
      <Link to="../accounts">Accounts</Link>
    </>
  );
}

function Form() {
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== '/form/saved');
  return (
    <>
      <Link to="/member/1">Leave</Link>
      {blocker.state === 'blocked' && (
        <>
          <p>Leave for {blocker.location.pathname}?</p>
          <button onClick={blocker.proceed}>Yes</button>
          <button onClick={blocker.reset}>No</button>
        </>
      )}
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const app = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Where />
    <Routes>
      <Route path="/member/:id" element={<Member />} />
      <Route path="/accounts" element={<Link to="/member/7?tab=main">Member 7</Link>} />
      <Route path="/old/*" element={<Navigate to="/accounts" replace />} />
      <Route path="/form" element={<Form />} />
      <Route path="*" element={<h1>Not found</h1>} />
    </Routes>
  </MemoryRouter>
);

describe('Routes', () => {
  it('shows the matching route with its params, and follows links and query changes', async () => {
    const user = userEvent.setup();
    render(app('/accounts'));
    expect(screen.getByRole('link', { name: 'Member 7' })).toHaveAttribute('href', '/member/7?tab=main');
    await user.click(screen.getByRole('link', { name: 'Member 7' }));
    expect(await screen.findByRole('heading', { name: 'Member 7' })).toBeInTheDocument();
    expect(screen.getByText('Tab main')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notes' }));
    expect(await screen.findByText('Tab notes')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/7?tab=notes');
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/member/accounts');
  });

  it('redirects, and shows the catch-all where nothing else matches', async () => {
    render(app('/old/page'));
    expect(await screen.findByRole('link', { name: 'Member 7' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/accounts');
  });

  it('shows the catch-all for an unknown path', () => {
    render(app('/nowhere'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('holds a navigation a blocker refuses until the user says yes', async () => {
    const user = userEvent.setup();
    render(app('/form'));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Leave for /member/1?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Leave for /member/1?')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/form');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Member 1' })).toBeInTheDocument();
  });

  it('keeps a route’s context when only the query string changes', async () => {
    const user = userEvent.setup();
    let drawn = 0;
    function Page() {
      const { id } = useParams();
      drawn += 1;
      return <Pager id={id} />;
    }
    function Pager({ id }: { id?: string }) {
      const [params, setParams] = useSearchParams();
      const page = Number(params.get('page') ?? 1);
      return (
        <button onClick={() => setParams({ page: String(page + 1) })}>{`Record ${id}, page ${page}`}</button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/record/3']}>
        <Routes>
          <Route path="/record/:id" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Record 3, page 1' }));
    await user.click(await screen.findByRole('button', { name: 'Record 3, page 2' }));
    expect(await screen.findByRole('button', { name: 'Record 3, page 3' })).toBeInTheDocument();
    expect(drawn).toBe(1);
  });
});
