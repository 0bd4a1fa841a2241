import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CODE_LENGTH } from '@/lib/constants';
import { Button } from '@/ui/Button';
import { CodeInput } from '@/ui/CodeInput';
import { validateGoogleCode, type Translate } from '../validation';
import { Form, FormAlert } from '@/ui/Form';

export interface GoogleCodeStepProps {
  pending: boolean;
  /** The server's refusal of the last code, if any. */
  serverError?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Second login step for accounts with a bound Google Authenticator (spec §6). */
export function GoogleCodeStep({ pending, serverError, onSubmit, onCancel }: GoogleCodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The step replaces the form: move focus to its one field so keyboard and screen-reader users follow.
  useEffect(() => inputRef.current?.focus(), []);
  const error = checked ? validateGoogleCode(code, t as Translate) : undefined;

  const submit = (value: string) => {
    setChecked(true);
    if (!validateGoogleCode(value, t as Translate) && !pending) onSubmit(value);
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  return (
    <Form onSubmit={handleSubmit} noValidate aria-labelledby="google-step-heading">
      <$Heading id="google-step-heading">{t('google.heading')}</$Heading>
      <$Body>{t('google.body')}</$Body>
      <CodeInput
        length={CODE_LENGTH}
        label={t('google.label')}
        value={code}
        onChange={setCode}
        onComplete={submit}
        error={error}
        ref={inputRef}
      />
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
