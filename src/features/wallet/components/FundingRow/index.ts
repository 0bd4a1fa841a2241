export { FundingRow, type FundingRowProps } from './FundingRow';
