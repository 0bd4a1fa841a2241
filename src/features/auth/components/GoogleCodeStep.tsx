import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CODE_LENGTH } from '@/lib/constants';
import { Button } from '@/ui/Button';
import { CodeInput } from '@/ui/CodeInput';
import { Form, FormAlert, FormField, useZodForm } from '@/ui/Form';
import { googleCodeSchema } from '../validation';

export interface GoogleCodeStepProps {
  pending: boolean;
  /** The server's refusal of the last code, if any. */
  serverError?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Second login step for accounts with a bound Google Authenticator (spec §6). The sixth digit sends the code. */
export function GoogleCodeStep({ pending, serverError, onSubmit, onCancel }: GoogleCodeStepProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(googleCodeSchema, { defaultValues: { code: '' } });
  // The step replaces the form: move focus to its one field so keyboard and screen-reader users follow, in the
  // commit that shows the step (a layout effect): a key pressed at once, or a play function, finds focus there.
  const field = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => field.current?.querySelector('input')?.focus(), []);
  const submit = form.handleSubmit(({ code }) => {
    if (!pending) onSubmit(code);
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="google-step-heading">
      <$Heading id="google-step-heading">{t('google.heading')}</$Heading>
      <$Body>{t('google.body')}</$Body>
      <$Field ref={field}>
        <FormField control={form.control} name="code" label={t('google.label')}>
          {({ name, value, onChange, onBlur, label, error }) => (
            <CodeInput
              length={CODE_LENGTH}
              name={name}
              label={label}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              onComplete={() => void submit()}
              error={error}
            />
          )}
        </FormField>
      </$Field>
      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" size="lg" block loading={pending}>
        {t('google.submit')}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {t('google.back')}
      </Button>
    </Form>
  );
}

const $Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const $Field = styled.div`
  display: contents;
`;
