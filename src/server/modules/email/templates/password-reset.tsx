/** @jsxRuntime automatic */
import type { PasswordResetData } from '../types.js';
import { ActionButton, EmailLayout, Greeting, Muted, Paragraph, TextLink, Title } from './layout.js';

export function PasswordResetEmail(data: PasswordResetData) {
  return (
    <EmailLayout preview="Reset your Lekker Living password">
      <Title>Reset your password</Title>
      <Greeting name={data.name} />
      <Paragraph>
        Someone asked to reset the password of your Lekker Living account. To choose a new password, use the
        button below within {data.validMinutes} minutes.
      </Paragraph>
      <ActionButton href={data.resetUrl}>Reset your password</ActionButton>
      <Muted>
        Or open this link: <TextLink href={data.resetUrl}>{data.resetUrl}</TextLink>
      </Muted>
      <Paragraph>If you did not ask for this, ignore this email; your password stays as it is.</Paragraph>
    </EmailLayout>
  );
}
