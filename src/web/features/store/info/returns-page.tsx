import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection, InfoSummary, SUPPORT_EMAIL } from './info-page';

const TITLE = 'Returns & Refunds';

export const head = infoPageHead(TITLE);

/**
 * /returns and /return-policy: how to send something back and get a refund (docs/specification.md §9 policy
 * text).
 */
export function Component() {
  return (
    <InfoPage
      title={TITLE}
      intro="Not quite right? No stress. You can return most items within 30 days of delivery for a refund."
    >
      <InfoSummary
        title="At a glance"
        items={[
          <>Return items within 30 days of delivery.</>,
          <>We send your return authorization within 2 business days of your request.</>,
          <>Refunds are paid within 5-7 business days once we have received and checked your return.</>,
          <>Damaged on arrival? Tell us within 48 hours of delivery.</>,
        ]}
      />

      <InfoSection title="What you can return">
        <p>You can return an item within 30 days of delivery if it is:</p>
        <ul>
          <li>unused and in the same condition as when you received it;</li>
          <li>in its original packaging, with all tags, parts and accessories included;</li>
          <li>accompanied by your order number, so we can match it to your order.</li>
        </ul>
        <p>
          For hygiene reasons, gym gear and accessories that have been worn or used can only be returned if
          they are faulty. Faulty items are covered by our 1 year warranty, described below.
        </p>
      </InfoSection>

      <InfoSection title="How to return an item">
        <ol>
          <li>
            Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
            <Link to={PATHS.contact}>contact form</Link> within 30 days of delivery. Give your order number,
            the items you want to return and the reason.
          </li>
          <li>
            Within 2 business days we send you a return authorization with the return address and
            instructions. Please wait for it before you send anything: parcels without an authorization can be
            delayed.
          </li>
          <li>Pack the items securely, with the authorization, and send them back to us.</li>
          <li>We check the items when they arrive and let you know that your refund is on its way.</li>
        </ol>
      </InfoSection>

      <InfoSection title="Refunds">
        <ul>
          <li>Once we have received and checked your return, we pay your refund within 5-7 business days.</li>
          <li>
            We refund the price you paid for the returned items. If your whole order is returned because it
            was damaged, faulty or wrong, we refund the shipping too.
          </li>
          <li>
            Unless an item is damaged, faulty or wrong, the cost of sending it back to us is for your account.
          </li>
          <li>
            If you paid by EFT, or in cash on delivery, we refund you by EFT into your bank account. If you
            paid by card on delivery, we refund the same card.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Damaged, faulty or wrong items">
        <p>
          If your order arrives damaged, or we sent you the wrong item, please report it within 48 hours of
          delivery, with your order number and photos of the item and the packaging. We will replace it or
          give you a full refund, and we cover the cost of sending it back.
        </p>
        <p>
          Every product comes with a 1 year warranty against manufacturing defects. If an item develops a
          fault within a year of delivery, <Link to={PATHS.contact}>contact us</Link> and we will repair,
          replace or refund it.
        </p>
      </InfoSection>

      <InfoSection title="Changed your mind before delivery?">
        <p>
          You can change or cancel an order within 1 hour of placing it, without needing to return anything.
          See our <Link to={PATHS.shipping}>shipping information</Link> for details.
        </p>
      </InfoSection>

      <InfoSection title="Your rights">
        <p>
          This policy adds to, and does not limit, your rights under South Africa's Consumer Protection Act
          and Electronic Communications and Transactions Act.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
