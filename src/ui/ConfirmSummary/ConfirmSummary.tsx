import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../Button';
import { LazyBottomSheet } from '../LazyOverlay';

/** One label/value line; `strong` marks the figure that matters most (a payout, a liquidation price). */
export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  /** Defaults to the row's position. */
  key?: Key;
}

/** A list of label/value lines (a `<dl>`): values end-aligned, tabular digits, long labels wrap. */
export function SummaryLines({ children }: { children: ReactNode }) {
  return <$Lines>{children}</$Lines>;
}

export function SummaryLine({ label, value, strong }: Omit<SummaryRow, 'key'>) {
  return (
    <$Line data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </$Line>
  );
}

export interface ConfirmSummaryProps {
  /** The lines, in order; `false`/`null`/`undefined` entries are skipped (`fee > 0 && { … }`). */
  rows: readonly (SummaryRow | false | null | undefined)[];
  /** Shown under the lines: a warning (e.g. `OrderTicket.LeverageWarning`). */
  children?: ReactNode;
  /** Fine print at the bottom (how the figures are estimated, the rules). */
  note?: ReactNode;
  className?: string;
}

/** What is about to be sent: label/value lines, an optional warning and fine print. */
function ConfirmSummaryRoot({ rows, children, note, className }: ConfirmSummaryProps) {
  return (
    <$Body className={className}>
      <SummaryLines>
        {rows
          .filter((r): r is SummaryRow => Boolean(r))
          .map(({ key, ...row }, i) => (
            <SummaryLine key={key ?? i} {...row} />
          ))}
      </SummaryLines>
      {children}
      {note != null && <$Note>{note}</$Note>}
    </$Body>
  );
}

export interface ConfirmActionsProps {
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's text, saying what happens ("Open long"). Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** `buy`/`sell` for an order's direction, `danger` for a destructive step. Defaults to `primary`. */
  confirmVariant?: ButtonVariant;
  /** The request is in flight: the confirm button spins and ignores taps (one booking per intent). */
  submitting?: boolean;
  /** The confirm button cannot be used (e.g. the quote went stale). */
  disabled?: boolean;
}

/** Cancel and confirm, side by side, full width: the footer of a confirmation sheet. */
export function ConfirmActions({
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  submitting = false,
  disabled,
}: ConfirmActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <$Actions>
      <Button variant="secondary" block onClick={onCancel}>
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      <Button variant={confirmVariant} block loading={submitting} disabled={disabled} onClick={onConfirm}>
        {confirmLabel ?? t('dialog.confirm')}
      </Button>
    </$Actions>
  );
}

export interface ConfirmSheetProps extends ConfirmSummaryProps, Omit<ConfirmActionsProps, 'onCancel'> {
  open: boolean;
  /** Closing the sheet (×, Escape, backdrop) and Cancel both call this. */
  onClose: () => void;
  title: ReactNode;
}

/** The whole confirmation: a bottom sheet (loaded when it first opens) with the summary and the actions pinned. */
export function ConfirmSheet({
  open,
  onClose,
  title,
  rows,
  children,
  note,
  className,
  ...actions
}: ConfirmSheetProps) {
  return (
    <LazyBottomSheet
      open={open}
      onClose={onClose}
      title={title}
      footer={<ConfirmActions {...actions} onCancel={onClose} />}
    >
      <ConfirmSummaryRoot rows={rows} note={note} className={className}>
        {children}
      </ConfirmSummaryRoot>
    </LazyBottomSheet>
  );
}

/**
 * `ConfirmSummary` (the lines, warning and note), with its parts: `ConfirmSummary.Actions` (cancel + confirm),
 * `ConfirmSummary.Sheet` (both in a bottom sheet), `ConfirmSummary.Lines` / `ConfirmSummary.Line` (the lines alone).
 */
export const ConfirmSummary = Object.assign(ConfirmSummaryRoot, {
  Actions: ConfirmActions,
  Sheet: ConfirmSheet,
  Lines: SummaryLines,
  Line: SummaryLine,
});

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Lines = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
`;

const $Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textTertiary};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-variant-numeric: tabular-nums;
    text-align: end;
    overflow-wrap: anywhere;
  }
  &[data-strong] dd {
    color: ${({ theme }) => theme.color.warning};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const $Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
`;
