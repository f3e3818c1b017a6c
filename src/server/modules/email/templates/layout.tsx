/** @jsxRuntime automatic */
// Each template names its JSX runtime: tsx (npm run dev) reads no tsconfig.server.json and would otherwise
// compile JSX to React.createElement with no React in scope.
// Each component from its own package: the umbrella @react-email/components also loads Tailwind and a
// code highlighter, about 35 MB of the server's memory for nothing the templates use.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';

/** The shop's look in email: a warm neutral page, a green header, inline styles only (mail clients drop <style>). */
export const palette = {
  primary: '#2f6f4f',
  primaryText: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  page: '#f6f3ee',
  card: '#ffffff',
  border: '#e7e0d5',
  panel: '#faf7f2',
} as const;

export const SHOP_NAME = 'Lekker Living';

const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: palette.page, color: palette.text, fontFamily, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: palette.card,
    border: `1px solid ${palette.border}`,
    borderRadius: '8px',
    maxWidth: '600px',
    overflow: 'hidden',
  },
  header: { backgroundColor: palette.primary, padding: '20px 32px' },
  brand: { color: palette.primaryText, fontSize: '22px', fontWeight: 700, letterSpacing: '0.5px', margin: 0 },
  content: { padding: '8px 32px 16px' },
  heading: { color: palette.text, fontSize: '22px', fontWeight: 700, margin: '24px 0 8px' },
  subheading: { color: palette.text, fontSize: '16px', fontWeight: 700, margin: '24px 0 8px' },
  paragraph: { color: palette.text, fontSize: '15px', lineHeight: '24px', margin: '12px 0' },
  muted: { color: palette.muted, fontSize: '13px', lineHeight: '20px', margin: '8px 0' },
  link: { color: palette.primary, textDecoration: 'underline' },
  button: {
    backgroundColor: palette.primary,
    borderRadius: '6px',
    color: palette.primaryText,
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: palette.border, margin: '0' },
  footer: { padding: '16px 32px 24px' },
  panel: {
    backgroundColor: palette.panel,
    border: `1px solid ${palette.border}`,
    borderRadius: '6px',
    margin: '12px 0',
    padding: '4px 16px',
  },
} satisfies Record<string, CSSProperties>;

/** Every email: the preview line, the shop's name as a header, the content, and the footer. */
export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{SHOP_NAME}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.hr} />
          <Section style={styles.footer}>
            <Text style={styles.muted}>
              {SHOP_NAME} · homeware, gym gear and accessories, delivered across South Africa.
            </Text>
            <Text style={styles.muted}>Questions? Reply to this email and we will help.</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <Text style={styles.muted}>{children}</Text>;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** The way back to the order's page: its button, and its address written out for a mail app without buttons. */
export function OrderLink({ href }: { href: string }) {
  return (
    <>
      <ActionButton href={href}>View your order</ActionButton>
      <Muted>
        Or open this link: <TextLink href={href}>{href}</TextLink>
      </Muted>
    </>
  );
}

/** A tinted box for details the reader acts on (bank details, an address). */
export function Panel({ children }: { children: ReactNode }) {
  return <Section style={styles.panel}>{children}</Section>;
}

/** 'Hi Thandi,' */
export function Greeting({ name }: { name: string }) {
  return <Paragraph>Hi {name},</Paragraph>;
}
