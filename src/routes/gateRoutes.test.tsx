import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gateRoutes } from './gateRoutes';
import { PageAccessGate } from './PageAccessGate';

describe('gateRoutes', () => {
  it('puts a route behind the access check of the page with the same path', () => {
    const [route] = gateRoutes([<Route key="a" path="/admin/accounts" element={<p>list</p>} />]);
    const element = route?.props.element;
    expect(element?.type).toBe(PageAccessGate);
    expect(element?.props).toMatchObject({ pageKey: 'accounts' });
  });

  it('leaves routes no page knows as they are', () => {
    const original = <Route key="b" path="/elsewhere" element={<p>x</p>} />;
    expect(gateRoutes([original])[0]).toBe(original);
  });
});
