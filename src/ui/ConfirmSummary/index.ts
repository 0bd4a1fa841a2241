export {
  ConfirmSummary,
  type ConfirmSummaryProps,
  type ConfirmActionsProps,
  type ConfirmSheetProps,
  type SummaryRow,
} from './ConfirmSummary';
