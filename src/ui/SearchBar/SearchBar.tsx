import { forwardRef, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { CircleX, Icon, Search } from '../Icon';

export interface SearchBarProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'size'> {
  value?: string;
  defaultValue?: string;
  /** Every keystroke (debounce in the caller if it fetches). */
  onChange?: (value: string) => void;
  /** Enter / the keyboard's search key. */
  onSearch?: (value: string) => void;
  /** Shows a "Cancel" text button after the field. */
  onCancel?: () => void;
  /** Accessible name; defaults to the placeholder, then "Search". */
  label?: string;
}

/** A search field in a `role="search"` form: magnifier, clear button, optional Cancel. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  { value, defaultValue = '', onChange, onSearch, onCancel, label, placeholder, id: idProp, className, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const id = idProp ?? `search-${autoId}`;
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const set = (v: string) => {
    if (value === undefined) setInner(v);
    onChange?.(v);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch?.(current.trim());
  };
  const name = label ?? placeholder ?? t('search.placeholder');
  return (
    <$Form role="search" onSubmit={submit} className={className}>
      <$Box>
        <Icon icon={Search} size="md" />
        <$Input
          ref={ref}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={name}
          placeholder={placeholder ?? t('search.placeholder')}
          value={current}
          onChange={(e) => set(e.target.value)}
          {...rest}
        />
        {current !== '' && (
          <$Clear
            type="button"
            aria-label={t('field.clear')}
            onClick={() => {
              set('');
              document.getElementById(id)?.focus();
            }}
          >
            <Icon icon={CircleX} size="md" />
          </$Clear>
        )}
      </$Box>
      {onCancel && (
        <$Cancel type="button" onClick={onCancel}>
          {t('search.cancel')}
        </$Cancel>
      )}
    </$Form>
  );
});

const $Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

const $Box = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  padding-left: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textTertiary};
  &:focus-within {
    box-shadow: 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme }) => theme.color.focus};
  }
`;

const $Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['3']} 0 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.textTertiary};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    outline: none;
  }
`;

const $Clear = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.textTertiary};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const $Cancel = styled.button`
  ${buttonReset}
  flex: none;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
