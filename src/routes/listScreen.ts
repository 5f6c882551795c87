export { ResourceListPage } from '../schema/views/ResourceListPage';
