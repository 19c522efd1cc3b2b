/**
 * The questions an empty conversation offers as buttons: what visitors ask most (the contact page's
 * FAQ topics plus prices and hours). Each is answerable from the site's own knowledge in offline mode.
 */
export const suggestedQuestions = [
  'How much do the courses cost?',
  'What are your opening hours?',
  'What is your cancellation and refund policy?',
  'How do I register for a programme?',
] as const satisfies readonly string[];
