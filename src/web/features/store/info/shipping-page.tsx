import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { useDeliveryWords, useVatIncluded } from '@web/api/config';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection, InfoSummary, SUPPORT_EMAIL } from './info-page';

const TITLE = 'Shipping Information';

export const head = infoPageHead(TITLE);

/**
 * /shipping: where we deliver, how fast, and what it costs (docs/specification.md §9 policy text), at
 * the fees of the shop's settings.
 */
export function Component() {
  const { freeFrom, standardFee, expressFee: express } = useDeliveryWords();
  const vatIncluded = useVatIncluded();
  return (
    <InfoPage
      title={TITLE}
      intro="Everything you need to know about getting your order from our shelves to your door, anywhere in South Africa."
    >
      <InfoSummary
        title="At a glance"
        items={[
          <>
            <strong>Free shipping</strong> on orders of {freeFrom} or more; otherwise a flat {standardFee}.
          </>,
          <>Standard delivery: 3-5 business days. Express delivery: 1-2 business days, for an extra fee.</>,
          <>Orders placed before 12:00 on a business day are processed the same day.</>,
          <>We deliver within South Africa only.</>,
        ]}
      />

      <InfoSection title="Where we deliver">
        <p>
          We ship only within South Africa, to street addresses in all nine provinces, from the big metros to
          smaller towns. We are not able to send parcels outside South Africa, including to neighbouring
          countries.
        </p>
      </InfoSection>

      <InfoSection title="Shipping costs">
        <ul>
          <li>
            <strong>Orders of {freeFrom} or more:</strong> standard delivery is free.
          </li>
          <li>
            <strong>Orders under {freeFrom}:</strong> a flat {standardFee} per order, however many items you
            buy.
          </li>
          <li>
            <strong>Express delivery:</strong> {express} per order, whatever its value, instead of the
            standard cost above. Choose it at checkout.
          </li>
        </ul>
        <p>
          Your cart shows the shipping cost before you check out, and tells you how much more you need to add
          to qualify for free shipping. All prices are in rand{vatIncluded ? ' and include VAT' : ''}.
        </p>
      </InfoSection>

      <InfoSection title="Processing times">
        <ul>
          <li>Orders placed before 12:00 on a business day are processed and packed the same day.</li>
          <li>
            Orders placed after 12:00, or on a weekend or public holiday, are processed on the next business
            day.
          </li>
        </ul>
        <p>Business days are Monday to Friday, excluding South African public holidays.</p>
      </InfoSection>

      <InfoSection title="Delivery times">
        <ul>
          <li>
            <strong>Standard delivery:</strong> 3-5 business days after your order has been processed.
          </li>
          <li>
            <strong>Express delivery:</strong> 1-2 business days after your order has been processed, for an
            extra fee ({express}), chosen at checkout.
          </li>
        </ul>
        <p>
          Delivery to outlying and rural areas can sometimes take a day or two longer. We will let you know if
          we expect a delay.
        </p>
      </InfoSection>

      <InfoSection title="Tracking your order">
        <p>
          Once your parcel is with the courier it gets a tracking number, which you can use on the courier's
          website to follow its progress. If you have an account you will find it with your order; otherwise
          email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order number and we
          will send it to you.
        </p>
      </InfoSection>

      <InfoSection title="Changing or cancelling an order">
        <p>
          You can change or cancel your order within 1 hour of placing it. Please{' '}
          <Link to={PATHS.contact}>contact us</Link> as soon as possible with your order number. After an hour
          your order may already be packed, and we can no longer change it; you can still return it under our{' '}
          <Link to={PATHS.returns}>returns policy</Link>.
        </p>
      </InfoSection>

      <InfoSection title="If we miss you">
        <p>
          If the courier cannot deliver your parcel, for example because nobody is home to receive it, they
          will contact you to arrange another attempt or collection from their nearest branch. Please collect
          it within 7 days; after that the parcel is returned to us.
        </p>
      </InfoSection>

      <InfoSection title="Damaged or missing items">
        <p>
          Please check your parcel when it arrives. If anything is damaged or missing, report it to us within
          48 hours of delivery, with your order number and a photo of the damage and the packaging. We will
          arrange a replacement or a refund at no cost to you.
        </p>
      </InfoSection>

      <InfoSection title="Questions?">
        <p>
          Our team replies within 24 hours. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, use
          our <Link to={PATHS.contact}>contact form</Link>, or browse the <Link to={PATHS.faq}>FAQ</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
