export { Page, TabBarProvider, type PageProps } from './Page';
