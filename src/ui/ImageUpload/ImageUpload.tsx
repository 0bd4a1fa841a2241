import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useMounted, useNumberLocale, visuallyHidden } from '../_shared';
import { Button } from '../Button';
import { Camera, Icon, Trash2 } from '../Icon';
import { IconButton } from '../IconButton';
import { ProgressBar } from '../ProgressBar';
import { compressImage, type CompressOptions } from './compress';

export type UploadFn = (file: Blob, opts: { onProgress: (fraction: number) => void }) => Promise<string>;

export interface ImageUploadProps {
  /** What the picture is, e.g. "Front of ID card" (names the field). */
  label: string;
  /** The uploaded picture's URL (controlled). */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Sends the (compressed) file; reports progress 0..1; resolves to the stored URL. */
  upload: UploadFn;
  /** Largest file accepted after compression (bytes). Default 5 MB. */
  maxBytes?: number;
  /** Longest edge after compression (px). Default 1600. */
  maxDimension?: number;
  /** Encoding quality 0..1. Default 0.8. */
  quality?: number;
  accept?: string;
  disabled?: boolean;
  /**
   * Offers a Remove button once a picture is there (default). Off where the server keeps a picture until
   * another replaces it (an avatar): a button that cannot clear it would only seem to.
   */
  removable?: boolean;
  /** Replaces the canvas compression (tests, stories, or a server that wants originals). */
  compress?: (file: File, opts: CompressOptions) => Promise<Blob>;
  className?: string;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'error'; reason: 'type' | 'tooLarge' | 'failed' };

const MB = 1024 * 1024;

/**
 * Picks a photo, compresses it on a canvas, checks the size, uploads it with progress and shows a
 * preview; on failure it says why and offers Retry (with the same prepared file). Messages are announced.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  upload,
  maxBytes = 5 * MB,
  maxDimension = 1600,
  quality = 0.8,
  accept = 'image/jpeg,image/png,image/webp',
  disabled = false,
  removable = true,
  compress = compressImage,
  className,
}: ImageUploadProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const id = useId();
  const mounted = useMounted();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // the prepared (compressed) file and its local preview URL, released when replaced or unmounted
  const [prepared, setPreparedState] = useState<{ blob: Blob; url: string | null } | null>(null);
  useEffect(() => {
    const url = prepared?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [prepared]);
  const setPrepared = (blob: Blob | null) =>
    setPreparedState(blob ? { blob, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null } : null);

  const send = async (blob: Blob) => {
    setPhase({ kind: 'uploading', progress: 0 });
    try {
      const url = await upload(blob, {
        onProgress: (f) => mounted.current && setPhase({ kind: 'uploading', progress: Math.min(1, Math.max(0, f)) }),
      });
      if (!mounted.current) return;
      setPhase({ kind: 'idle' });
      onChange(url);
    } catch {
      if (mounted.current) setPhase({ kind: 'error', reason: 'failed' });
    }
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhase({ kind: 'error', reason: 'type' });
      return;
    }
    setPhase({ kind: 'preparing' });
    const blob = await compress(file, { maxDimension, quality });
    if (!mounted.current) return;
    if (blob.size > maxBytes) {
      setPrepared(null);
      setPhase({ kind: 'error', reason: 'tooLarge' });
      return;
    }
    setPrepared(blob);
    await send(blob);
  };

  const remove = () => {
    setPrepared(null);
    setPhase({ kind: 'idle' });
    onChange(null);
    input.current?.focus();
  };

  const busy = phase.kind === 'preparing' || phase.kind === 'uploading';
  const shown = prepared?.url ?? value;
  const maxText = formatNumber(maxBytes / MB, 'compact', { locale, decimals: 1 });
  const message =
    phase.kind === 'error'
      ? phase.reason === 'type'
        ? t('upload.errorType')
        : phase.reason === 'tooLarge'
          ? t('upload.errorSize', { size: maxText })
          : t('upload.errorFailed')
      : null;

  return (
    <$Field className={className}>
      <$Input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={onPick}
      />
      <$Drop htmlFor={id} data-filled={shown ? true : undefined} data-disabled={disabled || busy || undefined}>
        {shown ? (
          <$Preview src={shown} alt="" />
        ) : (
          <$Empty aria-hidden="true">
            <Icon icon={Camera} size="lg" />
          </$Empty>
        )}
        <$Label>{shown ? t('upload.replace', { label }) : label}</$Label>
      </$Drop>
      <$Hint id={`${id}-hint`}>{t('upload.hint', { size: maxText })}</$Hint>
      <div role="status">
        {phase.kind === 'preparing' && <$Note>{t('upload.preparing')}</$Note>}
        {phase.kind === 'uploading' && <ProgressBar value={phase.progress * 100} label={t('upload.uploading')} showValue />}
        {phase.kind === 'idle' && value && !busy && <$Hidden>{t('upload.done', { label })}</$Hidden>}
      </div>
      {message && (
        <$Error id={`${id}-error`} role="alert">
          <span>{message}</span>
          {phase.kind === 'error' && phase.reason === 'failed' && prepared && (
            <Button size="sm" variant="secondary" onClick={() => void send(prepared.blob)}>
              {t('upload.retry')}
            </Button>
          )}
        </$Error>
      )}
      {removable && value && !busy && (
        <$Remove>
          <IconButton icon={Trash2} iconSize="md" aria-label={t('upload.remove', { label })} disabled={disabled} onClick={remove} />
        </$Remove>
      )}
    </$Field>
  );
}

const $Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Input = styled.input`
  ${visuallyHidden}
`;

const $Drop = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: calc(${({ theme }) => theme.space['12']} * 3);
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
  cursor: pointer;
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-filled] {
    border-style: solid;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const $Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: calc(${({ theme }) => theme.space['12']} * 4);
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: contain;
`;

const $Empty = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.textTertiary};
`;

const $Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const $Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;

const $Error = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Remove = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space['1']};
  right: ${({ theme }) => theme.space['1']};
`;
