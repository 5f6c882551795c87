// The list screen and the prefetch of its first page come in one chunk: the prefetch as a chunk of its own split
// the modules it shares with the app into more, smaller chunks, which cost the login page 3.7 kB gzip.
export { ResourceListPage } from '../schema/views/ResourceListPage';
export { prefetchListPage } from './prefetchListPage';
