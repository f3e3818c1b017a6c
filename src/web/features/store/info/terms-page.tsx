import { Link } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { useDeliveryWords, usePublicConfig, useVatIncluded } from '@web/api/config';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection, SUPPORT_EMAIL } from './info-page';
import { returnPolicyWords } from './return-policy-words';

const TITLE = 'Terms of Service';

export const head = infoPageHead(TITLE);

/** /terms: the terms of service of the shop, at the delivery fees of its settings. */
export function Component() {
  const { freeFrom, standardFee } = useDeliveryWords();
  const vatIncluded = useVatIncluded();
  const returnWords = returnPolicyWords(usePublicConfig()?.returns);
  return (
    <InfoPage
      title={TITLE}
      intro={`These terms apply when you shop at ${STORE_NAME}. By placing an order, you agree to them. We have kept them short and clear.`}
    >
      <InfoSection title="About us">
        <p>
          {STORE_NAME} is a South African online shop selling homeware, gym gear and men's and women's
          accessories. You can reach us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we reply
          within 24 hours.
        </p>
      </InfoSection>

      <InfoSection title="Prices">
        <ul>
          <li>All prices are in South African rand (R){vatIncluded ? ' and include VAT' : ''}.</li>
          <li>
            Shipping is added at checkout: free on orders of {freeFrom} or more, otherwise a flat{' '}
            {standardFee}. Express delivery costs extra.
          </li>
          <li>
            Sale prices and coupons apply only while they are valid, and only one coupon can be used per
            order.
          </li>
          <li>
            If a price on our website is clearly wrong, we will contact you before processing your order and
            you may cancel it for a full refund.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Orders">
        <ul>
          <li>
            Your order is an offer to buy. We accept it when we process it; if an item turns out to be out of
            stock, we will tell you and refund anything you have paid for it.
          </li>
          <li>
            Orders placed before 12:00 on a business day are processed the same day; later orders on the next
            business day.
          </li>
          <li>
            You can change or cancel your order within 1 hour of placing it by{' '}
            <Link to={PATHS.contact}>contacting us</Link>.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Payment">
        <p>
          You can pay by EFT (bank transfer) or in cash or by card on delivery. We check each payment
          ourselves and mark your order as paid once it has been received. We never ask for your card details
          online.
        </p>
      </InfoSection>

      <InfoSection title="Delivery">
        <ul>
          <li>We deliver only within South Africa.</li>
          <li>
            Standard delivery takes 3-5 business days; express delivery takes 1-2 business days, for an extra
            fee.
          </li>
          <li>
            If a delivery fails, please collect your parcel from the courier within 7 days, after which it is
            returned to us.
          </li>
          <li>Report damaged or missing items within 48 hours of delivery.</li>
        </ul>
        <p>
          Full details are in our <Link to={PATHS.shipping}>shipping information</Link>.
        </p>
      </InfoSection>

      <InfoSection title="Returns, refunds and warranty">
        <p>
          You may return items within {returnWords.anyReason}. We send a return authorization within 2
          business days of your request, and refunds are paid within 5-7 business days once we have received
          your return. Every product carries a 1 year warranty against manufacturing defects. See our{' '}
          <Link to={PATHS.returns}>returns policy</Link> for the details.
        </p>
      </InfoSection>

      <InfoSection title="Your account">
        <p>
          You do not need an account to shop. If you create one, keep your password to yourself and let us
          know if you think someone else has used your account. Our{' '}
          <Link to={PATHS.privacy}>privacy policy</Link> explains how we look after your personal information.
        </p>
      </InfoSection>

      <InfoSection title="Using our website">
        <p>
          Product photos and descriptions are as accurate as we can make them, but colours and sizes may vary
          slightly from what you see on your screen. All content on this website belongs to {STORE_NAME} and
          may not be copied for commercial use without our permission.
        </p>
      </InfoSection>

      <InfoSection title="The law that applies">
        <p>
          These terms are governed by the law of the Republic of South Africa. Nothing in them limits your
          rights under the Consumer Protection Act or the Electronic Communications and Transactions Act.
        </p>
      </InfoSection>

      <InfoSection title="Changes to these terms">
        <p>
          We may update these terms from time to time. The terms on this page when you place your order are
          the ones that apply to it.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
