export { StatusPill, type StatusPillProps, type StatusDomain, type StatusOf } from './StatusPill';
