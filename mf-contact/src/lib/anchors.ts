/** Ids of the page's sections that links point at (`/contact#faq`, `/contact?subject=...#send-message`). */
export const FAQ_ANCHOR = 'faq';
export const MESSAGE_FORM_ANCHOR = 'send-message';
