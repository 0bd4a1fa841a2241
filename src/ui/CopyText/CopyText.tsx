import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { Copy, Icon } from '../Icon';
import { toast } from '../Toast';

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is missing. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path (e.g. permission denied in an iframe)
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

export interface CopyTextProps {
  /** The text that is copied. */
  value: string;
  /** What is shown (defaults to `value`); e.g. a truncated address. */
  children?: ReactNode;
  /** Accessible name of the copy button (default "Copy"). */
  label?: string;
  /** Only the icon button, no text. */
  iconOnly?: boolean;
  onCopied?: (ok: boolean) => void;
  className?: string;
}

/** Text with a copy button; says "Copied" or "Copy failed" in a toast. */
export function CopyText({ value, children, label, iconOnly = false, onCopied, className }: CopyTextProps) {
  const { t } = useTranslation('ui');
  const copy = async () => {
    const ok = await copyToClipboard(value);
    if (ok) toast.success(t('copy.copied'));
    else toast.error(t('copy.failed'));
    onCopied?.(ok);
  };
  return (
    <$Wrap className={className}>
      {!iconOnly && <$Text className="tabular">{children ?? value}</$Text>}
      <$Button type="button" aria-label={label ?? t('copy.copy')} onClick={() => void copy()}>
        <Icon icon={Copy} size="md" />
      </$Button>
    </$Wrap>
  );
}

const $Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  max-width: 100%;
`;

const $Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const $Button = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;
