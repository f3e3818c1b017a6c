import { z } from 'zod';
import { requiredText } from './common.js';

/** Longest values the contact form accepts (an email address is at most 254 characters, RFC 5321). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/**
 * The contact form (docs/specification.md §2 'Contact', §5): name, email, subject and message, all required.
 * Nothing is sent anywhere; the schema only checks what the shopper typed.
 */
export const contactMessageSchema = z.object({
  name: requiredText('Your name', CONTACT_LIMITS.name, { requiredMessage: 'Please enter your name' }),
  email: requiredText('Your email address', CONTACT_LIMITS.email, {
    requiredMessage: 'Please enter your email address',
  }).pipe(z.email({ error: 'Please enter a valid email address, like name@example.co.za' })),
  subject: requiredText('The subject', CONTACT_LIMITS.subject, { requiredMessage: 'Please enter a subject' }),
  message: requiredText('Your message', CONTACT_LIMITS.message, {
    requiredMessage: 'Please enter your message',
    multiline: true,
  }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
