import { Link } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection, SUPPORT_EMAIL } from './info-page';

const TITLE = 'Privacy Policy';

export const head = infoPageHead(TITLE);

/** /privacy: what personal information the shop keeps and why, in line with POPIA. */
export function Component() {
  return (
    <InfoPage
      title={TITLE}
      intro={
        <p>
          {STORE_NAME} respects your privacy. This page explains, in plain language, what personal information
          we keep, why, and what your rights are under the Protection of Personal Information Act (POPIA).
        </p>
      }
    >
      <InfoSection title="Our commitment under POPIA">
        <p>
          POPIA is South Africa's law that protects your personal information. As a shop that processes your
          information, we only collect what we need to run your order and your account, use it only for that,
          keep it secure, and keep it no longer than necessary.
        </p>
      </InfoSection>

      <InfoSection title="What we keep">
        <ul>
          <li>
            <strong>Your cart.</strong> You can shop without signing in. Your cart is linked to your browser
            by a cookie holding a random number; it does not contain your name or any other personal details.
          </li>
          <li>
            <strong>Your account, if you sign up.</strong> Your full name, your email address and your
            password. We store your password only in scrambled (hashed) form, so nobody at {STORE_NAME} can
            read it.
          </li>
          <li>
            <strong>Your orders.</strong> Your name, email address, phone number and delivery address, the
            items you ordered, the amounts, and the payment and delivery status of your order.
          </li>
          <li>
            <strong>Messages you send us.</strong> If you email us, we keep the conversation so we can help
            you.
          </li>
        </ul>
        <p>
          We do not take card details online: you pay by EFT or cash or card on delivery, so your card number
          never reaches our website.
        </p>
      </InfoSection>

      <InfoSection title="Cookies">
        <p>We use only the cookies the shop needs to work:</p>
        <ul>
          <li>a cart cookie, so the items you add stay in your cart;</li>
          <li>a sign-in cookie, so you stay signed in to your account until you sign out.</li>
        </ul>
        <p>We do not use advertising or tracking cookies.</p>
      </InfoSection>

      <InfoSection title="How we use your information">
        <ul>
          <li>to process, deliver and support your orders, including returns and refunds;</li>
          <li>to run your account and let you see your orders;</li>
          <li>to answer your questions;</li>
          <li>to keep the records that the law requires for tax and accounting.</li>
        </ul>
        <p>We do not sell your personal information, and we do not send you marketing you did not ask for.</p>
      </InfoSection>

      <InfoSection title="Who we share it with">
        <p>
          We share only what is needed: your name, phone number and delivery address with the courier who
          delivers your order, and your information with the service providers that host our website, who may
          use it only on our instructions. If you chat to us on WhatsApp, WhatsApp's own privacy policy
          applies to that chat. We will also disclose information if the law requires us to.
        </p>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <p>
          We keep your account until you ask us to close it. We keep order records for as long as South
          African tax law requires (generally five years), and then delete them.
        </p>
      </InfoSection>

      <InfoSection title="Keeping it safe">
        <p>
          We store passwords only in hashed form, protect the information we keep against loss and
          unauthorised access, and let only the staff who need your information to help you see it. If we ever
          learn that your information has been compromised, we will tell you and the Information Regulator, as
          POPIA requires.
        </p>
      </InfoSection>

      <InfoSection title="Your rights">
        <p>Under POPIA you have the right to:</p>
        <ul>
          <li>ask what personal information we hold about you, and get a copy of it;</li>
          <li>ask us to correct information that is wrong or out of date;</li>
          <li>ask us to delete your information, where we do not need to keep it by law;</li>
          <li>object to how we use your information;</li>
          <li>
            lay a complaint with the Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za" target="_blank" rel="noopener noreferrer">
              inforegulator.org.za
            </a>
            .
          </li>
        </ul>
        <p>
          To use any of these rights, email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
          use our <Link to={PATHS.contact}>contact form</Link>. We reply within 24 hours.
        </p>
      </InfoSection>

      <InfoSection title="Changes to this policy">
        <p>
          If we change how we handle your information, we will update this page. The version on this page is
          always the one that applies.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
