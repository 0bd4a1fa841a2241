import { useTranslation } from 'react-i18next';
import type ui from '../../../locales/en/ui.json';
import { Tag, type TagTone } from '../Tag';

/** The states each domain knows, with their tone. Labels live in ui.json as `status.<domain>.<state>`. */
export const STATUS_TONES = {
  order: { pending: 'info', partial: 'warning', filled: 'success', cancelled: 'neutral', rejected: 'danger', expired: 'neutral' },
  kyc: { unverified: 'neutral', pending: 'info', verified: 'success', rejected: 'danger' },
  loan: { pending: 'info', active: 'brand', repaid: 'success', overdue: 'danger', liquidated: 'danger', rejected: 'neutral' },
  fiatOrder: { unpaid: 'warning', paid: 'info', completed: 'success', cancelled: 'neutral', appeal: 'danger', expired: 'neutral' },
  nft: { listed: 'success', unlisted: 'neutral', sold: 'brand', auction: 'warning', pending: 'info' },
} as const satisfies Record<string, Record<string, TagTone>>;

export type StatusDomain = keyof typeof STATUS_TONES;
export type StatusOf<D extends StatusDomain> = keyof (typeof STATUS_TONES)[D] & string;

export interface StatusPillProps<D extends StatusDomain = StatusDomain> {
  domain: D;
  status: StatusOf<D>;
  solid?: boolean;
  className?: string;
}

/** A translated status chip (order, KYC, loan, fiat order, NFT). Map server codes to these states in the feature. */
export function StatusPill<D extends StatusDomain>({ domain, status, solid, className }: StatusPillProps<D>) {
  const { t } = useTranslation('ui');
  const tones = STATUS_TONES[domain] as Record<string, TagTone>;
  const key = `status.${domain}.${status}` as keyof typeof ui;
  return (
    <Tag tone={tones[status] ?? 'neutral'} solid={solid} className={className}>
      {t(key)}
    </Tag>
  );
}
