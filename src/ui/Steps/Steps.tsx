import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visuallyHidden } from '../_shared';
import { Check, Icon, X } from '../Icon';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** Index of the current step; steps before it are done. `items.length` = all done. */
  current: number;
  /** The current step failed (e.g. KYC rejected). */
  error?: boolean;
  direction?: 'horizontal' | 'vertical';
  /** Accessible name of the list (e.g. "Verification progress"). */
  'aria-label'?: string;
  className?: string;
}

type StepState = 'done' | 'current' | 'error' | 'todo';

/** A numbered progress list (ol): done steps get a check, the current one aria-current="step". */
export function Steps({ items, current, error = false, direction = 'horizontal', 'aria-label': ariaLabel, className }: StepsProps) {
  const { t } = useTranslation('ui');
  const stateOf = (i: number): StepState => (i < current ? 'done' : i === current ? (error ? 'error' : 'current') : 'todo');
  return (
    <$List aria-label={ariaLabel} className={className} data-direction={direction}>
      {items.map((item, i) => {
        const state = stateOf(i);
        return (
          <$Step key={i} data-state={state} aria-current={i === current ? 'step' : undefined}>
            <$Marker aria-hidden="true">
              {state === 'done' ? <Icon icon={Check} size="sm" /> : state === 'error' ? <Icon icon={X} size="sm" /> : i + 1}
            </$Marker>
            <$Text>
              <$Title>
                {item.title}
                {state !== 'todo' && state !== 'current' && <$Hidden>{` (${t(state === 'done' ? 'steps.done' : 'steps.failed')})`}</$Hidden>}
              </$Title>
              {item.description != null && <$Desc>{item.description}</$Desc>}
            </$Text>
          </$Step>
        );
      })}
    </$List>
  );
}

const $List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-direction='vertical'] {
    flex-direction: column;
  }
`;

const $Step = styled.li`
  --step-c: ${({ theme }) => theme.color.textTertiary};
  position: relative;
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  &[data-state='done'],
  &[data-state='current'] {
    --step-c: ${({ theme }) => theme.color.brand};
  }
  &[data-state='error'] {
    --step-c: ${({ theme }) => theme.color.danger};
  }
  &[data-state='current'],
  &[data-state='error'] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  [data-direction='horizontal'] > & {
    flex-direction: column;
    align-items: center;
    text-align: center;
  }
  /* connector to the next step */
  [data-direction='horizontal'] > &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(${({ theme }) => theme.space['6']} / 2);
    left: calc(50% + ${({ theme }) => theme.space['4']});
    right: calc(-50% + ${({ theme }) => theme.space['4']});
    height: ${({ theme }) => theme.size.border};
    background: ${({ theme }) => theme.color.border};
  }
  [data-direction='horizontal'] > &[data-state='done']::after {
    background: ${({ theme }) => theme.color.brand};
  }
  [data-direction='vertical'] > & {
    padding-bottom: ${({ theme }) => theme.space['4']};
  }
  [data-direction='vertical'] > &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(${({ theme }) => theme.space['6']} + ${({ theme }) => theme.space['1']});
    bottom: ${({ theme }) => theme.space['1']};
    left: calc(${({ theme }) => theme.space['6']} / 2);
    width: ${({ theme }) => theme.size.border};
    background: ${({ theme }) => theme.color.border};
  }
`;

const $Marker = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space['6']};
  height: ${({ theme }) => theme.space['6']};
  border: ${({ theme }) => theme.size.focusRing} solid var(--step-c);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: var(--step-c);
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  [data-state='done'] > &,
  [data-state='error'] > & {
    background: var(--step-c);
    color: ${({ theme }) => theme.color.textInverse};
  }
`;

const $Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space['1']};
`;

const $Title = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const $Desc = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
