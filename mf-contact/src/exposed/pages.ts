import { page } from 'shared/contracts';

/** The pages mf-contact serves, published as pages.json by its build (the shell routes by it). */
export const pages = {
  contact: page('/contact', 'ContactPage', 'Contact', { labels: { hi: 'संपर्क', gu: 'સંપર્ક' } }),
};
