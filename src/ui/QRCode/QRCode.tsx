import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QRCodeErrorCorrectionLevel } from 'qrcode';
import { Button } from '../Button';
import { Icon, Upload } from '../Icon';
import { qrSvg, svgDataUrl, svgToPng } from './qr';

export interface QRCodeProps {
  /** The text to encode (address, invite link…). */
  value: string;
  /** Accessible name of the image, e.g. "USDT deposit address". */
  label: string;
  size?: 'md' | 'lg';
  level?: QRCodeErrorCorrectionLevel;
  /** File name (without extension) for a "Save image" button; no button without it. */
  downloadName?: string;
  /** Show the "long-press to save" hint (default: when downloadable). */
  hint?: boolean;
  className?: string;
}

/** PNG edge length for the saved file. */
const DOWNLOAD_PX = 720;

/**
 * A QR code drawn as an SVG image (an <img>, so a long-press offers "Save image" on phones), always dark
 * on light for scanners. Optional "Save image" (PNG) button and hint.
 */
export function QRCode({ value, label, size = 'md', level = 'M', downloadName, hint, className }: QRCodeProps) {
  const { t } = useTranslation('ui');
  const [failed, setFailed] = useState(false);
  const svg = useMemo(() => {
    try {
      return value ? qrSvg(value, level) : null;
    } catch {
      return null; // too long for a QR code
    }
  }, [value, level]);
  const save = async () => {
    if (!svg) return;
    setFailed(false);
    try {
      const url = await svgToPng(svg, DOWNLOAD_PX);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${downloadName}.png`;
      a.click();
    } catch {
      setFailed(true);
    }
  };
  const showHint = hint ?? downloadName != null;
  return (
    <$Figure className={className} data-size={size}>
      {svg ? (
        <$Img src={svgDataUrl(svg)} alt={label} draggable={false} />
      ) : (
        <$Invalid role="img" aria-label={label}>
          {t('qr.invalid')}
        </$Invalid>
      )}
      {svg && showHint && <$Hint>{t('qr.hint')}</$Hint>}
      {svg && downloadName != null && (
        <Button variant="secondary" size="sm" startIcon={<$Down icon={Upload} size="sm" />} onClick={save}>
          {t('qr.save')}
        </Button>
      )}
      {failed && <$Error role="alert">{t('qr.saveFailed')}</$Error>}
    </$Figure>
  );
}

const $Figure = styled.div`
  --qr-size: calc(${({ theme }) => theme.space['12']} * 3.5);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  &[data-size='lg'] {
    --qr-size: calc(${({ theme }) => theme.space['12']} * 5);
  }
`;

const $Img = styled.img`
  display: block;
  width: var(--qr-size);
  max-width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  image-rendering: pixelated;
  -webkit-touch-callout: default;
`;

const $Invalid = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--qr-size);
  max-width: 100%;
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space['4']};
  border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const $Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;

/* the icon set has no download glyph: Upload turned over */
const $Down = styled(Icon)`
  transform: rotate(180deg);
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
