import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Cell, CellGroup } from '@/ui/Cell';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { QRCode } from '@/ui/QRCode';
import { SkeletonList } from '@/ui/Skeleton';
import { useSetting } from '../hooks';

/**
 * /pages/setting/download: the app's download page as a QR code to scan with another phone, and the Android and
 * iOS links (`/getSetting` app_download_url, android_download_url, ios_download_url).
 */
export default function DownloadPage() {
  const { t } = useTranslation('content');
  const page = useSetting('app_download_url');
  const android = useSetting('android_download_url');
  const ios = useSetting('ios_download_url');
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const [pageUrl, androidUrl, iosUrl] = [text(page.data), text(android.data), text(ios.data)];

  let body;
  if (page.isError || android.isError || ios.isError)
    body = (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => [page, android, ios].forEach((q) => q.isError && void q.refetch())}
      />
    );
  else if (page.isPending || android.isPending || ios.isPending) body = <SkeletonList rows={3} label={t('loading')} />;
  else if (!pageUrl && !androidUrl && !iosUrl) body = <EmptyState title={t('download.none')} />;
  else
    body = (
      <>
        {pageUrl && (
          <$Qr>
            <QRCode value={pageUrl} label={t('download.qr')} size="lg" downloadName="app-download" />
          </$Qr>
        )}
        <CellGroup>
          {androidUrl && <Cell title={t('download.android')} href={androidUrl} />}
          {iosUrl && <Cell title={t('download.ios')} href={iosUrl} />}
          {pageUrl && <Cell title={t('download.page')} href={pageUrl} />}
        </CellGroup>
      </>
    );
  return <Page title={t('download.title')}>{body}</Page>;
}

const $Qr = styled.div`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space['4']};
`;
