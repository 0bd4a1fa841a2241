export { ServerHtml, type ServerHtmlProps } from './ServerHtml';
