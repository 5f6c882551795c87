import { QueryClient } from '@tanstack/react-query';

/** react-admin's query cache, made here rather than by <AdminContext> so start-up can put the first list page in it. */
export const queryClient = new QueryClient();
