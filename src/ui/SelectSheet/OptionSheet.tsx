import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyBottomSheet } from '../LazyOverlay';
import { Check, Icon } from '../Icon';
import { SearchBar } from '../SearchBar';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  /** Text the search matches (default: the label when it is a string, and the value). */
  keywords?: string;
}

/** The text an option is searched by. */
function searchText(o: SelectOption): string {
  return `${o.keywords ?? (typeof o.label === 'string' ? o.label : '')} ${o.value}`.toLocaleLowerCase();
}

export interface OptionSheetProps<V extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  searchable: boolean;
  onChoose: (value: V) => void;
}

/**
 * The sheet of a SelectSheet: an optional search and a listbox with a roving tab stop (APG listbox).
 */
export function OptionSheet<V extends string>({ open, onClose, title, options, value, searchable, onChoose }: OptionSheetProps<V>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<V | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const first = useRef<HTMLLIElement>(null);

  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? options.filter((o) => searchText(o).includes(q)) : options;
  }, [options, query]);
  const enabled = shown.filter((o) => !o.disabled);
  // the option that takes Tab focus: the active one, else the chosen one, else the first enabled one
  const current = enabled.find((o) => o.value === active) ?? enabled.find((o) => o.value === value) ?? enabled[0] ?? null;

  const reset = () => {
    setQuery('');
    setActive(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (v: V) => {
    reset();
    onChoose(v);
  };

  const focusOption = (v: V) => {
    setActive(v);
    const items = list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [];
    Array.from(items).find((el) => el.dataset.value === v)?.focus();
  };

  const onListKey = (e: KeyboardEvent) => {
    if (!current) return;
    const i = enabled.indexOf(current);
    if (e.key === 'ArrowUp' && i === 0 && searchable) {
      e.preventDefault();
      search.current?.focus();
      return;
    }
    const target =
      e.key === 'ArrowDown' ? enabled[Math.min(i + 1, enabled.length - 1)]
      : e.key === 'ArrowUp' ? enabled[Math.max(i - 1, 0)]
      : e.key === 'Home' ? enabled[0]
      : e.key === 'End' ? enabled[enabled.length - 1]
      : undefined;
    if (target) {
      e.preventDefault();
      focusOption(target.value);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(current.value);
    }
  };

  return (
    <LazyBottomSheet open={open} onClose={close} title={title} initialFocus={searchable ? search : first}>
      {searchable && (
        // the search form must not submit a form the field sits in (React events cross the portal)
        <$Search onSubmit={(e) => e.stopPropagation()}>
          <SearchBar
            ref={search}
            value={query}
            onChange={setQuery}
            onSearch={() => current && choose(current.value)}
            aria-controls={shown.length > 0 ? `${id}-list` : undefined}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && current) {
                e.preventDefault();
                focusOption(current.value);
              }
            }}
          />
        </$Search>
      )}
      {shown.length === 0 ? (
        <$Empty role="status">{t('select.empty', { query: query.trim() })}</$Empty>
      ) : (
        <$List ref={list} id={`${id}-list`} role="listbox" aria-label={title} onKeyDown={onListKey}>
          {shown.map((o, i) => {
            const chosen = o.value === value;
            const oid = `${id}-option-${i}`;
            return (
              <$Option
                key={o.value}
                ref={o === current ? first : undefined}
                role="option"
                data-value={o.value}
                aria-selected={chosen}
                aria-disabled={o.disabled || undefined}
                aria-labelledby={`${oid}-label`}
                aria-describedby={o.description != null ? `${oid}-desc` : undefined}
                tabIndex={o === current ? 0 : -1}
                onFocus={() => !o.disabled && setActive(o.value)}
                onClick={() => !o.disabled && choose(o.value)}
              >
                <$Text>
                  <span id={`${oid}-label`}>{o.label}</span>
                  {o.description != null && <$Desc id={`${oid}-desc`}>{o.description}</$Desc>}
                </$Text>
                {chosen && <Icon icon={Check} size="md" />}
              </$Option>
            );
          })}
        </$List>
      )}
    </LazyBottomSheet>
  );
}

const $Search = styled.div`
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const $Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.size.input};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
  }
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-disabled] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:active:not([aria-disabled]) {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const $Desc = styled.span`
  margin-top: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const $Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textTertiary};
  text-align: center;
  overflow-wrap: anywhere;
`;
