import { z } from 'zod';

/** Longest values the contact form accepts (an email address is at most 254 characters, RFC 5321). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/** A required text field: trimmed, not blank, and not longer than `max`. */
const requiredText = (label: string, requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} can be at most ${max} characters` });

/**
 * The contact form (SPEC.md §2 'Contact', §5): name, email, subject and message, all required.
 * Nothing is sent anywhere; the schema only checks what the shopper typed.
 */
export const contactMessageSchema = z.object({
  name: requiredText('Your name', 'Please enter your name', CONTACT_LIMITS.name),
  email: requiredText('Your email address', 'Please enter your email address', CONTACT_LIMITS.email).pipe(
    z.email({ error: 'Please enter a valid email address, like name@example.co.za' }),
  ),
  subject: requiredText('The subject', 'Please enter a subject', CONTACT_LIMITS.subject),
  message: requiredText('Your message', 'Please enter your message', CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
