import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { useDeliveryWords, usePublicConfig } from '@web/api/config';
import { returnPolicyWords } from './return-policy-words';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, SUPPORT_EMAIL } from './info-page';

interface Faq {
  id: string;
  /** The <h2> group the question is listed under. */
  group: string;
  question: string;
  answer: ReactNode;
}

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** 'How much does shipping cost?', at the fees of the shop's settings. */
function ShippingCostAnswer() {
  const { freeFrom, standardFee } = useDeliveryWords();
  return (
    <p>
      Shipping is free on orders of {freeFrom} or more. Orders under {freeFrom} pay a flat {standardFee}.
      Express delivery costs extra. See our{' '}
      <Link to={PATHS.shipping} className={linkClasses}>
        shipping information
      </Link>{' '}
      for details.
    </p>
  );
}

/** 'What is your returns policy?', at the return windows of the shop's settings. */
function ReturnsAnswer() {
  const { anyReason, defect } = returnPolicyWords(usePublicConfig()?.returns);
  return (
    <p>
      You can return unused items in their original packaging within {anyReason}, and a defective item within{' '}
      {defect}. Ask for a return on your order&apos;s page (My Orders, or the link in your order email) and we
      send you a return authorization within 2 business days. Read our full{' '}
      <Link to={PATHS.returns} className={linkClasses}>
        returns policy
      </Link>
      .
    </p>
  );
}

/**
 * The 12 questions of /faq (docs/specification.md §2), consistent with the policy facts of
 * docs/specification.md §9.
 */
const FAQS: Faq[] = [
  {
    id: 'delivery-areas',
    group: 'Delivery',
    question: 'Where do you deliver?',
    answer: (
      <p>
        We deliver anywhere in South Africa, to street addresses in all nine provinces. We do not ship outside
        South Africa.
      </p>
    ),
  },
  {
    id: 'delivery-time',
    group: 'Delivery',
    question: 'How long will my order take to arrive?',
    answer: (
      <p>
        Orders placed before 12:00 on a business day are processed the same day. Standard delivery then takes
        3-5 business days; express delivery takes 1-2 business days, for an extra fee.
      </p>
    ),
  },
  {
    id: 'shipping-cost',
    group: 'Delivery',
    question: 'How much does shipping cost?',
    answer: <ShippingCostAnswer />,
  },
  {
    id: 'missed-delivery',
    group: 'Delivery',
    question: 'What happens if I miss my delivery?',
    answer: (
      <p>
        The courier will contact you to arrange another attempt or collection from their nearest branch.
        Please collect your parcel within 7 days; after that it is returned to us.
      </p>
    ),
  },
  {
    id: 'payment',
    group: 'Orders and payment',
    question: 'How can I pay?',
    answer: (
      <p>
        You can pay by EFT (bank transfer), or in cash or by card when your order is delivered. We confirm
        every payment ourselves and mark your order as paid once it has been received. We never ask for card
        details online.
      </p>
    ),
  },
  {
    id: 'change-cancel',
    group: 'Orders and payment',
    question: 'Can I change or cancel my order?',
    answer: (
      <p>
        Yes, within 1 hour of placing it.{' '}
        <Link to={PATHS.contact} className={linkClasses}>
          Contact us
        </Link>{' '}
        straight away with your order number. After that your order may already be packed, but you can still
        return it once it arrives.
      </p>
    ),
  },
  {
    id: 'tracking',
    group: 'Orders and payment',
    question: 'How do I track my order?',
    answer: (
      <p>
        When your parcel is handed to the courier it gets a tracking number. If you have an account you will
        find it with your order; otherwise email us with your order number and we will send it to you.
      </p>
    ),
  },
  {
    id: 'returns',
    group: 'Returns and refunds',
    question: 'What is your returns policy?',
    answer: <ReturnsAnswer />,
  },
  {
    id: 'refunds',
    group: 'Returns and refunds',
    question: 'When will I get my refund?',
    answer: (
      <p>
        Once we have received and checked your return, we pay your refund within 5-7 business days: back to
        your card if you paid by card, or by EFT into your bank account otherwise.
      </p>
    ),
  },
  {
    id: 'damaged',
    group: 'Returns and refunds',
    question: 'My item arrived damaged. What should I do?',
    answer: (
      <p>
        We are sorry! Please report it within 48 hours of delivery, with your order number and photos of the
        item and the packaging. We will send a replacement or give you a full refund, at no cost to you.
      </p>
    ),
  },
  {
    id: 'account',
    group: 'Your account and support',
    question: 'Do I need an account to shop?',
    answer: (
      <p>
        No. You can browse and fill your cart without signing in; your cart is kept in your browser. Creating
        an account with your name, email address and a password lets you see your orders in one place.
      </p>
    ),
  },
  {
    id: 'contact',
    group: 'Your account and support',
    question: 'How can I contact you?',
    answer: (
      <p>
        Email us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
          {SUPPORT_EMAIL}
        </a>{' '}
        or use our{' '}
        <Link to={PATHS.contact} className={linkClasses}>
          contact form
        </Link>
        . Our support team replies within 24 hours.
      </p>
    ),
  },
];

/** The questions under their <h2> groups, in first-seen order (the trigger headings are <h3>). */
function groupFaqs(faqs: Faq[]): Array<[string, Faq[]]> {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.group, [...(groups.get(faq.group) ?? []), faq]);
  return [...groups];
}

const TITLE = 'Frequently Asked Questions';

export const head = infoPageHead(TITLE);

/** /faq: 12 questions in an accordion (docs/specification.md §2 'Static pages'). */
export function Component() {
  return (
    <InfoPage title={TITLE} intro="Quick answers about delivery, payment, returns and your account.">
      <Accordion type="single" collapsible className="space-y-10">
        {groupFaqs(FAQS).map(([group, faqs], index) => (
          <section key={group} aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`} className="mb-2 text-xl font-semibold tracking-tight sm:text-2xl">
              {group}
            </h2>
            <div className="border-t">
              {faqs.map((faq) => (
                <AccordionItem key={faq.id} value={faq.id}>
                  <AccordionTrigger>{faq.question}</AccordionTrigger>
                  <AccordionContent className="text-base leading-7">{faq.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </div>
          </section>
        ))}
      </Accordion>
      <p className="rounded-lg border bg-muted p-5">
        Still have a question?{' '}
        <Link to={PATHS.contact} className={linkClasses}>
          Contact us
        </Link>{' '}
        and we will reply within 24 hours.
      </p>
    </InfoPage>
  );
}
