import { Link } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { usePublicConfig, useVatIncluded } from '@web/api/config';
import { infoPageHead } from '@web/lib/page-route';
import { privacyOfficer } from '@web/lib/privacy-officer';
import { InfoPage, InfoSection, SUPPORT_EMAIL } from './info-page';

const TITLE = 'Privacy Policy';

export const head = infoPageHead(TITLE);

/** Whom to write to: the information officer of the shop's settings, else the business's email. */
function OfficerContact() {
  const officer = privacyOfficer(usePublicConfig());
  const email = officer.email ?? SUPPORT_EMAIL;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return officer.name ? (
    <p>
      Our information officer is <strong>{officer.name}</strong>. Write to them at {mail}.
    </p>
  ) : (
    <p>Write to our information officer at {mail}.</p>
  );
}

/**
 * /privacy: what personal information the shop keeps and why, and the shopper's rights under POPIA
 * and how to use them (docs/decisions/0021-privacy.md). The information officer comes from the shop's
 * settings, which the site's loader reads, so the server renders the page whole.
 */
export function Component() {
  // A shop not registered for VAT issues no tax invoices, and says nothing of VAT.
  const vatIncluded = useVatIncluded();
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

      <InfoSection title="Who is responsible">
        <p>
          {STORE_NAME} is responsible for your personal information. Our business details are on our{' '}
          <Link to={PATHS.legal}>legal information</Link> page.
        </p>
        <OfficerContact />
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
            read it. We also note when you signed in and from which browsers, to keep your account safe.
          </li>
          <li>
            <strong>Your orders.</strong> Your name, email address, phone number and delivery address, the
            items you ordered, the amounts, and the payment and delivery status of your order, and the emails
            we sent you about it.
          </li>
          <li>
            <strong>Your marketing choice.</strong> Whether you asked for our news and offers, when and how
            you said yes, and when you said no.
          </li>
          <li>
            <strong>Messages you send us.</strong> If you email us, we keep the conversation so we can help
            you.
          </li>
        </ul>
        <p>
          We do not take card details on our website: if you pay online, you pay on PayFast's secure page, so
          your card number never reaches us.
        </p>
      </InfoSection>

      <InfoSection title="Cookies">
        <p>We use only the cookies the shop needs to work:</p>
        <ul>
          <li>a cart cookie, so the items you add stay in your cart;</li>
          <li>a sign-in cookie, so you stay signed in to your account until you sign out;</li>
          <li>
            a browser cookie that remembers you signed in from this browser before, so that someone guessing
            your password elsewhere cannot lock you out.
          </li>
          <li>
            once you have a cart or are signed in, a cookie holding a random number that changes each time you
            send us something (add to your cart, place an order, change your account), so that every page
            shows your cart and account as they are now; it is deleted when you close your browser.
          </li>
        </ul>
        <p>We do not use advertising or tracking cookies.</p>
      </InfoSection>

      <InfoSection title="How we use your information">
        <ul>
          <li>to process, deliver and support your orders, including returns and refunds;</li>
          <li>to run your account and let you see your orders;</li>
          <li>to answer your questions;</li>
          <li>to keep the records that the law requires for tax and accounting;</li>
          <li>
            to email you our news and offers, only if you ticked the box asking for them when you signed up or
            checked out, or switched them on in your account.
          </li>
        </ul>
        <p>
          We do not sell your personal information. Every marketing email has a link to stop them, and you can
          switch them off in your account at any time.
        </p>
      </InfoSection>

      <InfoSection title="Who we share it with">
        <p>
          We share only what is needed: your name, phone number and delivery address with the courier who
          delivers your order; your name, email address and the amount with PayFast when you pay online; and
          your information with the service providers that host our website, who may use it only on our
          instructions. If you chat to us on WhatsApp, WhatsApp's own privacy policy applies to that chat. We
          will also disclose information if the law requires us to.
        </p>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <p>
          We keep your account until you delete it. We keep the record of each order (what you bought, the
          amounts and its invoice) for five years, as South African tax law requires. When you delete your
          account, we erase your name, email address, phone number and delivery address from your orders
          straight away
          {vatIncluded
            ? "; a tax invoice for more than R5 000 keeps the buyer's name and address, as the VAT Act requires."
            : '.'}
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

      <InfoSection title="Your rights, and how to use them">
        <p>Under POPIA you have the right to:</p>
        <ul>
          <li>
            <strong>see what we hold about you</strong>, and get a copy: on{' '}
            <Link to={PATHS.account}>your account page</Link>, choose <em>Download my data</em>;
          </li>
          <li>
            <strong>have it corrected</strong> if it is wrong or out of date: write to our information
            officer;
          </li>
          <li>
            <strong>have it deleted</strong> where we do not need to keep it by law: on your account page,
            choose <em>Delete my account</em>. If you ordered without an account, write to our information
            officer;
          </li>
          <li>
            <strong>object to marketing</strong>: switch off <em>news and offers</em> on your account page, or
            use the unsubscribe link in any of our marketing emails;
          </li>
          <li>object to how we use your information in any other way: write to our information officer;</li>
          <li>
            lay a complaint with the Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za" target="_blank" rel="noopener noreferrer">
              inforegulator.org.za
            </a>
            .
          </li>
        </ul>
        <OfficerContact />
        <p>
          You can also use our <Link to={PATHS.contact}>contact form</Link>. We reply within 24 hours.
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
