import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { usePublicConfig } from '@web/api/config';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection, InfoSummary, SUPPORT_EMAIL } from './info-page';
import { DEFECT_REASON, returnPolicyWords } from './return-policy-words';

const TITLE = 'Returns & Refunds';

export const head = infoPageHead(TITLE);

/**
 * /returns and /return-policy: how to ask for a return on the order's page and how it is refunded
 * (docs/specification.md §9 policy text), at the return windows of the shop's settings; the site's
 * loader reads them, so the server renders them.
 */
export function Component() {
  const words = returnPolicyWords(usePublicConfig()?.returns);
  return (
    <InfoPage
      title={TITLE}
      intro={`Not quite right? No stress. You can return most items within ${words.anyReason} for a refund.`}
    >
      <InfoSummary
        title="At a glance"
        items={[
          <>
            Return items within {words.anyReason}; a defective item within {words.defect}.
          </>,
          <>Ask for a return on your order's page: choose the items and the reason, and send the request.</>,
          <>
            Bought online? For {words.coolingOff} after delivery you may return it for any reason and get a
            full refund.
          </>,
          <>We send your return authorization within 2 business days of your request.</>,
          <>
            Refunds are paid within 5-7 business days once we have received and checked your return, with a
            credit note.
          </>,
          <>Damaged on arrival? Tell us within 48 hours of delivery.</>,
        ]}
      />

      <InfoSection title="What you can return">
        <p>You can return an item within {words.anyReason} if it is:</p>
        <ul>
          <li>unused and in the same condition as when you received it;</li>
          <li>in its original packaging, with all tags, parts and accessories included.</li>
        </ul>
        <p>
          For hygiene reasons, gym gear and accessories that have been worn or used can only be returned if
          they are defective. A defective item can be returned within {words.defect}, as described below.
        </p>
      </InfoSection>

      <InfoSection title="How to return an item">
        <ol>
          <li>
            Open your order's page. With an account, <Link to={PATHS.auth}>sign in</Link> and find the order
            under <Link to={PATHS.myOrders}>My Orders</Link>. Without one, use the link in your order
            confirmation email.
          </li>
          <li>
            Once your order has been delivered, its page has a <strong>Returns</strong> section. Under{' '}
            <strong>Return items</strong>, tick the items you are sending back and how many of each, choose
            the reason, add any details, and choose <strong>Request return</strong>. Your return gets a
            number, and the page shows how it is going.
          </li>
          <li>
            Within 2 business days we authorise your return, with the return address and instructions, or tell
            you why we cannot accept it. Our message is emailed to you and shown on your order's page. Please
            wait for the authorization before you send anything: parcels without one can be delayed.
          </li>
          <li>Pack the items securely, mark the parcel with your return number, and send them back to us.</li>
          <li>We check the items when they arrive and refund you.</li>
        </ol>
        <p>
          Past the return period, or having trouble with the page? Email us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
          <Link to={PATHS.contact}>contact form</Link>, with your order number.
        </p>
      </InfoSection>

      <InfoSection title="Your cooling-off right">
        <p>
          When you buy online, the Electronic Communications and Transactions Act (section 44) gives you a
          cooling-off period: for {words.coolingOff} after delivery you may return your purchase for any
          reason, without penalty, and get a full refund. The only cost to you is sending it back. While it
          lasts, your order's page says so; ask for the return there as above.
        </p>
      </InfoSection>

      <InfoSection title="Refunds">
        <ul>
          <li>Once we have received and checked your return, we pay your refund within 5-7 business days.</li>
          <li>
            We refund the price you paid for the returned items. If your whole order is returned because it
            was damaged, defective or wrong, we refund the delivery fee too.
          </li>
          <li>
            Unless an item is damaged, defective or wrong, the cost of sending it back to us is for your
            account.
          </li>
          <li>
            If you paid online with PayFast, we refund you through PayFast, to the card or account you paid
            with. If you paid by EFT, we refund you by EFT into your bank account.
          </li>
          <li>
            Every refund comes with a credit note against your invoice. We email it to you, and your order's
            page lists it with your invoice, ready to download. The order's payment then shows as partially
            refunded or refunded.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Damaged, defective or wrong items">
        <p>
          If your order arrives damaged, or we sent you the wrong item, please report it within 48 hours of
          delivery, with your order number and photos of the item and the packaging. We will replace it or
          give you a full refund, and we cover the cost of sending it back.
        </p>
        <p>
          An item that turns out to be defective can be returned within {words.defect} (Consumer Protection
          Act, section 56): on your order's page, choose &lsquo;{DEFECT_REASON}&rsquo; as the reason. We
          repair or replace it, or refund you, as you prefer.
          {words.warrantyBeyond && (
            <>
              {' '}
              After that, every product still has a 1 year warranty against manufacturing defects: if an item
              develops a fault within a year of delivery, <Link to={PATHS.contact}>contact us</Link> and we
              will repair, replace or refund it.
            </>
          )}
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
