import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset } from '@/ui/_shared';

/**
 * The registration consent's words, "registration notice" a link that opens the notice (`onOpenNotice`: the page
 * shows it in a sheet). It sits in the checkbox's label: a press on the link opens the notice and leaves the tick
 * as it was.
 */
export function ConsentText({ onOpenNotice }: { onOpenNotice: () => void }) {
  const { t } = useTranslation('auth');
  // the sentence marks its link `<notice>…</notice>` (split here rather than with react-i18next's Trans, which
  // would join the landing's first chunk: every screen's code, for one sentence of register)
  const [before = '', link = '', after = ''] = t('register.consent').split(/<\/?notice>/);
  return (
    <>
      {before}
      <$NoticeLink
        type="button"
        aria-haspopup="dialog"
        onClick={(e) => {
          // inside the label: the press opens the notice, it does not tick the box
          e.preventDefault();
          onOpenNotice();
        }}
      >
        {link}
      </$NoticeLink>
      {after}
    </>
  );
}

/* text-sized (it flows with the sentence), in the link colour and underlined like a link */
const $NoticeLink = styled.button`
  ${buttonReset}
  display: inline;
  color: ${({ theme }) => theme.color.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
