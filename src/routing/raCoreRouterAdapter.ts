// ra-core's default router binding, which the build resolves here in place of its react-router one (vite.config.ts),
// so that react-router is not in the app at all.
export { historyRouterProvider as reactRouterProvider } from './historyRouterProvider';
