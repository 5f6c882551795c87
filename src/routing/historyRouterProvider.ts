import type { RouterProvider } from 'ra-core';
import { Link } from './Link';
import { matchPath } from './matchPath';
import { Navigate } from './Navigate';
import { Outlet } from './Outlet';
import { Route } from './Route';
import { RouterWrapper } from './RouterWrapper';
import { Routes } from './Routes';
import { useBlocker } from './useBlocker';
import { useInRouterContext } from './useInRouterContext';
import { useLocation } from './useLocation';
import { useMatch } from './useMatch';
import { useNavigate } from './useNavigate';
import { useParams } from './useParams';

/**
 * react-admin's routing (its links, redirects, list params, unsaved-changes guard) on the dashboard's own router:
 * react-router, which react-admin uses by default, was a third of the JS every page runs first (30 kB gzip), for
 * the few parts of it an admin app uses.
 */
export const historyRouterProvider: RouterProvider = {
  useLocation,
  useNavigate,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: () => true,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  RouterWrapper,
};
