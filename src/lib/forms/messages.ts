import { TEXT_LIMITS } from './limits';

/**
 * Every message the forms and their endpoints show, in one place, in English. A Hindi or
 * Marathi page shows them through src/content/form-messages.ts, which finds each English
 * message here and returns its translation.
 */
export const formMessages = {
  contact: {
    success: 'Thank you! Your message has been sent successfully. We will reply within one working day.',
    requestFailed: 'Failed to send message. Please try again later.',
  },
  career: {
    success: 'Your application has been submitted successfully. Our team will review it and get back to you.',
    requestFailed: 'Something went wrong!',
  },
  /** Added to a success message: the submission's reference ({reference}, e.g. ENQ-2611-7KQ4). */
  reference: 'Your reference is {reference}; please quote it if you call or write.',
  invalid: 'Please correct the highlighted fields.',
  malformed: 'The form data could not be read. Please reload the page and try again.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type.',
  rateLimited: 'You have sent several submissions in a short time. Please try again later.',
  busy: 'Another upload from your connection is still in progress. Please wait for it to finish, then try again.',
  crossOrigin: 'This form can only be sent from this website.',
  serverError: 'Something went wrong on our side. Please try again later.',
  draftExpired: 'This form result has expired. Please fill in the form again.',
} as const;

/** What the fields' checks say (the schemas in this folder use these and no other words). */
export const fieldMessages = {
  notText: 'Please enter text.',
  firstNameMissing: 'Please enter your first name.',
  firstNameLong: `Please keep your first name under ${TEXT_LIMITS.name} characters.`,
  lastNameLong: `Please keep your last name under ${TEXT_LIMITS.name} characters.`,
  phoneLong: `Please keep the phone number under ${TEXT_LIMITS.phone} characters.`,
  phoneInvalid: 'Please enter a valid phone number, e.g. +91 98765 43210.',
  companyLong: `Please keep the company name under ${TEXT_LIMITS.company} characters.`,
  serviceUnknown: 'Please choose a service from the list.',
  messageMissing: 'Please enter your message.',
  messageLong: `Please keep your message under ${TEXT_LIMITS.message} characters.`,
  nameMissing: 'Please enter your full name.',
  nameLong: `Please keep your name under ${TEXT_LIMITS.name} characters.`,
  positionInvalid: 'Please choose a position.',
  positionLong: `Please keep the position under ${TEXT_LIMITS.position} characters.`,
  emailMissing: 'Please enter your e-mail address.',
  emailLong: `Please keep your e-mail address under ${TEXT_LIMITS.email} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.com.',
} as const;

/** The JSON answer of both form endpoints (POST /api/contact, POST /api/career-apply). */
export type FormResponse = {
  success: boolean;
  message: string;
  /** Field name → message, on validation failures. */
  errors?: Record<string, string>;
  /** On success: the submission's reference, e.g. ENQ-2611-7KQ4. */
  reference?: string;
};
