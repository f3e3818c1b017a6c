import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactMessageSchema } from './contact.js';

const valid = {
  name: 'Thandi Nkosi',
  email: 'thandi@example.co.za',
  subject: 'Delivery to Durban',
  message: 'How long does delivery to Durban take?',
};

type Field = keyof typeof valid;

const requiredMessages: Record<Field, string> = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
};

/** The messages of the issues on one field, or [] when the input passes. */
function errorsFor(input: unknown, field: Field): string[] {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('contactMessageSchema', () => {
  it('accepts a complete message', () => {
    expect(contactMessageSchema.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it('trims surrounding white space', () => {
    const result = contactMessageSchema.parse({
      name: '  Thandi Nkosi ',
      email: ' thandi@example.co.za  ',
      subject: '\tDelivery to Durban\n',
      message: '  Hello  ',
    });
    expect(result).toEqual({ ...valid, message: 'Hello' });
  });

  describe.each(Object.keys(valid) as Field[])('%s', (field) => {
    it('is required when missing', () => {
      const missing: Partial<typeof valid> = { ...valid };
      delete missing[field];
      expect(errorsFor(missing, field)).toEqual([requiredMessages[field]]);
    });

    it('is required when empty', () => {
      expect(errorsFor({ ...valid, [field]: '' }, field)).toEqual([requiredMessages[field]]);
    });

    it('is required when only white space', () => {
      expect(errorsFor({ ...valid, [field]: '   \n\t ' }, field)).toEqual([requiredMessages[field]]);
    });

    it('reports only its own error', () => {
      const result = contactMessageSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
    });
  });

  it.each([
    'thandi',
    'thandi@',
    '@example.co.za',
    'thandi@example',
    'thandi example@co.za',
    'thandi@@example.co.za',
  ])('rejects the invalid email %j', (email) => {
    expect(errorsFor({ ...valid, email }, 'email')).toEqual([
      'Please enter a valid email address, like name@example.co.za',
    ]);
  });

  it('rejects values that are too long', () => {
    const tooLong = {
      name: 'a'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'a'.repeat(CONTACT_LIMITS.email)}@example.co.za`,
      subject: 'a'.repeat(CONTACT_LIMITS.subject + 1),
      message: 'a'.repeat(CONTACT_LIMITS.message + 1),
    };
    expect(errorsFor(tooLong, 'name')).toEqual([
      `Your name can be at most ${CONTACT_LIMITS.name} characters`,
    ]);
    expect(errorsFor(tooLong, 'email')).toEqual([
      `Your email address can be at most ${CONTACT_LIMITS.email} characters`,
    ]);
    expect(errorsFor(tooLong, 'subject')).toEqual([
      `The subject can be at most ${CONTACT_LIMITS.subject} characters`,
    ]);
    expect(errorsFor(tooLong, 'message')).toEqual([
      `Your message can be at most ${CONTACT_LIMITS.message} characters`,
    ]);
  });

  it('accepts values at the length limits', () => {
    const atLimit = {
      name: 'a'.repeat(CONTACT_LIMITS.name),
      email: valid.email,
      subject: 'a'.repeat(CONTACT_LIMITS.subject),
      message: 'a'.repeat(CONTACT_LIMITS.message),
    };
    expect(contactMessageSchema.safeParse(atLimit).success).toBe(true);
  });

  it('rejects a field that is not text', () => {
    expect(errorsFor({ ...valid, name: 42 }, 'name')).toEqual([requiredMessages.name]);
  });
});
