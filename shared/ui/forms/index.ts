/**
 * What every visitor form shares (contact, newsletter, waitlist): the script path of its POST and its
 * look. Not part of the `shared/ui` singleton (the shell shows no form, so main.js should not carry
 * them): remotes import `shared/ui/forms` and bundle it, borrowing the singleton's pieces. The sending
 * code itself (post-form.ts, tested on its own) loads on a form's first focus (send-later.ts).
 */
export { NETWORK_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE } from './messages';
export { emailMessages, formWords, networkFailureMessage } from './words';
export { serverFailureMessage } from './failure-words';
export { formTokens, postForm } from './send-later';
export { Field, FieldHint, FormActions, FormGrid, FormNote, Notice, Required, fieldControl } from './form-styles';
export { FormAlert, FormStatus } from './form-messages';
export { useAnswerInSight } from './answer-in-sight';
