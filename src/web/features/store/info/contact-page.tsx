import { zodResolver } from '@hookform/resolvers/zod';
import { ClockIcon, MailIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { type ContactMessage, contactMessageSchema } from '@shared/schemas/contact';
import { toast } from '@web/components/ui/toaster';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, SUPPORT_EMAIL } from './info-page';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

function ContactDetail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-background text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="text-sm leading-6 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const TITLE = 'Contact Us';

export const head = infoPageHead(TITLE);

/**
 * /contact (docs/specification.md §2 'Contact', §5): name, email, subject and message, all required.
 * A valid submit only shows the toast and clears the form; nothing is sent anywhere.
 */
export function Component() {
  const form = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY_MESSAGE });

  const send = () => {
    toast.success('Message sent!', { description: "We'll get back to you as soon as possible." });
    form.reset(EMPTY_MESSAGE);
  };

  return (
    <InfoPage
      title={TITLE}
      intro="Have a question about a product, an order or a return? Send us a message and our team will get back to you within 24 hours."
      className="max-w-5xl!"
    >
      <div className="grid gap-10 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">All fields are required.</p>
          <Form form={form} onSubmit={send} className="mt-6 space-y-5" aria-labelledby="contact-form-heading">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="name" label="Name" autoComplete="name" placeholder="Your full name" required />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.co.za"
                required
              />
            </div>
            <TextField name="subject" label="Subject" placeholder="What is your message about?" required />
            <TextField
              name="message"
              label="Message"
              rows={6}
              placeholder="Tell us how we can help. Include your order number if you have one."
              required
            />
            <Button
              type="submit"
              size="lg"
              disabled={form.formState.isSubmitting}
              className="w-full sm:w-auto"
            >
              Send Message
            </Button>
          </Form>
        </section>

        <section aria-labelledby="contact-details-heading" className="h-fit rounded-lg border bg-muted p-6">
          <h2 id="contact-details-heading" className="text-lg font-semibold">
            Customer support
          </h2>
          <ul className="mt-4 space-y-5">
            <ContactDetail icon={<MailIcon aria-hidden />} title="Email">
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
                {SUPPORT_EMAIL}
              </a>
            </ContactDetail>
            <ContactDetail icon={<ClockIcon aria-hidden />} title="Response time">
              We reply within 24 hours.
            </ContactDetail>
            <ContactDetail icon={<MapPinIcon aria-hidden />} title="Delivery">
              We deliver anywhere in South Africa.
            </ContactDetail>
          </ul>
          <p className="mt-6 border-t pt-4 text-sm leading-6">
            Looking for a quick answer? See our{' '}
            <Link to={PATHS.faq} className={linkClasses}>
              FAQ
            </Link>
            ,{' '}
            <Link to={PATHS.shipping} className={linkClasses}>
              shipping information
            </Link>{' '}
            or{' '}
            <Link to={PATHS.returns} className={linkClasses}>
              returns policy
            </Link>
            .
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
