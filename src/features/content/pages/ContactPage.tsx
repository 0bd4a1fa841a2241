import { useTranslation } from 'react-i18next';
import { builtPaths, paths, ROUTES } from '@/lib/routes';
import { Cell, CellGroup } from '@/ui/Cell';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { useSetting } from '../hooks';

/**
 * /pages/setting/contactUs: the site's support e-mail, online customer service and live chat, from its settings
 * (`/getSetting` service_email, service_url, live_chat_url); what the platform does not set is left out.
 */
export default function ContactPage() {
  const { t } = useTranslation('content');
  const email = useSetting('service_email');
  const service = useSetting('service_url');
  const chat = useSetting('live_chat_url');
  const pending = email.isPending || service.isPending || chat.isPending;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const mail = text(email.data);
  const serviceUrl = text(service.data);
  const chatUrl = text(chat.data);
  // the in-app service page when it is built, else the address itself (never a dead link)
  const serviceLink =
    serviceUrl && builtPaths.has(ROUTES.service.path) ? { to: paths.service({ url: serviceUrl }) } : { href: serviceUrl ?? undefined };

  let body;
  if (email.isError || service.isError || chat.isError)
    body = (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => [email, service, chat].forEach((q) => q.isError && void q.refetch())}
      />
    );
  else if (pending) body = <SkeletonList rows={3} label={t('loading')} />;
  else if (!mail && !serviceUrl && !chatUrl) body = <EmptyState title={t('contact.none')} />;
  else
    body = (
      <CellGroup>
        {serviceUrl && <Cell title={t('contact.service')} label={t('contact.serviceHint')} {...serviceLink} />}
        {chatUrl && <Cell title={t('contact.chat')} label={t('contact.chatHint')} href={chatUrl} />}
        {mail && <Cell title={t('contact.email')} value={mail} href={`mailto:${mail}`} />}
      </CellGroup>
    );
  return <Page title={t('contact.title')}>{body}</Page>;
}
