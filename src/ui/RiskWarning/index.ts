export { RiskWarning, type RiskWarningProps } from './RiskWarning';
