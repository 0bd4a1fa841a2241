import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { LazyBottomSheet } from '../LazyOverlay';

export interface ActionSheetAction<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Destructive (drawn in the danger colour). */
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionSheetProps<V extends string = string> {
  open: boolean;
  onClose: () => void;
  actions: readonly ActionSheetAction<V>[];
  /** Called with the chosen action; the sheet then closes. */
  onSelect: (value: V) => void;
  /** Heading (also the sheet's accessible name). */
  title?: ReactNode;
  /** Accessible name when there is no title (default "Choose an action"). */
  'aria-label'?: string;
  /** Cancel row label (default "Cancel"). */
  cancelText?: ReactNode;
}

/** A list of actions in a bottom sheet, with Cancel. Same modal contract as BottomSheet. */
export function ActionSheet<V extends string = string>({
  open,
  onClose,
  actions,
  onSelect,
  title,
  'aria-label': ariaLabel,
  cancelText,
}: ActionSheetProps<V>) {
  const { t } = useTranslation('ui');
  return (
    <LazyBottomSheet
      open={open}
      onClose={onClose}
      title={title}
      aria-label={ariaLabel ?? t('actionSheet.label')}
      showClose={false}
      footer={
        <$Cancel type="button" onClick={onClose}>
          {cancelText ?? t('dialog.cancel')}
        </$Cancel>
      }
    >
      <$List>
        {actions.map((a) => (
          <li key={a.value}>
            <$Action
              type="button"
              disabled={a.disabled}
              data-danger={a.danger || undefined}
              onClick={() => {
                onSelect(a.value);
                onClose();
              }}
            >
              <$Label>{a.label}</$Label>
              {a.description != null && <$Desc>{a.description}</$Desc>}
            </$Action>
          </li>
        ))}
      </$List>
    </LazyBottomSheet>
  );
}

const $List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }
`;

const $Action = styled.button`
  ${buttonReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${({ theme }) => theme.size.input};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: center;
  &[data-danger] {
    color: ${({ theme }) => theme.color.danger};
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:disabled {
    opacity: 0.45;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const $Desc = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Cancel = styled.button`
  ${buttonReset}
  width: 100%;
  min-height: ${({ theme }) => theme.size.input};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgPressed};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;
