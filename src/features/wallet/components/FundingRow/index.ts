export { FundingRow } from './FundingRow';
