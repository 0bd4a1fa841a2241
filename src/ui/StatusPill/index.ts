export { StatusPill, STATUS_TONES, type StatusPillProps, type StatusDomain, type StatusOf } from './StatusPill';
