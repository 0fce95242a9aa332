/** Every message the two forms and their endpoints show, in one place. */
export const formMessages = {
  contact: {
    success: 'Thank you! Your message has been sent successfully. We will reply within 24 hours.',
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

/** The JSON answer of both form endpoints (POST /api/contact, POST /api/career-apply). */
export type FormResponse = {
  success: boolean;
  message: string;
  /** Field name → message, on validation failures. */
  errors?: Record<string, string>;
  /** On success: the submission's reference, e.g. ENQ-2611-7KQ4. */
  reference?: string;
};
